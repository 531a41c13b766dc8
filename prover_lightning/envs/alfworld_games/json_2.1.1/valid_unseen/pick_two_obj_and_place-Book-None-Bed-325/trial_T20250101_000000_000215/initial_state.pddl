
(define (problem plan_trial_T20250101_000000_000215)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        KnifeType - otype
        BedType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Book_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        CD_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 GarbageCanType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 SideTableType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 DrawerType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 BedType)
        (objectType CD_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 CDType)
        (objectType Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 BookType)
        (objectType Book_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 BookType)
        (canContain BedType BookType)
        (canContain DrawerType BookType)
        (canContain DrawerType CDType)
        (canContain GarbageCanType CDType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain SideTableType BookType)
        (canContain SideTableType CDType)
        (pickupable CD_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Book_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle CD_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Book_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation CD_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Book_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BookType)
                                    (receptacleType ?r BedType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BookType)
                                            (receptacleType ?r BedType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
