
(define (problem plan_trial_T20250101_000000_000161)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        PotType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
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
        (objectType Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 LettuceType)
        (objectType Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 CupType)
        (objectType Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 PotType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType CupType)
        (canContain SideTableType CupType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType PotType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotType)
        (pickupable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (cleanable Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (heatable Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (coolable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (coolable Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (sliceable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Cup_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Pot_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_6_bar_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
