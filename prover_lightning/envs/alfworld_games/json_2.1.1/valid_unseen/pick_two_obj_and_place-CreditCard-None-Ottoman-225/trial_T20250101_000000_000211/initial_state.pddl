
(define (problem plan_trial_T20250101_000000_000211)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        KeyChain_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 SofaType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 DrawerType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 OttomanType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 DresserType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 GarbageCanType)
        (objectType CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CreditCardType)
        (objectType CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 CreditCardType)
        (objectType KeyChain_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (pickupable CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable KeyChain_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle KeyChain_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CreditCardType)
                                    (receptacleType ?r OttomanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CreditCardType)
                                            (receptacleType ?r OttomanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
