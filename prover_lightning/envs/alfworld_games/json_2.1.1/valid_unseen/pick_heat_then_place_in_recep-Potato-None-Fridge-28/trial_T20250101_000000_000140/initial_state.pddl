
(define (problem plan_trial_T20250101_000000_000140)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        PotatoType - otype
        CoffeeMachineType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Kettle_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin - receptacle
        Toaster_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 FridgeType)
        (receptacleType DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 DiningTableType)
        (receptacleType CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 CoffeeMachineType)
        (receptacleType Toaster_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 ToasterType)
        (receptacleType Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 MicrowaveType)
        (receptacleType Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin SinkBasinType)
        (objectType Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 PotatoType)
        (objectType Kettle_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_80 KettleType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PotatoType)
        (pickupable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Kettle_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (cleanable Kettle_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (heatable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (sliceable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle Kettle_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_80 Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Toaster_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Kettle_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
