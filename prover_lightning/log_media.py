"""Text and histograms to every logger of a run that can hold them, whichever loggers a config chose.

Lightning's logger interface carries scalars only; text (a trajectory, a method's report) and histograms (a distribution
of advantages) each need a logger's own API. :class:`MediaLog` writes them to the loggers it knows and warns once
for any other, so that switching a config from TensorBoard to CSV or W&B changes where they go, never whether a run
works.
"""

from __future__ import annotations

import csv
import warnings
from pathlib import Path

import lightning as L
import torch
from lightning.pytorch.loggers import CSVLogger, Logger, TensorBoardLogger, WandbLogger

#: the loggers that :class:`MediaLog` writes to, named in its warnings
SUPPORTED = "TensorBoardLogger, WandbLogger, CSVLogger"


class MediaLog:
    """Writes text and histograms to each logger of a trainer in the form that logger holds them:

    - ``TensorBoardLogger``: ``add_text`` (the Text tab; markdown) and ``add_histogram`` (Histograms, Distributions);
    - ``WandbLogger``: a ``wandb.Table`` with columns ``step``, ``text`` (``WandbLogger.log_text``) and a
      ``wandb.Histogram``, logged at the trainer step given (W&B's ``trainer/global_step``). wandb is not a
      dependency: whoever configures a ``WandbLogger`` has installed it;
    - ``CSVLogger`` (its ``log_dir`` holds ``metrics.csv``): files beside it. Text is appended to
      ``text/<tag>.md`` under a ``## step <step>`` heading (several texts at one step stay, as TensorBoard keeps
      them); histogram values are appended to ``histograms/<tag>.csv`` as rows ``step,value``, one per value (the
      choice: the raw values, from which any binning can be drawn, rather than one binning chosen here).

    Any other logger, or a run without a logger, gets one warning per kind (text, histograms) naming the logger, the
    first tag not logged and the loggers that can hold it; nothing is raised, and nothing is written off rank 0.

    Args:
        owner: what writes (a callback's class name), named in the warnings.
    """

    def __init__(self, owner: str) -> None:
        self.owner = owner
        self._warned: set[tuple[str | None, str]] = set()

    def text(self, trainer: L.Trainer, tag: str, text: str, step: int) -> None:
        """Write markdown ``text`` under ``tag`` at ``step`` (the trainer's logging step) to every logger that holds
        text."""
        if not trainer.is_global_zero:
            return
        for logger in self._loggers(trainer, "text", tag):
            if isinstance(logger, TensorBoardLogger):
                logger.experiment.add_text(tag, text, global_step=step)
            elif isinstance(logger, WandbLogger):
                logger.log_text(key=tag, columns=["step", "text"], data=[[step, text]], step=step)
            elif isinstance(logger, CSVLogger):
                path = _beside(logger, "text", tag, ".md")
                with path.open("a", encoding="utf-8") as f:
                    f.write(f"## step {step}\n\n{text}\n\n")
            else:
                self._cannot(type(logger).__name__, "text", tag)

    def histogram(self, trainer: L.Trainer, tag: str, values: torch.Tensor, step: int) -> None:
        """Write the histogram of ``values`` (a tensor of any shape, flattened) under ``tag`` at ``step`` to every
        logger that holds histograms."""
        if not trainer.is_global_zero:
            return
        flat = values.detach().flatten().float().cpu()
        for logger in self._loggers(trainer, "histograms", tag):
            if isinstance(logger, TensorBoardLogger):
                logger.experiment.add_histogram(tag, flat, global_step=step)
            elif isinstance(logger, WandbLogger):
                import wandb

                logger.log_metrics({tag: wandb.Histogram(flat.tolist())}, step=step)
            elif isinstance(logger, CSVLogger):
                path = _beside(logger, "histograms", tag, ".csv")
                new = not path.exists()
                with path.open("a", newline="") as f:
                    rows = csv.writer(f)
                    if new:
                        rows.writerow(["step", "value"])
                    rows.writerows([step, v] for v in flat.tolist())
            else:
                self._cannot(type(logger).__name__, "histograms", tag)

    def _loggers(self, trainer: L.Trainer, kind: str, tag: str) -> list[Logger]:
        if not trainer.loggers:
            self._cannot(None, kind, tag)
        return trainer.loggers

    def _cannot(self, logger: str | None, kind: str, tag: str) -> None:
        """Warn, once per logger type and kind, that ``kind`` (``"text"``, ``"histograms"``) is not logged."""
        if (logger, kind) in self._warned:
            return
        self._warned.add((logger, kind))
        where = "the trainer has no logger" if logger is None else f"{logger} cannot hold {kind}"
        there = " there" if logger else ""
        warnings.warn(f"{self.owner}: {where}, so {tag!r} (and any other {kind} of {self.owner}) is not logged{there}; "
                      f"{SUPPORTED} can hold {kind}. This warning is not repeated.", stacklevel=2)


def _beside(logger: CSVLogger, folder: str, tag: str, suffix: str) -> Path:
    """``<log dir>/<folder>/<tag><suffix>``, its folders made (a tag's ``/`` are subfolders)."""
    *parents, name = tag.split("/")
    path = Path(logger.log_dir, folder, *parents, name + suffix)
    path.parent.mkdir(parents=True, exist_ok=True)
    return path
