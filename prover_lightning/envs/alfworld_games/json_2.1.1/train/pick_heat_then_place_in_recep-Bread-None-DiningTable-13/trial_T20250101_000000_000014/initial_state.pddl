
(define (problem plan_trial_T20250101_000000_000014)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Knife_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Toaster_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 CounterTopType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (receptacleType DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 DiningTableType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CabinetType)
        (receptacleType Toaster_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 ToasterType)
        (objectType Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 BreadType)
        (objectType Knife_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 KnifeType)
        (objectType Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 MugType)
        (canContain CabinetType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (pickupable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Knife_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (pickupable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Knife_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (cleanable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (heatable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (heatable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (coolable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (sliceable Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Knife_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Toaster_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Bread_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Knife_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
