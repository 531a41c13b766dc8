
(define (problem plan_trial_T20250101_000000_000105)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        SpatulaType - otype
        SpoonType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (receptacleType DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 DiningTableType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 SideTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 CounterTopType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (objectType Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 PlateType)
        (objectType Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 PotType)
        (objectType Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SpatulaType)
        (objectType Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 SpoonType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotType)
        (canContain SideTableType SpatulaType)
        (canContain SideTableType SpoonType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (pickupable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (cleanable Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (heatable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (inReceptacle Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation SideTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar_0_bar_2_bar_60)
        (objectAtLocation Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Spoon_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SpatulaType)
                            (receptacleType ?r SideTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
