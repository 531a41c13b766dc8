
(define (problem plan_trial_T20250101_000000_000026)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        SaltShakerType - otype
        TomatoType - otype
        WineBottleType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        SaltShaker_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
        Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 StoveBurnerType)
        (receptacleType DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 DiningTableType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 CounterTopType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 MicrowaveType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 FridgeType)
        (objectType Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 TomatoType)
        (objectType SaltShaker_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 SaltShakerType)
        (objectType Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CupType)
        (objectType WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 WineBottleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType CupType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable SaltShaker_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (sliceable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle SaltShaker_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation SaltShaker_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WineBottleType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    
