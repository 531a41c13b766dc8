
(define (problem plan_trial_T20250101_000000_000089)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        TomatoType - otype
        CoffeeMachineType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
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
        (objectType Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 PlateType)
        (objectType Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 TomatoType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (pickupable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (heatable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (heatable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (sliceable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (inReceptacle Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Tomato_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_6_bar_0_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
