
(define (problem plan_trial_T20250101_000000_000135)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        PotType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 MicrowaveType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 ShelfType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 FridgeType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 CounterTopType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 SideTableType)
        (receptacleType Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin SinkBasinType)
        (objectType Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 PotType)
        (objectType Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 CupType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType PotType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType CupType)
        (canContain ShelfType CupType)
        (canContain ShelfType PotType)
        (canContain SideTableType CupType)
        (canContain SideTableType PotType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType PotType)
        (pickupable Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (pickupable Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (cleanable Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (heatable Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (coolable Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75)
        (coolable Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (inReceptacle Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (inReceptacle Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Cup_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r ShelfType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
