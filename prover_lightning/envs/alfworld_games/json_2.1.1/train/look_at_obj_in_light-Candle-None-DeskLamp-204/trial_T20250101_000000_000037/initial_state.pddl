
(define (problem plan_trial_T20250101_000000_000037)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        DeskLampType - otype
        KnifeType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        CabinetType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        RemoteControl_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
        Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Vase_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 GarbageCanType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 CabinetType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 ShelfType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 DrawerType)
        (receptacleType Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 DresserType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 DeskLampType)
        (objectType Vase_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 VaseType)
        (objectType Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CandleType)
        (objectType RemoteControl_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 RemoteControlType)
        (objectType Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 StatueType)
        (canContain CabinetType CandleType)
        (canContain CabinetType VaseType)
        (canContain DrawerType CandleType)
        (canContain DrawerType RemoteControlType)
        (canContain DresserType CandleType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType VaseType)
        (canContain ShelfType CandleType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (pickupable Vase_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable RemoteControl_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Vase_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle RemoteControl_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Vase_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation RemoteControl_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Statue_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
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
                         (objectType ?o CandleType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
