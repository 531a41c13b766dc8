
(define (problem plan_trial_T20250101_000000_000072)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        VaseType - otype
        CabinetType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        Pillow_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        RemoteControl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Vase_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
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
        (objectType RemoteControl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 RemoteControlType)
        (objectType Vase_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 VaseType)
        (objectType Pillow_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 PillowType)
        (objectType DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 DeskLampType)
        (canContain CabinetType VaseType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain OttomanType PillowType)
        (canContain OttomanType RemoteControlType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType VaseType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType VaseType)
        (pickupable RemoteControl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Vase_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (pickupable Pillow_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (inReceptacle RemoteControl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Vase_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Pillow_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Ottoman_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Ottoman_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation RemoteControl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Vase_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Pillow_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
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
                         (objectType ?o RemoteControlType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
