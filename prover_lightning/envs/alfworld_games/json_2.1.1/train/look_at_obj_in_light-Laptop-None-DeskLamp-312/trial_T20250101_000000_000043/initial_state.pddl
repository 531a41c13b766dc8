
(define (problem plan_trial_T20250101_000000_000043)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
        Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 - object
        DeskLamp_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_46 - object
        Laptop_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 ShelfType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 DrawerType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 SideTableType)
        (receptacleType Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 BedType)
        (receptacleType Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 DeskType)
        (objectType Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 BookType)
        (objectType Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 BowlType)
        (objectType DeskLamp_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_46 DeskLampType)
        (objectType Laptop_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 LaptopType)
        (objectType Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 PenType)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DeskType LaptopType)
        (canContain DeskType PenType)
        (canContain DrawerType BookType)
        (canContain DrawerType PenType)
        (canContain ShelfType BookType)
        (canContain ShelfType BowlType)
        (canContain ShelfType PenType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PenType)
        (pickupable Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (pickupable Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (pickupable Laptop_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (coolable Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (toggleable DeskLamp_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_46)
        (inReceptacle Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle DeskLamp_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_46 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle Laptop_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Bowl_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_46 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Laptop_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar_0_bar_2_bar_60)
        (objectAtLocation Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_0_bar_0_bar_2_bar_60)
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
    
