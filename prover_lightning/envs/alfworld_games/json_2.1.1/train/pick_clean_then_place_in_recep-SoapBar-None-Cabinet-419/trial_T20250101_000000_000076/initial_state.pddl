
(define (problem plan_trial_T20250101_000000_000076)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        CabinetType - rtype
        CartType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        HandTowel_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
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
        (objectType SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 SoapBarType)
        (objectType SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SoapBottleType)
        (objectType HandTowel_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 HandTowelType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CartType HandTowelType)
        (canContain CartType SoapBarType)
        (canContain CartType SoapBottleType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (pickupable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable HandTowel_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle HandTowel_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Cart_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation SoapBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation HandTowel_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
