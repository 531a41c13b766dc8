
(define (problem plan_trial_T20250101_000000_000018)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        StatueType - otype
        CoffeeTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Statue_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Sofa_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 CoffeeTableType)
        (receptacleType GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 GarbageCanType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 OttomanType)
        (receptacleType Sofa_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 SofaType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 SideTableType)
        (objectType CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CreditCardType)
        (objectType Statue_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 StatueType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType StatueType)
        (canContain OttomanType CreditCardType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType StatueType)
        (canContain SofaType CreditCardType)
        (pickupable CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Statue_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Statue_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sofa_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Statue_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CreditCardType)
                            (receptacleType ?r OttomanType)
                        )
                    )
                )
            )
        )
    )
    
