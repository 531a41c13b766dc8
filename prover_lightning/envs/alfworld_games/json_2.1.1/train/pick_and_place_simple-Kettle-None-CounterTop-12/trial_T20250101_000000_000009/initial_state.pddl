
(define (problem plan_trial_T20250101_000000_000009)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        PotType - otype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
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
        (objectType Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 AppleType)
        (objectType Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 KettleType)
        (objectType Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 LettuceType)
        (objectType Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PotType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (pickupable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (pickupable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (cleanable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (heatable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (coolable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (sliceable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (sliceable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (inReceptacle Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o KettleType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    
