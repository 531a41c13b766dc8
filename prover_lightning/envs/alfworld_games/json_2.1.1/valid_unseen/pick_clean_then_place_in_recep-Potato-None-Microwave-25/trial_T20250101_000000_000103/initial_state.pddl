
(define (problem plan_trial_T20250101_000000_000103)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LadleType - otype
        PotatoType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Ladle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 CabinetType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 DrawerType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20 CoffeeMachineType)
        (objectType Ladle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 LadleType)
        (objectType Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 PotatoType)
        (canContain CabinetType LadleType)
        (canContain DrawerType LadleType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PotatoType)
        (pickupable Ladle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Ladle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (heatable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (coolable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (sliceable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (inReceptacle Ladle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Ladle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r MicrowaveType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
