
(define (problem plan_trial_T20250101_000000_000170)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PotatoType - otype
        WineBottleType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        WineBottle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
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
        (objectType WineBottle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 WineBottleType)
        (objectType Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 PotatoType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType PotatoType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType PotatoType)
        (pickupable WineBottle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable WineBottle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (sliceable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle WineBottle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation WineBottle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
