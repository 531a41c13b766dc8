
(define (problem plan_trial_T20250101_000000_000081)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        LadleType - otype
        PlateType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
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
        (objectType DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 DishSpongeType)
        (objectType Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 LadleType)
        (objectType Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 PlateType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PlateType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType LadleType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PlateType)
        (pickupable DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (cleanable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
