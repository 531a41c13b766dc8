
(define (problem plan_trial_T20250101_000000_000009)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        SpatulaType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Spatula_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 CounterTopType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 CoffeeMachineType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 StoveBurnerType)
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 MugType)
        (objectType Spatula_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 SpatulaType)
        (objectType Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 PanType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SpatulaType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PanType)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Spatula_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Spatula_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (cleanable Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Spatula_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Spatula_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Pan_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CoffeeMachineType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
