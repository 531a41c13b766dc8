
(define (problem plan_trial_T20250101_000000_000087)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        LadleType - otype
        MugType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Ladle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
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
        (objectType Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 KettleType)
        (objectType Ladle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 LadleType)
        (objectType Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 BreadType)
        (objectType Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType MugType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType MugType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType MugType)
        (canContain StoveBurnerType KettleType)
        (pickupable Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Ladle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Ladle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (heatable Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (heatable Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (coolable Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (coolable Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (sliceable Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (inReceptacle Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Ladle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Ladle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Bread_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Mug_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o LadleType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
