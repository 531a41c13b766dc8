
(define (problem plan_trial_T20250101_000000_000117)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PotType - otype
        TomatoType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
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
        (objectType Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 TomatoType)
        (objectType Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 PotType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType PotType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (cleanable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (heatable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (sliceable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (inReceptacle Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Pot_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
