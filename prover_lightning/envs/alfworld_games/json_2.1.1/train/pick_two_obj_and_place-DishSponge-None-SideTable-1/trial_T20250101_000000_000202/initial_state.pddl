
(define (problem plan_trial_T20250101_000000_000202)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Fork_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 DrawerType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 SideTableType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 MicrowaveType)
        (receptacleType Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 GarbageCanType)
        (objectType DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 DishSpongeType)
        (objectType Fork_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 ForkType)
        (objectType Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 PanType)
        (objectType Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CupType)
        (objectType DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 DishSpongeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain FridgeType CupType)
        (canContain FridgeType PanType)
        (canContain GarbageCanType DishSpongeType)
        (canContain MicrowaveType CupType)
        (canContain SideTableType CupType)
        (canContain SideTableType DishSpongeType)
        (canContain SideTableType ForkType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PanType)
        (pickupable DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Fork_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Fork_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (cleanable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (heatable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Fork_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Fork_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Pan_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 DishSpongeType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 DishSpongeType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
