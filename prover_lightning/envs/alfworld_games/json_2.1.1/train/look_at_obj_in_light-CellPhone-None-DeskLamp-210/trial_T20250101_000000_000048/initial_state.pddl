
(define (problem plan_trial_T20250101_000000_000048)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        DeskLamp_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_66 - object
        Laptop_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 - object
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
        (objectType CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 CellPhoneType)
        (objectType Laptop_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 LaptopType)
        (objectType DeskLamp_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_66 DeskLampType)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType LaptopType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType LaptopType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType LaptopType)
        (canContain OttomanType CellPhoneType)
        (canContain OttomanType LaptopType)
        (canContain ShelfType CellPhoneType)
        (pickupable CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Laptop_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_66)
        (inReceptacle CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle Laptop_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle DeskLamp_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_66 CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Laptop_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__minus_00_dot_61_bar__plus_00_dot_95_bar__minus_00_dot_66 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
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
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
