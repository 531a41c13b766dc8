
(define (problem plan_trial_T20250101_000000_000177)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
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
        (objectType Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 EggType)
        (objectType ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 ButterKnifeType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType EggType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (pickupable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (sliceable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (inReceptacle Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
