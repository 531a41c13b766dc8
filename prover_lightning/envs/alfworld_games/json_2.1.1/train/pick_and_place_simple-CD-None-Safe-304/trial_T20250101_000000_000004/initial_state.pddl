
(define (problem plan_trial_T20250101_000000_000004)
(:domain alfred)
(:objects
        agent1 - agent
        BasketBallType - otype
        ButterKnifeType - otype
        CDType - otype
        CreditCardType - otype
        KnifeType - otype
        TennisRacketType - otype
        ArmChairType - rtype
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        BasketBall_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_68 - object
        CD_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 - object
        TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 DrawerType)
        (receptacleType Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 BedType)
        (receptacleType Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 SafeType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 ArmChairType)
        (receptacleType Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 DresserType)
        (objectType TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 TennisRacketType)
        (objectType CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 CreditCardType)
        (objectType CD_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 CDType)
        (objectType BasketBall_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_68 BasketBallType)
        (canContain ArmChairType BasketBallType)
        (canContain ArmChairType CreditCardType)
        (canContain BedType BasketBallType)
        (canContain BedType TennisRacketType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DresserType BasketBallType)
        (canContain DresserType CDType)
        (canContain DresserType CreditCardType)
        (canContain DresserType TennisRacketType)
        (canContain SafeType CDType)
        (canContain SafeType CreditCardType)
        (pickupable TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (pickupable CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (pickupable CD_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable BasketBall_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_68)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (inReceptacle CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (inReceptacle CD_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle BasketBall_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_68 Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation CD_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation BasketBall_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_68 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CDType)
                            (receptacleType ?r SafeType)
                        )
                    )
                )
            )
        )
    )
    
