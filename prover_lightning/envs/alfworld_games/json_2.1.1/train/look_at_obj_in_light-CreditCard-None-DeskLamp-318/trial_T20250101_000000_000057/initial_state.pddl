
(define (problem plan_trial_T20250101_000000_000057)
(:domain alfred)
(:objects
        agent1 - agent
        BaseballBatType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        TennisRacketType - otype
        ArmChairType - rtype
        BedType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BaseballBat_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 - object
        ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 GarbageCanType)
        (receptacleType Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 BedType)
        (receptacleType ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 ArmChairType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 SideTableType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 DeskLampType)
        (objectType TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 TennisRacketType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 KeyChainType)
        (objectType CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 CreditCardType)
        (objectType BaseballBat_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 BaseballBatType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain BedType BaseballBatType)
        (canContain BedType TennisRacketType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType TennisRacketType)
        (pickupable TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (pickupable BaseballBat_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (inReceptacle BaseballBat_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation BaseballBat_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        )


        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
