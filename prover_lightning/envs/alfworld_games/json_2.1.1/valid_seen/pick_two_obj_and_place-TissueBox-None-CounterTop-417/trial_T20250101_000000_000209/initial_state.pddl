
(define (problem plan_trial_T20250101_000000_000209)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBarType - otype
        TissueBoxType - otype
        CabinetType - rtype
        CartType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
        TissueBox_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toilet_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 ToiletType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 CabinetType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleType Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CartType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (objectType TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 TissueBoxType)
        (objectType SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 SoapBarType)
        (objectType Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 ClothType)
        (objectType TissueBox_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 TissueBoxType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType TissueBoxType)
        (canContain CartType ClothType)
        (canContain CartType SoapBarType)
        (canContain CartType TissueBoxType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType TissueBoxType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType TissueBoxType)
        (pickupable TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (pickupable SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable TissueBox_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 Toilet_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin)
        (inReceptacle TissueBox_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (receptacleAtLocation Toilet_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar_0_bar_2_bar_60)
        (objectAtLocation TissueBox_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar_2_bar_0_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 TissueBoxType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 TissueBoxType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
