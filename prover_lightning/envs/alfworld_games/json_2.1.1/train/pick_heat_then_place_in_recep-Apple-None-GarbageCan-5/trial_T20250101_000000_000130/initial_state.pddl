
(define (problem plan_trial_T20250101_000000_000130)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Knife_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
        CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 StoveBurnerType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 MicrowaveType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 GarbageCanType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 FridgeType)
        (receptacleType CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 CounterTopType)
        (objectType Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 AppleType)
        (objectType Knife_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 KnifeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType KnifeType)
        (canContain FridgeType AppleType)
        (canContain GarbageCanType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType KnifeType)
        (pickupable Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Knife_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Knife_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (heatable Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (coolable Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (sliceable Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Knife_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Knife_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_6_bar__minus_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
