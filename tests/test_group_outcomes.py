"""GroupOutcomes: the spread of successes over groups, counted by hand on a scripted batch."""

import pytest

from callbacks.group_outcomes import GroupOutcomes, group_wins
from prover_lightning.envs.base import Task
from prover_lightning.types import RolloutBatch, StepSample, Trajectory


def _traj(group: int, won: bool, aborted: bool = False) -> Trajectory:
    t = Trajectory(task=Task(f"t{group}", "x"), group_id=group, initial_observation="s0", won=won, aborted=aborted)
    t.steps.append(StepSample(prompt_ids=[1], response_ids=[2], response_logprobs=[-0.1], response_text="",
                              action="go", admissible=True, observation="s1", reward=float(won)))
    return t


def _batch() -> RolloutBatch:
    """Four groups of 4: 2 wins (one more win aborted: not counted), 0 wins, 4 wins, 1 win (moved to dropped)."""
    groups = [
        [_traj(0, True), _traj(0, True), _traj(0, False), _traj(0, True, aborted=True)],
        [_traj(1, False) for _ in range(4)],
        [_traj(2, True) for _ in range(4)],
    ]
    batch = RolloutBatch(trajectories=[t for g in groups for t in g], policy_version=0, temperature=1.0)
    batch.dropped_trajectories = [_traj(3, True)] + [_traj(3, False) for _ in range(3)]
    return batch


def test_group_wins_counts_usable_members_including_dropped_groups():
    assert group_wins(_batch()) == [(2, 3), (0, 4), (4, 4), (1, 4)]


def test_shares_by_hand():
    batch = _batch()
    GroupOutcomes(band_low=1, band_high=3).on_train_batch_start(None, None, batch, 0)
    assert batch.stats["groups/mixed_share"] == 0.5  # groups 0 (2 of 3) and 3 (1 of 4)
    assert batch.stats["groups/band_share"] == 0.5  # 2 and 1 successes are in [1, 3]; 0 and 4 are not
    assert batch.stats["groups/all_won_share"] == 0.25
    assert batch.stats["groups/none_won_share"] == 0.25
    assert batch.stats["groups/wins_mean"] == 7 / 4
    assert batch.stat_weights["groups/band_share"] == 4.0
    GroupOutcomes(band_low=2, band_high=4).on_train_batch_start(None, None, batch, 0)
    assert batch.stats["groups/band_share"] == 0.5  # 2 and 4


def test_an_empty_batch_adds_nothing_and_a_bad_band_is_refused():
    batch = RolloutBatch(trajectories=[], policy_version=0, temperature=1.0)
    GroupOutcomes().on_train_batch_start(None, None, batch, 0)
    assert batch.stats == {}
    with pytest.raises(ValueError, match="band_low=3, band_high=1"):
        GroupOutcomes(band_low=3, band_high=1)
