
(define (problem plan_trial_T20250101_000000_000216)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        BaseballBatType - otype
        BookType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PencilType - otype
        ArmChairType - rtype
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClock_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        AlarmClock_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_38 - object
        BaseballBat_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Pencil_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
        ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 ArmChairType)
        (receptacleType Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 BedType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 DrawerType)
        (receptacleType Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 DresserType)
        (objectType BaseballBat_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 BaseballBatType)
        (objectType Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 BookType)
        (objectType Pencil_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 PencilType)
        (objectType AlarmClock_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 AlarmClockType)
        (objectType AlarmClock_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_38 AlarmClockType)
        (canContain ArmChairType BookType)
        (canContain BedType BaseballBatType)
        (canContain BedType BookType)
        (canContain DrawerType BookType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BookType)
        (canContain DresserType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BookType)
        (canContain SideTableType PencilType)
        (pickupable BaseballBat_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (pickupable Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Pencil_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (pickupable AlarmClock_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable AlarmClock_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_38)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle BaseballBat_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Pencil_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle AlarmClock_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle AlarmClock_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_38 Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation BaseballBat_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Pencil_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation AlarmClock_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation AlarmClock_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_38 loc_bar_4_bar_0_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 AlarmClockType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 AlarmClockType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
