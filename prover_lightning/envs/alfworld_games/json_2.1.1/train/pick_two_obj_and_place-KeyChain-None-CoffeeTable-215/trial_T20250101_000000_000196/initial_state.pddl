
(define (problem plan_trial_T20250101_000000_000196)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        KeyChainType - otype
        KnifeType - otype
        TissueBoxType - otype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        TissueBox_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 - object
        CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Ottoman_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Ottoman_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 OttomanType)
        (receptacleType Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 SofaType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 DrawerType)
        (receptacleType CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CoffeeTableType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 GarbageCanType)
        (objectType KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 KeyChainType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 KeyChainType)
        (objectType Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 CandleType)
        (objectType TissueBox_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 TissueBoxType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DrawerType CandleType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType TissueBoxType)
        (canContain OttomanType KeyChainType)
        (canContain SofaType KeyChainType)
        (pickupable KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable TissueBox_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (inReceptacle KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle TissueBox_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation Ottoman_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation TissueBox_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KeyChainType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KeyChainType)
                                            (receptacleType ?r CoffeeTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
