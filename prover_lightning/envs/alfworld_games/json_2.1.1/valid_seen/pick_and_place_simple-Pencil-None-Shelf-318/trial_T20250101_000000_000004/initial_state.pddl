
(define (problem plan_trial_T20250101_000000_000004)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        KnifeType - otype
        PencilType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        CD_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 - object
        Pencil_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 BedType)
        (receptacleType Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 DeskType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 ShelfType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 DrawerType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 SideTableType)
        (objectType Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 BookType)
        (objectType Pencil_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 PencilType)
        (objectType CD_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 CDType)
        (canContain BedType BookType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain DrawerType PencilType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType PencilType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (canContain SideTableType PencilType)
        (pickupable Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable Pencil_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable CD_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle Pencil_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle CD_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (receptacleAtLocation Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Book_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Pencil_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation CD_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 loc_bar__minus_2_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PencilType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
    
