
(define (problem plan_trial_T20250101_000000_000160)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        PlateType - otype
        WineBottleType - otype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        WineBottle_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 - object
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 StoveBurnerType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 DiningTableType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 AppleType)
        (objectType Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 PlateType)
        (objectType Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 LettuceType)
        (objectType WineBottle_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 WineBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType WineBottleType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType WineBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PlateType)
        (pickupable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (pickupable WineBottle_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (heatable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (heatable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (coolable Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (coolable WineBottle_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46)
        (sliceable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (sliceable Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (inReceptacle Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle WineBottle_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Plate_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Lettuce_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation WineBottle_bar__plus_01_dot_94_bar__plus_00_dot_95_bar__minus_00_dot_46 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
