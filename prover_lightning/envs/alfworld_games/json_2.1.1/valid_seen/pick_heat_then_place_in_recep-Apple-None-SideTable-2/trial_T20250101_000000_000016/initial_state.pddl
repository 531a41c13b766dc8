
(define (problem plan_trial_T20250101_000000_000016)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        TomatoType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 CounterTopType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 MicrowaveType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 FridgeType)
        (receptacleType SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 SideTableType)
        (receptacleType Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin SinkBasinType)
        (objectType Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 TomatoType)
        (objectType Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 AppleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType AppleType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (heatable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (heatable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (coolable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (sliceable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (sliceable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (inReceptacle Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Tomato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_0_bar_0_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
