
(define (problem plan_trial_T20250101_000000_000125)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        WineBottleType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__minus_00_dot_06 - object
        Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        CoffeeMachine_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 CabinetType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 DrawerType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType CoffeeMachine_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CoffeeMachineType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 FridgeType)
        (receptacleType Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (objectType WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 WineBottleType)
        (objectType Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20 MugType)
        (objectType Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13 PlateType)
        (objectType ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__minus_00_dot_06 ButterKnifeType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CabinetType WineBottleType)
        (canContain CoffeeMachineType MugType)
        (canContain DrawerType ButterKnifeType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (pickupable WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (cleanable ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (heatable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (heatable Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (coolable WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (coolable Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (inReceptacle WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__minus_00_dot_06 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Plate_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__minus_00_dot_06 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CoffeeMachineType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
