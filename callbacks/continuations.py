"""Where a continuation starts: the state after the first steps of a recorded trajectory, restored by replaying its
actions from reset. Shared by every stage that samples from the inside of a trajectory (ProVer's verifier, SPO's
Monte-Carlo values at turn boundaries)."""

from __future__ import annotations

from prover_lightning.rollout import EpisodeStart
from prover_lightning.types import Trajectory


def state_start(traj: Trajectory, steps: int) -> EpisodeStart:
    """Where to start a continuation from the state after the first ``steps`` steps of ``traj`` (0: its initial
    state): its task, and its recorded actions and observations up to there to replay."""
    return EpisodeStart(
        traj.task, traj.group_id,
        traj.prefix_actions + [s.action for s in traj.steps[:steps]],
        traj.prefix_observations + [s.observation for s in traj.steps[:steps]],
    )
