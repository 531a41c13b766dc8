
(define (problem plan_trial_T20250101_000000_000132)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        LadleType - otype
        PanType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 StoveBurnerType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 DiningTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 DishSpongeType)
        (objectType Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 LadleType)
        (objectType Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 EggType)
        (objectType Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 PanType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PanType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType LadleType)
        (canContain DiningTableType PanType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PanType)
        (canContain StoveBurnerType PanType)
        (pickupable DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (cleanable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (heatable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (sliceable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Ladle_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Pan_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
