
(define (problem plan_trial_T20250101_000000_000178)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 - object
        Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 CabinetType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 SideTableType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 CounterTopType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 FridgeType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 MicrowaveType)
        (objectType Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 ForkType)
        (objectType ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 ButterKnifeType)
        (objectType Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 BreadType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ForkType)
        (canContain FridgeType BreadType)
        (canContain MicrowaveType BreadType)
        (canContain SideTableType BreadType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType ForkType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ForkType)
        (pickupable Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (pickupable Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (heatable Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (inReceptacle Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Fork_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation ButterKnife_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_83 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Bread_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
