
(define (problem plan_trial_T20250101_000000_000073)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        StoveBurnerType - rtype
        Fork_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 - object
        PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_43 - object
        Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar__minus_1_bar_2_bar_60 - location
        loc_bar_2_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 MicrowaveType)
        (receptacleType GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 GarbageCanType)
        (receptacleType StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 StoveBurnerType)
        (receptacleType Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleType Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 FridgeType)
        (receptacleType Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 DrawerType)
        (objectType Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 PanType)
        (objectType Fork_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 ForkType)
        (objectType PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_43 PepperShakerType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType PanType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PanType)
        (canContain StoveBurnerType PanType)
        (pickupable Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (pickupable Fork_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_43)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (openable Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (openable Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (cleanable Fork_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90)
        (inReceptacle Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90)
        (inReceptacle Fork_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_43 Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation StoveBurner_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_1_bar_2_bar_60)
        (receptacleAtLocation Sink_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50_bar_SinkBasin loc_bar_2_bar__minus_1_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Pan_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_90 loc_bar_4_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Fork_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (objectAtLocation PepperShaker_bar__plus_02_dot_67_bar__plus_00_dot_95_bar__minus_00_dot_43 loc_bar_6_bar__minus_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r StoveBurnerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
