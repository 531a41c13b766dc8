
(define (problem plan_trial_T20250101_000000_000167)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        SaltShakerType - otype
        SpoonType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        SaltShaker_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 - object
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
        (objectType Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 AppleType)
        (objectType Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 SpoonType)
        (objectType SaltShaker_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 SaltShakerType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain GarbageCanType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType SpoonType)
        (pickupable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (pickupable SaltShaker_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (heatable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (inReceptacle Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle SaltShaker_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation SaltShaker_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
