
(define (problem plan_trial_T20250101_000000_000051)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        PencilType - otype
        TennisRacketType - otype
        ArmChairType - rtype
        BedType - rtype
        DeskType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        DeskLamp_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__plus_00_dot_09 - object
        Pencil_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        TennisRacket_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_02 - object
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
        (objectType CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 CellPhoneType)
        (objectType TennisRacket_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_02 TennisRacketType)
        (objectType DeskLamp_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__plus_00_dot_09 DeskLampType)
        (objectType Pencil_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 PencilType)
        (canContain ArmChairType CellPhoneType)
        (canContain BedType CellPhoneType)
        (canContain BedType TennisRacketType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType PencilType)
        (canContain DeskType TennisRacketType)
        (canContain GarbageCanType PencilType)
        (canContain SafeType CellPhoneType)
        (pickupable CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (pickupable TennisRacket_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_02)
        (pickupable Pencil_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__plus_00_dot_09)
        (inReceptacle CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle TennisRacket_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_02 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle DeskLamp_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__plus_00_dot_09 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle Pencil_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation TennisRacket_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_02 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation DeskLamp_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__plus_00_dot_09 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Pencil_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_4_bar_1_bar_0_bar_60)
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
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
