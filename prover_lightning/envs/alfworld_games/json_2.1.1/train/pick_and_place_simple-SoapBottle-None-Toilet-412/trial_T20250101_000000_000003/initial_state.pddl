
(define (problem plan_trial_T20250101_000000_000003)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        SoapBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        ToiletPaper_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 CounterTopType)
        (receptacleType Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 ToiletType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 CabinetType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 GarbageCanType)
        (receptacleType Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (objectType SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SprayBottleType)
        (objectType ToiletPaper_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 ToiletPaperType)
        (objectType SoapBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 SoapBottleType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (pickupable SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable ToiletPaper_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (pickupable SoapBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle ToiletPaper_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10)
        (inReceptacle SoapBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation SoapBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBottleType)
                            (receptacleType ?r ToiletType)
                        )
                    )
                )
            )
        )
    )
    
