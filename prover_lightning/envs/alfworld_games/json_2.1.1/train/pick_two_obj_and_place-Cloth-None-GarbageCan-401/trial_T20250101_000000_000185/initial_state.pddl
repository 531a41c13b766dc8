
(define (problem plan_trial_T20250101_000000_000185)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ClothType - otype
        DishSpongeType - otype
        KnifeType - otype
        CabinetType - rtype
        CartType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        Cloth_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin - receptacle
        Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin SinkBasinType)
        (receptacleType Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 ToiletType)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 CabinetType)
        (receptacleType Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 CartType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 GarbageCanType)
        (objectType DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 DishSpongeType)
        (objectType Cloth_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 ClothType)
        (objectType Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 ClothType)
        (canContain CabinetType ClothType)
        (canContain CabinetType DishSpongeType)
        (canContain CartType ClothType)
        (canContain CartType DishSpongeType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType DishSpongeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain ToiletType ClothType)
        (canContain ToiletType DishSpongeType)
        (pickupable DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Cloth_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Cloth_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (cleanable Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (inReceptacle DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin)
        (inReceptacle Cloth_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Toilet_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation DishSponge_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Cloth_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Cloth_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ClothType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ClothType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
