
(define (problem plan_trial_T20250101_000000_000056)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        NewspaperType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
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
        (objectType DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 DeskLampType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 KeyChainType)
        (objectType Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 NewspaperType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType NewspaperType)
        (canContain DresserType KeyChainType)
        (canContain DresserType NewspaperType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType NewspaperType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (inReceptacle DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Newspaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o NewspaperType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
