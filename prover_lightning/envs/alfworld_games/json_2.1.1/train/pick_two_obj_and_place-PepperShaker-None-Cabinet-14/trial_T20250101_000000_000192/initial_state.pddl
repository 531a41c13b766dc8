
(define (problem plan_trial_T20250101_000000_000192)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        PepperShakerType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        ButterKnife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        PepperShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
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
        (objectType PepperShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 PepperShakerType)
        (objectType PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 PepperShakerType)
        (objectType Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 CupType)
        (objectType Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 BowlType)
        (objectType ButterKnife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 ButterKnifeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType PepperShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (pickupable PepperShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (pickupable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable ButterKnife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable ButterKnife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (heatable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle PepperShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin)
        (inReceptacle Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle ButterKnife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation PepperShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Cup_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Bowl_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation ButterKnife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_4_bar_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PepperShakerType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PepperShakerType)
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
            
