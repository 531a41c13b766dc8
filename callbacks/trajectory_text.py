"""Logs trajectory text, one per training iteration and held-out ones per validation, to every logger that holds text
(TensorBoard's Text tab, a W&B table, files beside a CSV log: :class:`~prover_lightning.log_media.MediaLog`)."""

from __future__ import annotations

import lightning as L

from prover_lightning.iteration_log import logging_step
from prover_lightning.log_media import MediaLog
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
    :meth:`text` of the batch under ``tag`` to every logger that holds text
    (:class:`~prover_lightning.log_media.MediaLog`; a warning, once, for one that cannot), at the step of the batch's
    scalars (:func:`~prover_lightning.iteration_log.logging_step`). Logging after the update means the advantages
    shown are the ones trained on, whatever credit callbacks ran before.
    Data-parallel, rank 0 writes the text of its own share of the iteration.

    Args:
        every_n_iterations: log every n-th rollout iteration.
    """

    tag = "text"

    def __init__(self, every_n_iterations: int = 1) -> None:
        self.every_n_iterations = every_n_iterations
        self.media = MediaLog(type(self).__name__)

    def text(self, batch: RolloutBatch) -> str | None:
        """What to write for ``batch`` (``None``: nothing)."""
        raise NotImplementedError

    def on_train_batch_end(
        self, trainer: L.Trainer, pl_module: L.LightningModule, outputs: object, batch: RolloutBatch, batch_idx: int
    ) -> None:
        if batch.iteration % self.every_n_iterations or not trainer.is_global_zero:
            return
        text = self.text(batch)
        if text is not None:
            self.media.text(trainer, self.tag, text, logging_step(trainer))


class TrajectoryTextLogger(BatchTextLogger):
    """Writes one trajectory per rollout iteration (a won one when there is one, else the first usable one) under
    ``rollout/trajectory``."""

    tag = "rollout/trajectory"

    def text(self, batch: RolloutBatch) -> str | None:
        usable = batch.usable_trajectories
        if not usable:
            return None
        return format_trajectory(next((t for t in usable if t.won), usable[0]))


class EvalTrajectoryTextLogger(L.Callback):
    """Writes held-out trajectories of every validation (and test) run: the first ``max_failed`` that did not win and
    the first that won, each under ``val/trajectory`` (``test/trajectory``), at the step of the validation, so that
    what a failing policy does on unseen tasks can be read next to its ``val/`` curves. A sanity check writes none.
    Written to every logger that holds text (:class:`~prover_lightning.log_media.MediaLog`).

    Args:
        max_failed: trajectories that did not win, per validation run.
    """

    def __init__(self, max_failed: int = 2) -> None:
        self.max_failed = max_failed
        self.media = MediaLog(type(self).__name__)
        self._written: dict[str, int] = {}

    def on_validation_epoch_start(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        self._written = {"won": 0, "failed": 0}

    on_test_epoch_start = on_validation_epoch_start

    def on_validation_batch_end(self, trainer, pl_module, outputs, batch: RolloutBatch, batch_idx, dataloader_idx=0):
        self._write(trainer, "val", batch)

    def on_test_batch_end(self, trainer, pl_module, outputs, batch: RolloutBatch, batch_idx, dataloader_idx=0):
        self._write(trainer, "test", batch)

    def _write(self, trainer: L.Trainer, stage: str, batch: RolloutBatch) -> None:
        if not trainer.is_global_zero or trainer.sanity_checking:
            return
        for traj in batch.usable_trajectories:
            kind = "won" if traj.won else "failed"
            if self._written[kind] >= (1 if traj.won else self.max_failed):
                continue
            self._written[kind] += 1
            self.media.text(trainer, f"{stage}/trajectory", format_trajectory(traj), logging_step(trainer))
