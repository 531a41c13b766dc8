
(define (problem plan_trial_T20250101_000000_000182)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        BathtubBasinType - rtype
        CabinetType - rtype
        CartType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        SoapBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
        Bathtub_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 CabinetType)
        (receptacleType Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 CartType)
        (receptacleType Bathtub_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_BathtubBasin BathtubBasinType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 DrawerType)
        (objectType SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 SoapBarType)
        (objectType SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 SoapBarType)
        (objectType SoapBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 SoapBottleType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CartType SoapBarType)
        (canContain CartType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain SinkBasinType SoapBarType)
        (pickupable SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable SoapBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (cleanable SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (inReceptacle SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin)
        (inReceptacle SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle SoapBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Bathtub_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_BathtubBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation SoapBar_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_0_bar_0_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBarType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBarType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
