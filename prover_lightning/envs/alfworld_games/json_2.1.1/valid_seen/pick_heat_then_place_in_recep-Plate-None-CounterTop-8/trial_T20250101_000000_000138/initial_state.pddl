
(define (problem plan_trial_T20250101_000000_000138)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        PotatoType - otype
        SpoonType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 - object
        Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
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
        (objectType Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 PlateType)
        (objectType Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 SpoonType)
        (objectType Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 PotatoType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (pickupable Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (cleanable Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (heatable Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (coolable Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (sliceable Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (inReceptacle Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
