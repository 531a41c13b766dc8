
(define (problem plan_trial_T20250101_000000_000190)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        SpatulaType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        DishSponge_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 - object
        Fork_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
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
        (objectType Fork_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 ForkType)
        (objectType Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 ForkType)
        (objectType DishSponge_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 DishSpongeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType SpatulaType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Fork_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable DishSponge_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Fork_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (cleanable DishSponge_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (inReceptacle Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Fork_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle DishSponge_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Fork_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 loc_bar_2_bar_1_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ForkType)
                                    (receptacleType ?r DiningTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ForkType)
                                            (receptacleType ?r DiningTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
