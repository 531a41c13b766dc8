
(define (problem plan_trial_T20250101_000000_000195)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        KnifeType - otype
        TissueBoxType - otype
        VaseType - otype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        TissueBox_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_83 - object
        TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 GarbageCanType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 SideTableType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 OttomanType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 DresserType)
        (receptacleType CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 CoffeeTableType)
        (objectType TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 TissueBoxType)
        (objectType TissueBox_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_83 TissueBoxType)
        (objectType Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 BookType)
        (objectType Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 VaseType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType VaseType)
        (canContain DresserType BookType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType VaseType)
        (canContain GarbageCanType TissueBoxType)
        (canContain OttomanType BookType)
        (canContain SideTableType BookType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (pickupable TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable TissueBox_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (pickupable Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle TissueBox_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_83 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_83 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Book_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_4_bar_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 TissueBoxType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 TissueBoxType)
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
            
