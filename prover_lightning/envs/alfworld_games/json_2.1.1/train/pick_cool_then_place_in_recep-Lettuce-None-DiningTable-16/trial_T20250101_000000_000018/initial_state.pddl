
(define (problem plan_trial_T20250101_000000_000018)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 - object
        Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 CounterTopType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 FridgeType)
        (receptacleType DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 DiningTableType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 GarbageCanType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 DrawerType)
        (objectType Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 LettuceType)
        (objectType Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 EggType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType LettuceType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType LettuceType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType LettuceType)
        (pickupable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (heatable Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (coolable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (sliceable Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (sliceable Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (inReceptacle Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Lettuce_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Egg_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
