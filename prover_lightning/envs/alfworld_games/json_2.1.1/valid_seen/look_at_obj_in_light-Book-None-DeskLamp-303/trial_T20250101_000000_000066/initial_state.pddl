
(define (problem plan_trial_T20250101_000000_000066)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        TennisRacketType - otype
        ArmChairType - rtype
        BedType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        KeyChain_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 - object
        TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 SafeType)
        (receptacleType Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 BedType)
        (receptacleType Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 DresserType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 GarbageCanType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 ArmChairType)
        (objectType CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 CDType)
        (objectType TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 TennisRacketType)
        (objectType DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 DeskLampType)
        (objectType Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 BookType)
        (objectType KeyChain_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 KeyChainType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain BedType BookType)
        (canContain BedType TennisRacketType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType TennisRacketType)
        (canContain GarbageCanType CDType)
        (canContain SafeType CDType)
        (canContain SafeType KeyChainType)
        (pickupable CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable KeyChain_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (inReceptacle CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle KeyChain_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation CD_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Book_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_83 loc_bar_4_bar_1_bar_0_bar_60)
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
                         (objectType ?o BookType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
