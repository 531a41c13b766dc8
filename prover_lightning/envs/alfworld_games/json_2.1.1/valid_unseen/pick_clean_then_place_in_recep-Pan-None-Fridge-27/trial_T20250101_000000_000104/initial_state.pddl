
(define (problem plan_trial_T20250101_000000_000104)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PotatoType - otype
        SpoonType - otype
        TomatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (receptacleType DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 DiningTableType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 SideTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 CounterTopType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (objectType Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 PanType)
        (objectType Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 PotatoType)
        (objectType Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SpoonType)
        (objectType Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 TomatoType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType PanType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SpoonType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (pickupable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (pickupable Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (cleanable Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (heatable Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (heatable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (coolable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (sliceable Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (sliceable Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (inReceptacle Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Potato_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Tomato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
