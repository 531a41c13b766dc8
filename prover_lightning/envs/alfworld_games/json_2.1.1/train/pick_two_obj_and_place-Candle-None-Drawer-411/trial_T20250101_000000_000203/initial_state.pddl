
(define (problem plan_trial_T20250101_000000_000203)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        KnifeType - otype
        SoapBottleType - otype
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Candle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        SoapBottle_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 - object
        Bathtub_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_BathtubBasin - receptacle
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bathtub_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_BathtubBasin BathtubBasinType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 CounterTopType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 DrawerType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 CabinetType)
        (objectType Candle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 CandleType)
        (objectType Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 CandleType)
        (objectType SoapBottle_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 SoapBottleType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType SoapBottleType)
        (pickupable Candle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable SoapBottle_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Candle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle SoapBottle_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_BathtubBasin loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_31 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CandleType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CandleType)
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
            
