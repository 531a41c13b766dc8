
(define (problem plan_trial_T20250101_000000_000058)
(:domain alfred)
(:objects
        agent1 - agent
        BookType - otype
        BoxType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        ArmChairType - rtype
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        Book_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 - object
        Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 - object
        DeskLamp_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 - object
        Laptop_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 - receptacle
        Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_60 - location
        loc_bar_2_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar__minus_6_bar_1_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 DrawerType)
        (receptacleType Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 ShelfType)
        (receptacleType Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 OttomanType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 ArmChairType)
        (receptacleType Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 CabinetType)
        (objectType Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 BoxType)
        (objectType Laptop_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 LaptopType)
        (objectType Book_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 BookType)
        (objectType DeskLamp_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 DeskLampType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType LaptopType)
        (canContain CabinetType BookType)
        (canContain CabinetType BoxType)
        (canContain DrawerType BookType)
        (canContain OttomanType BookType)
        (canContain OttomanType BoxType)
        (canContain OttomanType LaptopType)
        (canContain ShelfType BookType)
        (canContain ShelfType BoxType)
        (pickupable Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50)
        (pickupable Laptop_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43)
        (pickupable Book_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (openable Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90)
        (atLocation agent1 loc_bar__minus_6_bar_1_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29)
        (inReceptacle Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Laptop_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle Book_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (inReceptacle DeskLamp_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar__minus_2_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Ottoman_bar__plus_00_dot_20_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_0_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_90_bar__plus_00_dot_90_bar__minus_00_dot_90 loc_bar_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Box_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_50 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Laptop_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_43 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Book_bar__plus_01_dot_09_bar__plus_00_dot_05_bar__minus_00_dot_36 loc_bar_2_bar__minus_2_bar_3_bar_30)
        (objectAtLocation DeskLamp_bar__plus_01_dot_21_bar__plus_00_dot_05_bar__minus_00_dot_29 loc_bar_2_bar__minus_2_bar_3_bar_30)
        )


        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o BoxType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
