
(define (problem plan_trial_T20250101_000000_000166)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        PotType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 - object
        DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 - object
        Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin - receptacle
        Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 FridgeType)
        (receptacleType Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 ToasterType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 CounterTopType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 GarbageCanType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 MicrowaveType)
        (objectType Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 EggType)
        (objectType Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 PotType)
        (objectType Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 BowlType)
        (objectType DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 DishSpongeType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PotType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PotType)
        (pickupable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (pickupable DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (cleanable DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84)
        (heatable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (coolable Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (sliceable Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (inReceptacle Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Pot_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Bowl_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_91 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation DishSponge_bar__plus_00_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_84 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
