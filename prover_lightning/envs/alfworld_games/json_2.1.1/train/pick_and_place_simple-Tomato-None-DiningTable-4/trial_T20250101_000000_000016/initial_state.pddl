
(define (problem plan_trial_T20250101_000000_000016)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13 - object
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
        (objectType Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 EggType)
        (objectType Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 TomatoType)
        (objectType Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13 LettuceType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (pickupable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (pickupable Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (cleanable Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13)
        (heatable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (coolable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (coolable Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13)
        (sliceable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (sliceable Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13)
        (inReceptacle Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_13 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
    
