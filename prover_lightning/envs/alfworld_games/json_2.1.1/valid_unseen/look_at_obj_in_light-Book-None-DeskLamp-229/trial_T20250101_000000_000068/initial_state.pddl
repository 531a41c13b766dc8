
(define (problem plan_trial_T20250101_000000_000068)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        TissueBoxType - otype
        CabinetType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 - object
        TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Sofa_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 ShelfType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 SideTableType)
        (receptacleType GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 GarbageCanType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType Sofa_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 SofaType)
        (objectType TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 TissueBoxType)
        (objectType DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 DeskLampType)
        (objectType CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CreditCardType)
        (objectType Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 BookType)
        (canContain CabinetType BookType)
        (canContain CabinetType TissueBoxType)
        (canContain GarbageCanType TissueBoxType)
        (canContain ShelfType BookType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType TissueBoxType)
        (canContain SideTableType BookType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType TissueBoxType)
        (canContain SofaType BookType)
        (canContain SofaType CreditCardType)
        (pickupable TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38)
        (inReceptacle TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Sofa_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_2_bar_3_bar_30)
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
    
