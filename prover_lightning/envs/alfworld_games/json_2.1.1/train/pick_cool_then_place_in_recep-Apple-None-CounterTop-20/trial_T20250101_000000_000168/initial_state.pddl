
(define (problem plan_trial_T20250101_000000_000168)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        ButterKnife_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_16 - object
        Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (receptacleType Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 ToasterType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 CounterTopType)
        (objectType Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 AppleType)
        (objectType Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 LettuceType)
        (objectType ButterKnife_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_16 ButterKnifeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType LettuceType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType LettuceType)
        (pickupable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (pickupable ButterKnife_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_16)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (cleanable ButterKnife_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_16)
        (heatable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (coolable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (coolable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (sliceable Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (sliceable Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (inReceptacle Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle ButterKnife_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_16 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Apple_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Lettuce_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation ButterKnife_bar__minus_01_dot_46_bar__plus_00_dot_95_bar__minus_00_dot_16 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
