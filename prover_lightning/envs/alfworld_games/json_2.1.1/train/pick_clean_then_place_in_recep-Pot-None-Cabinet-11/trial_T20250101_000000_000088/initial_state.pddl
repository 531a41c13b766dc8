
(define (problem plan_trial_T20250101_000000_000088)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PotType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53 - object
        ButterKnife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
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
        (objectType Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 KnifeType)
        (objectType ButterKnife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 ButterKnifeType)
        (objectType Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 PotType)
        (objectType Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53 BreadType)
        (canContain CabinetType PotType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (pickupable Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable ButterKnife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (pickupable Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable ButterKnife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (cleanable Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (heatable Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (coolable Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (coolable Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (sliceable Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (inReceptacle Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle ButterKnife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation ButterKnife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Bread_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_53 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
