"""Exports the trained policy with ``save_pretrained`` when training ends."""

from __future__ import annotations

import copy
from pathlib import Path

import lightning as L
from tqdm import tqdm

from prover_lightning.interfaces import TrainedPolicy, require


class ExportPolicy(L.Callback):
    """Saves the trained policy and its tokenizer to ``dirpath`` at the end of ``fit``, in a form that loads alone:

    - full weights (no LoRA): the model, for ``AutoModelForCausalLM.from_pretrained(dir)``;
    - LoRA on the base model as loaded: the adapter, for ``peft.AutoPeftModelForCausalLM.from_pretrained(dir)`` (its
      base is the path recorded in ``adapter_config.json``);
    - LoRA on a base with an adapter merged into it first (the module's ``merged_adapter``, e.g. GRPO from a
      behaviour-cloning warm start): the trained adapter alone would load on the plain base and silently drop the
      merged one, so the export is the full model with both merged (a copy: the policy in memory keeps its adapter),
      for ``AutoModelForCausalLM.from_pretrained(dir)`` or ``model.model`` of a next stage.

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

    def setup(self, trainer: L.Trainer, pl_module: L.LightningModule, stage: str) -> None:
        """Checks that the module holds what is exported (:class:`~prover_lightning.interfaces.TrainedPolicy`), so
        a module without it fails before training rather than after."""
        require(pl_module, TrainedPolicy, type(self).__name__, "model")

    def on_train_end(self, trainer: L.Trainer, pl_module: L.LightningModule) -> None:
        out = self.target(trainer)  # on every rank: ``trainer.log_dir`` broadcasts from rank 0
        if not trainer.is_global_zero:
            return
        out.mkdir(parents=True, exist_ok=True)
        module = require(pl_module, TrainedPolicy, type(self).__name__, "model")
        standalone_policy(module).save_pretrained(out)
        module.tokenizer.save_pretrained(out)
        tqdm.write(f"policy: {out} (exported with its tokenizer)")  # above any progress bar still shown


def standalone_policy(module: TrainedPolicy):
    """What :class:`ExportPolicy` saves of ``module.full_policy`` (the policy, or a fully sharded policy's full copy):
    the policy itself, or, when it is a LoRA adapter on a base with an adapter merged into it
    (``module.merged_adapter``), a copy with the adapter merged too (a plain ``transformers`` model; the module keeps
    its adapter).

    The merge is done in float32: under ``bf16-mixed`` the frozen base weights are stored in bfloat16
    (:func:`~prover_lightning.precision.store_frozen_linears_in_bf16`), and the change a few updates make to a weight
    can be far smaller than bfloat16's rounding step there (8 significant bits), so a merge in bfloat16 would round
    most of the training away. The merged copy is the bfloat16 base, exactly, plus the adapter's change in float32:
    the policy the run trained."""
    policy = module.full_policy
    if module.merged_adapter and hasattr(policy, "merge_and_unload"):
        return copy.deepcopy(policy).float().merge_and_unload()
    return policy
