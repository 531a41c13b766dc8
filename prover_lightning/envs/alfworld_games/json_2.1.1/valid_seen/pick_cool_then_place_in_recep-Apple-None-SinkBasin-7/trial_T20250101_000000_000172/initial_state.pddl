
(define (problem plan_trial_T20250101_000000_000172)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PepperShakerType - otype
        PotatoType - otype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        PepperShaker_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 - object
        Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 - object
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 ToasterType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 StoveBurnerType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (objectType Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 AppleType)
        (objectType Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 MugType)
        (objectType Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 PotatoType)
        (objectType PepperShaker_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 PepperShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SideTableType AppleType)
        (canContain SideTableType MugType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (pickupable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (pickupable Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (pickupable PepperShaker_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (cleanable Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (heatable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (heatable Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (coolable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (coolable Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (sliceable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (sliceable Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06)
        (inReceptacle Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle PepperShaker_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Mug_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Potato_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_01_dot_06 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation PepperShaker_bar__plus_02_dot_06_bar__plus_00_dot_95_bar__minus_00_dot_99 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
