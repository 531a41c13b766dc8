
(define (problem plan_trial_T20250101_000000_000113)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        SaltShakerType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 - object
        Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
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
        (objectType SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 SaltShakerType)
        (objectType Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 PlateType)
        (objectType Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 AppleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType PlateType)
        (canContain ShelfType SaltShakerType)
        (canContain SideTableType AppleType)
        (canContain SideTableType PlateType)
        (canContain SideTableType SaltShakerType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType PlateType)
        (pickupable SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (cleanable Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (heatable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (heatable Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (coolable Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (coolable Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (sliceable Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (inReceptacle SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin)
        (inReceptacle Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_35_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation SaltShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Plate_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_28 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r ShelfType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
