
(define (problem plan_trial_T20250101_000000_000079)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        TissueBoxType - otype
        CartType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 DrawerType)
        (receptacleType CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 CounterTopType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (receptacleType Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CartType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 GarbageCanType)
        (objectType TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 TissueBoxType)
        (objectType Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 ClothType)
        (canContain CartType ClothType)
        (canContain CartType TissueBoxType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType TissueBoxType)
        (canContain DrawerType ClothType)
        (canContain DrawerType TissueBoxType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SinkBasinType ClothType)
        (pickupable TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (inReceptacle TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Cloth_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
