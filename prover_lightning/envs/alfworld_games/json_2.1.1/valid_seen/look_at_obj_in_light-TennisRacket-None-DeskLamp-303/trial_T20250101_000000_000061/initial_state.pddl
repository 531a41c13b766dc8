
(define (problem plan_trial_T20250101_000000_000061)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        PencilType - otype
        TennisRacketType - otype
        WatchType - otype
        ArmChairType - rtype
        BedType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_00_dot_83 - object
        DeskLamp_bar__plus_00_dot_24_bar__plus_00_dot_05_bar__minus_00_dot_76 - object
        Pencil_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        Watch_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
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
        (objectType TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 TennisRacketType)
        (objectType Watch_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 WatchType)
        (objectType CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_00_dot_83 CreditCardType)
        (objectType DeskLamp_bar__plus_00_dot_24_bar__plus_00_dot_05_bar__minus_00_dot_76 DeskLampType)
        (objectType Pencil_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 PencilType)
        (canContain ArmChairType CreditCardType)
        (canContain BedType TennisRacketType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PencilType)
        (canContain DresserType TennisRacketType)
        (canContain DresserType WatchType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CreditCardType)
        (canContain SafeType WatchType)
        (pickupable TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Watch_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_00_dot_83)
        (pickupable Pencil_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_24_bar__plus_00_dot_05_bar__minus_00_dot_76)
        (inReceptacle TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Watch_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_00_dot_83 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle DeskLamp_bar__plus_00_dot_24_bar__plus_00_dot_05_bar__minus_00_dot_76 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle Pencil_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Watch_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_00_dot_83 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation DeskLamp_bar__plus_00_dot_24_bar__plus_00_dot_05_bar__minus_00_dot_76 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Pencil_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
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
                         (objectType ?o TennisRacketType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
