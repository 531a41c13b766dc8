
(define (problem plan_trial_T20250101_000000_000107)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Kettle_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 - object
        Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 - object
        Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 ShelfType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 MicrowaveType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DiningTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (objectType Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 TomatoType)
        (objectType Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 SpoonType)
        (objectType Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 SpatulaType)
        (objectType Kettle_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 KettleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType KettleType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (pickupable Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (pickupable Kettle_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (cleanable Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (cleanable Kettle_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99)
        (heatable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (sliceable Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Kettle_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Kettle_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
