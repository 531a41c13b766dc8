
(define (problem plan_trial_T20250101_000000_000013)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 FridgeType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DiningTableType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 GarbageCanType)
        (objectType Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 EggType)
        (objectType Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 CupType)
        (objectType Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 AppleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType EggType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (pickupable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (cleanable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (heatable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (heatable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (coolable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (sliceable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (sliceable Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Cup_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_0_bar_0_bar_2_bar_60)
        (objectAtLocation Apple_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar_2_bar_0_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
