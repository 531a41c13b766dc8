
(define (problem plan_trial_T20250101_000000_000137)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        TomatoType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91 - object
        ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98 - object
        Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin - receptacle
        Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 FridgeType)
        (receptacleType Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 ToasterType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 CounterTopType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 GarbageCanType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 MicrowaveType)
        (objectType Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 TomatoType)
        (objectType Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98 LettuceType)
        (objectType Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91 AppleType)
        (objectType ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 ButterKnifeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98)
        (pickupable Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91)
        (pickupable ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (cleanable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98)
        (cleanable Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91)
        (cleanable ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (heatable Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91)
        (coolable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98)
        (coolable Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91)
        (sliceable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (sliceable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98)
        (sliceable Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91)
        (inReceptacle Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_98 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Apple_bar__minus_01_dot_46_bar__plus_00_dot_05_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
