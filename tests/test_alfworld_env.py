"""ALFWorldSpec / ALFWorldEnv on the shipped hand-designed games and on one real ALFRED game."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from prover_lightning.envs import alfworld as alfworld_env
from prover_lightning.envs.alfworld import SHIPPED_DATA_PATH, TASK_TYPES, ALFWorldEnv, ALFWorldSpec
from prover_lightning.envs.base import Task

REPO = Path(__file__).resolve().parents[1]
REAL_DATA = REPO / "tests" / "fixtures" / "alfworld_real"
REAL_TASK_ID = ("json_2.1.1/train/pick_heat_then_place_in_recep-Potato-None-SinkBasin-14/"
                "trial_T20190908_231731_054988")
REAL_OBSERVATION = (
    "You are in the middle of a room. Looking quickly around you, you see a cabinet 8, a cabinet 7, a cabinet 6, "
    "a cabinet 5, a cabinet 4, a cabinet 3, a cabinet 2, a cabinet 1, a coffeemachine 1, a countertop 2, "
    "a countertop 1, a fridge 1, a garbagecan 1, a microwave 1, a sinkbasin 1, a stoveburner 4, a stoveburner 3, "
    "a stoveburner 2, a stoveburner 1, and a toaster 1.")
#: alfworld's goal templates (alfworld.gen.goal_library), filled from the folder name's object and receptacle
GOAL_TEMPLATES = {
    "pick_and_place_simple": ["put a {obj} in {recep}.", "put some {obj} on {recep}."],
    "look_at_obj_in_light": ["look at {obj} under the {recep}.", "examine the {obj} with the {recep}."],
    "pick_clean_then_place_in_recep": ["put a clean {obj} in {recep}.", "clean some {obj} and put it in {recep}."],
    "pick_heat_then_place_in_recep": ["put a hot {obj} in {recep}.", "heat some {obj} and put it in {recep}."],
    "pick_cool_then_place_in_recep": ["put a cool {obj} in {recep}.", "cool some {obj} and put it in {recep}."],
    "pick_two_obj_and_place": ["put two {obj} in {recep}.", "find two {obj} and put them in {recep}."],
}

SHIPPED = ALFWorldSpec(data_path=SHIPPED_DATA_PATH)
SHIPPED_TASKS = SHIPPED.tasks("train") + SHIPPED.tasks("valid_seen") + SHIPPED.tasks("valid_unseen")


def walkthrough(data_root: Path, task: Task) -> list[str]:
    with open(data_root / task.task_id / "game.tw-pddl") as f:
        return json.load(f)["walkthrough"]


@pytest.fixture(scope="module")
def shipped_env():
    env = ALFWorldSpec(data_path=SHIPPED_DATA_PATH, cache_size=len(SAMPLE_TASKS)).make()
    yield env
    env.close()


@pytest.fixture(scope="module")
def real_env():
    env = ALFWorldSpec(data_path=REAL_DATA).make()
    yield env
    env.close()


@pytest.fixture(scope="module")
def real_task() -> Task:
    (task,) = ALFWorldSpec(data_path=REAL_DATA).tasks("train")
    return task


def test_shipped_splits_have_the_designed_counts_and_all_six_types():
    splits = {split: SHIPPED.tasks(split) for split in ("train", "valid_seen", "valid_unseen")}
    assert Counter(t.task_type for t in splits["train"]) == {tt: 24 for tt in TASK_TYPES}
    assert Counter(t.task_type for t in splits["valid_seen"]) == {tt: 6 for tt in TASK_TYPES}
    assert Counter(t.task_type for t in splits["valid_unseen"]) == {tt: 6 for tt in TASK_TYPES}
    assert SHIPPED.task_types == TASK_TYPES and len(TASK_TYPES) == 6
    assert SHIPPED.name == "alfworld"
    for split, tasks in splits.items():
        assert [t.task_id for t in tasks] == sorted(t.task_id for t in tasks)
        for task in tasks:
            parts = Path(task.task_id).parts
            assert parts[:2] == ("json_2.1.1", split) and parts[3].startswith("trial_T")
            assert parts[2].startswith(task.task_type + "-") and task.seed == 0
            assert (SHIPPED_DATA_PATH / task.task_id / "initial_state.pddl").is_file()
    # held-out games never share a (task type, object, receptacle) combination with train games
    combos = {split: {Path(t.task_id).parts[2].rsplit("-", 1)[0] for t in tasks} for split, tasks in splits.items()}
    assert not combos["train"] & combos["valid_seen"] and not combos["train"] & combos["valid_unseen"]
    # a scene number fixes a room: valid_seen games are played in the rooms train games are drawn from (scene 1-20
    # of each hundred; 29 of its 36 games in a room some train game uses), valid_unseen games in rooms outside that
    # range, which no train game uses
    rooms = {split: [int(Path(t.task_id).parts[2].rsplit("-", 1)[1]) for t in tasks] for split, tasks in splits.items()}
    assert all(r % 100 <= 20 for r in rooms["train"] + rooms["valid_seen"])
    assert all(r % 100 > 20 for r in rooms["valid_unseen"])
    assert sum(r in set(rooms["train"]) for r in rooms["valid_seen"]) == 29


def test_shipped_games_are_small():
    size = sum(p.stat().st_size for p in SHIPPED_DATA_PATH.rglob("*") if p.is_file())
    assert size < 12_000_000  # 216 games; git stores them delta-compressed, see the README
    lengths = [len(walkthrough(SHIPPED_DATA_PATH, t)) for t in SHIPPED_TASKS]
    assert min(lengths) >= 3 and max(lengths) <= 12


#: the first game of each task type in each split (every shipped game's walkthrough is replayed in test_experts.py)
SAMPLE_TASKS = list({(Path(t.task_id).parts[1], t.task_type): t for t in reversed(SHIPPED_TASKS)}.values())


@pytest.mark.parametrize("task", SAMPLE_TASKS, ids=lambda t: Path(t.task_id).parts[2])
def test_shipped_game_wins_by_its_walkthrough(shipped_env, task):
    start = shipped_env.reset(task)
    task_type, obj, _, recep, _ = Path(task.task_id).parts[2].split("-")
    assert start.goal in [t.format(obj=obj.lower(), recep=recep.lower()) for t in GOAL_TEMPLATES[task_type]]
    assert start.observation.startswith("You are in the middle of a room. Looking quickly around you, you see a ")
    assert "Welcome" not in start.observation and "Your task is to" not in start.observation
    assert (start.won, start.done, start.score) == (False, False, 0.0)
    assert "help" not in start.admissible_actions and "look" in start.admissible_actions
    assert start.admissible_actions == sorted(start.admissible_actions)

    actions = walkthrough(SHIPPED_DATA_PATH, task)
    admissible = start.admissible_actions
    for i, action in enumerate(actions, start=1):
        assert action in admissible
        result = shipped_env.step(action)
        last = i == len(actions)
        assert result.info == {"admissible": True}
        assert (result.won, result.done, result.score) == (last, last, float(last))
        assert result.goal == "" and result.observation != "Nothing happens."
        admissible = result.admissible_actions
    with pytest.raises(RuntimeError):
        shipped_env.step(actions[-1])


def test_real_alfred_game_loads_and_wins_by_its_16_step_walkthrough(real_env, real_task):
    assert real_task == Task(task_id=REAL_TASK_ID, task_type="pick_heat_then_place_in_recep")
    start = real_env.reset(real_task)
    assert start.goal == "heat some potato and put it in sinkbasin."
    assert start.observation == REAL_OBSERVATION
    assert "go to sinkbasin 1" in start.admissible_actions and "help" not in start.admissible_actions
    assert start.admissible_actions[-2:] == ["inventory", "look"] and len(start.admissible_actions) == 22
    assert start.info["game_file"] == str(REAL_DATA / REAL_TASK_ID / "game.tw-pddl")

    actions = walkthrough(REAL_DATA, real_task)
    assert len(actions) == 16
    observations = []
    for i, action in enumerate(actions, start=1):
        result = real_env.step(action)
        assert (result.won, result.done) == (i == 16, i == 16) and result.info["admissible"]
        observations.append(result.observation)
    assert observations[11] == "You pick up the potato 1 from the countertop 2."
    assert observations[13] == "You heat the potato 1 using the microwave 1."
    assert observations[15] == "You move the potato 1 to the sinkbasin 1."
    assert result.score == 1.0


def _play(env: ALFWorldEnv, task: Task, actions: list[str]) -> list[tuple]:
    start = env.reset(task)
    trace = [(start.observation, start.goal, tuple(start.admissible_actions))]
    for action in actions:
        result = env.step(action)
        trace.append((result.observation, result.won, result.done, tuple(result.admissible_actions), result.info))
    return trace


def test_same_task_and_actions_give_identical_observations(real_env, real_task):
    actions = ["go to fridge 1", "open fridge 1", "take mug 3 from fridge 1", "fly away", "go to countertop 1",
               "inventory", "look"]
    first = _play(real_env, real_task, actions)
    second = _play(real_env, real_task, actions)  # from the cache
    third = _play(ALFWorldSpec(data_path=REAL_DATA).make(), real_task, actions)  # a fresh load
    assert first == second == third
    assert first[3][0] == "You pick up the mug 3 from the fridge 1."
    assert first[4][0] == "Nothing happens."


def test_switching_games_through_a_small_cache_replays_identically():
    a, b, c = SHIPPED_TASKS[:3]
    reference = {t.task_id: _play(ALFWorldEnv(SHIPPED_DATA_PATH), t, walkthrough(SHIPPED_DATA_PATH, t))
                 for t in (a, b, c)}
    env = ALFWorldEnv(SHIPPED_DATA_PATH, cache_size=2)
    # a: load, b: load, a: cached after a switch, c: load (evicts b), b: load again
    for task in (a, b, a, c, b):
        assert _play(env, task, walkthrough(SHIPPED_DATA_PATH, task)) == reference[task.task_id]


def test_non_admissible_action_is_passed_on_and_flagged(shipped_env):
    task = SHIPPED_TASKS[0]
    start = shipped_env.reset(task)
    result = shipped_env.step("fly to the moon")
    assert result.observation == "Nothing happens."
    assert result.info == {"admissible": False}
    assert (result.won, result.done, result.score) == (False, False, 0.0)
    assert result.admissible_actions == start.admissible_actions
    help_result = shipped_env.step("help")  # a real game command, but not offered to the agent
    assert help_result.info == {"admissible": False} and "inventory" in help_result.observation
    actions = walkthrough(SHIPPED_DATA_PATH, task)
    for action in actions:
        result = shipped_env.step(action)
    assert result.won and result.done


def test_step_without_a_running_episode_raises(tmp_path):
    env = ALFWorldEnv(SHIPPED_DATA_PATH)
    with pytest.raises(RuntimeError, match="reset"):
        env.step("look")
    task = SHIPPED_TASKS[0]
    env.reset(task)
    for action in walkthrough(SHIPPED_DATA_PATH, task):
        last = env.step(action)
    assert last.done
    with pytest.raises(RuntimeError, match="reset"):
        env.step("look")
    assert env.reset(task).admissible_actions  # a new episode can start
    env.close()
    with pytest.raises(RuntimeError):
        env.step("look")


def test_missing_data_raises_file_not_found_naming_the_path(tmp_path):
    missing = tmp_path / "no_such_data"
    with pytest.raises(FileNotFoundError) as error:
        ALFWorldSpec(data_path=missing).tasks("train")
    assert str(missing / "json_2.1.1" / "train") in str(error.value) and "ALFWORLD_DATA" in str(error.value)
    with pytest.raises(FileNotFoundError) as error:
        SHIPPED.tasks("test_seen")  # no such split in the shipped games
    assert str(SHIPPED_DATA_PATH / "json_2.1.1" / "test_seen") in str(error.value)
    bad_task = Task(task_id="json_2.1.1/train/pick_and_place_simple-Apple-None-Fridge-1/trial_x", task_type="x")
    with pytest.raises(FileNotFoundError, match="trial_x"):
        ALFWorldEnv(SHIPPED_DATA_PATH).reset(bad_task)


def test_alfworld_data_env_var_is_honoured(monkeypatch, real_task):
    monkeypatch.setenv("ALFWORLD_DATA", str(REAL_DATA))
    spec = ALFWorldSpec()
    assert spec.data_path == str(REAL_DATA)
    assert spec.tasks("train") == [real_task]
    assert ALFWorldSpec(data_path=SHIPPED_DATA_PATH).data_path == str(SHIPPED_DATA_PATH)  # an explicit path wins
    monkeypatch.delenv("ALFWORLD_DATA")
    assert ALFWorldSpec().data_path == str(SHIPPED_DATA_PATH)


def test_value_that_import_alfworld_writes_counts_as_unset(monkeypatch):
    default = alfworld_env._ALFWORLD_IMPORT_DEFAULT
    if (default / "json_2.1.1").is_dir():
        pytest.skip(f"{default} holds real ALFWorld data here")
    monkeypatch.setenv("ALFWORLD_DATA", str(default))
    assert ALFWorldSpec().data_path == str(SHIPPED_DATA_PATH)


def test_unsolvable_and_foreign_games_are_skipped(tmp_path):
    source_task = SHIPPED.tasks("train")[0]
    source = SHIPPED_DATA_PATH / source_task.task_id
    split = tmp_path / "json_2.1.1" / "train"
    kept = split / source.parent.name / source.name
    unsolvable = split / "pick_and_place_simple-Apple-None-Fridge-99" / "trial_T1"
    foreign = split / "pick_and_place_with_movable_recep-Apple-Bowl-Fridge-99" / "trial_T2"
    for folder in (kept, unsolvable, foreign):
        shutil.copytree(source, folder)
    game = json.loads((unsolvable / "game.tw-pddl").read_text())
    game["solvable"] = False
    (unsolvable / "game.tw-pddl").write_text(json.dumps(game))
    assert ALFWorldSpec(data_path=tmp_path).tasks("train") == [
        Task(task_id=kept.relative_to(tmp_path).as_posix(), task_type=source_task.task_type)]


def test_corrupt_game_file_is_skipped_with_a_warning_naming_it(tmp_path):
    source_task = SHIPPED.tasks("train")[0]
    source = SHIPPED_DATA_PATH / source_task.task_id
    split = tmp_path / "json_2.1.1" / "train"
    kept = split / source.parent.name / source.name
    truncated = split / "pick_and_place_simple-Apple-None-Fridge-98" / "trial_T1"
    binary = split / "pick_and_place_simple-Apple-None-Fridge-99" / "trial_T1"
    for folder in (kept, truncated, binary):
        shutil.copytree(source, folder)
    (truncated / "game.tw-pddl").write_text((source / "game.tw-pddl").read_text()[:100])
    (binary / "game.tw-pddl").write_bytes(b"\xff\xfe\x00garbage")
    spec = ALFWorldSpec(data_path=tmp_path)
    with pytest.warns(UserWarning, match="skipped 2 unreadable game file") as record:
        tasks = spec.tasks("train")
    assert tasks == [Task(task_id=kept.relative_to(tmp_path).as_posix(), task_type=source_task.task_type)]
    message = str(record[0].message)
    assert str(truncated / "game.tw-pddl") in message and str(binary / "game.tw-pddl") in message
    assert [entry.split(" (")[0] for entry in spec.corrupt_game_files] == [
        str(truncated / "game.tw-pddl"), str(binary / "game.tw-pddl")]


def test_spec_pickles_and_validates():
    spec = pickle.loads(pickle.dumps(ALFWorldSpec(data_path=REAL_DATA, cache_size=2)))
    assert (spec.data_path, spec.cache_size) == (str(REAL_DATA), 2)
    assert isinstance(spec.make(), ALFWorldEnv)
    with pytest.raises(ValueError, match="cache_size"):
        ALFWorldSpec(cache_size=0)


def test_display_names_match_alfworlds_demangler(monkeypatch, real_env, real_task):
    monkeypatch.setenv("ALFWORLD_DATA", str(REAL_DATA))  # importing alfworld rewrites this variable
    from alfworld.agents.utils.misc import Demangler

    real_env.reset(real_task)
    infos = real_env._engine._entity_infos
    ids = [info.id for info in infos.values()]
    demangler = Demangler(game_infos={i: type("Info", (), {"id": i})() for i in ids}, shuffle=False)
    names = alfworld_env.alfred_display_names(ids)
    assert names == {i: demangler.demangle_alfred_name(i) for i in ids}
    assert {names[i] for i in ids if i.startswith("sink_")} == {"sink 1", "sinkbasin 1"}


def test_import_pulls_in_neither_torch_nor_alfworld():
    code = ("import sys, prover_lightning.envs.alfworld; "
            "print(sorted(m for m in ('torch', 'alfworld') if m in sys.modules))")
    env = {k: v for k, v in os.environ.items() if k != "ALFWORLD_DATA"}
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
