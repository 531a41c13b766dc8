
(define (problem plan_trial_T20250101_000000_000021)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CDType - otype
        KnifeType - otype
        LaptopType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        CD_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        Laptop_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        Bed_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 DeskType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (receptacleType Bed_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 BedType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 ShelfType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 SideTableType)
        (objectType CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 CDType)
        (objectType Laptop_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 LaptopType)
        (objectType CD_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 CDType)
        (canContain BedType LaptopType)
        (canContain DeskType CDType)
        (canContain DeskType LaptopType)
        (canContain DrawerType CDType)
        (canContain ShelfType CDType)
        (canContain SideTableType CDType)
        (canContain SideTableType LaptopType)
        (pickupable CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Laptop_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable CD_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Laptop_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 Bed_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle CD_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Bed_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Laptop_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation CD_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CDType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CDType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
