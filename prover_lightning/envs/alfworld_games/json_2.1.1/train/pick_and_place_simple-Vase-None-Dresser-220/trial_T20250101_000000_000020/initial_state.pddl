
(define (problem plan_trial_T20250101_000000_000020)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LaptopType - otype
        VaseType - otype
        ArmChairType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Laptop_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Vase_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Ottoman_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 ArmChairType)
        (receptacleType GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 GarbageCanType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 SideTableType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 DresserType)
        (receptacleType Ottoman_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 OttomanType)
        (objectType Vase_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 VaseType)
        (objectType Laptop_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 LaptopType)
        (canContain ArmChairType LaptopType)
        (canContain DresserType LaptopType)
        (canContain DresserType VaseType)
        (canContain OttomanType LaptopType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType VaseType)
        (pickupable Vase_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Laptop_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle Vase_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Laptop_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Vase_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Laptop_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o VaseType)
                            (receptacleType ?r DresserType)
                        )
                    )
                )
            )
        )
    )
    
