
(define (problem plan_trial_T20250101_000000_000123)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PotType - otype
        WineBottleType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        WineBottle_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
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
        (objectType Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 PotType)
        (objectType Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 MugType)
        (objectType WineBottle_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 WineBottleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType PotType)
        (pickupable Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable WineBottle_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (heatable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (coolable Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (coolable WineBottle_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (inReceptacle Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle WineBottle_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation WineBottle_bar__plus_02_dot_67_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
