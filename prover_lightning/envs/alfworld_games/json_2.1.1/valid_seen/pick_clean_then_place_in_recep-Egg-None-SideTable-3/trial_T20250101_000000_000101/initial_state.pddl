
(define (problem plan_trial_T20250101_000000_000101)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 - object
        Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21 - object
        Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
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
        (objectType Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 PanType)
        (objectType Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 EggType)
        (objectType Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 ForkType)
        (objectType Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21 MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType MugType)
        (canContain SideTableType EggType)
        (canContain SideTableType ForkType)
        (canContain SideTableType MugType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (pickupable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (pickupable Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (cleanable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (cleanable Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (cleanable Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (heatable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (heatable Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (coolable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (coolable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (coolable Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21)
        (sliceable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (inReceptacle Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Fork_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_28 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_21 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SideTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
