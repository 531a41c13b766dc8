
(define (problem plan_trial_T20250101_000000_000067)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KnifeType - otype
        PenType - otype
        PencilType - otype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        CD_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Pen_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Pencil_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Safe_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 DresserType)
        (receptacleType Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 DeskType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 DrawerType)
        (receptacleType Safe_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 SafeType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 GarbageCanType)
        (objectType Pencil_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 PencilType)
        (objectType AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 AlarmClockType)
        (objectType DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 DeskLampType)
        (objectType CD_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 CDType)
        (objectType Pen_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 PenType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType CDType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType CDType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType CDType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CDType)
        (pickupable Pencil_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable CD_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Pen_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Safe_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle Pencil_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle CD_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Safe_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle Pen_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (receptacleAtLocation Dresser_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Safe_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Pencil_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation CD_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Pen_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
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
                         (objectType ?o CDType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
