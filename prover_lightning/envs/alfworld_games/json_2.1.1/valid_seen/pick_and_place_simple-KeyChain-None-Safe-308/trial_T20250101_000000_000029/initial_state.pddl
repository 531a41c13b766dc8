
(define (problem plan_trial_T20250101_000000_000029)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        PenType - otype
        WatchType - otype
        DeskType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Pen_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Watch_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
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
        (objectType KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 KeyChainType)
        (objectType Watch_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 WatchType)
        (objectType Pen_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 PenType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PenType)
        (canContain DeskType WatchType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PenType)
        (canContain DresserType WatchType)
        (canContain SafeType KeyChainType)
        (canContain SafeType WatchType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType WatchType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType PenType)
        (canContain SideTableType WatchType)
        (pickupable KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable Watch_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (pickupable Pen_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (inReceptacle KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Watch_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Pen_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Safe_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation KeyChain_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Watch_bar__minus_00_dot_73_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Pen_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o KeyChainType)
                            (receptacleType ?r SafeType)
                        )
                    )
                )
            )
        )
    )
    
