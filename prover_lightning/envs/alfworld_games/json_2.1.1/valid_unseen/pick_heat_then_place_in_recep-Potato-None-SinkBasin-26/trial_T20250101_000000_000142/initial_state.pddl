
(define (problem plan_trial_T20250101_000000_000142)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PotatoType - otype
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 - object
        Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 - receptacle
        SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 - receptacle
        Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 SideTableType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 ShelfType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 FridgeType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 CabinetType)
        (receptacleType Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 MicrowaveType)
        (objectType Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 BowlType)
        (objectType Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 PotatoType)
        (canContain CabinetType BowlType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType BowlType)
        (canContain SideTableType BowlType)
        (canContain SideTableType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType PotatoType)
        (pickupable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (pickupable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (cleanable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (heatable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (coolable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05)
        (coolable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (sliceable Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45)
        (inReceptacle Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05)
        (inReceptacle Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45)
        (receptacleAtLocation SideTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_45 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_45_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_05 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Bowl_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_05 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Potato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_45 loc_bar_0_bar__minus_1_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
