
(define (problem plan_trial_T20250101_000000_000163)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        DishSponge_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 SideTableType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 FridgeType)
        (receptacleType GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 GarbageCanType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 DrawerType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 MicrowaveType)
        (receptacleType Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin SinkBasinType)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 EggType)
        (objectType DishSponge_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 DishSpongeType)
        (canContain DrawerType DishSpongeType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType DishSpongeType)
        (canContain SideTableType EggType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable DishSponge_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable DishSponge_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (inReceptacle DishSponge_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r SideTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
