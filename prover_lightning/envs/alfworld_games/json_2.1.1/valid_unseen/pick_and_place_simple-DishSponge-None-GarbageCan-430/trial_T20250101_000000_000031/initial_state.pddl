
(define (problem plan_trial_T20250101_000000_000031)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        PlungerType - otype
        TissueBoxType - otype
        CartType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        DishSponge_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 - object
        Plunger_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 - object
        TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 - object
        Cart_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 - receptacle
        CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 - receptacle
        GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 - receptacle
        Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin - receptacle
        Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 CounterTopType)
        (receptacleType Cart_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 CartType)
        (receptacleType Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin SinkBasinType)
        (receptacleType GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 GarbageCanType)
        (receptacleType Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 ToiletType)
        (objectType TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 TissueBoxType)
        (objectType Plunger_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 PlungerType)
        (objectType DishSponge_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 DishSpongeType)
        (canContain CartType DishSpongeType)
        (canContain CartType PlungerType)
        (canContain CartType TissueBoxType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType TissueBoxType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType TissueBoxType)
        (canContain SinkBasinType DishSpongeType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType TissueBoxType)
        (pickupable TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35)
        (pickupable Plunger_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28)
        (pickupable DishSponge_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (cleanable DishSponge_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75)
        (inReceptacle TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 Cart_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle Plunger_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 Cart_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35)
        (inReceptacle DishSponge_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_75 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cart_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_75_bar_SinkBasin loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_35 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_75 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation TissueBox_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_35 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Plunger_bar__minus_00_dot_73_bar__plus_00_dot_95_bar__minus_00_dot_28 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (objectAtLocation DishSponge_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_75 loc_bar_0_bar__minus_2_bar_2_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
    
