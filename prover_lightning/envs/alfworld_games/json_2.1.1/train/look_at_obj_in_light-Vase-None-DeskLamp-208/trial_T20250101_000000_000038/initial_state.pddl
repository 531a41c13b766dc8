
(define (problem plan_trial_T20250101_000000_000038)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        TissueBoxType - otype
        VaseType - otype
        CabinetType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__plus_00_dot_09 - object
        Vase_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Sofa_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 GarbageCanType)
        (receptacleType CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CoffeeTableType)
        (receptacleType Sofa_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 SofaType)
        (receptacleType SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 SideTableType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 CabinetType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 DeskLampType)
        (objectType KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 KeyChainType)
        (objectType Vase_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 VaseType)
        (objectType CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 CellPhoneType)
        (objectType TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__plus_00_dot_09 TissueBoxType)
        (canContain CabinetType TissueBoxType)
        (canContain CabinetType VaseType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType VaseType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType KeyChainType)
        (pickupable KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable Vase_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (pickupable CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02)
        (pickupable TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__plus_00_dot_09)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 Sofa_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle Vase_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__plus_00_dot_09 SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Sofa_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Vase_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_02 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation TissueBox_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__plus_00_dot_09 loc_bar_2_bar_1_bar_3_bar_30)
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
                         (objectType ?o VaseType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
