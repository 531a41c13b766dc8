
(define (problem plan_trial_T20250101_000000_000001)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (receptacleType DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 DiningTableType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CabinetType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 GarbageCanType)
        (objectType Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 MugType)
        (objectType Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 BreadType)
        (objectType Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 AppleType)
        (canContain CabinetType MugType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType MugType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType MugType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (pickupable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (pickupable Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (heatable Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (coolable Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (sliceable Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Apple_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                        )
                    )
                )
            )
        )
    )
    
