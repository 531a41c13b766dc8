
(define (problem plan_trial_T20250101_000000_000197)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        TennisRacketType - otype
        ArmChairType - rtype
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Book_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        KeyChain_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 DrawerType)
        (receptacleType Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 DresserType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 ShelfType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 ArmChairType)
        (receptacleType Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 BedType)
        (objectType Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 BookType)
        (objectType KeyChain_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 KeyChainType)
        (objectType Book_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 BookType)
        (objectType TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 TennisRacketType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain BedType BookType)
        (canContain BedType TennisRacketType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType BookType)
        (canContain DresserType KeyChainType)
        (canContain DresserType TennisRacketType)
        (canContain ShelfType BookType)
        (canContain ShelfType KeyChainType)
        (pickupable Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable KeyChain_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Book_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (inReceptacle Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle KeyChain_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Book_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Book_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_4_bar_0_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BookType)
                                    (receptacleType ?r DresserType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BookType)
                                            (receptacleType ?r DresserType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
