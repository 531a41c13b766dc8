
(define (problem plan_trial_T20250101_000000_000093)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        WineBottleType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        WineBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
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
        (objectType Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 ForkType)
        (objectType WineBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 WineBottleType)
        (objectType Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 BowlType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType BowlType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ForkType)
        (pickupable Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable WineBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable WineBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (coolable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (inReceptacle Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle WineBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation WineBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ForkType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
