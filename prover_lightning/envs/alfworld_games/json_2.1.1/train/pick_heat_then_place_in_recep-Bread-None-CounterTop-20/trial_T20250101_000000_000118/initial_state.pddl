
(define (problem plan_trial_T20250101_000000_000118)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        SpatulaType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 - object
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
        (objectType Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 SpatulaType)
        (objectType Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 BreadType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (pickupable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30)
        (heatable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (sliceable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin)
        (inReceptacle Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Spatula_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
