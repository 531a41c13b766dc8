
(define (problem plan_trial_T20250101_000000_000014)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        WatchType - otype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AlarmClock_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_28 - object
        Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Watch_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 - object
        Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 DeskType)
        (receptacleType Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 DrawerType)
        (receptacleType Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 SafeType)
        (receptacleType Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 GarbageCanType)
        (objectType Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 BowlType)
        (objectType Watch_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 WatchType)
        (objectType AlarmClock_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_28 AlarmClockType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BowlType)
        (canContain DeskType WatchType)
        (canContain DrawerType WatchType)
        (canContain SafeType WatchType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BowlType)
        (canContain ShelfType WatchType)
        (pickupable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Watch_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35)
        (pickupable AlarmClock_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_28)
        (openable Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (inReceptacle Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Watch_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (inReceptacle AlarmClock_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_28 Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Bowl_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Watch_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_35 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation AlarmClock_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_28 loc_bar_2_bar__minus_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WatchType)
                            (receptacleType ?r SafeType)
                        )
                    )
                )
            )
        )
    )
    
