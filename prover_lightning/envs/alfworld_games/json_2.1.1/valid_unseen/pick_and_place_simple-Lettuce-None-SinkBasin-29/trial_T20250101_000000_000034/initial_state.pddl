
(define (problem plan_trial_T20250101_000000_000034)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PotatoType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
        Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 CabinetType)
        (receptacleType DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 DiningTableType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 MicrowaveType)
        (receptacleType CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 CoffeeMachineType)
        (objectType Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 KnifeType)
        (objectType Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 BreadType)
        (objectType Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 LettuceType)
        (objectType Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 PotatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (pickupable Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (cleanable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (heatable Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (heatable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (coolable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (coolable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (sliceable Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (sliceable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (sliceable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (inReceptacle Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Bread_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LettuceType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
    
