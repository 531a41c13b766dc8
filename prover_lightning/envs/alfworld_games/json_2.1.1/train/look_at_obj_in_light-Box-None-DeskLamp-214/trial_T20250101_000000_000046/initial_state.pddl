
(define (problem plan_trial_T20250101_000000_000046)
(:domain alfred)
(:objects
        agent1 - agent
        BoxType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        TissueBoxType - otype
        VaseType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 - object
        TissueBox_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Vase_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        CoffeeTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 DresserType)
        (receptacleType Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 SofaType)
        (receptacleType CoffeeTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 CoffeeTableType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 ArmChairType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 DrawerType)
        (objectType Vase_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 VaseType)
        (objectType DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 DeskLampType)
        (objectType Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 BoxType)
        (objectType TissueBox_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 TissueBoxType)
        (canContain ArmChairType BoxType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType TissueBoxType)
        (canContain DresserType BoxType)
        (canContain DresserType TissueBoxType)
        (canContain DresserType VaseType)
        (canContain SofaType BoxType)
        (pickupable Vase_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (pickupable Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (pickupable TissueBox_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53)
        (inReceptacle Vase_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (inReceptacle Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle TissueBox_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sofa_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Vase_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_53 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation TissueBox_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
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
                         (objectType ?o BoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
