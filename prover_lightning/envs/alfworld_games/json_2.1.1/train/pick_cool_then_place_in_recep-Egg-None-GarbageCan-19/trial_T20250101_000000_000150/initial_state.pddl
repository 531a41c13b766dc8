
(define (problem plan_trial_T20250101_000000_000150)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        SpoonType - otype
        WineBottleType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
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
        (objectType WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 WineBottleType)
        (objectType Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 SpoonType)
        (objectType Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 EggType)
        (objectType Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 CupType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain SideTableType CupType)
        (canContain SideTableType EggType)
        (canContain SideTableType SpoonType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType SpoonType)
        (pickupable WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (heatable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (heatable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (coolable WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (sliceable Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Spoon_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Egg_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Cup_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
