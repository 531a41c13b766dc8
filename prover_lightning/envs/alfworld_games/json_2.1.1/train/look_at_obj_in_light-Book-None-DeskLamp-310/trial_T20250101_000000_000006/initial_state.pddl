
(define (problem plan_trial_T20250101_000000_000006)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KnifeType - otype
        PenType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        CD_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 - object
        Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 BedType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 ShelfType)
        (receptacleType Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 DeskType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 DrawerType)
        (objectType Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 BookType)
        (objectType CD_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 CDType)
        (objectType DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 DeskLampType)
        (objectType Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 PenType)
        (canContain BedType BookType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType PenType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType PenType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType PenType)
        (pickupable Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable CD_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (inReceptacle Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle CD_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (receptacleAtLocation Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation CD_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Pen_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 loc_bar_0_bar__minus_2_bar_2_bar_60)
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
                         (objectType ?o BookType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
