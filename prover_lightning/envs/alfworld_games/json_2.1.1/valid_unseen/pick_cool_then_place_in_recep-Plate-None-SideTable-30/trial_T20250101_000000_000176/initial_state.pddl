
(define (problem plan_trial_T20250101_000000_000176)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        TomatoType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 - object
        Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 CabinetType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 SideTableType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 CounterTopType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 FridgeType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 MicrowaveType)
        (objectType Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 PotType)
        (objectType Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 TomatoType)
        (objectType Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 PlateType)
        (objectType Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 EggType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType EggType)
        (canContain SideTableType PlateType)
        (canContain SideTableType PotType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (pickupable Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (pickupable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (cleanable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (cleanable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (heatable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (coolable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (coolable Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83)
        (sliceable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (inReceptacle Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin)
        (inReceptacle Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin)
        (inReceptacle Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Tomato_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_83 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Plate_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r SideTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
