
(define (problem plan_trial_T20250101_000000_000099)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        SoapBarType - otype
        TissueBoxType - otype
        BathtubBasinType - rtype
        CabinetType - rtype
        CartType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SoapBar_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        TissueBox_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Bathtub_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_BathtubBasin - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType Bathtub_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_BathtubBasin BathtubBasinType)
        (receptacleType Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 CartType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (objectType TissueBox_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 TissueBoxType)
        (objectType SoapBar_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 SoapBarType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType TissueBoxType)
        (canContain CartType SoapBarType)
        (canContain CartType TissueBoxType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType TissueBoxType)
        (canContain SinkBasinType SoapBarType)
        (pickupable TissueBox_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable SoapBar_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable SoapBar_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle TissueBox_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle SoapBar_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_BathtubBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation SoapBar_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
