
(define (problem plan_trial_T20250101_000000_000071)
(:domain alfred)
(:objects
        agent1 - agent
        BaseballBatType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        MugType - otype
        ArmChairType - rtype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        CreditCard_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_16 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 DeskType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 DrawerType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 SideTableType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 ArmChairType)
        (receptacleType Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 BedType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 DeskLampType)
        (objectType BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 BaseballBatType)
        (objectType Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23 MugType)
        (objectType CreditCard_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_16 CreditCardType)
        (canContain ArmChairType CreditCardType)
        (canContain BedType BaseballBatType)
        (canContain DeskType CreditCardType)
        (canContain DeskType MugType)
        (canContain DrawerType CreditCardType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType MugType)
        (pickupable BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (pickupable CreditCard_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_16)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (heatable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (coolable Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle CreditCard_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_16 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Mug_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation CreditCard_bar__plus_00_dot_24_bar__plus_00_dot_95_bar__minus_00_dot_16 loc_bar_0_bar_1_bar_2_bar_60)
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
                         (objectType ?o BaseballBatType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
