
(define (problem plan_trial_T20250101_000000_000086)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        KnifeType - otype
        SoapBarType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        ToiletPaper_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin - receptacle
        Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 DrawerType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CounterTopType)
        (receptacleType Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 ToiletType)
        (objectType Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CandleType)
        (objectType SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 SoapBarType)
        (objectType ToiletPaper_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 ToiletPaperType)
        (objectType SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 SprayBottleType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (pickupable Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable ToiletPaper_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle ToiletPaper_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r ToiletType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
