
(define (problem plan_trial_T20250101_000000_000115)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        SpatulaType - otype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
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
        (objectType Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 SpatulaType)
        (objectType Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 CupType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (heatable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (coolable Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (inReceptacle Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin)
        (inReceptacle Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Cup_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
