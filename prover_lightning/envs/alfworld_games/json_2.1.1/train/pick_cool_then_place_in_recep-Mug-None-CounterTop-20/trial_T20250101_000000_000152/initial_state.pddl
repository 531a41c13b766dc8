
(define (problem plan_trial_T20250101_000000_000152)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
        Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 - object
        CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin - receptacle
        Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin SinkBasinType)
        (receptacleType Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 ToasterType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 MicrowaveType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 ShelfType)
        (receptacleType CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 CounterTopType)
        (objectType Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 KettleType)
        (objectType Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 PanType)
        (objectType Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 MugType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType KettleType)
        (canContain ShelfType MugType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (pickupable Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (pickupable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (cleanable Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (cleanable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (heatable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23)
        (coolable Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Kettle_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Pan_bar__minus_01_dot_58_bar__plus_00_dot_95_bar__minus_00_dot_23 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Mug_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
