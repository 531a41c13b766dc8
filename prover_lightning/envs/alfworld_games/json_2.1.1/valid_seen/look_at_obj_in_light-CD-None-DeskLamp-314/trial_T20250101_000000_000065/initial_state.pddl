
(define (problem plan_trial_T20250101_000000_000065)
(:domain alfred)
(:objects
        agent1 - agent
        BasketBallType - otype
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KnifeType - otype
        MugType - otype
        WatchType - otype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BasketBall_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 - object
        CD_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23 - object
        Watch_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 - receptacle
        Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 SafeType)
        (receptacleType Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 DeskType)
        (receptacleType Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 BedType)
        (receptacleType Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 DrawerType)
        (objectType Watch_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 WatchType)
        (objectType Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23 MugType)
        (objectType CD_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CDType)
        (objectType DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 DeskLampType)
        (objectType BasketBall_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 BasketBallType)
        (canContain BedType BasketBallType)
        (canContain DeskType BasketBallType)
        (canContain DeskType CDType)
        (canContain DeskType MugType)
        (canContain DeskType WatchType)
        (canContain DrawerType CDType)
        (canContain DrawerType WatchType)
        (canContain SafeType CDType)
        (canContain SafeType WatchType)
        (canContain ShelfType CDType)
        (canContain ShelfType MugType)
        (canContain ShelfType WatchType)
        (pickupable Watch_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23)
        (pickupable CD_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable BasketBall_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10)
        (openable Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (openable Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23)
        (heatable Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23)
        (coolable Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23)
        (toggleable DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (inReceptacle Watch_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23 Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle CD_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle BasketBall_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10)
        (receptacleAtLocation Shelf_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Safe_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Desk_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Bed_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Watch_bar__minus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_01_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_23 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation CD_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation DeskLamp_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation BasketBall_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__plus_00_dot_10 loc_bar_2_bar_2_bar_3_bar_30)
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
    
