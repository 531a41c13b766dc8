
(define (problem plan_trial_T20250101_000000_000116)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        LettuceType - otype
        TomatoType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 - object
        Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43 - object
        Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
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
        (objectType Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 TomatoType)
        (objectType Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43 LettuceType)
        (objectType Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 KettleType)
        (objectType ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 ButterKnifeType)
        (canContain DrawerType ButterKnifeType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (canContain StoveBurnerType KettleType)
        (pickupable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (pickupable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (cleanable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (cleanable Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (heatable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (coolable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (coolable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (sliceable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (sliceable Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (inReceptacle Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43 GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Lettuce_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_43 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Kettle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation ButterKnife_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_43 loc_bar_2_bar__minus_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
