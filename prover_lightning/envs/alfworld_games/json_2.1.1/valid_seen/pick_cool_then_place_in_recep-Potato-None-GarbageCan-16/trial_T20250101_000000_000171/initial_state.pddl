
(define (problem plan_trial_T20250101_000000_000171)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PotatoType - otype
        SpoonType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 - object
        Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Spoon_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_36 - object
        Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 MicrowaveType)
        (receptacleType GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 GarbageCanType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 StoveBurnerType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 FridgeType)
        (receptacleType Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (objectType Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 PotatoType)
        (objectType Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 PanType)
        (objectType Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 KnifeType)
        (objectType Spoon_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_36 SpoonType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain StoveBurnerType PanType)
        (pickupable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (pickupable Spoon_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_36)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (cleanable Spoon_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_36)
        (heatable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (inReceptacle Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle Spoon_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_36 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Knife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_36 loc_bar_2_bar__minus_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
