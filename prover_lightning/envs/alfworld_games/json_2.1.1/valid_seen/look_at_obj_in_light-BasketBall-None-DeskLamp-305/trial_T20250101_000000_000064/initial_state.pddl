
(define (problem plan_trial_T20250101_000000_000064)
(:domain alfred)
(:objects
        agent1 - agent
        BaseballBatType - otype
        BasketBallType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        TennisRacketType - otype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BaseballBat_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        BasketBall_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        DeskLamp_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_39 - object
        TennisRacket_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 - object
        Desk_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 GarbageCanType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 ShelfType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 DrawerType)
        (receptacleType Desk_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 DeskType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 SideTableType)
        (objectType CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 CreditCardType)
        (objectType BasketBall_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 BasketBallType)
        (objectType BaseballBat_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 BaseballBatType)
        (objectType TennisRacket_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 TennisRacketType)
        (objectType DeskLamp_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_39 DeskLampType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CreditCardType)
        (canContain DeskType TennisRacketType)
        (canContain DrawerType CreditCardType)
        (canContain ShelfType CreditCardType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType TennisRacketType)
        (pickupable CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (pickupable BasketBall_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable BaseballBat_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (pickupable TennisRacket_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_39)
        (inReceptacle CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle BasketBall_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle BaseballBat_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle TennisRacket_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle DeskLamp_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_39 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Desk_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation BasketBall_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation BaseballBat_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_39 loc_bar_4_bar__minus_2_bar_0_bar_60)
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
                         (objectType ?o BasketBallType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
