
(define (problem plan_trial_T20250101_000000_000054)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        ArmChairType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 DresserType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 DrawerType)
        (receptacleType Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 SafeType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 GarbageCanType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 ArmChairType)
        (objectType Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 LaptopType)
        (objectType DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 DeskLampType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 KeyChainType)
        (objectType Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 BookType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType BookType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain SafeType KeyChainType)
        (pickupable Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38)
        (inReceptacle Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
