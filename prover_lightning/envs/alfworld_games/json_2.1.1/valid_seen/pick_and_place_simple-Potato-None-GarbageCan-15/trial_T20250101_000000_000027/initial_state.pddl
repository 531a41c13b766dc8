
(define (problem plan_trial_T20250101_000000_000027)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PotType - otype
        PotatoType - otype
        SpoonType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 - object
        Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
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
        (objectType Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 PotType)
        (objectType Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 MugType)
        (objectType Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 PotatoType)
        (objectType Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 SpoonType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (pickupable Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (pickupable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (cleanable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (cleanable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (heatable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (heatable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (coolable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98)
        (coolable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (sliceable Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin)
        (inReceptacle Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_98 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Potato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
    
