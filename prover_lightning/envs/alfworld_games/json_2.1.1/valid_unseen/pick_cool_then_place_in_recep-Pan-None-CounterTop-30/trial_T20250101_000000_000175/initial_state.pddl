
(define (problem plan_trial_T20250101_000000_000175)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        PanType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Kettle_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 - object
        Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
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
        (objectType Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 PanType)
        (objectType Kettle_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 KettleType)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 EggType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType PanType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType EggType)
        (canContain SideTableType KettleType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (pickupable Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Kettle_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Kettle_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (inReceptacle Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin)
        (inReceptacle Kettle_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Pan_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Kettle_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
