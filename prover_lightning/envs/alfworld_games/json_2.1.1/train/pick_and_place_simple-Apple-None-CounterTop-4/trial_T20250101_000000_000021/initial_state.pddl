
(define (problem plan_trial_T20250101_000000_000021)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
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
        (objectType Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 TomatoType)
        (objectType Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 AppleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (heatable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (coolable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (sliceable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (inReceptacle Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AppleType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    
