
(define (problem plan_trial_T20250101_000000_000010)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        KnifeType - otype
        RemoteControlType - otype
        ArmChairType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        RemoteControl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 GarbageCanType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 SideTableType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 DrawerType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 ShelfType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 ArmChairType)
        (objectType Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 CandleType)
        (objectType RemoteControl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 RemoteControlType)
        (canContain ArmChairType RemoteControlType)
        (canContain DrawerType CandleType)
        (canContain DrawerType RemoteControlType)
        (canContain ShelfType CandleType)
        (canContain ShelfType RemoteControlType)
        (canContain SideTableType CandleType)
        (canContain SideTableType RemoteControlType)
        (pickupable Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable RemoteControl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle RemoteControl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Candle_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation RemoteControl_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CandleType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
    
