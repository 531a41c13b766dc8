
(define (problem plan_trial_T20250101_000000_000131)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        PotatoType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
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
        (objectType Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 PotatoType)
        (objectType DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 DishSpongeType)
        (canContain DrawerType DishSpongeType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType DishSpongeType)
        (canContain SideTableType PotatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType PotatoType)
        (pickupable Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (pickupable DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (cleanable DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (heatable Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (sliceable Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (inReceptacle Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Potato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
