
(define (problem plan_trial_T20250101_000000_000133)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        PotatoType - otype
        SpatulaType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
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
        (objectType Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 SpatulaType)
        (objectType Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 PotatoType)
        (objectType Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 BowlType)
        (objectType Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 PlateType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType BowlType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType SpatulaType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (cleanable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (heatable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (heatable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (coolable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (sliceable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (inReceptacle Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
