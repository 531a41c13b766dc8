
(define (problem plan_trial_T20250101_000000_000020)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Toaster_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 DiningTableType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 FridgeType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 CounterTopType)
        (receptacleType Toaster_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 ToasterType)
        (objectType Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 CupType)
        (objectType Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 BreadType)
        (canContain CabinetType CupType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType CupType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (pickupable Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (heatable Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (heatable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (coolable Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (sliceable Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (inReceptacle Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Toaster_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Cup_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Bread_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar__minus_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
