
(define (problem plan_trial_T20250101_000000_000200)
(:domain alfred)
(:objects
        agent1 - agent
        BoxType - otype
        ButterKnifeType - otype
        KnifeType - otype
        NewspaperType - otype
        TissueBoxType - otype
        WatchType - otype
        CabinetType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SinkBasinType - rtype
        Box_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Newspaper_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        TissueBox_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Watch_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 DresserType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 DrawerType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 CabinetType)
        (receptacleType Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 OttomanType)
        (receptacleType CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 CoffeeTableType)
        (objectType Watch_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 WatchType)
        (objectType Newspaper_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 NewspaperType)
        (objectType TissueBox_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 TissueBoxType)
        (objectType Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 NewspaperType)
        (objectType Box_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 BoxType)
        (canContain CabinetType BoxType)
        (canContain CabinetType NewspaperType)
        (canContain CabinetType TissueBoxType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain DresserType BoxType)
        (canContain DresserType NewspaperType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType WatchType)
        (canContain OttomanType BoxType)
        (canContain OttomanType NewspaperType)
        (pickupable Watch_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Newspaper_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable TissueBox_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (pickupable Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Box_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Watch_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Newspaper_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle TissueBox_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Box_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Watch_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Newspaper_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation TissueBox_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Box_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_4_bar_1_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 NewspaperType)
                                    (receptacleType ?r OttomanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 NewspaperType)
                                            (receptacleType ?r OttomanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
