
(define (problem plan_trial_T20250101_000000_000052)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        ArmChairType - rtype
        BedType - rtype
        DeskType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 - object
        ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 SafeType)
        (receptacleType ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 ArmChairType)
        (receptacleType Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 DeskType)
        (receptacleType Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 BedType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 GarbageCanType)
        (objectType DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 DeskLampType)
        (objectType AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 AlarmClockType)
        (objectType CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 CellPhoneType)
        (canContain ArmChairType CellPhoneType)
        (canContain BedType CellPhoneType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType CellPhoneType)
        (canContain SafeType CellPhoneType)
        (pickupable AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (pickupable CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45)
        (inReceptacle DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (inReceptacle CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation AlarmClock_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_45 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
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
    
