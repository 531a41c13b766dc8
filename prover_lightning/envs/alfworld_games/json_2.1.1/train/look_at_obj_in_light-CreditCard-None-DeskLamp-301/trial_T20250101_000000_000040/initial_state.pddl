
(define (problem plan_trial_T20250101_000000_000040)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
        Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 DresserType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 ShelfType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DrawerType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 GarbageCanType)
        (objectType Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 LaptopType)
        (objectType CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 CreditCardType)
        (objectType DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 DeskLampType)
        (objectType Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 BookType)
        (canContain DrawerType BookType)
        (canContain DrawerType CreditCardType)
        (canContain DresserType BookType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain ShelfType BookType)
        (canContain ShelfType CreditCardType)
        (canContain SideTableType BookType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType LaptopType)
        (pickupable Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (inReceptacle Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
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
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
