"""The training values that a rollout iteration may lack, logged at the iterations that have them and only there.

``LightningModule.log`` keeps a value logged on step in Lightning's result collection, which sends it to the loggers
again, with its last value, at every later step of the epoch that does not log it; a run is one endless epoch. A value
that an iteration may lack (the success rate of a task type it did not play, an update statistic of an iteration with
nothing to train, a statistic a callback writes only sometimes) would then show, at such an iteration, a point that
was never measured. :class:`IterationLog` keeps these values out of that collection and hands them to the loggers by
the path Lightning's own step logging takes. The module's values that every iteration has stay on
``LightningModule.log`` (the docstring of :mod:`~prover_lightning.module` says which go where).
"""

from __future__ import annotations

from collections.abc import Mapping

import lightning as L
import torch


def logging_step(trainer: L.Trainer) -> int:
    """The step at which Lightning's loggers put a value logged now (``LoggerConnector.log_metrics``' default, the
    training batches that stepped the optimiser so far): in ``fit``, a rollout iteration's index during that
    iteration (before its update and after it), and during a validation the index of the iteration it follows: where
    the ``train/`` and ``val/`` scalars of that iteration or validation are (a resumed run restores the count). A
    ``validate`` or ``test`` outside ``fit`` logs at the count the trainer holds (0 on a fresh trainer), as its
    scalars do. Not ``trainer.global_step``, which counts optimiser updates (``updates_per_iteration`` of them per
    iteration). For what is written to a logger directly (text, histograms)."""
    return trainer.fit_loop.epoch_loop._batches_that_stepped


class IterationLog:
    """The values of one training iteration among those an iteration may lack, queued while it runs (:meth:`add`)
    and sent to the loggers at its end (:meth:`flush`, from the module's ``on_train_batch_end``).

    They go by Lightning's ``LoggerConnector``, as its own step logging does: at the same step (the iteration's
    index), with the same ``log_every_n_steps`` decision, taken at the same point (Lightning's step logging runs right
    after ``on_train_batch_end``), on every rank (the loggers write on rank 0). They are also put in
    ``trainer.callback_metrics`` as soon as they are queued, so that the progress bar and any callback (a checkpoint
    ``monitor``) read them in that iteration's ``on_train_batch_end`` as they read a value logged with
    ``LightningModule.log``: there, a value keeps the last iteration's that had it.
    """

    def __init__(self) -> None:
        self._values: dict[str, torch.Tensor] = {}

    def add(self, trainer: L.Trainer, values: Mapping[str, float | torch.Tensor]) -> None:
        """Queue ``values`` (metric name -> scalar, the same on every rank: the caller reduces them over the ranks)
        for this iteration's end, and put them in ``trainer.callback_metrics``."""
        scalars = {name: torch.as_tensor(value).detach().float() for name, value in values.items()}
        self._values.update(scalars)
        trainer.callback_metrics.update(scalars)

    def flush(self, trainer: L.Trainer) -> None:
        """Send the queued values to the loggers if Lightning logs this step (``log_every_n_steps``), then forget
        them: the next iteration logs only what it queues itself."""
        connector = trainer._logger_connector
        if self._values and (connector.should_update_logs or trainer.fast_dev_run):
            connector.log_metrics(self._values)
        self._values = {}
