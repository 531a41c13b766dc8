
(define (problem plan_trial_T20250101_000000_000015)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        CoffeeMachine_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 DiningTableType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 CabinetType)
        (receptacleType CoffeeMachine_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 CoffeeMachineType)
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 MugType)
        (objectType Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 PlateType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CoffeeMachineType MugType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Plate_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar__minus_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
