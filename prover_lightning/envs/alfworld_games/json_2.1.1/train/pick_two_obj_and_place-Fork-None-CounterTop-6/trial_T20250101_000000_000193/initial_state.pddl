
(define (problem plan_trial_T20250101_000000_000193)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        WineBottleType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Fork_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
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
        (objectType Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 ForkType)
        (objectType Fork_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 ForkType)
        (objectType Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 PanType)
        (objectType WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 WineBottleType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType WineBottleType)
        (canContain FridgeType PanType)
        (canContain FridgeType WineBottleType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PanType)
        (pickupable Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Fork_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (pickupable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Fork_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (cleanable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin)
        (inReceptacle Fork_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin)
        (inReceptacle Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Fork_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ForkType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ForkType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
