
(define (problem plan_trial_T20250101_000000_000157)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        TomatoType - otype
        WineBottleType - otype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        ToasterType - rtype
        Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 ToasterType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType StoveBurner_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 StoveBurnerType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 SideTableType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (objectType Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 TomatoType)
        (objectType WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 WineBottleType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType TomatoType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (heatable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (sliceable Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation WineBottle_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_0_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
