
(define (problem plan_trial_T20250101_000000_000207)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        NewspaperType - otype
        TissueBoxType - otype
        VaseType - otype
        CabinetType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Newspaper_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 - object
        TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 - object
        Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        Vase_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Sofa_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 CoffeeTableType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 CabinetType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 ShelfType)
        (receptacleType Sofa_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 SofaType)
        (objectType Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 VaseType)
        (objectType Vase_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 VaseType)
        (objectType TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 TissueBoxType)
        (objectType Newspaper_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 NewspaperType)
        (canContain CabinetType NewspaperType)
        (canContain CabinetType TissueBoxType)
        (canContain CabinetType VaseType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType TissueBoxType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType VaseType)
        (canContain SofaType NewspaperType)
        (pickupable Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Vase_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (pickupable TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36)
        (pickupable Newspaper_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (inReceptacle Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Vase_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Newspaper_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Sofa_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Vase_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Newspaper_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 loc_bar_2_bar_0_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 VaseType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 VaseType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
