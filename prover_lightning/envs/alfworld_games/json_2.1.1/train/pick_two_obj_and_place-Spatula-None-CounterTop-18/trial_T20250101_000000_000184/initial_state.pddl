
(define (problem plan_trial_T20250101_000000_000184)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        SpatulaType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Knife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 CounterTopType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CabinetType)
        (receptacleType SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 SideTableType)
        (receptacleType Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 FridgeType)
        (objectType Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 SpatulaType)
        (objectType Knife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 KnifeType)
        (objectType Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 SpatulaType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SpatulaType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType SpatulaType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Knife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (cleanable Knife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (cleanable Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (inReceptacle Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Knife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin)
        (inReceptacle Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Spatula_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Knife_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (objectAtLocation Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SpatulaType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SpatulaType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
