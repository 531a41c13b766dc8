
(define (problem plan_trial_T20250101_000000_000126)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LadleType - otype
        PotType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
        Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
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
        (objectType Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 TomatoType)
        (objectType Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 PotType)
        (objectType Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 LadleType)
        (objectType ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 ButterKnifeType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType PotType)
        (pickupable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (heatable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (sliceable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (inReceptacle Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
