
(define (problem plan_trial_T20250101_000000_000204)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        ArmChairType - rtype
        DeskType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 DeskType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 SideTableType)
        (receptacleType Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 DresserType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 ArmChairType)
        (receptacleType Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 SafeType)
        (objectType Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 BookType)
        (objectType Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 BowlType)
        (objectType Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 BowlType)
        (canContain ArmChairType BookType)
        (canContain DeskType BookType)
        (canContain DeskType BowlType)
        (canContain DresserType BookType)
        (canContain DresserType BowlType)
        (canContain SideTableType BookType)
        (canContain SideTableType BowlType)
        (pickupable Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (pickupable Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13)
        (openable Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (cleanable Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13)
        (coolable Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (coolable Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13)
        (inReceptacle Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (inReceptacle Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (receptacleAtLocation Desk_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Dresser_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Safe_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Book_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Bowl_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Bowl_bar__plus_00_dot_12_bar__plus_00_dot_05_bar__minus_01_dot_13 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BowlType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BowlType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
