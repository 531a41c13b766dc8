
(define (problem plan_trial_T20250101_000000_000010)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        Fork_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 DiningTableType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 DrawerType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CounterTopType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 FridgeType)
        (objectType Fork_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 ForkType)
        (objectType Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 KnifeType)
        (objectType Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 AppleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (pickupable Fork_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Fork_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (heatable Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (coolable Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (sliceable Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (inReceptacle Fork_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Fork_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Knife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Apple_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ForkType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
