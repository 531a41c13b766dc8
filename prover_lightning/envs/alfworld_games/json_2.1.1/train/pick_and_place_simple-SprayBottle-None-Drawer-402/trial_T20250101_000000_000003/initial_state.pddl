
(define (problem plan_trial_T20250101_000000_000003)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        SprayBottleType - otype
        TissueBoxType - otype
        BathtubBasinType - rtype
        CabinetType - rtype
        CartType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
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
        (objectType TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 TissueBoxType)
        (objectType SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 SprayBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType TissueBoxType)
        (canContain CartType SprayBottleType)
        (canContain CartType TissueBoxType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType TissueBoxType)
        (pickupable TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Cart_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Bathtub_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_BathtubBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation SprayBottle_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_0_bar_0_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SprayBottleType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    
