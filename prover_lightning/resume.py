"""Resuming a run from a checkpoint: TensorBoard curves without repeated steps, and the end of a finished run.

Lightning logs the metrics of training iteration ``i`` (0-based) at step ``i`` and restores a checkpoint saved after
iteration ``i`` by continuing with iteration ``i + 1``. A run killed some iterations after its checkpoint has already
logged those iterations; the resumed run logs them again. :func:`purge_tensorboard` writes TensorBoard's restart marker
(what ``SummaryWriter(purge_step=...)`` writes): its reader then drops every point the killed run logged at step
``i + 1`` or later, so each curve holds one point per step.

A checkpoint saved at the last update (``max_steps``) precedes the end-of-training work: the validation due after the
last iteration and the ``on_train_end`` hooks (e.g. the policy export). Lightning, resumed from it, trains nothing
and skips that work; :func:`finish_resumed_fit` does it, once.
"""

from __future__ import annotations

import lightning as L
from lightning.pytorch.loggers import TensorBoardLogger
from tensorboard.compat.proto.event_pb2 import Event, SessionLog


def checkpointed_iterations(checkpoint: dict) -> int:
    """Training iterations done before ``checkpoint`` was saved (Lightning's ``_batches_that_stepped``, which a
    checkpoint saved at the end of iteration ``i`` holds as ``i``, one short; validation-end checkpoints alike)."""
    loop = checkpoint.get("loops", {}).get("fit_loop", {}).get("epoch_loop.state_dict", {})
    return int(loop.get("_batches_that_stepped", -1)) + 1


def purge_tensorboard(trainer: L.Trainer, step: int) -> None:
    """Make TensorBoard's reader drop every point logged so far at ``step`` or later, in every TensorBoard logger of
    ``trainer`` (rank 0 writes; the marker is an event of the log itself, nothing is deleted from disk)."""
    if not trainer.is_global_zero:
        return
    for logger in trainer.loggers:
        if isinstance(logger, TensorBoardLogger):
            writer = logger.experiment
            writer.file_writer.add_event(Event(step=step, session_log=SessionLog(status=SessionLog.START)))
            writer.flush()


def finish_resumed_fit(trainer: L.Trainer, model: L.LightningModule, datamodule: L.LightningDataModule) -> bool:
    """After ``trainer.fit`` resumed from a checkpoint at ``max_steps`` (nothing left to train, so Lightning ran no
    loop): run the validation due after the last iteration (``val_check_interval``; logged at that iteration's step,
    as the uninterrupted run logs it) and the ``on_train_end`` hooks. Returns whether it did; ``False`` after any
    other fit (trained, interrupted, or not resumed)."""
    loop = trainer.fit_loop
    if trainer.ckpt_path is None or trainer.interrupted or not loop.restarting or trainer.global_step < loop.max_steps:
        return False
    iterations = loop.epoch_loop.total_batch_idx + 1
    every = trainer.val_check_batch
    if trainer.limit_val_batches and isinstance(every, int) and iterations % every == 0:
        trainer.validate(model, datamodule=datamodule, verbose=False)
    loop.restarting = False
    loop.on_run_end()
    return True
