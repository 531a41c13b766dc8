"""Logs the text of one trajectory per training iteration to TensorBoard (the "Text" tab)."""

from __future__ import annotations

import lightning as L
from lightning.pytorch.loggers import TensorBoardLogger

from prover_lightning.types import RolloutBatch, Trajectory


def format_trajectory(traj: Trajectory) -> str:
    """Markdown rendering of a trajectory: task, outcome, then every step's observation, response, action, reward
    and advantage."""
    outcome = "aborted" if traj.aborted else "won" if traj.won else "truncated" if traj.truncated else "lost"
    lines = [
        f"**task** `{traj.task.task_id}` ({traj.task.task_type}) — {traj.goal}",
        f"**outcome** {outcome}, return {traj.episode_return:.2f}, {len(traj.steps)} steps, policy v{traj.policy_version}",
        "",
        f"0. observation: {traj.initial_observation}",
    ]
    for i, s in enumerate(traj.steps, start=1):
        lines.append(
            f"{i}. response: `{s.response_text.strip()}` → action: `{s.action}` "
            f"(reward {s.reward:+.2f}, advantage {s.advantage:+.3f})  \n   observation: {s.observation}"
        )
    return "\n".join(lines)


class TrajectoryTextLogger(L.Callback):
    """Writes one trajectory of each ``every_n_iterations``-th rollout batch as text (a won one when there is one,
    else the first usable one) under ``rollout/trajectory``. It logs after the update, so the advantages shown are
    the ones trained on, whatever credit callbacks ran before.

    Args:
        every_n_iterations: log every n-th rollout iteration.
    """

    def __init__(self, every_n_iterations: int = 1) -> None:
        self.every_n_iterations = every_n_iterations

    def on_train_batch_end(
        self, trainer: L.Trainer, pl_module: L.LightningModule, outputs: object, batch: RolloutBatch, batch_idx: int
    ) -> None:
        if batch.iteration % self.every_n_iterations:
            return
        usable = [t for t in batch.trajectories if t.usable]
        if not usable:
            return
        chosen = next((t for t in usable if t.won), usable[0])
        for logger in trainer.loggers:
            if isinstance(logger, TensorBoardLogger):
                logger.experiment.add_text("rollout/trajectory", format_trajectory(chosen), global_step=trainer.global_step)
