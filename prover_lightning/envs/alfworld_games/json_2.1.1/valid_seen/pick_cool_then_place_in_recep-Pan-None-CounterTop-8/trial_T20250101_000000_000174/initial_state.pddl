
(define (problem plan_trial_T20250101_000000_000174)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
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
        (objectType Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 PanType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (pickupable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (sliceable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
