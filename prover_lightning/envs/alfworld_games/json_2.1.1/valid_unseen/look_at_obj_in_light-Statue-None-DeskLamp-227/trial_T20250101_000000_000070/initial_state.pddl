
(define (problem plan_trial_T20250101_000000_000070)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        StatueType - otype
        TissueBoxType - otype
        CabinetType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_61 - object
        Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        TissueBox_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Ottoman_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 CoffeeTableType)
        (receptacleType Ottoman_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 OttomanType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 ShelfType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 CabinetType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 SideTableType)
        (objectType CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 CellPhoneType)
        (objectType Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 StatueType)
        (objectType TissueBox_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 TissueBoxType)
        (objectType DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_61 DeskLampType)
        (canContain CabinetType TissueBoxType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain OttomanType CellPhoneType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType StatueType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (pickupable CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable TissueBox_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_61)
        (inReceptacle CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle TissueBox_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_61 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Ottoman_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Statue_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_61 loc_bar_4_bar_0_bar_0_bar_60)
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
    
