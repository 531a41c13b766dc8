
(define (problem plan_trial_T20250101_000000_000141)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PlateType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnife_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 - object
        Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
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
        (objectType Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 PlateType)
        (objectType Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 LettuceType)
        (objectType ButterKnife_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 ButterKnifeType)
        (objectType Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80 MugType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (pickupable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (pickupable ButterKnife_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (cleanable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (cleanable ButterKnife_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (heatable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (heatable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (coolable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (coolable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (sliceable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (inReceptacle Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin)
        (inReceptacle Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin)
        (inReceptacle ButterKnife_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation ButterKnife_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
