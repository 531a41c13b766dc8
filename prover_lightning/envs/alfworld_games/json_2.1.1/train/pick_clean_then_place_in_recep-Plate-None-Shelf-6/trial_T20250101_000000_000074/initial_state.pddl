
(define (problem plan_trial_T20250101_000000_000074)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        SpoonType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
        ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
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
        (objectType Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 AppleType)
        (objectType ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 ButterKnifeType)
        (objectType Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 SpoonType)
        (objectType Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (pickupable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (pickupable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (cleanable ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (cleanable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (heatable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (heatable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (sliceable Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (objectAtLocation ButterKnife_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar_2_bar__minus_1_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r ShelfType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
