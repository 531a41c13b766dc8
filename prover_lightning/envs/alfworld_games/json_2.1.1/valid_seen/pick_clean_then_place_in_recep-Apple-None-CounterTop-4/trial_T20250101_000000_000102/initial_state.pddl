
(define (problem plan_trial_T20250101_000000_000102)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PepperShakerType - otype
        SpoonType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        PepperShaker_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_06 - object
        Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 StoveBurnerType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 DiningTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 AppleType)
        (objectType Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 SpoonType)
        (objectType PepperShaker_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_06 PepperShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType SpoonType)
        (pickupable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable PepperShaker_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_06)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (heatable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (coolable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (sliceable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (inReceptacle Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle PepperShaker_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_06 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation PepperShaker_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_06 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
