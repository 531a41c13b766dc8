
(define (problem plan_trial_T20250101_000000_000096)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        PanType - otype
        PotatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Kettle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
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
        (objectType Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 PanType)
        (objectType Kettle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 KettleType)
        (objectType Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 PotatoType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PanType)
        (pickupable Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Kettle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Kettle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (heatable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (sliceable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (inReceptacle Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Kettle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Kettle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
