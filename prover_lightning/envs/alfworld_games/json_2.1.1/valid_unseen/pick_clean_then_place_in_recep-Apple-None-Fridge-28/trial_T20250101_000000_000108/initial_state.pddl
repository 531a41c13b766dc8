
(define (problem plan_trial_T20250101_000000_000108)
(:domain alfred)
(:objects
        agent1 - agent
        AppleType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PotType - otype
        CoffeeMachineType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 - object
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
        (objectType Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 AppleType)
        (objectType Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 PotType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType PotType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType PotType)
        (pickupable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (openable Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (cleanable Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (heatable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73)
        (sliceable Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (inReceptacle Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Toaster_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80_bar_SinkBasin loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Apple_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Pot_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_73 loc_bar__minus_2_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
