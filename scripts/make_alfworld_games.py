"""Write the small hand-designed ALFWorld games shipped in ``prover_lightning/envs/alfworld_games``.

For each game in :data:`GAMES` this writes an ALFRED-style ``initial_state.pddl`` and ``traj_data.json`` in the
official layout ``<out>/json_2.1.1/<split>/<task_type>-<Obj>-None-<Recep>-<scene>/trial_<id>/``, runs alfworld's own
``alfworld-generate`` (its ``gen_game_files``, in this process, with the wheel's ``alfred.pddl`` / ``alfred.twl2`` and
``--expert_type planner``, so the walkthrough is fast-downward's shortest plan rather than the hand-coded expert's
exploration) to write ``game.tw-pddl``, then checks that every game is ``"solvable": true`` and that its
walkthrough wins through :class:`prover_lightning.envs.alfworld.ALFWorldEnv`, at the last step only.

Rooms are small (five receptacles, two to four objects) so reset and step are fast and the expert walkthrough is short.
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
    """One hand-designed game.

    Attributes:
        split: ``train`` or ``valid_seen``.
        task_type: one of the six ALFWorld task types.
        obj: the object class to handle (ALFRED ``object_target``).
        target: the receptacle class to put it in (``parent_target``), or the lamp (``toggle_target``) for
            ``look_at_obj_in_light``.
        scene: ALFRED-style scene number (1-30 kitchen, 201-230 living room, 301-330 bedroom, 401-430 bathroom); only
            names the folder and varies the made-up coordinates.
        room: the receptacles, each with the classes of the objects it holds, in declaration order.
    """

    split: str
    task_type: str
    obj: str
    target: str
    scene: int
    room: tuple[tuple[str, tuple[str, ...]], ...]


def _room(*receptacles: tuple[str, tuple[str, ...]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(receptacles)


GAMES: list[GameDesign] = [
    # pick_and_place_simple
    GameDesign("train", "pick_and_place_simple", "Apple", "Fridge", 11, _room(
        ("CounterTop", ("Mug", "Bread")), ("Fridge", ()), ("DiningTable", ("Apple",)), ("Cabinet", ()),
        ("GarbageCan", ()))),
    GameDesign("train", "pick_and_place_simple", "RemoteControl", "ArmChair", 205, _room(
        ("Sofa", ("Newspaper",)), ("CoffeeTable", ("RemoteControl",)), ("SideTable", ("KeyChain",)), ("Drawer", ()),
        ("ArmChair", ()))),
    GameDesign("train", "pick_and_place_simple", "SoapBottle", "Toilet", 412, _room(
        ("CounterTop", ("SprayBottle",)), ("Toilet", ("ToiletPaper",)), ("Cabinet", ("SoapBottle",)),
        ("GarbageCan", ()), ("SinkBasin", ()))),
    GameDesign("valid_seen", "pick_and_place_simple", "Pencil", "Shelf", 318, _room(
        ("Bed", ("Book",)), ("Desk", ("Pencil", "CD")), ("Shelf", ()), ("Drawer", ()), ("SideTable", ()))),
    # look_at_obj_in_light
    GameDesign("train", "look_at_obj_in_light", "AlarmClock", "DeskLamp", 301, _room(
        ("Bed", ("CellPhone",)), ("Desk", ("AlarmClock",)), ("SideTable", ("DeskLamp",)), ("Drawer", ()),
        ("Dresser", ()))),
    GameDesign("train", "look_at_obj_in_light", "Book", "DeskLamp", 310, _room(
        ("Bed", ("Book",)), ("Shelf", ("CD",)), ("Desk", ("DeskLamp", "Pen")), ("Drawer", ()), ("Drawer", ()))),
    GameDesign("train", "look_at_obj_in_light", "Pillow", "DeskLamp", 215, _room(
        ("Sofa", ("Pillow",)), ("CoffeeTable", ("RemoteControl",)), ("SideTable", ()), ("Dresser", ("DeskLamp",)),
        ("ArmChair", ()))),
    GameDesign("valid_seen", "look_at_obj_in_light", "KeyChain", "DeskLamp", 322, _room(
        ("Bed", ("Pillow",)), ("Desk", ("DeskLamp",)), ("Shelf", ("CD",)), ("Drawer", ("KeyChain",)),
        ("GarbageCan", ()))),
    # pick_clean_then_place_in_recep
    GameDesign("train", "pick_clean_then_place_in_recep", "Mug", "CoffeeMachine", 5, _room(
        ("CounterTop", ("Mug", "Spatula")), ("SinkBasin", ()), ("CoffeeMachine", ()), ("Cabinet", ()),
        ("StoveBurner", ("Pan",)))),
    GameDesign("train", "pick_clean_then_place_in_recep", "Fork", "Drawer", 19, _room(
        ("DiningTable", ("Fork",)), ("SinkBasin", ()), ("Drawer", ()), ("CounterTop", ("Knife",)),
        ("Fridge", ("Apple",)))),
    GameDesign("train", "pick_clean_then_place_in_recep", "SoapBar", "Cabinet", 405, _room(
        ("CounterTop", ("SprayBottle",)), ("SinkBasin", ()), ("Toilet", ("SoapBar",)), ("Cabinet", ("Cloth",)),
        ("GarbageCan", ()))),
    GameDesign("valid_seen", "pick_clean_then_place_in_recep", "Plate", "Cabinet", 24, _room(
        ("DiningTable", ("Plate",)), ("CounterTop", ("Bowl",)), ("SinkBasin", ()), ("Microwave", ("Egg",)),
        ("Cabinet", ()))),
    # pick_heat_then_place_in_recep
    GameDesign("train", "pick_heat_then_place_in_recep", "Egg", "GarbageCan", 7, _room(
        ("CounterTop", ("Egg",)), ("Microwave", ()), ("Fridge", ("Cup",)), ("DiningTable", ("Apple",)),
        ("GarbageCan", ()))),
    GameDesign("train", "pick_heat_then_place_in_recep", "Bread", "DiningTable", 13, _room(
        ("CounterTop", ("Bread", "Knife")), ("Microwave", ()), ("DiningTable", ()), ("Cabinet", ("Mug",)),
        ("Toaster", ()))),
    GameDesign("train", "pick_heat_then_place_in_recep", "Mug", "Cabinet", 28, _room(
        ("DiningTable", ("Mug", "Plate")), ("Microwave", ()), ("Cabinet", ()), ("Cabinet", ()),
        ("CoffeeMachine", ()))),
    GameDesign("valid_seen", "pick_heat_then_place_in_recep", "Apple", "SideTable", 2, _room(
        ("CounterTop", ("Tomato",)), ("Microwave", ()), ("Fridge", ("Apple",)), ("SideTable", ()),
        ("SinkBasin", ()))),
    # pick_cool_then_place_in_recep
    GameDesign("train", "pick_cool_then_place_in_recep", "Tomato", "Microwave", 9, _room(
        ("CounterTop", ("Potato",)), ("Fridge", ()), ("Microwave", ()), ("DiningTable", ("Tomato",)),
        ("Cabinet", ()))),
    GameDesign("train", "pick_cool_then_place_in_recep", "Lettuce", "DiningTable", 16, _room(
        ("CounterTop", ("Lettuce", "Egg")), ("Fridge", ()), ("DiningTable", ()), ("GarbageCan", ()),
        ("Drawer", ()))),
    GameDesign("train", "pick_cool_then_place_in_recep", "WineBottle", "Shelf", 21, _room(
        ("CounterTop", ("WineBottle",)), ("Fridge", ()), ("Cabinet", ("Cup",)), ("SinkBasin", ()), ("Shelf", ()))),
    GameDesign("valid_seen", "pick_cool_then_place_in_recep", "Cup", "CounterTop", 3, _room(
        ("DiningTable", ("Cup", "Bread")), ("Fridge", ()), ("Cabinet", ()), ("CounterTop", ()), ("Toaster", ()))),
    # pick_two_obj_and_place
    GameDesign("train", "pick_two_obj_and_place", "CD", "Drawer", 303, _room(
        ("Desk", ("CD",)), ("Drawer", ()), ("Bed", ("Laptop",)), ("Shelf", ("CD",)), ("SideTable", ()))),
    GameDesign("train", "pick_two_obj_and_place", "Pillow", "ArmChair", 208, _room(
        ("Sofa", ("Pillow", "Pillow")), ("CoffeeTable", ("RemoteControl",)), ("ArmChair", ()), ("SideTable", ()),
        ("Drawer", ()))),
    GameDesign("train", "pick_two_obj_and_place", "SaltShaker", "Cabinet", 26, _room(
        ("CounterTop", ("SaltShaker", "PepperShaker")), ("Cabinet", ()), ("DiningTable", ("SaltShaker",)),
        ("Fridge", ()), ("Cabinet", ()))),
    GameDesign("valid_seen", "pick_two_obj_and_place", "SoapBar", "GarbageCan", 419, _room(
        ("CounterTop", ("SoapBar",)), ("Toilet", ("SoapBar",)), ("Cabinet", ()), ("GarbageCan", ()),
        ("SinkBasin", ()))),
]


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
        "# Hand-designed ALFWorld games",
        "",
        "Written by `scripts/make_alfworld_games.py` (do not edit by hand: change the script and rerun it).",
        "Each trial has a made-up ALFRED-style `initial_state.pddl` and `traj_data.json`; `game.tw-pddl` was written",
        "by alfworld's `alfworld-generate` (alfworld 0.4.2, the wheel's `alfred.pddl` / `alfred.twl2`,",
        "`--expert_type planner`: the walkthrough is the shortest plan). Rooms are small (five receptacles, two to",
        "four objects) so episodes are cheap and short. Scene numbers only name the folders.",
        "",
        "| split | task type | goal | walkthrough steps |",
        "|---|---|---|---|",
    ]
    lines += [f"| {d.split} | {d.task_type} | {goal} | {len(walk)} |" for d, _, goal, walk in rows]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Write, generate and check every game of :data:`GAMES` under ``--out``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=SHIPPED_DATA_PATH,
                        help="data root to write (json_2.1.1/ inside it is replaced); default: %(default)s")
    out = parser.parse_args(argv).out.resolve()

    shutil.rmtree(out / "json_2.1.1", ignore_errors=True)
    gen_game_files = _load_gen_game_files()
    env = ALFWorldEnv(out)
    rows = []
    for index, design in enumerate(GAMES, start=1):
        rel_dir = game_dir(design, index)
        trial = out / rel_dir
        trial.mkdir(parents=True)
        (trial / "initial_state.pddl").write_text(problem_pddl(design, index))
        (trial / "traj_data.json").write_text(json.dumps(traj_data(design, index), indent=2) + "\n")
        generate(trial, gen_game_files)
        goal, walkthrough = check(out, rel_dir, env)
        rows.append((design, rel_dir, goal, walkthrough))
        print(f"{design.split:10s} {len(walkthrough):2d} steps  {rel_dir.parent.name}: {goal}")
    env.close()
    (out / "README.md").write_text(_readme(rows))
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"{len(rows)} games written under {out} ({size / 1e6:.2f} MB)")


if __name__ == "__main__":
    main()
