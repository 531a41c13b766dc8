
(define (problem plan_trial_T20250101_000000_000032)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        WineBottleType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        WineBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 ShelfType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 MicrowaveType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DiningTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (objectType Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 PlateType)
        (objectType WineBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 WineBottleType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType PlateType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType PlateType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType PlateType)
        (pickupable Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable WineBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (heatable Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (coolable Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (coolable WineBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle WineBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Plate_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation WineBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PlateType)
                            (receptacleType ?r MicrowaveType)
                        )
                    )
                )
            )
        )
    )
    
