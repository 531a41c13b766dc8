
(define (problem plan_trial_T20250101_000000_000136)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PotType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
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
        (objectType Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 PotType)
        (objectType Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 BreadType)
        (objectType Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 KnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType BreadType)
        (canContain SideTableType BreadType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PotType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (pickupable Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (pickupable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (cleanable Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (heatable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (coolable Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (sliceable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (inReceptacle Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r SideTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
