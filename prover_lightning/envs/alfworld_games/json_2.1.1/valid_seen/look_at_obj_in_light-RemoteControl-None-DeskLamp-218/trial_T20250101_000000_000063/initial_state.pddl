
(define (problem plan_trial_T20250101_000000_000063)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        RemoteControlType - otype
        VaseType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Candle_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 - object
        CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
        DeskLamp_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 SofaType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 ShelfType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 DrawerType)
        (receptacleType Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 OttomanType)
        (receptacleType CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 CoffeeTableType)
        (objectType RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 RemoteControlType)
        (objectType CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 CreditCardType)
        (objectType Candle_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 CandleType)
        (objectType Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 VaseType)
        (objectType DeskLamp_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 DeskLampType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType CandleType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType RemoteControlType)
        (canContain ShelfType CandleType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType VaseType)
        (canContain SofaType CreditCardType)
        (canContain SofaType RemoteControlType)
        (pickupable RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (pickupable Candle_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51)
        (pickupable Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (inReceptacle RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Candle_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle DeskLamp_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Ottoman_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Candle_bar__minus_00_dot_61_bar__plus_00_dot_05_bar__minus_00_dot_51 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Vase_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_4_bar_1_bar_0_bar_60)
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
    
