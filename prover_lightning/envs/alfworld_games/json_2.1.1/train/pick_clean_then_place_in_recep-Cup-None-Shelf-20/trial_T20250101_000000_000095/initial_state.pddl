
(define (problem plan_trial_T20250101_000000_000095)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        SaltShakerType - otype
        SpoonType - otype
        TomatoType - otype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        SaltShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_17 - object
        Spoon_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 - object
        Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 - object
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
        (objectType Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 TomatoType)
        (objectType Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 CupType)
        (objectType Spoon_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 SpoonType)
        (objectType SaltShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_17 SaltShakerType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType CupType)
        (canContain ShelfType SaltShakerType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (pickupable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable Spoon_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (pickupable SaltShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_17)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (cleanable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (cleanable Spoon_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (heatable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (heatable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (coolable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (coolable Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10)
        (sliceable Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30)
        (inReceptacle Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30)
        (inReceptacle Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle Spoon_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (inReceptacle SaltShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_17 CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_30_bar_SinkBasin loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_30 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Tomato_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_30 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Cup_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Spoon_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__plus_00_dot_10 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (objectAtLocation SaltShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__plus_00_dot_17 loc_bar_6_bar__minus_2_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r ShelfType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
