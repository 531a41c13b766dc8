
(define (problem plan_trial_T20250101_000000_000100)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        LadleType - otype
        SaltShakerType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 - object
        Knife_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Ladle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        SaltShaker_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 - object
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
        (objectType Knife_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 KnifeType)
        (objectType Ladle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 LadleType)
        (objectType SaltShaker_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 SaltShakerType)
        (objectType DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 DishSpongeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType SaltShakerType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (pickupable Knife_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Ladle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable SaltShaker_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (pickupable DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Knife_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Ladle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (inReceptacle Knife_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Ladle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle SaltShaker_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Ladle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation SaltShaker_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 loc_bar_0_bar_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o KnifeType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
