
(define (problem plan_trial_T20250101_000000_000109)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Kettle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CabinetType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 SideTableType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 EggType)
        (objectType Kettle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 KettleType)
        (canContain CabinetType KettleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType EggType)
        (canContain SideTableType KettleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (pickupable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Kettle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Kettle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (heatable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Kettle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Kettle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_0_bar_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
