
(define (problem plan_trial_T20250101_000000_000121)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        KnifeType - otype
        PepperShakerType - otype
        PlateType - otype
        WineBottleType - otype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Knife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 - object
        PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 - object
        WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 - object
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
        (objectType Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 PlateType)
        (objectType PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 PepperShakerType)
        (objectType Knife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 KnifeType)
        (objectType WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 WineBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType WineBottleType)
        (canContain FridgeType PlateType)
        (canContain FridgeType WineBottleType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PepperShakerType)
        (canContain SideTableType PlateType)
        (canContain SideTableType WineBottleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (pickupable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (pickupable Knife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (pickupable WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (openable Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (openable Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (cleanable Knife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53)
        (heatable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (coolable WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20)
        (inReceptacle Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle Knife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60)
        (inReceptacle WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20)
        (receptacleAtLocation Microwave_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Sink_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_SinkBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__plus_02_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_20 loc_bar_6_bar_1_bar_1_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (objectAtLocation PepperShaker_bar__plus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation Knife_bar__plus_01_dot_82_bar__plus_00_dot_95_bar__minus_00_dot_53 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation WineBottle_bar__plus_02_dot_55_bar__plus_00_dot_05_bar__minus_00_dot_20 loc_bar_6_bar_1_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
