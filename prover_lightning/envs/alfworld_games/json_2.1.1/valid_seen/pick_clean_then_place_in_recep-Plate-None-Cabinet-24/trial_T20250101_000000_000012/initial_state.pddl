
(define (problem plan_trial_T20250101_000000_000012)
(:domain alfred)
(:objects
        agent1 - agent
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PlateType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 DiningTableType)
        (receptacleType CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 CounterTopType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleType Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 MicrowaveType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 CabinetType)
        (objectType Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 PlateType)
        (objectType Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 BowlType)
        (objectType Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 EggType)
        (canContain CabinetType BowlType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PlateType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType PlateType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PlateType)
        (pickupable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (pickupable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (openable Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (cleanable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (cleanable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (cleanable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (heatable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (heatable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (coolable Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (coolable Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (coolable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (sliceable Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (inReceptacle Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75)
        (inReceptacle Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation Plate_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (objectAtLocation Bowl_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
