
(define (problem plan_trial_T20250101_000000_000210)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        CartType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Cloth_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        SoapBottle_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 - object
        SprayBottle_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 - object
        ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        ToiletPaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
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
        (objectType ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 ToiletPaperType)
        (objectType Cloth_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 ClothType)
        (objectType ToiletPaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 ToiletPaperType)
        (objectType SoapBottle_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 SoapBottleType)
        (objectType SprayBottle_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 SprayBottleType)
        (canContain CartType ClothType)
        (canContain CartType SoapBottleType)
        (canContain CartType SprayBottleType)
        (canContain CartType ToiletPaperType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ClothType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (pickupable ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Cloth_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (pickupable ToiletPaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable SoapBottle_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23)
        (pickupable SprayBottle_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Cloth_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (inReceptacle ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Cloth_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle ToiletPaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle SoapBottle_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle SprayBottle_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Cloth_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation SoapBottle_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation SprayBottle_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 loc_bar_4_bar_0_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ToiletPaperType)
                                    (receptacleType ?r CartType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ToiletPaperType)
                                            (receptacleType ?r CartType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
