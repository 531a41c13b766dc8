
(define (problem plan_trial_T20250101_000000_000028)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        SoapBarType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        CartType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
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
        (objectType ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 ToiletPaperType)
        (objectType SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 SoapBarType)
        (objectType SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 SprayBottleType)
        (objectType DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 DishSpongeType)
        (canContain CartType DishSpongeType)
        (canContain CartType SoapBarType)
        (canContain CartType SprayBottleType)
        (canContain CartType ToiletPaperType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (pickupable ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (inReceptacle ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Toilet_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Toilet_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation SprayBottle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CartType)
                        )
                    )
                )
            )
        )
    )
    
