
(define (problem plan_trial_T20250101_000000_000019)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        CandleType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KnifeType - otype
        RemoteControlType - otype
        CoffeeTableType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        Candle_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 - object
        CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 - object
        CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        RemoteControl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 - object
        CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar_2_bar_2_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        )

(:init
        (receptacleType GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 GarbageCanType)
        (receptacleType SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 SideTableType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 OttomanType)
        (receptacleType Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 DresserType)
        (receptacleType CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 CoffeeTableType)
        (objectType CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 CellPhoneType)
        (objectType RemoteControl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 RemoteControlType)
        (objectType CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 CreditCardType)
        (objectType Candle_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 CandleType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DresserType CandleType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType RemoteControlType)
        (canContain OttomanType CellPhoneType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType RemoteControlType)
        (canContain SideTableType CandleType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType RemoteControlType)
        (pickupable CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50)
        (pickupable RemoteControl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90)
        (pickupable CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Candle_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (atLocation agent1 loc_bar__minus_6_bar_0_bar_2_bar_30)
        (inReceptacle CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle RemoteControl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (inReceptacle CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Candle_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_90 loc_bar__minus_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__minus_00_dot_65_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (receptacleAtLocation Dresser_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar_2_bar_3_bar_30)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar_2_bar_0_bar_60)
        (objectAtLocation CellPhone_bar__minus_00_dot_85_bar__plus_00_dot_95_bar__minus_00_dot_50 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (objectAtLocation RemoteControl_bar__plus_00_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_90 loc_bar_0_bar_2_bar_2_bar_60)
        (objectAtLocation CreditCard_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar_2_bar_3_bar_30)
        (objectAtLocation Candle_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 loc_bar_2_bar_2_bar_3_bar_30)
        )


        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    
