
(define (problem plan_trial_T20250101_000000_000035)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnife_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
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
        (objectType ButterKnife_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 ButterKnifeType)
        (objectType Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 PanType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType PanType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType PanType)
        (canContain FridgeType PanType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType PanType)
        (pickupable ButterKnife_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable ButterKnife_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle ButterKnife_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation ButterKnife_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PanType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
    
