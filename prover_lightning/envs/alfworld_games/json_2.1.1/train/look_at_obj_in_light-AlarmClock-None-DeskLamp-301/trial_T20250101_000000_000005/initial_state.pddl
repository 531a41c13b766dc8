
(define (problem plan_trial_T20250101_000000_000005)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 BedType)
        (receptacleType Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 DeskType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DrawerType)
        (receptacleType Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 DresserType)
        (objectType CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 CellPhoneType)
        (objectType AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 AlarmClockType)
        (objectType DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 DeskLampType)
        (canContain BedType CellPhoneType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType CellPhoneType)
        (canContain DrawerType CellPhoneType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType CellPhoneType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType CellPhoneType)
        (pickupable CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation AlarmClock_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar__minus_1_bar_2_bar_60)
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
    
