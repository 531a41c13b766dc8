
(define (problem plan_trial_T20250101_000000_000156)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        MugType - otype
        PotType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CabinetType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 SideTableType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 EggType)
        (objectType Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 MugType)
        (objectType Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 AppleType)
        (objectType Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 PotType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType AppleType)
        (canContain SideTableType EggType)
        (canContain SideTableType MugType)
        (canContain SideTableType PotType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (pickupable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (pickupable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (cleanable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (heatable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (heatable Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (heatable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (coolable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (coolable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (coolable Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (sliceable Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (sliceable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (inReceptacle Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Egg_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (objectAtLocation Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r SideTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
