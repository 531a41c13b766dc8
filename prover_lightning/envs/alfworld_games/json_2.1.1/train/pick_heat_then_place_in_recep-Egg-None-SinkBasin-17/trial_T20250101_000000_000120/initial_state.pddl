
(define (problem plan_trial_T20250101_000000_000120)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PotType - otype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35 - object
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 GarbageCanType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 StoveBurnerType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_35 FridgeType)
        (objectType Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 EggType)
        (objectType Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35 PotType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType EggType)
        (canContain ShelfType PotType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PotType)
        (canContain StoveBurnerType PotType)
        (pickupable Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (cleanable Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (heatable Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (coolable Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (coolable Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (sliceable Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (inReceptacle Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Egg_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Pot_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_35 loc_bar_6_bar_0_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
