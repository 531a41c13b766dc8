
(define (problem plan_trial_T20250101_000000_000045)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Pillow_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
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
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 DeskLampType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 KeyChainType)
        (objectType Pillow_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 PillowType)
        (objectType Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 LaptopType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType PillowType)
        (canContain ShelfType KeyChainType)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Pillow_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (pickupable Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Pillow_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Pillow_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
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
                         (objectType ?o KeyChainType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
