
(define (problem plan_trial_T20250101_000000_000017)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PotatoType - otype
        TomatoType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 CounterTopType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 FridgeType)
        (receptacleType Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 MicrowaveType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 DiningTableType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 CabinetType)
        (objectType Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 PotatoType)
        (objectType Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 TomatoType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (pickupable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (openable Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (heatable Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (sliceable Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (inReceptacle Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Potato_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Tomato_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
