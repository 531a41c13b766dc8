"""The progress bar of a fit: rollout iterations, optimiser updates and the metrics a user watches.

Lightning's default bar counts epochs and batches; here a run has one endless epoch, one batch per rollout iteration,
and ``trainer.max_steps`` counts optimiser updates, so that bar reads ``Epoch 0/-2 ... 0.00it/s v_num: 0.000``. This
one counts iterations against the run's total, with the time per iteration as its rate, the updates made so far, and
the latest values of a few logged metrics (plus anything logged with ``prog_bar=True``); the last line of the tiny
fit in ``tests/test_progress.py``, for instance::

    train: 100%|██████████| 2/2 [00:17<00:00,  8.74s/iteration, updates=4/4, success=0.000, invalid=1.000,
    return=-0.30, kl=0.000534, val_success=0.000, rollout_s=3.420, update_s=1.050]

Validation and test bars keep Lightning's look, but their clock starts with the loader: a held-out batch's rollouts
run in the datamodule's ``on_after_batch_transfer``, before ``on_validation_batch_start``, where Lightning starts the
bar's clock, so its bar read ``1/1 [00:00<00:00, 170.00it/s]`` after minutes of episodes.

``train.py`` adds it to every ``fit`` whose config neither disables the progress bar
(``trainer.enable_progress_bar: false``) nor lists another one.
"""

from __future__ import annotations

import math
import sys
import time
from typing import Any

import lightning as L
import torch
from lightning.pytorch.callbacks import TQDMProgressBar
from lightning.pytorch.callbacks.progress.tqdm_progress import Tqdm

from prover_lightning.interfaces import IterationSchedule, provides

#: label shown in the bar -> logged metric name; a metric not logged (yet) is left out
DEFAULT_METRICS = {
    "success": "train/success_rate",
    "invalid": "train/invalid_action_rate",
    "return": "train/return",
    "kl": "loss/kl",
    "val_success": "val/success_rate",
    "rollout_s": "time/rollout_total_s",
    "update_s": "time/update_s",
}


class IterationProgressBar(TQDMProgressBar):
    """A ``TQDMProgressBar`` that counts rollout iterations and shows updates and chosen metrics.

    The number of iterations in the run is ``ceil(trainer.max_steps / updates_per_iteration)``, with
    ``updates_per_iteration`` read from the LightningModule (unknown total without it, or without ``max_steps``).
    On resume the bar starts at the iterations already done, so its rate counts only this process's iterations.
    The validation and test bars are Lightning's, with their clock started when their loader starts, so their time
    counts the first batch's episodes.

    Args:
        metrics: label -> logged metric name, in display order (default: :data:`DEFAULT_METRICS`: training success
            rate, invalid-action rate, return, KL, validation success rate, rollout and update seconds of the
            latest iteration).
        refresh_rate: redraw every this many iterations (0 disables the bar).
    """

    #: Lightning's format with tqdm's ``rate_fmt``: seconds per iteration when an iteration takes over a second
    BAR_FORMAT = "{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {rate_fmt}{postfix}]"

    def __init__(self, metrics: dict[str, str] | None = None, refresh_rate: int = 1) -> None:
        super().__init__(refresh_rate=refresh_rate)
        self.metrics = dict(DEFAULT_METRICS if metrics is None else metrics)
        self._start_iteration = 0
        self._iterations_run = 0
        self._loader_started = time.time()

    @staticmethod
    def _updates_per_iteration(pl_module: L.LightningModule) -> int | None:
        return pl_module.updates_per_iteration if provides(pl_module, IterationSchedule) else None

    @property
    def train_description(self) -> str:
        return "train"

    def init_train_tqdm(self) -> Tqdm:
        total = self.total_iterations(self.trainer, self.trainer.lightning_module)
        return Tqdm(desc=self.train_description, total=total, unit="iteration", position=2 * self.process_position,
                    disable=self.is_disabled, leave=True, dynamic_ncols=True, file=sys.stdout, smoothing=0,
                    bar_format=self.BAR_FORMAT)

    def total_iterations(self, trainer: L.Trainer, pl_module: L.LightningModule) -> int | None:
        """Rollout iterations of the whole run, or ``None`` where unknown."""
        per_iteration = self._updates_per_iteration(pl_module)
        if not per_iteration or trainer.max_steps is None or trainer.max_steps < 0:
            return None
        return math.ceil(trainer.max_steps / per_iteration)

    def on_train_start(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        """Lightning's, then the bar starts at the iterations already done: a fit resumed within its (one, endless)
        epoch gets no ``on_train_epoch_start``."""
        super().on_train_start(trainer, pl_module)
        self.on_train_epoch_start(trainer, pl_module)

    def on_train_epoch_start(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        per_iteration = self._updates_per_iteration(pl_module)
        self._start_iteration = trainer.global_step // per_iteration if per_iteration else 0
        self._iterations_run = 0
        bar = self.train_progress_bar
        bar.reset(total=self.total_iterations(trainer, pl_module))
        bar.initial = bar.n = self._start_iteration
        if not bar.disable:
            bar.refresh()

    def on_train_batch_end(
        self, trainer: L.Trainer, pl_module: L.LightningModule, outputs: Any, batch: Any, batch_idx: int
    ) -> None:
        self._iterations_run += 1
        super().on_train_batch_end(trainer, pl_module, outputs, batch, self._start_iteration + self._iterations_run - 1)

    def on_train_end(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        """Closes the training bar, if any: a fit resumed from its checkpoint at ``max_steps`` trains nothing, so it
        never opened one, and still runs the ``on_train_end`` hooks
        (:func:`~prover_lightning.resume.finish_resumed_fit`)."""
        if self._train_progress_bar is not None:
            super().on_train_end(trainer, pl_module)

    def on_validation_start(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        """Lightning's (a sanity check runs it too), and the first loader's clock starts."""
        self._loader_started = time.time()
        super().on_validation_start(trainer, pl_module)

    def on_test_start(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        """Lightning's, and the first loader's clock starts."""
        self._loader_started = time.time()
        super().on_test_start(trainer, pl_module)

    def on_validation_batch_start(self, trainer: L.Trainer, pl_module: L.LightningModule, batch: Any, batch_idx: int,
                                  dataloader_idx: int = 0) -> None:
        """Lightning's, with the clock of a bar it resets for a new loader set back to the loader's start."""
        super().on_validation_batch_start(trainer, pl_module, batch, batch_idx, dataloader_idx)
        self._clock_from_loader_start(self.val_progress_bar, batch_idx)

    def on_test_batch_start(self, trainer: L.Trainer, pl_module: L.LightningModule, batch: Any, batch_idx: int,
                            dataloader_idx: int = 0) -> None:
        """Lightning's, with the clock of a bar it resets for a new loader set back to the loader's start."""
        super().on_test_batch_start(trainer, pl_module, batch, batch_idx, dataloader_idx)
        self._clock_from_loader_start(self.test_progress_bar, batch_idx)

    def on_validation_batch_end(self, trainer: L.Trainer, pl_module: L.LightningModule, outputs: Any, batch: Any,
                                batch_idx: int, dataloader_idx: int = 0) -> None:
        super().on_validation_batch_end(trainer, pl_module, outputs, batch, batch_idx, dataloader_idx)
        self._loader_started = time.time()  # a next loader's first batch is fetched and played from here

    def on_test_batch_end(self, trainer: L.Trainer, pl_module: L.LightningModule, outputs: Any, batch: Any,
                          batch_idx: int, dataloader_idx: int = 0) -> None:
        super().on_test_batch_end(trainer, pl_module, outputs, batch, batch_idx, dataloader_idx)
        self._loader_started = time.time()

    def _clock_from_loader_start(self, bar: Tqdm, batch_idx: int) -> None:
        """Counts the first batch's rollouts in the bar's elapsed time and rate: Lightning resets the bar (its
        clock too) at a loader's first batch, after that batch's rollouts ran."""
        if batch_idx == 0 and not bar.disable:
            bar.start_t = bar.last_print_t = self._loader_started

    def get_metrics(self, trainer: L.Trainer, pl_module: L.LightningModule) -> dict[str, int | str | float]:
        """Updates made (of ``max_steps``), then the latest value of each metric in :attr:`metrics` that has been
        logged, then what the run logged with ``prog_bar=True``."""
        updates = f"{trainer.global_step}/{trainer.max_steps}" if trainer.max_steps > 0 else str(trainer.global_step)
        items: dict[str, int | str | float] = {"updates": updates}
        logged = trainer.callback_metrics
        for label, name in self.metrics.items():
            if name in logged:
                items[label] = _scalar(logged[name])
        items.update({k: _scalar(v) for k, v in trainer.progress_bar_metrics.items()})
        return items


def _scalar(value: Any) -> Any:
    return value.item() if isinstance(value, torch.Tensor) else value
