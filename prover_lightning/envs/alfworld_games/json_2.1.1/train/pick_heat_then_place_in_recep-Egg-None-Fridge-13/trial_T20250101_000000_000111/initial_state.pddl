
(define (problem plan_trial_T20250101_000000_000111)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PepperShakerType - otype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10 - object
        PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 StoveBurnerType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin SinkBasinType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10 GarbageCanType)
        (objectType PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 PepperShakerType)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10 EggType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType EggType)
        (canContain ShelfType PepperShakerType)
        (canContain SinkBasinType EggType)
        (pickupable PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (inReceptacle PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10 GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_10 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
