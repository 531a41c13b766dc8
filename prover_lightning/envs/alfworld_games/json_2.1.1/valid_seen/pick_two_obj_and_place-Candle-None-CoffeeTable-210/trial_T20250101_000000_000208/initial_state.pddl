
(define (problem plan_trial_T20250101_000000_000208)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        CellPhoneType - otype
        KnifeType - otype
        ArmChairType - rtype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Candle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 - object
        Candle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 - object
        CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 - object
        ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 - receptacle
        Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 ArmChairType)
        (receptacleType CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 CoffeeTableType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 OttomanType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 DresserType)
        (receptacleType Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 ShelfType)
        (objectType Candle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 CandleType)
        (objectType CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 CellPhoneType)
        (objectType Candle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 CandleType)
        (canContain ArmChairType CellPhoneType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain DresserType CandleType)
        (canContain DresserType CellPhoneType)
        (canContain OttomanType CellPhoneType)
        (canContain ShelfType CandleType)
        (canContain ShelfType CellPhoneType)
        (pickupable Candle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80)
        (pickupable CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73)
        (pickupable Candle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle Candle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80)
        (inReceptacle Candle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_80 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_80 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation CellPhone_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_73 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Candle_bar__plus_01_dot_70_bar__plus_00_dot_05_bar__minus_01_dot_20 loc_bar_4_bar__minus_2_bar_0_bar_60)
        )


                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CandleType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CandleType)
                                            (receptacleType ?r CoffeeTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            
