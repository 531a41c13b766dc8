
(define (problem plan_trial_T20250101_000000_000044)
(:domain alfred)
(:objects
        agent1 - agent
        ButterKnifeType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        WatchType - otype
        ArmChairType - rtype
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 - object
        Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Watch_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 - object
        ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 - receptacle
        Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 - receptacle
        Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 - receptacle
        loc_bar_0_bar_0_bar_2_bar_60 - location
        loc_bar_2_bar_0_bar_3_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_0_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_0_bar_60 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        )

(:init
        (receptacleType Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 DrawerType)
        (receptacleType Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 DresserType)
        (receptacleType Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 ShelfType)
        (receptacleType ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 ArmChairType)
        (receptacleType Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 BedType)
        (objectType Watch_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 WatchType)
        (objectType Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 MugType)
        (objectType Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 LaptopType)
        (objectType DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 DeskLampType)
        (canContain ArmChairType LaptopType)
        (canContain BedType LaptopType)
        (canContain DrawerType WatchType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType WatchType)
        (canContain ShelfType MugType)
        (canContain ShelfType WatchType)
        (pickupable Watch_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05)
        (pickupable Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (pickupable Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (openable Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (atLocation agent1 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (cleanable Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (heatable Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (coolable Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (toggleable DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58)
        (inReceptacle Watch_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05)
        (inReceptacle Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (inReceptacle DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65)
        (receptacleAtLocation Drawer_bar__minus_01_dot_50_bar__plus_00_dot_90_bar__minus_01_dot_05 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (receptacleAtLocation Dresser_bar__minus_00_dot_65_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_0_bar_0_bar_2_bar_60)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_05_bar__plus_00_dot_00_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Bed_bar__plus_01_dot_90_bar__plus_00_dot_00_bar__minus_01_dot_05 loc_bar_4_bar_0_bar_0_bar_60)
        (objectAtLocation Watch_bar__minus_01_dot_70_bar__plus_00_dot_95_bar__minus_01_dot_05 loc_bar__minus_4_bar_0_bar_0_bar_60)
        (objectAtLocation Mug_bar__minus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar__minus_2_bar_0_bar_1_bar_30)
        (objectAtLocation Laptop_bar__plus_00_dot_85_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_3_bar_30)
        (objectAtLocation DeskLamp_bar__plus_00_dot_97_bar__plus_00_dot_05_bar__minus_00_dot_58 loc_bar_2_bar_0_bar_3_bar_30)
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
                         (objectType ?o MugType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    
