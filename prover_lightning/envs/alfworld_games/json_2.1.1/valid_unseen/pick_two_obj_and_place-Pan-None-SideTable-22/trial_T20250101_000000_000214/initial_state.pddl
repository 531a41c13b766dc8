
(define (problem plan_trial_T20250101_000000_000214)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        PanType - otype
        TomatoType - otype
        CoffeeMachineType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Kettle_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__minus_00_dot_44 - object
        Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 - object
        Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 - object
        Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 - object
        CoffeeMachine_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 - receptacle
        SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 ToasterType)
        (receptacleType CoffeeMachine_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 CoffeeMachineType)
        (receptacleType SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 SideTableType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 FridgeType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 MicrowaveType)
        (objectType Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 PanType)
        (objectType Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 PanType)
        (objectType Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 TomatoType)
        (objectType Kettle_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__minus_00_dot_44 KettleType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SideTableType KettleType)
        (canContain SideTableType PanType)
        (canContain SideTableType TomatoType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (pickupable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (pickupable Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (pickupable Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (pickupable Kettle_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__minus_00_dot_44)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (cleanable Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (cleanable Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (cleanable Kettle_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__minus_00_dot_44)
        (heatable Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (coolable Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65)
        (coolable Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58)
        (coolable Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (sliceable Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51)
        (inReceptacle Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (inReceptacle Kettle_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__minus_00_dot_44 Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation CoffeeMachine_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_65 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Pan_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_58 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Tomato_bar__plus_01_dot_09_bar__plus_00_dot_95_bar__minus_00_dot_51 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Kettle_bar__plus_01_dot_21_bar__plus_00_dot_95_bar__minus_00_dot_44 loc_bar_2_bar_0_bar_3_bar_30)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PanType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PanType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
