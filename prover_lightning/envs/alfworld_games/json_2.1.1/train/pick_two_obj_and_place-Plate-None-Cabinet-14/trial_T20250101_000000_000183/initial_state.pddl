
(define (problem plan_trial_T20250101_000000_000183)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        PlateType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
        Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 DrawerType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 CabinetType)
        (objectType Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 PlateType)
        (objectType Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 CupType)
        (objectType Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 PlateType)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType PlateType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType PlateType)
        (pickupable Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (pickupable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (cleanable Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (cleanable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (heatable Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (heatable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (coolable Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (coolable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Cup_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PlateType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PlateType)
                                            (receptacleType ?r CabinetType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
