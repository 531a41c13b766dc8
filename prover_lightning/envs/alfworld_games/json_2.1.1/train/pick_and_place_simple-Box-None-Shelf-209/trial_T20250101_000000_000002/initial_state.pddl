
(define (problem plan_trial_T20250101_000000_000002)
(:domain alfred)
(:objects
        agent1 - agent
        BoxType - otype
        ButterKnifeType - otype
        KnifeType - otype
        StatueType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Box_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Statue_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 DresserType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 OttomanType)
        (receptacleType CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CoffeeTableType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ArmChairType)
        (objectType Statue_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 StatueType)
        (objectType Box_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 BoxType)
        (canContain ArmChairType BoxType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType StatueType)
        (canContain DresserType BoxType)
        (canContain DresserType StatueType)
        (canContain OttomanType BoxType)
        (canContain ShelfType BoxType)
        (canContain ShelfType StatueType)
        (pickupable Statue_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (pickupable Box_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (inReceptacle Statue_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10)
        (inReceptacle Box_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Statue_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Box_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
    
