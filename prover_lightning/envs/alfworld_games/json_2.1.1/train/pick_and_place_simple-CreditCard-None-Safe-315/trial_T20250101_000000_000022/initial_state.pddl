
(define (problem plan_trial_T20250101_000000_000022)
(:domain alfred)
(:objects
        agent1 - agent
        BasketBallType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        PencilType - otype
        TennisRacketType - otype
        ArmChairType - rtype
        DeskType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BasketBall_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
        CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
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
        (objectType Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 PencilType)
        (objectType TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 TennisRacketType)
        (objectType CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 CreditCardType)
        (objectType BasketBall_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 BasketBallType)
        (canContain ArmChairType BasketBallType)
        (canContain ArmChairType CreditCardType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CreditCardType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain DresserType BasketBallType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PencilType)
        (canContain DresserType TennisRacketType)
        (canContain SafeType CreditCardType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType PencilType)
        (canContain SideTableType TennisRacketType)
        (pickupable Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable BasketBall_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (openable Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle BasketBall_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation BasketBall_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CreditCardType)
                            (receptacleType ?r SafeType)
                        )
                    )
                )
            )
        )
    )
    
