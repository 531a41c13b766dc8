
(define (problem plan_trial_T20250101_000000_000008)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LaptopType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 ArmChairType)
        (receptacleType CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 CoffeeTableType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 OttomanType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 DresserType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 ShelfType)
        (objectType Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 LaptopType)
        (objectType Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 VaseType)
        (canContain ArmChairType LaptopType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType VaseType)
        (canContain DresserType LaptopType)
        (canContain DresserType VaseType)
        (canContain OttomanType LaptopType)
        (canContain ShelfType VaseType)
        (pickupable Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Laptop_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Vase_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o VaseType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    
