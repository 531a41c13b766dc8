
(define (problem plan_trial_T20250101_000000_000128)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PotatoType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin - receptacle
        StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 StoveBurnerType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 MicrowaveType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 GarbageCanType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 FridgeType)
        (receptacleType CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 CounterTopType)
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 MugType)
        (objectType Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 PotatoType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotatoType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (heatable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (coolable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (sliceable Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin)
        (inReceptacle Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Potato_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
