
(define (problem plan_trial_T20250101_000000_000039)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        BedType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 - object
        CreditCard_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 - object
        DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
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
        (objectType DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 DeskLampType)
        (objectType Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 BowlType)
        (objectType CreditCard_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 CreditCardType)
        (canContain DresserType BowlType)
        (canContain DresserType CreditCardType)
        (canContain SafeType CreditCardType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CreditCardType)
        (pickupable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (pickupable CreditCard_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98)
        (openable Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (coolable Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05)
        (toggleable DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (inReceptacle DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (inReceptacle Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (inReceptacle CreditCard_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Bowl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_05 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_98 loc_bar_4_bar_2_bar_0_bar_60)
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
                         (objectType ?o BowlType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
