
(define (problem plan_trial_T20250101_000000_000188)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        SpoonType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91 - object
        Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
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
        (objectType Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 EggType)
        (objectType Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 SpoonType)
        (objectType Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 CupType)
        (objectType Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91 BowlType)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 EggType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CupType)
        (canContain SideTableType EggType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType SpoonType)
        (pickupable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (heatable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (coolable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (coolable Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (sliceable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (inReceptacle Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Bowl_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_91 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 EggType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 EggType)
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
            
