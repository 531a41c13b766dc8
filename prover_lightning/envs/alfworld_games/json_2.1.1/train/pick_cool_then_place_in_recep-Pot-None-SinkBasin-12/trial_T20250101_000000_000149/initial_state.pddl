
(define (problem plan_trial_T20250101_000000_000149)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        PotType - otype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Kettle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
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
        (objectType Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 BowlType)
        (objectType Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 ForkType)
        (objectType Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 PotType)
        (objectType Kettle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 KettleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PotType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (pickupable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Kettle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Kettle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (coolable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Kettle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Fork_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Kettle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
