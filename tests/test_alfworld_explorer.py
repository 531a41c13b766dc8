"""The observation-only ALFWorld expert: a shipped game played step by step (it opens closed receptacles to look inside,
takes the object once seen, cools it, puts it), it wins without the game's walkthrough or trial data, it reads every
goal template, and the ObservationExpert contract stops where it should."""

from __future__ import annotations

import json
import shutil

import pytest
import yaml

from prover_lightning.alfworld_explorer import ALFWorldExplorer, ALFWorldGoal, parse_goal
from prover_lightning.envs.alfworld import GAME_FILE, SHIPPED_DATA_PATH, ALFWorldSpec
from prover_lightning.envs.base import StepResult, Task
from prover_lightning.experts import ExpertEpisode, ObservationExpert
from tests.envs_for_tests import CounterSpec

COOL_APPLE = "json_2.1.1/train/pick_cool_then_place_in_recep-Apple-None-DiningTable-4/trial_T20250101_000000_000148"


def test_explorer_searches_opens_and_cools_on_a_shipped_game_step_by_step():
    spec = ALFWorldSpec()
    task = Task(COOL_APPLE, "pick_cool_then_place_in_recep")
    actions = ALFWorldExplorer().actions(spec, task)
    # the room lists countertop, diningtable, fridge, microwave, sinkbasin, stoveburner; an apple can be on or in
    # countertop, fridge, microwave, sinkbasin (ALFRED's prior), diningtable is the target: searched last
    assert actions == [
        "go to countertop 1",  # sees a spatula
        "go to fridge 1", "open fridge 1",  # closed: open it to see inside (nothing)
        "go to microwave 1", "open microwave 1",  # closed: inside, an apple and a plate
        "take apple 1 from microwave 1",
        "go to fridge 1", "cool apple 1 with fridge 1",
        "go to diningtable 1", "move apple 1 to diningtable 1",
    ]
    env = spec.make()
    result = env.reset(task)
    assert result.goal == "put a cool apple in diningtable."
    seen = []
    for action in actions:
        assert not result.won and action in result.admissible_actions
        seen.append(result.observation)
        result = env.step(action)
    assert result.won and result.done
    # each open follows an arrival that showed the receptacle closed, and the take follows the observation of the apple
    assert seen[2] == "You arrive at fridge 1. The fridge 1 is closed."
    assert seen[4] == "You arrive at microwave 1. The microwave 1 is closed."
    assert seen[5] == "You open the microwave 1. The microwave 1 is open. In it, you see a apple 1, and a plate 1."


def test_explorer_wins_without_the_walkthrough_or_trial_data(tmp_path):
    """The game file stripped of its walkthrough and the trial's traj_data.json removed: the explorer still wins."""
    trial = tmp_path / COOL_APPLE
    shutil.copytree(SHIPPED_DATA_PATH / COOL_APPLE, trial)
    game = json.loads((trial / GAME_FILE).read_text())
    del game["walkthrough"]
    (trial / GAME_FILE).write_text(json.dumps(game))
    (trial / "traj_data.json").unlink()
    spec, task = ALFWorldSpec(tmp_path), Task(COOL_APPLE, "pick_cool_then_place_in_recep")
    actions = ALFWorldExplorer().actions(spec, task)
    env = spec.make()
    env.reset(task)
    assert [env.step(a).won for a in actions] == [False] * (len(actions) - 1) + [True]


@pytest.mark.parametrize("goal, expected", [
    ("put a apple in countertop.", ("pick_and_place_simple", "apple", "countertop")),
    ("put some box on shelf.", ("pick_and_place_simple", "box", "shelf")),
    ("look at candle under the desklamp.", ("look_at_obj_in_light", "candle", "desklamp")),
    ("examine the alarmclock with the desklamp.", ("look_at_obj_in_light", "alarmclock", "desklamp")),
    ("put a clean bowl in diningtable.", ("pick_clean_then_place_in_recep", "bowl", "diningtable")),
    ("clean some cloth and put it in cart.", ("pick_clean_then_place_in_recep", "cloth", "cart")),
    ("put a hot cup in cabinet.", ("pick_heat_then_place_in_recep", "cup", "cabinet")),
    ("heat some bread and put it in diningtable.", ("pick_heat_then_place_in_recep", "bread", "diningtable")),
    ("put a cool apple in garbagecan.", ("pick_cool_then_place_in_recep", "apple", "garbagecan")),
    ("cool some cup and put it in cabinet.", ("pick_cool_then_place_in_recep", "cup", "cabinet")),
    ("put two book in dresser.", ("pick_two_obj_and_place", "book", "dresser")),
    ("find two bowl and put them in sidetable.", ("pick_two_obj_and_place", "bowl", "sidetable")),
    ("slice the apple.", None),
])
def test_parse_goal_reads_every_alfworld_goal_template(goal, expected):
    assert parse_goal(goal) == (ALFWorldGoal(*expected) if expected else None)


def test_explorer_declines_a_goal_it_cannot_read():
    first = StepResult(observation="you see a desk 1.", goal="dance.", admissible_actions=["go to desk 1"])
    assert ALFWorldExplorer().start(first) is None


class _Scripted(ObservationExpert):
    """Says each of ``script`` in turn, ``None`` after it."""

    def __init__(self, script: list[str], max_steps: int) -> None:
        super().__init__(max_steps)
        self.script = script

    def start(self, first):
        script, seen = iter(self.script), []

        class Episode(ExpertEpisode):
            def act(self, result):
                seen.append(result.observation)
                return next(script, None)

        self.seen = seen
        return Episode()


def test_observation_expert_stops_at_the_win_at_giving_up_and_at_max_steps():
    spec, task = CounterSpec(), CounterSpec().tasks("train")[0]
    assert _Scripted(["a", "win", "b"], max_steps=10).actions(spec, task) == ["a", "win"]  # episode done
    assert _Scripted(["a", "b"], max_steps=10).actions(spec, task) == ["a", "b"]  # gave up after b
    expert = _Scripted(["a", "b", "c", "win"], max_steps=3)
    assert expert.actions(spec, task) == ["a", "b", "c"]
    assert len(expert.seen) == 3  # shown the reset's result and each step's, never the state after its last action
    with pytest.raises(ValueError, match="max_steps"):
        _Scripted([], max_steps=0)


def test_the_alfworld_cloning_config_uses_the_explorer():
    from pathlib import Path

    config = yaml.safe_load((Path(__file__).parent.parent / "configs/alfworld_sft_cpu.yaml").read_text())
    expert = config["data"]["init_args"]["expert"]
    assert expert["class_path"] == "prover_lightning.alfworld_explorer.ALFWorldExplorer"
    assert config["data"]["init_args"]["max_episode_steps"] >= 12  # every train game's run fits (alfworld_expert.json)
