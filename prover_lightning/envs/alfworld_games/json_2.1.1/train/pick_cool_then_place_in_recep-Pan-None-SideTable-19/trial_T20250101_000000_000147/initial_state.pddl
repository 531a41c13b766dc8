
(define (problem plan_trial_T20250101_000000_000147)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
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
        (objectType Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 MugType)
        (objectType Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 PanType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType MugType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (pickupable Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (heatable Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Pan_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r SideTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
