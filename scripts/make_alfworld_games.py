"""Design and write the small ALFWorld games shipped in ``prover_lightning/envs/alfworld_games``.

:func:`design_games` draws the games from a seed (rooms, objects, task combinations; see its docstring for how the
``train``, ``valid_seen`` and ``valid_unseen`` splits differ). For each game this writes an ALFRED-style
``initial_state.pddl`` and ``traj_data.json`` in the
official layout ``<out>/json_2.1.1/<split>/<task_type>-<Obj>-None-<Recep>-<scene>/trial_<id>/``, runs alfworld's own
``alfworld-generate`` (its ``gen_game_files``, in this process, with the wheel's ``alfred.pddl`` / ``alfred.twl2`` and
``--expert_type planner``, so the walkthrough is fast-downward's shortest plan rather than the hand-coded expert's
exploration) to write ``game.tw-pddl``, then checks that every game is ``"solvable": true`` and that its
walkthrough wins through :class:`prover_lightning.envs.alfworld.ALFWorldEnv`, at the last step only.

Rooms are small (five or six receptacles, three to six objects) so reset and step are fast and the expert walkthrough
is short.
Object ids follow ALFRED naming (``Apple|+00.10|+00.90|-01.20`` written as
``Apple_bar__plus_00_dot_10_bar__plus_00_dot_90_bar__minus_01_dot_20``), so the game shows them as "apple 1".

The output is deterministic (alfworld picks the goal sentence with the global ``random``, seeded here per game) and
``<out>/json_2.1.1`` is replaced on every run. Usage::

    python scripts/make_alfworld_games.py [--out DIR]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import runpy
import shutil
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import alfworld  # noqa: E402
import alfworld.gen.constants as constants  # noqa: E402
import alfworld.gen.goal_library as goal_library  # noqa: E402

from prover_lightning.envs.alfworld import SHIPPED_DATA_PATH, ALFWorldEnv  # noqa: E402
from prover_lightning.envs.base import Task  # noqa: E402

#: walkthroughs longer than this mean a room is too hard for the intended small models
MAX_WALKTHROUGH = 12
#: receptacle classes whose id ALFRED writes as ``<Base>|x|y|z|<Class>`` (shown as "sinkbasin 1")
_BASINS = {"SinkBasin": "Sink", "BathtubBasin": "Bathtub"}
#: receptacles standing on the floor (only changes the y of their made-up coordinates)
_FLOOR = {"Fridge", "GarbageCan", "Bed", "Sofa", "ArmChair", "Dresser", "Toilet", "Shelf"}
#: object classes the domain's actions name (SliceObject, CleanObject, ...): declared in every problem
_DOMAIN_OTYPES = ("Knife", "ButterKnife")
_DOMAIN_RTYPES = ("SinkBasin", "Microwave", "Fridge")


@dataclass(frozen=True)
class GameDesign:
    """One designed game.

    Attributes:
        split: ``train``, ``valid_seen`` or ``valid_unseen``.
        task_type: one of the six ALFWorld task types.
        obj: the object class to handle (ALFRED ``object_target``).
        target: the receptacle class to put it in (``parent_target``), or the lamp (``toggle_target``) for
            ``look_at_obj_in_light``.
        scene: ALFRED-style scene number (1-30 kitchen, 201-230 living room, 301-330 bedroom, 401-430 bathroom); it
            fixes the room's receptacles (:func:`room_of`) and their made-up coordinates.
        room: the receptacles, each with the classes of the objects it holds, in declaration order.
    """

    split: str
    task_type: str
    obj: str
    target: str
    scene: int
    room: tuple[tuple[str, tuple[str, ...]], ...]


#: room kinds: ALFRED's scene-number ranges, the receptacles every room of the kind has, those it may have, how many
#: receptacles a room has, and the object classes found there
ROOM_KINDS = {
    "kitchen": dict(
        scenes=range(1, 31), required=("SinkBasin", "Microwave", "Fridge"), size=6,
        optional=("CounterTop", "DiningTable", "Cabinet", "Drawer", "GarbageCan", "CoffeeMachine", "Shelf",
                  "SideTable", "StoveBurner", "Toaster"),
        objects=("Apple", "Bread", "Egg", "Potato", "Tomato", "Lettuce", "Mug", "Cup", "Plate", "Bowl", "Pan", "Pot",
                 "Fork", "Spoon", "Knife", "Spatula", "Ladle", "Kettle", "SaltShaker", "PepperShaker", "WineBottle",
                 "DishSponge", "ButterKnife")),
    "livingroom": dict(
        scenes=range(201, 231), required=(), size=5,
        optional=("Sofa", "ArmChair", "CoffeeTable", "SideTable", "Drawer", "Shelf", "Cabinet", "Dresser",
                  "GarbageCan", "Ottoman"),
        objects=("RemoteControl", "Newspaper", "KeyChain", "Pillow", "Book", "Laptop", "CreditCard", "Box", "Statue",
                 "Vase", "Watch", "CellPhone", "Candle", "TissueBox")),
    "bedroom": dict(
        scenes=range(301, 331), required=(), size=5,
        optional=("Bed", "Desk", "Drawer", "Shelf", "SideTable", "Dresser", "GarbageCan", "Safe", "ArmChair"),
        objects=("Book", "CD", "Pencil", "Pen", "AlarmClock", "CellPhone", "Laptop", "Pillow", "KeyChain",
                 "CreditCard", "Watch", "BaseballBat", "TennisRacket", "BasketBall", "Mug", "Bowl")),
    "bathroom": dict(
        scenes=range(401, 431), required=("SinkBasin",), size=5,
        optional=("Toilet", "CounterTop", "Cabinet", "GarbageCan", "Drawer", "Shelf", "BathtubBasin", "Cart"),
        objects=("SoapBar", "SoapBottle", "SprayBottle", "ToiletPaper", "Cloth", "Candle", "DishSponge", "HandTowel",
                 "TissueBox", "Plunger")),
}
#: rooms whose scene number ends in 21-30 are never used by train games (valid_unseen's rooms)
UNSEEN_FROM = 21
#: per task type: the room kinds it can happen in, and the appliance it needs (the object never starts or ends there)
TASK_ROOMS = {
    "pick_and_place_simple": (("kitchen", "livingroom", "bedroom", "bathroom"), None),
    "look_at_obj_in_light": (("livingroom", "bedroom"), None),
    "pick_clean_then_place_in_recep": (("kitchen", "bathroom"), "SinkBasin"),
    "pick_heat_then_place_in_recep": (("kitchen",), "Microwave"),
    "pick_cool_then_place_in_recep": (("kitchen",), "Fridge"),
    "pick_two_obj_and_place": (("kitchen", "livingroom", "bedroom", "bathroom"), None),
}
#: the object property a task type needs (ALFRED's ``VAL_ACTION_OBJECTS`` group)
_TASK_PROPERTY = {"pick_clean_then_place_in_recep": "Cleanable", "pick_heat_then_place_in_recep": "Heatable",
                  "pick_cool_then_place_in_recep": "Coolable"}
#: the lamp of ``look_at_obj_in_light`` games (an object standing on a receptacle, never picked up)
LAMP = "DeskLamp"
#: games per task type in each split
GAMES_PER_TYPE = {"train": 24, "valid_seen": 6, "valid_unseen": 6}
#: share of each task type's (object, receptacle) combinations kept out of train for the held-out splits
HELD_OUT_SHARE = 0.35


def room_of(scene: int) -> tuple[str, tuple[str, ...]]:
    """(kind, receptacle classes) of the room of ``scene``: a function of the scene number alone, so every game of
    a scene is played in the same room (with its own objects)."""
    kind = next(k for k, v in ROOM_KINDS.items() if scene in v["scenes"])
    spec, rng = ROOM_KINDS[kind], random.Random(f"room-{scene}")
    receptacles = list(spec["required"]) + rng.sample(spec["optional"], spec["size"] - len(spec["required"]))
    rng.shuffle(receptacles)
    return kind, tuple(receptacles)


def _fits(obj: str, receptacle: str) -> bool:
    return obj in constants.VAL_RECEPTACLE_OBJECTS.get(receptacle, ())


def combinations(task_type: str) -> list[tuple[str, str]]:
    """Every (object, target) pair ``task_type`` can have in some room of its kinds (target: the receptacle, or the
    lamp for ``look_at_obj_in_light``), sorted."""
    kinds, appliance = TASK_ROOMS[task_type]
    prop = _TASK_PROPERTY.get(task_type)
    out = set()
    for kind in kinds:
        spec = ROOM_KINDS[kind]
        receptacles = set(spec["required"]) | set(spec["optional"])
        for obj in spec["objects"]:
            if prop and obj not in constants.VAL_ACTION_OBJECTS[prop]:
                continue
            if task_type == "look_at_obj_in_light":
                out.add((obj, LAMP))
                continue
            out.update((obj, r) for r in receptacles if r != appliance and _fits(obj, r))
    return sorted(out)


def _place(rng: random.Random, room: tuple[str, ...], objects: list[str], avoid: set[str]
           ) -> list[tuple[str, ...]] | None:
    """Contents of each receptacle of ``room`` after putting each object in a random receptacle that can hold it
    (the lamp anywhere), never in ``avoid``; ``None`` if an object fits nowhere."""
    contents: list[list[str]] = [[] for _ in room]
    for obj in objects:
        slots = [i for i, r in enumerate(room) if r not in avoid and (obj == LAMP or _fits(obj, r))]
        if not slots:
            return None
        contents[rng.choice(slots)].append(obj)
    return [tuple(c) for c in contents]


def design_game(rng: random.Random, split: str, task_type: str, obj: str, target: str, scenes: list[int]
                ) -> GameDesign | None:
    """A game of ``task_type`` on (``obj``, ``target``) in a room of one of ``scenes`` that has the target and the
    appliance, with one to three distractor objects of the room's kind; ``None`` when no such room exists."""
    kinds, appliance = TASK_ROOMS[task_type]
    look = task_type == "look_at_obj_in_light"
    fitting = [s for s in scenes if room_of(s)[0] in kinds and obj in ROOM_KINDS[room_of(s)[0]]["objects"]
               and (look or target in room_of(s)[1])]
    if not fitting:
        return None
    scene = rng.choice(fitting)
    kind, room = room_of(scene)
    pool = [o for o in ROOM_KINDS[kind]["objects"] if o != obj]
    objects = [obj] * (2 if task_type == "pick_two_obj_and_place" else 1)
    objects += rng.sample(pool, rng.randint(1, 3)) + ([LAMP] if look else [])
    contents = _place(rng, room, objects, {target, appliance} - {None})
    if contents is None:
        return None
    return GameDesign(split, task_type, obj, target, scene, tuple(zip(room, contents)))


def design_games(seed: int = 0) -> list[GameDesign]:
    """The shipped games: :data:`GAMES_PER_TYPE` per split and task type.

    Held-out games never share a (task type, object, target) combination with train games: a seeded
    :data:`HELD_OUT_SHARE` of each task type's combinations is reserved for them. ``valid_seen`` games are drawn from
    the rooms train games are drawn from (scene numbers 1-20 of each hundred; not every one of them hosts a train
    game), ``valid_unseen`` games from rooms no train game uses (21-30).
    Within a split, the combinations are cycled through before any repeats.
    """
    rng = random.Random(seed)
    seen = [s for spec in ROOM_KINDS.values() for s in spec["scenes"] if s % 100 < UNSEEN_FROM]
    unseen = [s for spec in ROOM_KINDS.values() for s in spec["scenes"] if s % 100 >= UNSEEN_FROM]
    games = []
    for task_type in TASK_ROOMS:
        combos = combinations(task_type)
        rng.shuffle(combos)
        n_held = max(2, round(HELD_OUT_SHARE * len(combos)))
        pools = {"train": combos[n_held:], "valid_seen": combos[:n_held], "valid_unseen": combos[:n_held]}
        for split, count in GAMES_PER_TYPE.items():
            scenes = unseen if split == "valid_unseen" else seen
            made, order, k = 0, [], 0
            while made < count:
                if not order:
                    order = list(pools[split])
                    rng.shuffle(order)
                    k += 1
                    if k > 50:
                        raise RuntimeError(f"cannot design {count} {split} games of {task_type}")
                obj, target = order.pop()
                design = design_game(rng, split, task_type, obj, target, scenes)
                if design is not None:
                    games.append(design)
                    made += 1
    return games


def _pddl_name(alfred_id: str) -> str:
    """ALFRED id → PDDL name, as ALFRED's ``fix_pddl_str_chars`` writes it."""
    for char, word in (("|", "_bar_"), ("+", "_plus_"), ("-", "_minus_"), (".", "_dot_")):
        alfred_id = alfred_id.replace(char, word)
    return alfred_id


def _object_id(cls: str, x: float, y: float, z: float) -> str:
    base = _BASINS.get(cls, cls)
    suffix = f"|{cls}" if cls in _BASINS else ""
    x, y, z = (round(v, 2) + 0.0 for v in (x, y, z))  # + 0.0 turns -0.0 into 0.0
    return _pddl_name(f"{base}|{x:+06.2f}|{y:+06.2f}|{z:+06.2f}{suffix}")


def _location(x: int, z: int, rotation: int, horizon: int) -> str:
    return _pddl_name(f"loc|{x}|{z}|{rotation}|{horizon}")


def _trial_name(index: int) -> str:
    return f"trial_T20250101_000000_{index:06d}"


def game_dir(design: GameDesign, index: int) -> Path:
    """The trial folder of ``design`` relative to the data root."""
    folder = f"{design.task_type}-{design.obj}-None-{design.target}-{design.scene}"
    return Path("json_2.1.1", design.split, folder, _trial_name(index))


def problem_pddl(design: GameDesign, index: int) -> str:
    """The ALFRED-style ``initial_state.pddl`` of ``design``."""
    rtypes: dict[str, str] = {}  # receptacle id -> class
    otypes: dict[str, str] = {}  # object id -> class
    contents: list[tuple[str, str]] = []  # (object id, receptacle id)
    locations: dict[str, str] = {}  # entity id -> location
    z0 = -1.20 + 0.15 * (design.scene % 7)
    for i, (recep_cls, objects) in enumerate(design.room):
        rx, ry, rz = -1.50 + 0.85 * i, 0.0 if recep_cls in _FLOOR else 0.90, z0 + 0.40 * (i % 2)
        recep = _object_id(recep_cls, rx, ry, rz)
        rtypes[recep] = recep_cls
        locations[recep] = _location(2 * i - 4, design.scene % 5 - 2, i % 4, 30 if i % 2 else 60)
        for j, obj_cls in enumerate(objects):
            obj = _object_id(obj_cls, rx - 0.20 + 0.12 * j, ry + 0.05, rz + 0.07 * j)
            otypes[obj] = obj_cls
            contents.append((obj, recep))
            locations[obj] = locations[recep]
    agent_location = _location(-6, design.scene % 3, 2, 30)

    toggle = design.target if design.task_type == "look_at_obj_in_light" else ""
    otype_names = sorted(set(otypes.values()) | set(_DOMAIN_OTYPES))
    rtype_names = sorted(set(rtypes.values()) | set(_DOMAIN_RTYPES))
    objects = (["agent1 - agent"] + [f"{t}Type - otype" for t in otype_names]
               + [f"{t}Type - rtype" for t in rtype_names]
               + [f"{o} - object" for o in sorted(otypes)] + [f"{r} - receptacle" for r in sorted(rtypes)]
               + [f"{loc} - location" for loc in sorted(set(locations.values()) | {agent_location})])

    actions = constants.VAL_ACTION_OBJECTS
    init = [f"(receptacleType {r} {t}Type)" for r, t in rtypes.items()]
    init += [f"(objectType {o} {t}Type)" for o, t in otypes.items()]
    init += [f"(canContain {rt}Type {ot}Type)" for rt in sorted(set(rtypes.values()))
             for ot in sorted(set(otypes.values())) if ot in constants.VAL_RECEPTACLE_OBJECTS.get(rt, ())]
    init += [f"(pickupable {o})" for o, t in otypes.items() if t != toggle]
    init += [f"(openable {r})" for r, t in rtypes.items() if t in constants.OPENABLE_CLASS_SET]
    init.append(f"(atLocation agent1 {agent_location})")
    for predicate, group in (("cleanable", "Cleanable"), ("heatable", "Heatable"), ("coolable", "Coolable"),
                             ("sliceable", "Sliceable")):
        init += [f"({predicate} {o})" for o, t in otypes.items() if t in actions[group]]
    init += [f"(toggleable {o})" for o, t in otypes.items() if t == toggle]
    init += [f"(inReceptacle {o} {r})" for o, r in contents]
    init += [f"(receptacleAtLocation {r} {locations[r]})" for r in rtypes]
    init += [f"(objectAtLocation {o} {locations[o]})" for o in otypes]

    recep = "" if toggle else design.target
    goal = goal_library.gdict[design.task_type]["pddl"].format(obj=design.obj, recep=recep, toggle=toggle, mrecep="")
    indent = "\n        "
    return (f"\n(define (problem plan_{_trial_name(index)})\n(:domain alfred)\n(:objects{indent}"
            + indent.join(objects) + f"{indent})\n\n(:init{indent}" + indent.join(init) + f"{indent})\n\n"
            + goal.replace("#", "-") + "\n")


def _human_description(design: GameDesign) -> str:
    obj, target = design.obj.lower(), design.target.lower()
    return {
        "pick_and_place_simple": f"Put the {obj} in the {target}.",
        "look_at_obj_in_light": f"Look at the {obj} in the light of the {target}.",
        "pick_clean_then_place_in_recep": f"Rinse the {obj} in the sink and put it in the {target}.",
        "pick_heat_then_place_in_recep": f"Warm the {obj} in the microwave and put it in the {target}.",
        "pick_cool_then_place_in_recep": f"Chill the {obj} in the fridge and put it in the {target}.",
        "pick_two_obj_and_place": f"Put both {obj}s in the {target}.",
    }[design.task_type]


def traj_data(design: GameDesign, index: int) -> dict:
    """The ``traj_data.json`` fields that ``alfworld-generate`` and alfworld's expert read."""
    look_at = design.task_type == "look_at_obj_in_light"
    return {
        "task_id": _trial_name(index),
        "task_type": design.task_type,
        "pddl_params": {
            "object_target": design.obj,
            "parent_target": "" if look_at else design.target,
            "toggle_target": design.target if look_at else "",
            "mrecep_target": "",
            "object_sliced": False,
        },
        "scene": {"floor_plan": f"FloorPlan{design.scene}", "scene_num": design.scene},
        "turk_annotations": {"anns": [{"task_desc": _human_description(design), "high_descs": [], "votes": [1, 1]}]},
    }


def _load_gen_game_files():
    """alfworld-generate's ``gen_game_files``, loaded from the installed script."""
    script = Path(sys.executable).with_name("alfworld-generate")
    if not script.is_file():
        found = shutil.which("alfworld-generate")
        if found is None:
            raise FileNotFoundError(f"alfworld-generate not found next to {sys.executable} nor on PATH")
        script = Path(found)
    return runpy.run_path(str(script), run_name="alfworld_generate")["gen_game_files"]


def generate(trial_dir: Path, gen_game_files) -> None:
    """Run alfworld-generate on one trial folder, with the goal sentence drawn from a per-game seed.

    Raises:
        RuntimeError: alfworld-generate failed (its output is included).
    """
    data = Path(alfworld.__file__).resolve().parent / "data"
    args = argparse.Namespace(
        data_path=str(trial_dir), save_path=str(trial_dir), domain=str(data / "alfred.pddl"),
        grammar=str(data / "alfred.twl2"), expert_type="planner", verbose=True, start=0, end=10**6,
        goal_desc_human_anns_prob=0.0, seed=0)
    random.seed(zlib.crc32(trial_dir.parent.name.encode()))  # get_templated_task_desc uses the global random
    log = io.StringIO()
    try:
        with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
            gen_game_files(args)
    except Exception as exc:
        raise RuntimeError(f"alfworld-generate failed on {trial_dir}:\n{log.getvalue()}") from exc


def check(out: Path, rel_dir: Path, env: ALFWorldEnv) -> tuple[str, list[str]]:
    """(goal, walkthrough) of a generated game, after checking it is solvable and its walkthrough wins at the end.

    Raises:
        RuntimeError: the game is unsolvable, its walkthrough is too long, or it does not win exactly at its end.
    """
    with open(out / rel_dir / "game.tw-pddl") as f:
        game = json.load(f)
    walkthrough = game.get("walkthrough") or []
    if game.get("solvable") is not True or not walkthrough:
        raise RuntimeError(f"{rel_dir}: not solvable")
    if len(walkthrough) > MAX_WALKTHROUGH:
        raise RuntimeError(f"{rel_dir}: walkthrough has {len(walkthrough)} > {MAX_WALKTHROUGH} steps: {walkthrough}")
    first = env.reset(Task(task_id=rel_dir.as_posix(), task_type=rel_dir.parts[2].split("-")[0]))
    for i, action in enumerate(walkthrough, start=1):
        result = env.step(action)
        last = i == len(walkthrough)
        if not result.info["admissible"] or result.won != last or result.done != last:
            raise RuntimeError(f"{rel_dir}: walkthrough step {i} {action!r} gave admissible="
                               f"{result.info['admissible']} won={result.won} done={result.done}")
    return first.goal, walkthrough


def _readme(rows: list[tuple[GameDesign, Path, str, list[str]]]) -> str:
    lines = [
        "# Designed ALFWorld games",
        "",
        "Written by `scripts/make_alfworld_games.py` (do not edit by hand: change the script and rerun it).",
        "Each trial has a designed ALFRED-style `initial_state.pddl` and `traj_data.json`; `game.tw-pddl` was written",
        "by alfworld's `alfworld-generate` (alfworld 0.4.2, the wheel's `alfred.pddl` / `alfred.twl2`,",
        "`--expert_type planner`: the walkthrough is the shortest plan). Rooms are small (five or six receptacles,",
        "three to six objects) so episodes are cheap and short. A scene number fixes a room's receptacles:",
        "`valid_seen` games come from the rooms train games are drawn from (scenes 1-20 of each hundred),",
        "`valid_unseen` games from rooms no train game uses (21-30), and no held-out game shares its (task type,",
        "object, target) combination with a train game.",
        "",
        "| split | task type | goal | walkthrough steps |",
        "|---|---|---|---|",
    ]
    lines += [f"| {d.split} | {d.task_type} | {goal} | {len(walk)} |" for d, _, goal, walk in rows]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Write, generate and check every game of :func:`design_games` under ``--out``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=SHIPPED_DATA_PATH,
                        help="data root to write (json_2.1.1/ inside it is replaced); default: %(default)s")
    out = parser.parse_args(argv).out.resolve()

    shutil.rmtree(out / "json_2.1.1", ignore_errors=True)
    gen_game_files = _load_gen_game_files()
    env = ALFWorldEnv(out)
    rows, skipped = [], []
    for index, design in enumerate(design_games(), start=1):
        rel_dir = game_dir(design, index)
        trial = out / rel_dir
        trial.mkdir(parents=True)
        (trial / "initial_state.pddl").write_text(problem_pddl(design, index))
        (trial / "traj_data.json").write_text(json.dumps(traj_data(design, index), indent=2) + "\n")
        try:
            generate(trial, gen_game_files)
            goal, walkthrough = check(out, rel_dir, env)
        except RuntimeError as exc:  # a design the planner cannot solve within MAX_WALKTHROUGH steps: left out
            shutil.rmtree(trial.parent if len(list(trial.parent.iterdir())) == 1 else trial)
            skipped.append(f"{rel_dir}: {str(exc).splitlines()[0]}")
            print(f"skipped {skipped[-1]}", flush=True)
            continue
        rows.append((design, rel_dir, goal, walkthrough))
        print(f"{design.split:12s} {len(walkthrough):2d} steps  {rel_dir.parent.name}: {goal}", flush=True)
    env.close()
    (out / "README.md").write_text(_readme(rows))
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"{len(rows)} games written under {out} ({size / 1e6:.2f} MB); {len(skipped)} designs left out")


if __name__ == "__main__":
    main()
