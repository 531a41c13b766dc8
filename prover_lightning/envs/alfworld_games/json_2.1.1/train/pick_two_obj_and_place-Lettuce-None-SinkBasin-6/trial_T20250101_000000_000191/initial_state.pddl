
(define (problem plan_trial_T20250101_000000_000191)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        SpatulaType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Spatula_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin - receptacle
        Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 ToasterType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CounterTopType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (objectType Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 LettuceType)
        (objectType Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 LettuceType)
        (objectType Spatula_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 SpatulaType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType LettuceType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Spatula_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (cleanable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Spatula_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (coolable Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (sliceable Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (sliceable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (inReceptacle Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Spatula_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar_2_bar__minus_1_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 LettuceType)
                                    (receptacleType ?r SinkBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 LettuceType)
                                            (receptacleType ?r SinkBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
