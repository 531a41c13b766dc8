
(define (problem plan_trial_T20250101_000000_000023)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PepperShakerType - otype
        SaltShakerType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 - object
        SaltShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        SaltShaker_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 CounterTopType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 DiningTableType)
        (receptacleType Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 FridgeType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 CabinetType)
        (objectType SaltShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 SaltShakerType)
        (objectType PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 PepperShakerType)
        (objectType SaltShaker_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 SaltShakerType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType SaltShakerType)
        (pickupable SaltShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38)
        (pickupable SaltShaker_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (inReceptacle SaltShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle SaltShaker_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation SaltShaker_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation PepperShaker_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_38 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation SaltShaker_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SaltShakerType)
                                    (receptacleType ?r CabinetType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SaltShakerType)
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
            
