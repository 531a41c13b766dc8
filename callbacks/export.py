"""Exports the trained policy with ``save_pretrained`` when training ends."""

from __future__ import annotations

from pathlib import Path

import lightning as L


class ExportPolicy(L.Callback):
    """Saves the policy (or its LoRA adapter) and tokenizer to ``dirpath`` at the end of ``fit``.

    Args:
        dirpath: target directory; ``None`` means ``<log_dir>/policy`` (next to the TensorBoard files), or
            ``<default_root_dir>/policy`` without a logger.
    """

    def __init__(self, dirpath: str | None = None) -> None:
        self.dirpath = dirpath

    def target(self, trainer: L.Trainer) -> Path:
        """Where the export goes."""
        if self.dirpath:
            return Path(self.dirpath)
        root = trainer.log_dir or trainer.default_root_dir
        return Path(root) / "policy"

    def on_train_end(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        out = self.target(trainer)  # on every rank: ``trainer.log_dir`` broadcasts from rank 0
        if not trainer.is_global_zero:
            return
        out.mkdir(parents=True, exist_ok=True)
        pl_module.policy.save_pretrained(out)
        pl_module.tokenizer.save_pretrained(out)
