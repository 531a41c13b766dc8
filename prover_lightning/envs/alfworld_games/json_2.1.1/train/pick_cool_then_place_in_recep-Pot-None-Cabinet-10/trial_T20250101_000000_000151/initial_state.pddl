
(define (problem plan_trial_T20250101_000000_000151)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PotType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
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
        (objectType Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 PotType)
        (objectType Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 PanType)
        (objectType Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 BowlType)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (pickupable Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (pickupable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (cleanable Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (cleanable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (coolable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (inReceptacle Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin)
        (inReceptacle Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin)
        (inReceptacle Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
