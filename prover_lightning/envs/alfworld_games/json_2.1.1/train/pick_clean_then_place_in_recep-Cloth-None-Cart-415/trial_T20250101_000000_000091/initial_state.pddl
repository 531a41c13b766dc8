
(define (problem plan_trial_T20250101_000000_000091)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBottleType - otype
        CartType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        Cloth_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin - receptacle
        Toilet_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 DrawerType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleType Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 CartType)
        (receptacleType Toilet_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 ToiletType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 ShelfType)
        (objectType Cloth_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 ClothType)
        (objectType SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 SoapBottleType)
        (canContain CartType ClothType)
        (canContain CartType SoapBottleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType SoapBottleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ClothType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (pickupable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Cloth_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (inReceptacle Cloth_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Toilet_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Toilet_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Cloth_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r CartType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
