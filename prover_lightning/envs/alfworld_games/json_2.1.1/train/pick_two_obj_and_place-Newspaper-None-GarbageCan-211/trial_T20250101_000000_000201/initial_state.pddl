
(define (problem plan_trial_T20250101_000000_000201)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KnifeType - otype
        NewspaperType - otype
        PillowType - otype
        ArmChairType - rtype
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        CreditCard_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 - object
        Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Pillow_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
        ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 SideTableType)
        (receptacleType ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 ArmChairType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 CabinetType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 GarbageCanType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 DrawerType)
        (objectType Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 NewspaperType)
        (objectType CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 CellPhoneType)
        (objectType Pillow_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 PillowType)
        (objectType CreditCard_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 CreditCardType)
        (objectType Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 NewspaperType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CabinetType NewspaperType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType NewspaperType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType NewspaperType)
        (pickupable Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable Pillow_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (pickupable CreditCard_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51)
        (pickupable Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Pillow_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle CreditCard_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Newspaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pillow_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 NewspaperType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 NewspaperType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
