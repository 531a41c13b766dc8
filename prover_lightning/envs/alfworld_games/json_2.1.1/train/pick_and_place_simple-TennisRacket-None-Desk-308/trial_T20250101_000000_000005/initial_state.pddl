
(define (problem plan_trial_T20250101_000000_000005)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        TennisRacketType - otype
        DeskType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        TennisRacket_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 SafeType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 ShelfType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 DresserType)
        (receptacleType Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 DeskType)
        (objectType CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CreditCardType)
        (objectType Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 BowlType)
        (objectType TennisRacket_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 TennisRacketType)
        (canContain DeskType BowlType)
        (canContain DeskType CreditCardType)
        (canContain DeskType TennisRacketType)
        (canContain DresserType BowlType)
        (canContain DresserType CreditCardType)
        (canContain DresserType TennisRacketType)
        (canContain SafeType CreditCardType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CreditCardType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType TennisRacketType)
        (pickupable CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable TennisRacket_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (coolable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (inReceptacle CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle TennisRacket_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation TennisRacket_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o TennisRacketType)
                            (receptacleType ?r DeskType)
                        )
                    )
                )
            )
        )
    )
    
