
(define (problem plan_trial_T20250101_000000_000019)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        WineBottleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 CabinetType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin SinkBasinType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 ShelfType)
        (objectType WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 WineBottleType)
        (objectType Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 CupType)
        (canContain CabinetType CupType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType WineBottleType)
        (canContain FridgeType CupType)
        (canContain FridgeType WineBottleType)
        (canContain ShelfType CupType)
        (canContain ShelfType WineBottleType)
        (canContain SinkBasinType CupType)
        (pickupable WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation WineBottle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o WineBottleType)
                            (receptacleType ?r ShelfType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
