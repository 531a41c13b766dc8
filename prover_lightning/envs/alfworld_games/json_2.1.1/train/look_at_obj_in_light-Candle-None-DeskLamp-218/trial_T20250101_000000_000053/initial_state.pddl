
(define (problem plan_trial_T20250101_000000_000053)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CandleType - otype
        DeskLampType - otype
        KnifeType - otype
        StatueType - otype
        WatchType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Candle_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Watch_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 SofaType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 ShelfType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 DrawerType)
        (receptacleType Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 OttomanType)
        (receptacleType CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 CoffeeTableType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 DeskLampType)
        (objectType Candle_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 CandleType)
        (objectType Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 BookType)
        (objectType Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 StatueType)
        (objectType Watch_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 WatchType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType CandleType)
        (canContain DrawerType WatchType)
        (canContain OttomanType BookType)
        (canContain ShelfType BookType)
        (canContain ShelfType CandleType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WatchType)
        (canContain SofaType BookType)
        (pickupable Candle_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Watch_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Candle_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Watch_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Candle_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Watch_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_4_bar_1_bar_0_bar_60)
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
                         (objectType ?o CandleType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
