
(define (problem plan_trial_T20250101_000000_000036)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        WineBottleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 - object
        WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
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
        (objectType WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 WineBottleType)
        (objectType Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 EggType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType WineBottleType)
        (canContain FridgeType EggType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType EggType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType EggType)
        (pickupable WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (heatable Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (coolable WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (coolable Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (sliceable Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (inReceptacle WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Egg_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WineBottleType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    
