
(define (problem plan_trial_T20250101_000000_000011)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBarType - otype
        SprayBottleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin - receptacle
        Toilet_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 CounterTopType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin SinkBasinType)
        (receptacleType Toilet_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 ToiletType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CabinetType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 GarbageCanType)
        (objectType SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SprayBottleType)
        (objectType SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 SoapBarType)
        (objectType Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 ClothType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SprayBottleType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (pickupable SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (cleanable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (inReceptacle SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Toilet_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Toilet_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation SprayBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
