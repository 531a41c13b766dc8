
(define (problem plan_trial_T20250101_000000_000055)
(:domain alfred)
(:objects
        agent1 - agent
        BaseballBatType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        MugType - otype
        WatchType - otype
        BedType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BaseballBat_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
        Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        Watch_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 - object
        Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 DresserType)
        (receptacleType Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 SafeType)
        (receptacleType GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 GarbageCanType)
        (receptacleType Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 BedType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 ShelfType)
        (objectType CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 CreditCardType)
        (objectType BaseballBat_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 BaseballBatType)
        (objectType DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 DeskLampType)
        (objectType Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 MugType)
        (objectType Watch_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 WatchType)
        (canContain BedType BaseballBatType)
        (canContain DresserType CreditCardType)
        (canContain DresserType MugType)
        (canContain DresserType WatchType)
        (canContain SafeType CreditCardType)
        (canContain SafeType WatchType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType WatchType)
        (pickupable CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable BaseballBat_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable Watch_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98)
        (openable Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (heatable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (toggleable DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (inReceptacle CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle BaseballBat_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle Watch_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation BaseballBat_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Watch_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 loc_bar_4_bar_2_bar_0_bar_60)
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
                         (objectType ?o MugType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
