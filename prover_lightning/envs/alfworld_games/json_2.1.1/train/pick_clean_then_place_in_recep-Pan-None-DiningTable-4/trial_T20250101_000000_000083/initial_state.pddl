
(define (problem plan_trial_T20250101_000000_000083)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        SpoonType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
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
        (objectType Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 PanType)
        (objectType Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 BreadType)
        (objectType Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 SpoonType)
        (objectType Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 TomatoType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PanType)
        (pickupable Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (pickupable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (cleanable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (heatable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (coolable Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (sliceable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (inReceptacle Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
