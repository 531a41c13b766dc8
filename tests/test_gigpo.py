"""GiGPO step-level advantages against hand-computed numbers.

The hand-worked group (gamma = 0.5, reward 10 on a winning step, 0 elsewhere; "N" = "Nothing happens."):

    group 0, three trajectories from "s0":
      A: s0 -> s1 -> win        rewards [0, 10]       anchors [s0, s1]       R = [5, 10]
      B: s0 -> N  -> s1 -> end  rewards [0, 0, 0]     anchors [s0, N, s1]    R = [0, 0, 0]
      C: s0 -> s1 -> N  -> win  rewards [0, 0, 10]    anchors [s0, s1, N]    R = [2.5, 5, 10]
    group 1, one trajectory, also from the text "s0" (another group: never pooled with group 0):
      E: s0 -> win              rewards [10]          anchors [s0]           R = [10]

    anchor groups (unbiased std):
      (0, s0): A 5, B 0, C 2.5   mean 2.5, std 2.5    -> A +1, B -1, C 0
      (0, s1): A 10, B 0, C 5    mean 5,   std 5      -> A +1, B -1, C 0
      (0, N):  B 0, C 10         mean 5,   std 7.071  -> B -1/sqrt2, C +1/sqrt2
      (1, s0): E 10              singleton            -> 0
    without the std: s0 -> +2.5, -2.5, 0; s1 -> +5, -5, 0; N -> -5, +5; singleton 0.
"""

import copy
import math

import pytest

from callbacks.gigpo import GiGPOCredit, discounted_returns, step_advantages
from prover_lightning.envs.base import Task
from prover_lightning.types import RolloutBatch, StepSample, Trajectory

R2 = 2**-0.5


def _traj(group, observations, rewards, advantage=0.0, aborted=False):
    """A trajectory from "s0" whose step i ends in ``observations[i]`` with ``rewards[i]``."""
    t = Trajectory(task=Task(f"t{group}", "x"), group_id=group, initial_observation="s0", aborted=aborted)
    for obs, r in zip(observations, rewards):
        t.steps.append(StepSample(prompt_ids=[1], response_ids=[2], response_logprobs=[-0.1], response_text="",
                                  action="go", admissible=True, observation=obs, reward=r, advantage=advantage))
    return t


def _hand_group():
    return [
        _traj(0, ["s1", "win"], [0.0, 10.0]),
        _traj(0, ["N", "s1", "end"], [0.0, 0.0, 0.0]),
        _traj(0, ["s1", "N", "win"], [0.0, 0.0, 10.0]),
        _traj(1, ["win"], [10.0]),
    ]


def test_discounted_returns():
    assert discounted_returns([0.0, 0.0, 10.0], 0.5) == [2.5, 5.0, 10.0]
    assert discounted_returns([1.0, 0.0, 10.0], 0.9) == pytest.approx([1 + 0.81 * 10, 9.0, 10.0])
    assert discounted_returns([0.0, 0.0, 10.0], 1.0) == [10.0, 10.0, 10.0]
    assert discounted_returns([], 0.5) == []


def test_step_advantages_hand_computed():
    adv = step_advantages(_hand_group(), gamma=0.5)
    assert adv[0] == pytest.approx([1.0, 1.0], abs=1e-5)
    assert adv[1] == pytest.approx([-1.0, -R2, -1.0], abs=1e-5)
    assert adv[2] == pytest.approx([0.0, 0.0, R2], abs=1e-5)
    assert adv[3] == [0.0]  # singleton anchor: no baseline


def test_step_advantages_without_std():
    adv = step_advantages(_hand_group(), gamma=0.5, scale_by_std=False)
    assert adv == [pytest.approx([2.5, 5.0]), pytest.approx([-2.5, -5.0, -5.0]), pytest.approx([0.0, 0.0, 5.0]), [0.0]]


def test_gamma_changes_the_step_returns():
    # gamma = 1: A's R = [10, 10], B's [0, 0, 0], C's [10, 10, 10]; anchor s0 holds (10, 0, 10): mean 20/3,
    # std 10/sqrt3 -> A, C: +1/sqrt3, B: -2/sqrt3; anchor N holds (0, 10) as before.
    adv = step_advantages(_hand_group(), gamma=1.0)
    assert [adv[0][0], adv[1][0], adv[2][0]] == pytest.approx([3**-0.5, -2 * 3**-0.5, 3**-0.5], abs=1e-5)
    assert [adv[1][1], adv[2][2]] == pytest.approx([-R2, R2], abs=1e-5)


def test_equal_returns_and_unshared_states_give_zero():
    same = [_traj(0, ["a", "win"], [0.0, 10.0]), _traj(0, ["b", "win"], [0.0, 10.0])]
    # anchor s0 holds (5, 5): zero variance; anchors a and b are singletons
    assert step_advantages(same, gamma=0.5) == [[0.0, 0.0], [0.0, 0.0]]
    assert step_advantages([], gamma=0.5) == []
    assert step_advantages([_traj(0, [], [])], gamma=0.5) == [[]]


def test_callback_adds_omega_times_step_advantage_and_nothing_else():
    trajs = _hand_group()
    for t, base in zip(trajs, [0.5, -1.0, 0.5, 0.0]):  # stand-in GRPO advantages
        for s in t.steps:
            s.advantage = base
    aborted = _traj(0, ["s1", "win"], [0.0, 99.0], advantage=7.0, aborted=True)
    batch = RolloutBatch(trajs[:3] + [aborted] + trajs[3:], 0, 1.0, stats={"rollout/groups": 2.0})
    before = copy.deepcopy(batch)

    GiGPOCredit(omega=0.5, gamma=0.5).on_train_batch_start(None, None, batch, 0)

    a = [[s.advantage for s in t.steps] for t in batch.trajectories]
    assert a[0] == pytest.approx([0.5 + 0.5, 0.5 + 0.5], abs=1e-5)
    assert a[1] == pytest.approx([-1.0 - 0.5, -1.0 - 0.5 * R2, -1.0 - 0.5], abs=1e-5)
    assert a[2] == pytest.approx([0.5, 0.5, 0.5 + 0.5 * R2], abs=1e-5)
    assert a[3] == [7.0, 7.0]  # aborted: untouched, and its reward 99 joined no anchor group
    assert a[4] == [0.0]
    for t_new, t_old in zip(batch.trajectories, before.trajectories):
        for s in t_old.steps + t_new.steps:
            s.advantage = 0.0
        assert t_new == t_old  # nothing but advantages changed

    assert batch.stats["rollout/groups"] == 2.0
    assert batch.stats["gigpo/anchor_groups"] == 4.0
    assert batch.stats["gigpo/anchor_group_size"] == pytest.approx(9 / 4)
    assert batch.stats["gigpo/shared_step_fraction"] == pytest.approx(8 / 9)
    assert batch.stats["gigpo/step_advantage_abs"] == pytest.approx((4 + math.sqrt(2)) / 9, abs=1e-5)
    # the means merge across ranks weighted by their counts: 4 anchor groups, 9 steps, 9 step advantages
    assert batch.stat_weights == {"gigpo/anchor_group_size": 4.0, "gigpo/shared_step_fraction": 9.0,
                                  "gigpo/step_advantage_abs": 9.0}


def test_callback_on_a_batch_without_usable_trajectories():
    batch = RolloutBatch([_traj(0, ["s1"], [1.0], advantage=3.0, aborted=True)], 0, 1.0)
    GiGPOCredit().on_train_batch_start(None, None, batch, 0)
    assert batch.trajectories[0].steps[0].advantage == 3.0
    assert batch.stats.pop("gigpo/credit_s") >= 0
    assert batch.stats == {
        "gigpo/anchor_groups": 0.0, "gigpo/anchor_group_size": 0.0,
        "gigpo/shared_step_fraction": 0.0, "gigpo/step_advantage_abs": 0.0,
    }
    assert set(batch.stat_weights.values()) == {0.0}  # nothing to average: weight 0 (unweighted if all ranks are)


def test_verl_agent_episode_term_weighs_steps_and_charges_a_penalty_to_its_own_step():
    # A: invalid first step (-0.1), then a win (10): rows 10 - 0.1, 10, 10; B: two plain losing steps: rows 0, 0
    # omega = 0 isolates the episode-level term
    trajs = [_traj(0, ["a1", "a2", "win"], [-0.1, 0.0, 10.0], advantage=0.5),
             _traj(0, ["b1", "end"], [0.0, 0.0], advantage=-0.5)]
    batch = RolloutBatch(copy.deepcopy(trajs), 0, 1.0)
    credit = GiGPOCredit(omega=0.0, scale_by_std=False, episode_advantage="verl-agent")
    credit.on_train_batch_start(None, None, batch, 0)
    mean = (9.9 + 10 + 10 + 0 + 0) / 5  # over the group's 5 steps, not its 2 trajectories
    a = [[s.advantage for s in t.steps] for t in batch.trajectories]
    assert a[0] == pytest.approx([9.9 - mean, 10 - mean, 10 - mean])
    assert a[1] == pytest.approx([-mean, -mean])
    # with the std: unbiased std of the 5 rows
    rows = [9.9, 10.0, 10.0, 0.0, 0.0]
    std = math.sqrt(sum((r - mean) ** 2 for r in rows) / 4)
    batch = RolloutBatch(copy.deepcopy(trajs), 0, 1.0)
    GiGPOCredit(omega=0.0, episode_advantage="verl-agent").on_train_batch_start(None, None, batch, 0)
    assert batch.trajectories[0].steps[0].advantage == pytest.approx((9.9 - mean) / (std + 1e-6))
    # the paper's term (default) keeps the GRPO advantage already there
    batch = RolloutBatch(copy.deepcopy(trajs), 0, 1.0)
    GiGPOCredit(omega=0.0).on_train_batch_start(None, None, batch, 0)
    assert [[s.advantage for s in t.steps] for t in batch.trajectories] == [[0.5] * 3, [-0.5] * 2]


def test_unknown_episode_advantage_is_refused():
    with pytest.raises(ValueError, match="episode_advantage"):
        GiGPOCredit(episode_advantage="verl")
