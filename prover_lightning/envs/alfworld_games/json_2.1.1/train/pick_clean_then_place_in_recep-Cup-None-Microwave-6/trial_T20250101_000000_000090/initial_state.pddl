
(define (problem plan_trial_T20250101_000000_000090)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
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
        (objectType Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 KnifeType)
        (objectType Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 CupType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType CupType)
        (canContain ShelfType CupType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (pickupable Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (heatable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r MicrowaveType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
