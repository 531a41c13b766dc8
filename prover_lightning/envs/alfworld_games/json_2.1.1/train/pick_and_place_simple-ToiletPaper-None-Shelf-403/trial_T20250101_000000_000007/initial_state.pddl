
(define (problem plan_trial_T20250101_000000_000007)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        ToiletPaperType - otype
        BathtubBasinType - rtype
        CartType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        HandTowel_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 - object
        Plunger_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 - object
        ToiletPaper_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 - object
        Bathtub_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_BathtubBasin - receptacle
        Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin - receptacle
        Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
        loc_bar_0_bar_1_bar_2_bar_60 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_1_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleType Bathtub_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_BathtubBasin BathtubBasinType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_60 ShelfType)
        (receptacleType Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 CartType)
        (receptacleType Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 ToiletType)
        (objectType ToiletPaper_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 ToiletPaperType)
        (objectType Plunger_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 PlungerType)
        (objectType HandTowel_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 HandTowelType)
        (canContain BathtubBasinType HandTowelType)
        (canContain CartType HandTowelType)
        (canContain CartType PlungerType)
        (canContain CartType ToiletPaperType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType HandTowelType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType ToiletPaperType)
        (pickupable ToiletPaper_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20)
        (pickupable Plunger_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13)
        (pickupable HandTowel_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (inReceptacle ToiletPaper_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle Plunger_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20)
        (inReceptacle HandTowel_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
        (receptacleAtLocation Sink_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_60_bar_SinkBasin loc_bar__minus_4_bar_1_bar_0_bar_60)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_20_bar_BathtubBasin loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_0_bar_1_bar_2_bar_60)
        (receptacleAtLocation Cart_bar__plus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Toilet_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_20 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation Plunger_bar__plus_00_dot_97_bar__plus_00_dot_95_bar__minus_00_dot_13 loc_bar_2_bar_1_bar_3_bar_30)
        (objectAtLocation HandTowel_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_0_bar_60)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ToiletPaperType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
    
