
(define (problem plan_trial_T20250101_000000_000213)
(:domain alfred)
(:objects
        agent1 - agent
        BasketBallType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        TennisRacketType - otype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BasketBall_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_76 - object
        CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 - object
        CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        TennisRacket_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 - object
        Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 GarbageCanType)
        (receptacleType Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 DeskType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (receptacleType Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 SafeType)
        (objectType CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 CreditCardType)
        (objectType CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 CreditCardType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 KeyChainType)
        (objectType TennisRacket_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 TennisRacketType)
        (objectType BasketBall_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_76 BasketBallType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType TennisRacketType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType TennisRacketType)
        (pickupable CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable TennisRacket_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (pickupable BasketBall_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_76)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle TennisRacket_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle BasketBall_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_76 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_43 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation TennisRacket_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation BasketBall_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_76 loc_bar_0_bar_2_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CreditCardType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CreditCardType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
