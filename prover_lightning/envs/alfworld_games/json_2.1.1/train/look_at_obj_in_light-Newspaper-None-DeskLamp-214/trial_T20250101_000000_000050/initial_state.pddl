
(define (problem plan_trial_T20250101_000000_000050)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        NewspaperType - otype
        WatchType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        CellPhone_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
        KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        Newspaper_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        Watch_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        CoffeeTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 DresserType)
        (receptacleType Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 SofaType)
        (receptacleType CoffeeTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 CoffeeTableType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 ArmChairType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 DrawerType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 DeskLampType)
        (objectType KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 KeyChainType)
        (objectType Newspaper_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 NewspaperType)
        (objectType Watch_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 WatchType)
        (objectType CellPhone_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 CellPhoneType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WatchType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType KeyChainType)
        (canContain DresserType NewspaperType)
        (canContain DresserType WatchType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (pickupable KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (pickupable Newspaper_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (pickupable Watch_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable CellPhone_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle Newspaper_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle Watch_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle CellPhone_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Newspaper_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Watch_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
