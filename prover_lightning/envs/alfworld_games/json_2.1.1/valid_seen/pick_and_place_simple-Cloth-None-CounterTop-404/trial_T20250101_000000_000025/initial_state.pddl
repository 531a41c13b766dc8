
(define (problem plan_trial_T20250101_000000_000025)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        Cloth_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin - receptacle
        Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 DrawerType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CounterTopType)
        (receptacleType Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 ToiletType)
        (objectType Cloth_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 ClothType)
        (objectType SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 SoapBarType)
        (objectType SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 SoapBottleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (pickupable Cloth_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Cloth_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle Cloth_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin)
        (inReceptacle SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Cloth_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ClothType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
    
