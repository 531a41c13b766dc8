
(define (problem plan_trial_T20250101_000000_000199)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        PencilType - otype
        ArmChairType - rtype
        DeskType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Pencil_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Pencil_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 DeskType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 SideTableType)
        (receptacleType Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 DresserType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 ArmChairType)
        (receptacleType Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 SafeType)
        (objectType Book_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 BookType)
        (objectType Pencil_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 PencilType)
        (objectType Pencil_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 PencilType)
        (objectType CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CreditCardType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType CreditCardType)
        (canContain DeskType BookType)
        (canContain DeskType CreditCardType)
        (canContain DeskType PencilType)
        (canContain DresserType BookType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PencilType)
        (canContain SafeType CreditCardType)
        (canContain SideTableType BookType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType PencilType)
        (pickupable Book_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Pencil_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable Pencil_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13)
        (pickupable CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Book_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle Pencil_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle Pencil_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Book_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Pencil_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Pencil_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PencilType)
                                    (receptacleType ?r DeskType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PencilType)
                                            (receptacleType ?r DeskType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
