
(define (problem plan_trial_T20250101_000000_000106)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        PotatoType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
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
        (objectType Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 KettleType)
        (objectType Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 KnifeType)
        (objectType Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 PotatoType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType KettleType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PotatoType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (pickupable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (pickupable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (cleanable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (heatable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (coolable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (sliceable Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o KettleType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
