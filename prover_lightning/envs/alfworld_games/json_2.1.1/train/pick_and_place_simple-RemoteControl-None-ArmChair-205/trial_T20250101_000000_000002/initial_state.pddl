
(define (problem plan_trial_T20250101_000000_000002)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        NewspaperType - otype
        RemoteControlType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 SofaType)
        (receptacleType CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 CoffeeTableType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 ArmChairType)
        (objectType Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 NewspaperType)
        (objectType RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 RemoteControlType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 KeyChainType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType RemoteControlType)
        (pickupable Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (receptacleAtLocation Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
    
