
(define (problem plan_trial_T20250101_000000_000024)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        SoapBarType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 - object
        SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 CounterTopType)
        (receptacleType Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 ToiletType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 CabinetType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 GarbageCanType)
        (receptacleType Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (objectType SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SoapBarType)
        (objectType SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 SoapBarType)
        (canContain CabinetType SoapBarType)
        (canContain CounterTopType SoapBarType)
        (canContain GarbageCanType SoapBarType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType SoapBarType)
        (pickupable SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (inReceptacle SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBarType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBarType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
