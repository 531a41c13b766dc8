
(define (problem plan_trial_T20250101_000000_000144)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PotType - otype
        PotatoType - otype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin - receptacle
        Toaster_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 GarbageCanType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 FridgeType)
        (receptacleType DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 DiningTableType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 MicrowaveType)
        (receptacleType Toaster_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 ToasterType)
        (objectType Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 PotatoType)
        (objectType Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 BreadType)
        (objectType Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 PotType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (pickupable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (cleanable Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (coolable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (coolable Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (inReceptacle Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Toaster_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Bread_bar__plus_00_dot_00_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation Pot_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar_1_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
