
(define (problem plan_trial_T20250101_000000_000077)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        PlungerType - otype
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Plunger_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Bathtub_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_BathtubBasin - receptacle
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bathtub_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_BathtubBasin BathtubBasinType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 CounterTopType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 DrawerType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 CabinetType)
        (objectType Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 ClothType)
        (objectType Plunger_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 PlungerType)
        (canContain BathtubBasinType ClothType)
        (canContain CabinetType ClothType)
        (canContain CabinetType PlungerType)
        (canContain CounterTopType ClothType)
        (canContain DrawerType ClothType)
        (canContain SinkBasinType ClothType)
        (pickupable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Plunger_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Plunger_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_BathtubBasin loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Plunger_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
