"""GRPO group advantages against hand-computed numbers."""

import pytest
import torch

from prover_lightning.advantages import assign_grpo_advantages, group_advantages
from prover_lightning.envs.base import Task
from prover_lightning.types import RolloutBatch, StepSample, Trajectory


def test_group_normalised():
    adv, zero = group_advantages(torch.tensor([10.0, 0.0, 0.0, 0.0]), torch.tensor([0, 0, 0, 0]))
    # mean 2.5, unbiased std sqrt((7.5^2 + 3 * 2.5^2) / 3) = 5
    assert adv.tolist() == pytest.approx([1.5, -0.5, -0.5, -0.5], abs=1e-5)
    assert not zero.any()


def test_dr_grpo_skips_std():
    adv, _ = group_advantages(torch.tensor([10.0, 0.0, 0.0, 0.0]), torch.tensor([0, 0, 0, 0]), scale_by_std=False)
    assert adv.tolist() == pytest.approx([7.5, -2.5, -2.5, -2.5])


def test_zero_variance_and_single_member_groups_get_zero():
    returns = torch.tensor([9.9, 9.9, 9.9 + 1e-9, 3.0, 10.0, 0.0], dtype=torch.float64)
    groups = torch.tensor([0, 0, 0, 1, 2, 2])
    adv, zero = group_advantages(returns, groups)
    assert adv[:4].tolist() == [0.0, 0.0, 0.0, 0.0]  # nearly-equal returns must not explode
    assert zero.tolist() == [True, True, True, True, False, False]
    assert adv[4:].tolist() == pytest.approx([2**-0.5, -(2**-0.5)], abs=1e-5)  # std of (10, 0) = 7.07


def test_returns_equal_up_to_rounding_are_zero_variance_at_any_magnitude():
    # 16 + 2^-20 lies halfway between two float32 neighbours (2^-19 = 1.9e-6 apart, more than tol): in float32 it
    # rounds down and 1e-13 more rounds up, so the group would look non-constant
    base = 16.0 + 2.0**-20
    returns = torch.tensor([base, base + 1e-13, base, base + 1e-13], dtype=torch.float64)
    adv, zero = group_advantages(returns, torch.tensor([0, 0, 0, 0]))
    assert adv.tolist() == [0.0, 0.0, 0.0, 0.0]
    assert zero.all()


def _traj(group, ret, steps=2, aborted=False):
    t = Trajectory(task=Task(f"t{group}", "x"), group_id=group, aborted=aborted)
    for i in range(steps):
        t.steps.append(StepSample(prompt_ids=[1], response_ids=[2], response_logprobs=[-0.1], response_text="",
                                  action="a", admissible=True, observation="o",
                                  reward=ret if i == steps - 1 else 0.0))
    return t


def test_assign_sets_every_step_and_ignores_aborted():
    batch = RolloutBatch(
        [_traj(0, 10.0), _traj(0, 0.0), _traj(0, 99.0, aborted=True), _traj(1, 10.0), _traj(1, 10.0)], 0, 1.0
    )
    assign_grpo_advantages(batch)
    a = [[s.advantage for s in t.steps] for t in batch.trajectories]
    assert a[0] == pytest.approx([2**-0.5] * 2, abs=1e-5)
    assert a[1] == pytest.approx([-(2**-0.5)] * 2, abs=1e-5)
    assert a[2] == [0.0, 0.0]  # aborted: untouched
    assert a[3] == a[4] == [0.0, 0.0]
    assert batch.stats["rollout/zero_variance_groups"] == 1.0
    assert batch.stats["rollout/groups"] == 2.0
    assert len(batch.samples()) == 8  # aborted episode excluded


def test_drop_zero_variance_groups():
    batch = RolloutBatch([_traj(0, 10.0), _traj(0, 0.0), _traj(1, 10.0), _traj(1, 10.0)], 0, 1.0)
    assign_grpo_advantages(batch, drop_zero_variance=True)
    assert [t.group_id for t in batch.trajectories] == [0, 0]


def test_episode_metrics_count_the_groups_dropped_before_training():
    from prover_lightning.metrics import EpisodeMetrics

    wins = [[1, 1, 1, 1], [1, 0, 0, 0], [0, 0, 0, 0]]  # 4/4 and 0/4 are zero-variance groups
    trajs = []
    for group, won in enumerate(wins):
        for w in won:
            t = _traj(group, 10.0 * w)
            t.won = bool(w)
            trajs.append(t)
    batch = RolloutBatch(trajs, 0, 1.0)
    assign_grpo_advantages(batch, drop_zero_variance=True)
    values = EpisodeMetrics([]).values(batch)
    assert values["success_rate"].mean().item() == pytest.approx(5 / 12)  # not 1/4: every episode sampled counts
    assert values["episodes"].item() == 12.0
    assert values["generated_tokens"].item() == 24.0  # 12 episodes x 2 steps x 1 token
    assert [t.group_id for t in batch.trajectories] == [1, 1, 1, 1]  # only group 1 trains
    assert len(batch.samples()) == 8 and len(batch.dropped_trajectories) == 8
