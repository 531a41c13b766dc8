
(define (problem plan_trial_T20250101_000000_000187)
(:domain alfred)
(:objects
        agent1 - agent
        BasketBallType - otype
        BookType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        MugType - otype
        ArmChairType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BasketBall_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_36 - object
        Book_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        CreditCard_bar__minus_00_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_29 - object
        Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 - object
        Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 ShelfType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 SideTableType)
        (receptacleType ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 ArmChairType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 GarbageCanType)
        (objectType Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 MugType)
        (objectType Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 MugType)
        (objectType BasketBall_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_36 BasketBallType)
        (objectType CreditCard_bar__minus_00_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_29 CreditCardType)
        (objectType Book_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 BookType)
        (canContain ArmChairType BasketBallType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType CreditCardType)
        (canContain ShelfType BookType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType BookType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType MugType)
        (pickupable Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (pickupable BasketBall_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_36)
        (pickupable CreditCard_bar__minus_00_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_29)
        (pickupable Book_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (heatable Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (coolable Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (inReceptacle Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle BasketBall_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_36 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle CreditCard_bar__minus_00_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_29 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle Book_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Mug_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation BasketBall_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_36 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__minus_00_dot_49_bar__plus_00_dot_95_bar__minus_00_dot_29 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_0_bar_0_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 MugType)
                                    (receptacleType ?r ShelfType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 MugType)
                                            (receptacleType ?r ShelfType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
