
(define (problem plan_trial_T20250101_000000_000084)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PotatoType - otype
        SpatulaType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
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
        (objectType Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 SpatulaType)
        (objectType Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65 PotatoType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (heatable Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (sliceable Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Potato_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_6_bar__minus_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
