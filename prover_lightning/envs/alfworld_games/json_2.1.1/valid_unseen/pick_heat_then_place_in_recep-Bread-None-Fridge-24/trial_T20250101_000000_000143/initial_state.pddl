
(define (problem plan_trial_T20250101_000000_000143)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PotType - otype
        CabinetType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61 - object
        Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 DiningTableType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 MicrowaveType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 CabinetType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 FridgeType)
        (receptacleType Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin SinkBasinType)
        (objectType Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 BreadType)
        (objectType Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 PotType)
        (objectType Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61 LettuceType)
        (canContain CabinetType PotType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PotType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain ShelfType PotType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (pickupable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (pickupable Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (cleanable Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (heatable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (coolable Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (sliceable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (sliceable Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (inReceptacle Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Lettuce_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_61 loc_bar__minus_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
