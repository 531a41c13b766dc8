
(define (problem plan_trial_T20250101_000000_000017)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        KnifeType - otype
        PencilType - otype
        WatchType - otype
        DeskType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        CellPhone_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Pencil_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Watch_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 SafeType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 ShelfType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 DresserType)
        (receptacleType Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 DeskType)
        (objectType Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 BowlType)
        (objectType Watch_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 WatchType)
        (objectType CellPhone_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CellPhoneType)
        (objectType Pencil_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 PencilType)
        (canContain DeskType BowlType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType PencilType)
        (canContain DeskType WatchType)
        (canContain DresserType BowlType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType PencilType)
        (canContain DresserType WatchType)
        (canContain SafeType CellPhoneType)
        (canContain SafeType WatchType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType PencilType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BowlType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType PencilType)
        (canContain SideTableType WatchType)
        (pickupable Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Watch_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (pickupable CellPhone_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Pencil_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Watch_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle CellPhone_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Pencil_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Bowl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Watch_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation CellPhone_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Pencil_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r DresserType)
                        )
                    )
                )
            )
        )
    )
    
