
(define (problem plan_trial_T20250101_000000_000023)
(:domain alfred)
(:objects
        agent1 - agent
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PlateType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
        Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 - object
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
        (objectType Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 BreadType)
        (objectType Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 PlateType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType PlateType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType PlateType)
        (pickupable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (heatable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (coolable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13)
        (sliceable Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (inReceptacle Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (inReceptacle Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Bread_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Plate_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_01_dot_13 loc_bar_4_bar_2_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BreadType)
                            (receptacleType ?r MicrowaveType)
                        )
                    )
                )
            )
        )
    )
    
