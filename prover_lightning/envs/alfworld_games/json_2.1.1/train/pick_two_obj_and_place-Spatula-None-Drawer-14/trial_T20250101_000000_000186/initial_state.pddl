
(define (problem plan_trial_T20250101_000000_000186)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PotatoType - otype
        SpatulaType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
        Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 - object
        Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_2_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 DrawerType)
        (receptacleType Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 FridgeType)
        (receptacleType CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 CounterTopType)
        (receptacleType Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 CabinetType)
        (objectType Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 PotatoType)
        (objectType Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 SpatulaType)
        (objectType Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 EggType)
        (objectType Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 SpatulaType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (pickupable Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (pickupable Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (cleanable Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (cleanable Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (heatable Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (coolable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (coolable Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (sliceable Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80)
        (sliceable Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (inReceptacle Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (inReceptacle Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin)
        (inReceptacle Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin)
        (inReceptacle Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Potato_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Egg_bar__plus_00_dot_12_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Spatula_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SpatulaType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SpatulaType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
