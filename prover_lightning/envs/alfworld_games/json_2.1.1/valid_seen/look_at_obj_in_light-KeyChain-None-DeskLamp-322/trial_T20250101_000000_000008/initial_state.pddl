
(define (problem plan_trial_T20250101_000000_000008)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        CD_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        KeyChain_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 BedType)
        (receptacleType Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 DeskType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 ShelfType)
        (receptacleType Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 DrawerType)
        (receptacleType GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 GarbageCanType)
        (objectType Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 PillowType)
        (objectType DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 DeskLampType)
        (objectType CD_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 CDType)
        (objectType KeyChain_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 KeyChainType)
        (canContain BedType PillowType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain GarbageCanType CDType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (pickupable Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable CD_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable KeyChain_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (openable Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle CD_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle KeyChain_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (receptacleAtLocation Bed_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Desk_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Pillow_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation CD_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_0_bar_0_bar_2_bar_60)
        (objectAtLocation KeyChain_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar_2_bar_0_bar_3_bar_30)
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
                         (objectType ?o KeyChainType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
