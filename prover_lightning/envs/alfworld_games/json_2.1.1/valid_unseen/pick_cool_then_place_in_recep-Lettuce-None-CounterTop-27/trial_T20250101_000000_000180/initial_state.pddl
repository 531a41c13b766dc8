
(define (problem plan_trial_T20250101_000000_000180)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        PotType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
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
        (objectType Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 LettuceType)
        (objectType Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 PotType)
        (objectType Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 KettleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PotType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PotType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain SideTableType KettleType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType PotType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (pickupable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (pickupable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (cleanable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (coolable Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (sliceable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Pot_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
