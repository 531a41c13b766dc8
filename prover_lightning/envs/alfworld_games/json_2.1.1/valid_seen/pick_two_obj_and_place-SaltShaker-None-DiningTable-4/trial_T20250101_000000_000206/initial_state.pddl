
(define (problem plan_trial_T20250101_000000_000206)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        SaltShakerType - otype
        SpatulaType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        DishSponge_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        SaltShaker_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 StoveBurnerType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 DiningTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 TomatoType)
        (objectType Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 SpatulaType)
        (objectType DishSponge_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 DishSpongeType)
        (objectType SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 SaltShakerType)
        (objectType SaltShaker_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 SaltShakerType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable DishSponge_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable SaltShaker_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable DishSponge_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (heatable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle DishSponge_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle SaltShaker_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation SaltShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation SaltShaker_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_4_bar_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SaltShakerType)
                                    (receptacleType ?r DiningTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SaltShakerType)
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
            
