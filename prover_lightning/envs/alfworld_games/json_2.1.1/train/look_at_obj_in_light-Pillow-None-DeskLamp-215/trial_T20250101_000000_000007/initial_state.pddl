
(define (problem plan_trial_T20250101_000000_000007)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 SofaType)
        (receptacleType CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CoffeeTableType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 SideTableType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 DresserType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 ArmChairType)
        (objectType Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 PillowType)
        (objectType RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 RemoteControlType)
        (objectType DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 DeskLampType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DresserType RemoteControlType)
        (canContain SideTableType RemoteControlType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (pickupable Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (inReceptacle Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (inReceptacle DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (receptacleAtLocation Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_2_bar__minus_2_bar_3_bar_30)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
