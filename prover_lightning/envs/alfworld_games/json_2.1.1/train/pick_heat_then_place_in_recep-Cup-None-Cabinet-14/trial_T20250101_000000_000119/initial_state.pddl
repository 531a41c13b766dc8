
(define (problem plan_trial_T20250101_000000_000119)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
        Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 - object
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
        (objectType Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 MugType)
        (objectType Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 CupType)
        (objectType Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 LettuceType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (pickupable Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (pickupable Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20)
        (openable Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (openable Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (openable Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (cleanable Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (cleanable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (heatable Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (heatable Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (coolable Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (coolable Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (coolable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (sliceable Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (inReceptacle Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin)
        (inReceptacle Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Microwave_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20_bar_SinkBasin loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar_6_bar_2_bar_1_bar_30)
        (objectAtLocation Mug_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation Cup_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CabinetType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    
