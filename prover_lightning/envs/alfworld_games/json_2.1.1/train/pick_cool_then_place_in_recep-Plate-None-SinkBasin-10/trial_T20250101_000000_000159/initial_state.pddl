
(define (problem plan_trial_T20250101_000000_000159)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        SpoonType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 CabinetType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 FridgeType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 DrawerType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 MicrowaveType)
        (receptacleType CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35 CoffeeMachineType)
        (objectType Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 SpoonType)
        (objectType Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 PlateType)
        (canContain CabinetType PlateType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (pickupable Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (cleanable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (heatable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (inReceptacle Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
