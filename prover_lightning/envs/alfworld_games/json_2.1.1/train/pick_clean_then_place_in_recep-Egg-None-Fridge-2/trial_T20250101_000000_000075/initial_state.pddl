
(define (problem plan_trial_T20250101_000000_000075)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PepperShakerType - otype
        CabinetType - rtype
        CoffeeMachineType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToasterType - rtype
        Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        CoffeeMachine_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin - receptacle
        Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar_6_bar_0_bar_1_bar_30 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 ToasterType)
        (receptacleType Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 FridgeType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin SinkBasinType)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 CabinetType)
        (receptacleType CoffeeMachine_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 CoffeeMachineType)
        (receptacleType Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 MicrowaveType)
        (objectType PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 PepperShakerType)
        (objectType Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 EggType)
        (canContain CabinetType PepperShakerType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType EggType)
        (pickupable PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (openable Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (openable Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (heatable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (coolable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (sliceable Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (inReceptacle PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (receptacleAtLocation Toaster_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Fridge_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90_bar_SinkBasin loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar_6_bar_0_bar_1_bar_30)
        (objectAtLocation PepperShaker_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation Egg_bar__plus_02_dot_55_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar_6_bar_0_bar_1_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
