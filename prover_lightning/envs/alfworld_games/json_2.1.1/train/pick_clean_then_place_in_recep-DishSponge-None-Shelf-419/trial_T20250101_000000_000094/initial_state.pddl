
(define (problem plan_trial_T20250101_000000_000094)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        DishSpongeType - otype
        KnifeType - otype
        SprayBottleType - otype
        CabinetType - rtype
        CartType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 ShelfType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 DrawerType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CabinetType)
        (receptacleType Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 CartType)
        (objectType Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CandleType)
        (objectType DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 DishSpongeType)
        (objectType SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 SprayBottleType)
        (canContain CabinetType CandleType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SprayBottleType)
        (canContain CartType CandleType)
        (canContain CartType DishSpongeType)
        (canContain CartType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType SprayBottleType)
        (canContain ShelfType CandleType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SprayBottleType)
        (canContain SinkBasinType DishSpongeType)
        (pickupable Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r ShelfType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
