
(define (problem plan_trial_T20250101_000000_000097)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PlateType - otype
        SpatulaType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        Fork_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 - object
        Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 - object
        Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
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
        (objectType Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 SpatulaType)
        (objectType ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 ButterKnifeType)
        (objectType Fork_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 ForkType)
        (objectType Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 PlateType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Fork_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (pickupable Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable Fork_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (cleanable Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (heatable Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (coolable Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (inReceptacle Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Fork_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Fork_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Plate_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 loc_bar_0_bar_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
