
(define (problem plan_trial_T20250101_000000_000129)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        SaltShakerType - otype
        TomatoType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
        SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin - receptacle
        Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 FridgeType)
        (receptacleType Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 ToasterType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 CounterTopType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 GarbageCanType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 MicrowaveType)
        (objectType Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 CupType)
        (objectType SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 SaltShakerType)
        (objectType Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 ForkType)
        (objectType Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 TomatoType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType TomatoType)
        (pickupable Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (cleanable Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (cleanable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (heatable Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (heatable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (sliceable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (inReceptacle Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Tomato_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
