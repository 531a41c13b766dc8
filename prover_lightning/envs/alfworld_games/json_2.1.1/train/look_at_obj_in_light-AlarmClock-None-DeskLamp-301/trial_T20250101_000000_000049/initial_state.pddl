
(define (problem plan_trial_T20250101_000000_000049)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        TennisRacketType - otype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_01_dot_13 - object
        TennisRacket_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 DresserType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 ShelfType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DrawerType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 GarbageCanType)
        (objectType TennisRacket_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 TennisRacketType)
        (objectType DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_01_dot_13 DeskLampType)
        (objectType AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 AlarmClockType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType TennisRacketType)
        (canContain ShelfType AlarmClockType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType TennisRacketType)
        (pickupable TennisRacket_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_01_dot_13)
        (inReceptacle TennisRacket_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_01_dot_13 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation TennisRacket_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_01_dot_13 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
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
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
