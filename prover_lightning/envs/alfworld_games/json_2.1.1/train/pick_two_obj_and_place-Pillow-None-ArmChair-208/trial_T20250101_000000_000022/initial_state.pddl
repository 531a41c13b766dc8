
(define (problem plan_trial_T20250101_000000_000022)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        Pillow_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 - object
        Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 - object
        ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 SofaType)
        (receptacleType CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 CoffeeTableType)
        (receptacleType ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 ArmChairType)
        (receptacleType SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 DrawerType)
        (objectType Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 PillowType)
        (objectType Pillow_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 PillowType)
        (objectType RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 RemoteControlType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DrawerType RemoteControlType)
        (canContain SideTableType RemoteControlType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (pickupable Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (pickupable Pillow_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38)
        (pickupable RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle Pillow_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (inReceptacle RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (receptacleAtLocation Sofa_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Pillow_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_38 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation RemoteControl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_05 loc_bar__minus_2_bar_1_bar_1_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PillowType)
                                    (receptacleType ?r ArmChairType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PillowType)
                                            (receptacleType ?r ArmChairType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
