
(define (problem plan_trial_T20250101_000000_000155)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PotType - otype
        SpatulaType - otype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 StoveBurnerType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin SinkBasinType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10 GarbageCanType)
        (objectType Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 BowlType)
        (objectType Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 PotType)
        (objectType Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 SpatulaType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain ShelfType BowlType)
        (canContain ShelfType PotType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain StoveBurnerType PotType)
        (pickupable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Spatula_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r ShelfType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
