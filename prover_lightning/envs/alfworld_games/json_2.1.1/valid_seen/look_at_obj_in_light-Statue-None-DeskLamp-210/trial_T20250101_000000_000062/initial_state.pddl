
(define (problem plan_trial_T20250101_000000_000062)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
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
        CreditCard_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        DeskLamp_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
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
        (objectType CreditCard_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 CreditCardType)
        (objectType DeskLamp_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 DeskLampType)
        (objectType Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 StatueType)
        (canContain ArmChairType CreditCardType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType StatueType)
        (canContain DresserType CreditCardType)
        (canContain DresserType StatueType)
        (canContain OttomanType CreditCardType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType StatueType)
        (pickupable CreditCard_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (inReceptacle CreditCard_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle DeskLamp_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation DeskLamp_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
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
                         (objectType ?o StatueType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
