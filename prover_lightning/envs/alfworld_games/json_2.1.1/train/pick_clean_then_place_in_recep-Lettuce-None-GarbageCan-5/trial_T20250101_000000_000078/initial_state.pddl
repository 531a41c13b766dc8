
(define (problem plan_trial_T20250101_000000_000078)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__plus_00_dot_09 - object
        Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
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
        (objectType Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 LettuceType)
        (objectType PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 PepperShakerType)
        (objectType ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__plus_00_dot_09 ButterKnifeType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain FridgeType LettuceType)
        (canContain GarbageCanType LettuceType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType LettuceType)
        (pickupable Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (pickupable ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__plus_00_dot_09)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__plus_00_dot_09)
        (coolable Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (sliceable Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__plus_00_dot_09 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation ButterKnife_bar__plus_02_dot_79_bar__plus_00_dot_95_bar__plus_00_dot_09 loc_bar_6_bar__minus_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
