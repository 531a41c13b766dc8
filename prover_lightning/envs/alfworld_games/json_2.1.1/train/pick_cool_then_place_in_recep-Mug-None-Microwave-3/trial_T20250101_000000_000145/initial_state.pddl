
(define (problem plan_trial_T20250101_000000_000145)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 - object
        Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 - object
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
        (objectType Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 AppleType)
        (objectType Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 PlateType)
        (objectType Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 MugType)
        (objectType Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 EggType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain SideTableType AppleType)
        (canContain SideTableType EggType)
        (canContain SideTableType MugType)
        (canContain SideTableType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (pickupable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (pickupable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (cleanable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (cleanable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (cleanable Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (heatable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (heatable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (heatable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (heatable Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (coolable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68)
        (coolable Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (coolable Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (sliceable Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (sliceable Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (inReceptacle Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin)
        (inReceptacle Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_68 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Mug_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
