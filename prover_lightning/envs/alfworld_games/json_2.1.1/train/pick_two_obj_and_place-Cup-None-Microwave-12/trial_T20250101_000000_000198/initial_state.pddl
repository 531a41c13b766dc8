
(define (problem plan_trial_T20250101_000000_000198)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KnifeType - otype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
        CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 MicrowaveType)
        (receptacleType CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CounterTopType)
        (receptacleType CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 CoffeeMachineType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 StoveBurnerType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 FridgeType)
        (objectType DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 DishSpongeType)
        (objectType Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CupType)
        (objectType Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 KnifeType)
        (objectType Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 CupType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (pickupable DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (pickupable Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (cleanable Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (heatable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (heatable Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (coolable Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (inReceptacle DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Cup_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CupType)
                                    (receptacleType ?r MicrowaveType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CupType)
                                            (receptacleType ?r MicrowaveType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
