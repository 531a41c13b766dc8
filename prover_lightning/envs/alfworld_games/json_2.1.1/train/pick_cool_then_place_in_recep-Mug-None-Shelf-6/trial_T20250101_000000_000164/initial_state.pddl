
(define (problem plan_trial_T20250101_000000_000164)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin - receptacle
        Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 ToasterType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 CounterTopType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (objectType Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 KnifeType)
        (objectType Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 PanType)
        (objectType Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 MugType)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 EggType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType MugType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (pickupable Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (pickupable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (cleanable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (heatable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (coolable Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (inReceptacle Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin)
        (inReceptacle Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin)
        (inReceptacle Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Knife_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Mug_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r ShelfType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
