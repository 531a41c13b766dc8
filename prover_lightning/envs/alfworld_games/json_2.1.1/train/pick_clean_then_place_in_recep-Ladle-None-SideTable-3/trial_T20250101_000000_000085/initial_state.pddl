
(define (problem plan_trial_T20250101_000000_000085)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        LadleType - otype
        PanType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 MicrowaveType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 FridgeType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 CounterTopType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 SideTableType)
        (receptacleType Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin SinkBasinType)
        (objectType Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 LadleType)
        (objectType Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 PanType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PanType)
        (canContain FridgeType PanType)
        (canContain SideTableType LadleType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PanType)
        (pickupable Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (cleanable Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (coolable Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (inReceptacle Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Ladle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o LadleType)
                            (receptacleType ?r SideTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
