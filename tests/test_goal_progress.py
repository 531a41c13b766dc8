"""ALFWorld's goal milestones and the informed judge (GoalProgressJudge) on a shipped ALFWorld game played step by
step: the judge points at the milestone the failed runs miss."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from callbacks.prover import GoalProgressJudge, JudgeCase, JudgeFailure, SegmentRules, Verdict
from prover_lightning.envs.alfworld import SHIPPED_DATA_PATH, ALFWorldSpec
from prover_lightning.envs.alfworld_progress import ALFWorldProgress
from prover_lightning.envs.progress import Milestone
from prover_lightning.types import StepSample, Trajectory

SPEC = ALFWorldSpec(data_path=SHIPPED_DATA_PATH)
PAPER_RULES = SegmentRules(max_turns=4, non_terminal=True, valid_actions_only=True)


@pytest.fixture(scope="module")
def heat_game():
    """The first shipped heat task ("heat some apple and put it in garbagecan.") and an env to play it."""
    task = next(t for t in SPEC.tasks("train") if t.task_type == "pick_heat_then_place_in_recep")
    walkthrough = json.loads((SHIPPED_DATA_PATH / task.task_id / "game.tw-pddl").read_text())["walkthrough"]
    env = SPEC.make()
    yield task, walkthrough, env
    env.close()


def play(env, task, actions: list[str]) -> Trajectory:
    """A trajectory of ``actions`` played in the real env, one step sample per action with its observation."""
    first = env.reset(task)
    trajectory = Trajectory(task=task, group_id=0, goal=first.goal, initial_observation=first.observation)
    for action in actions:
        result = env.step(action)
        trajectory.steps.append(StepSample(prompt_ids=[1], response_ids=[2], response_logprobs=[-1.0],
                                           response_text=action, action=action, admissible=True,
                                           observation=result.observation))
        trajectory.won = result.won
        if result.done:
            break
    return trajectory


def test_the_walkthrough_reaches_every_milestone_of_the_heat_plan_at_its_step(heat_game):
    task, walkthrough, env = heat_game
    assert walkthrough == ["go to countertop 1", "take apple 1 from countertop 1", "go to microwave 1",
                           "heat apple 1 with microwave 1", "go to garbagecan 1", "move apple 1 to garbagecan 1"]
    success = play(env, task, walkthrough)
    assert success.won and success.goal == "heat some apple and put it in garbagecan."
    assert ALFWorldProgress().plan(success.goal) == ["take", "heat", "place"]
    assert ALFWorldProgress().milestones(success.goal, success.steps) == [
        Milestone(1, "take"), Milestone(3, "heat"), Milestone(5, "place")]
    # placing the apple before heating it is no "place" progress, and no milestone comes after the missing heat
    unheated = play(env, task, walkthrough[:2] + walkthrough[4:])
    assert not unheated.won and ALFWorldProgress().milestones(unheated.goal, unheated.steps) == [Milestone(1, "take")]


def test_the_judge_points_at_the_milestone_the_failures_miss(heat_game):
    task, walkthrough, env = heat_game
    success = play(env, task, walkthrough)
    # both failures take the apple, then wander without heating it: the heat step and its approach are the segment
    wander = ["go to fridge 1", "go to sinkbasin 1", "go to stoveburner 1", "go to countertop 1"]
    took_only = [play(env, task, walkthrough[:2] + wander), play(env, task, walkthrough[:2] + wander[::-1])]
    (verdict,) = GoalProgressJudge(ALFWorldProgress()).propose([JudgeCase(success, took_only, PAPER_RULES)], None)
    assert isinstance(verdict, Verdict) and (verdict.start_step, verdict.end_step) == (2, 3)
    assert verdict.reason == "heat at step 4: reached by 0 of 2 failed runs"
    # failures that never find the apple: the take and its approach ("go to countertop 1")
    lost = [play(env, task, wander), play(env, task, wander[1:])]
    (verdict,) = GoalProgressJudge(ALFWorldProgress(), window=1).propose([JudgeCase(success, lost, PAPER_RULES)], None)
    assert (verdict.start_step, verdict.end_step) == (0, 1)
    # failures that heat it but put it elsewhere: the place step is the winning, terminal step; the segment moves to
    # the last non-terminal step before it
    misplaced = [play(env, task, walkthrough[:4] + ["go to fridge 1", "move apple 1 to fridge 1"])]
    (verdict,) = GoalProgressJudge(ALFWorldProgress(), window=0).propose(
        [JudgeCase(success, misplaced, PAPER_RULES)], None)
    assert (verdict.start_step, verdict.end_step) == (4, 4) and verdict.reason.startswith("place at step 6")


def test_a_goal_it_cannot_read_is_a_counted_judge_failure(heat_game):
    task, walkthrough, env = heat_game
    success = play(env, task, walkthrough)
    success.goal = "make coffee."
    (failure,) = GoalProgressJudge(ALFWorldProgress()).propose([JudgeCase(success, [success], PAPER_RULES)], None)
    assert isinstance(failure, JudgeFailure) and failure.kind == "unparseable_goal"
    with pytest.raises(ValueError, match="window must be >= 0"):
        GoalProgressJudge(ALFWorldProgress(), window=-1)


def test_the_benchs_informed_judge_method_builds_through_the_cli(tmp_path):
    from bench.credit_assignment import method_overlays
    from callbacks.prover import SegmentJudge
    from tests.helpers import COUNTER, write_config
    from train import main

    (overlay,) = method_overlays("prover_paper_progress", tmp_path)
    cli = main(["--config", write_config(tmp_path, COUNTER), "--config", overlay], run=False)
    (judge_callback,) = [c for c in cli.trainer.callbacks if isinstance(c, SegmentJudge)]
    assert isinstance(judge_callback.judge, GoalProgressJudge)
    assert isinstance(judge_callback.judge.progress, ALFWorldProgress) and judge_callback.judge.window == 1


def test_the_shipped_overlay_is_the_benchs_informed_judge_method(tmp_path):
    """configs/prover_paper_progress.yaml, for train.py users, trains what the ProVer comparison's primary method
    trains: the bench's derived overlay, setting for setting (only the run's name differs)."""
    import yaml

    from bench.credit_assignment import method_overlays

    (derived,) = method_overlays("prover_paper_progress", tmp_path)
    root = Path(__file__).resolve().parent.parent
    shipped = yaml.safe_load((root / "configs" / "prover_paper_progress.yaml").read_text())
    bench = yaml.safe_load(Path(derived).read_text())
    assert shipped["trainer"]["logger"]["init_args"].pop("name") == "prover_paper_progress"
    assert bench["trainer"]["logger"]["init_args"].pop("name") == "prover_paper"
    assert shipped == bench
