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
        f"**outcome** {outcome}, return {traj.episode_return:.2f}, {len(traj.steps)} steps, "
        f"policy v{traj.policy_version}",
        "",
        f"0. observation: {traj.initial_observation}",
    ]
    for i, s in enumerate(traj.steps, start=1):
        lines.append(
            f"{i}. response: `{s.response_text.strip()}` → action: `{s.action}` "
            f"(reward {s.reward:+.2f}, advantage {s.advantage:+.3f})  \n   observation: {s.observation}"
        )
    return "\n".join(lines)


class BatchTextLogger(L.Callback):
    """Base of the text loggers: after the update on every ``every_n_iterations``-th rollout batch, writes
    :meth:`text` of the batch to TensorBoard under ``tag``, at the step the batch's scalars were logged at. Logging
    after the update means the advantages shown are the ones trained on, whatever credit callbacks ran before.
    Data-parallel, rank 0 writes the text of its own share of the iteration.

    Args:
        every_n_iterations: log every n-th rollout iteration.
    """

    tag = "text"

    def __init__(self, every_n_iterations: int = 1) -> None:
        self.every_n_iterations = every_n_iterations
        self._step = 0

    def text(self, batch: RolloutBatch) -> str | None:
        """What to write for ``batch`` (``None``: nothing)."""
        raise NotImplementedError

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        self._step = trainer.global_step

    def on_train_batch_end(
        self, trainer: L.Trainer, pl_module: L.LightningModule, outputs: object, batch: RolloutBatch, batch_idx: int
    ) -> None:
        if batch.iteration % self.every_n_iterations or not trainer.is_global_zero:
            return
        text = self.text(batch)
        if text is None:
            return
        for logger in trainer.loggers:
            if isinstance(logger, TensorBoardLogger):
                logger.experiment.add_text(self.tag, text, global_step=self._step)


class TrajectoryTextLogger(BatchTextLogger):
    """Writes one trajectory per rollout iteration (a won one when there is one, else the first usable one) under
    ``rollout/trajectory``."""

    tag = "rollout/trajectory"

    def text(self, batch: RolloutBatch) -> str | None:
        usable = batch.usable_trajectories
        if not usable:
            return None
        return format_trajectory(next((t for t in usable if t.won), usable[0]))
