
(define (problem plan_trial_T20250101_000000_000059)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        PencilType - otype
        PillowType - otype
        ArmChairType - rtype
        BedType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        Book_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_13 - object
        DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Pillow_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
        ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 DrawerType)
        (receptacleType GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 GarbageCanType)
        (receptacleType Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 SafeType)
        (receptacleType Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 BedType)
        (receptacleType ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 ArmChairType)
        (objectType Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 PencilType)
        (objectType DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 DeskLampType)
        (objectType Pillow_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 PillowType)
        (objectType Book_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_13 BookType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType PillowType)
        (canContain BedType BookType)
        (canContain BedType PillowType)
        (canContain DrawerType BookType)
        (canContain DrawerType PencilType)
        (canContain GarbageCanType PencilType)
        (pickupable Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Pillow_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (pickupable Book_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_13)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (inReceptacle Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle Pillow_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (inReceptacle Book_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_13 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Safe_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Pillow_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Book_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_13 loc_bar_2_bar_2_bar_3_bar_30)
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
    
