
(define (problem plan_trial_T20250101_000000_000212)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        SpatulaType - otype
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Fork_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Fork_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_31 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 SideTableType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 ShelfType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 FridgeType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 MicrowaveType)
        (objectType Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 PanType)
        (objectType Fork_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 ForkType)
        (objectType Fork_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 ForkType)
        (objectType Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_31 SpatulaType)
        (canContain CabinetType PanType)
        (canContain FridgeType PanType)
        (canContain SideTableType ForkType)
        (canContain SideTableType PanType)
        (canContain SideTableType SpatulaType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Fork_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable Fork_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_31)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (cleanable Fork_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (cleanable Fork_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (cleanable Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_31)
        (coolable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (inReceptacle Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Fork_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin)
        (inReceptacle Fork_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin)
        (inReceptacle Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_31 Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Fork_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Fork_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Spatula_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_31 loc_bar_4_bar__minus_1_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ForkType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ForkType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
