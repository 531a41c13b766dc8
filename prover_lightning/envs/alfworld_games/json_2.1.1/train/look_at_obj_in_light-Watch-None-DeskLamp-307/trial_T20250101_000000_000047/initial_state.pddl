
(define (problem plan_trial_T20250101_000000_000047)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        PencilType - otype
        WatchType - otype
        ArmChairType - rtype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Book_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 - object
        DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 - object
        Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Watch_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 DeskType)
        (receptacleType Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 BedType)
        (receptacleType Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 DrawerType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 ArmChairType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (objectType Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 PencilType)
        (objectType Watch_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 WatchType)
        (objectType Book_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 BookType)
        (objectType DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 DeskLampType)
        (canContain ArmChairType BookType)
        (canContain BedType BookType)
        (canContain DeskType BookType)
        (canContain DeskType PencilType)
        (canContain DeskType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType PencilType)
        (canContain DrawerType WatchType)
        (canContain ShelfType BookType)
        (canContain ShelfType PencilType)
        (canContain ShelfType WatchType)
        (pickupable Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Watch_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Book_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23)
        (openable Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16)
        (inReceptacle Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Watch_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Book_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Bed_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Pencil_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Watch_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Book_bar__plus_01_dot_82_bar__plus_00_dot_05_bar__minus_00_dot_23 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation DeskLamp_bar__plus_01_dot_94_bar__plus_00_dot_05_bar__minus_00_dot_16 loc_bar_4_bar_0_bar_0_bar_60)
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
                         (objectType ?o WatchType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
