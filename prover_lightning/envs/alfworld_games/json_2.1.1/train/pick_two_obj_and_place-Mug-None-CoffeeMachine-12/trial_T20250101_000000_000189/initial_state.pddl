
(define (problem plan_trial_T20250101_000000_000189)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
        Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
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
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 MugType)
        (objectType Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 ForkType)
        (objectType Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 LettuceType)
        (objectType Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 KnifeType)
        (objectType Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 MugType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (pickupable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (cleanable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (heatable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (coolable Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (sliceable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Mug_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 MugType)
                                    (receptacleType ?r CoffeeMachineType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 MugType)
                                            (receptacleType ?r CoffeeMachineType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
