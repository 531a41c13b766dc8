
(define (problem plan_trial_T20250101_000000_000092)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
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
        (objectType Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 BowlType)
        (objectType Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 TomatoType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BowlType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType TomatoType)
        (pickupable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (heatable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (coolable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (sliceable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (inReceptacle Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar__minus_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
