"""Behaviour cloning (supervised fine-tuning on expert step samples), the warm start before RL.

:class:`SFTModule` is a :class:`~prover_lightning.policy_module.PolicyModule` (the same model loading, LoRA, sampler,
validation rollouts, checkpoint and export as GRPO's) trained by cross-entropy on the expert's action tokens only: a
sample is the RL step prompt and the expert's response (see :mod:`datamodules.expert`), and only the response tokens
are targets. Prompt tokens (task, history,
observation, admissible actions, chat template, ``response_prefix``) and padding never enter the loss: the forward
pass keeps the logits of the response positions only (``logits_to_keep``) and padded response positions are
ignored. The loss is the mean over all response tokens of a batch (token-mean), one optimiser update per batch.

The learning rate follows ``lr_schedule`` (transformers' ``get_scheduler``: "constant", "linear" or "cosine" decay to 0
at ``trainer.max_steps``, after ``warmup_steps`` of linear warm-up), as supervised fine-tuning usually does (TRL's
``SFTTrainer`` decays linearly by default); it is logged as ``sft/lr``.

Its export (the ``ExportPolicy`` callback writes ``<log dir>/policy``) is what a GRPO run starts from: a LoRA adapter
through ``model.init_adapter``, full weights through ``model.model``.
"""

from __future__ import annotations

import time
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Literal

import torch
from transformers import get_scheduler

from prover_lightning.interfaces import ExpertData, datamodule
from prover_lightning.logprobs import pack_samples
from prover_lightning.policy_module import PolicyModule
from prover_lightning.types import StepSample

#: target value of positions that are not trained on (``torch.nn.functional.cross_entropy``'s default)
IGNORE_INDEX = -100


def response_targets(packed: dict[str, torch.Tensor]) -> torch.Tensor:
    """Targets ``[N, R]`` of a packed batch (:func:`~prover_lightning.logprobs.pack_samples`): the response token
    ids, :data:`IGNORE_INDEX` where the response is padded. Column ``j`` is predicted by the logits at input position
    ``P + j - 1`` (the last prompt token predicts the first response token)."""
    return packed["response_ids"].masked_fill(packed["response_mask"] == 0, IGNORE_INDEX)


@dataclass(frozen=True)
class CloningLoss:
    """The cloning loss of a packed batch and how much of the expert's answer the policy already writes greedily.

    Attributes:
        loss_sum: summed cross-entropy of the response tokens, nats (a scalar tensor with its graph).
        tokens: response tokens (the loss's denominator for a token-mean).
        correct_tokens: response tokens that are the argmax of the policy's next-token distribution.
        correct_actions: samples all of whose response tokens are the argmax: the policy would write the expert's
            whole answer greedily, given the expert's prompt (teacher forcing).
    """

    loss_sum: torch.Tensor
    tokens: int
    correct_tokens: int
    correct_actions: int


def cloning_loss(model: torch.nn.Module, packed: dict[str, torch.Tensor], precision_context=nullcontext) -> CloningLoss:
    """Cross-entropy of the response tokens of a packed batch (:class:`CloningLoss`).

    Args:
        model: the causal LM.
        packed: a packed batch (``input_ids`` ``[N, P + R]`` ...; see :func:`~prover_lightning.logprobs.pack_samples`).
        precision_context: context factory entered around the forward (the policy's autocast, see
            :mod:`prover_lightning.precision`); the logits, log-softmax and loss are float32 under every precision.
    """
    targets = response_targets(packed)
    width = targets.shape[1]
    with precision_context():
        out = model(input_ids=packed["input_ids"], attention_mask=packed["attention_mask"],
                    position_ids=packed["position_ids"], logits_to_keep=width + 1, use_cache=False)
    logits = out.logits[:, :-1, :].float()  # position P+j-1 predicts response token j
    loss_sum = torch.nn.functional.cross_entropy(
        logits.reshape(-1, logits.shape[-1]), targets.reshape(-1), ignore_index=IGNORE_INDEX, reduction="sum"
    )
    mask = targets != IGNORE_INDEX
    right = (logits.argmax(-1) == targets) & mask  # [N, R]
    return CloningLoss(loss_sum, int(mask.sum()), int(right.sum()), int((right == mask).all(-1).sum()))


class SFTModule(PolicyModule):
    """Behaviour cloning of a policy on expert step samples (cross-entropy on the expert's action tokens only).

    A training batch is a list of :class:`~prover_lightning.types.StepSample` (from
    :class:`~datamodules.expert.ExpertDataModule`); each makes one optimiser update (AdamW), gradient-accumulated
    over micro-batches of ``micro_batch_size`` samples, the loss averaged over the batch's response tokens.
    Validation and test are :class:`~prover_lightning.policy_module.PolicyModule`'s: greedy rollouts on held-out
    tasks, logged under ``val/`` / ``test/``; no reference policy is built.
    Logged per update: ``sft/loss`` (nats per token), ``sft/token_accuracy`` (share of response tokens that are the
    policy's argmax), ``sft/action_accuracy`` (share of samples whose whole response is the argmax, token by token:
    the expert's action written greedily under teacher forcing), ``sft/grad_norm``, ``sft/tokens``, ``sft/lr``,
    ``time/update_s``; once at the start, the expert-data counts under ``expert/``. A run resumed from a checkpoint
    (``--ckpt_path``) equals the uninterrupted one: weights, optimiser and schedule come from the checkpoint, the
    sample order from :class:`~datamodules.expert.ExpertDataModule`.

    Args:
        lr: AdamW's peak learning rate (default 1e-4, a usual LoRA fine-tuning rate).
        lr_schedule: learning-rate schedule over the run's ``trainer.max_steps`` updates: "constant" (``lr``
            throughout), "linear" or "cosine" (decay from ``lr`` to 0 at the last update).
        warmup_steps: updates of linear warm-up from 0 to ``lr`` before the schedule (0: none).
        policy: the settings of :class:`~prover_lightning.policy_module.PolicyModule` (``model``, ``lora``,
            ``precision``, ``micro_batch_size``, ...).

    Raises:
        ValueError: ``warmup_steps < 0`` (before any weights load); a decaying ``lr_schedule`` without a finite
            ``trainer.max_steps`` (it decays to 0 at that update), raised when the optimiser is built; and
            :class:`~prover_lightning.policy_module.PolicyModule`'s errors.
    """

    def __init__(
        self,
        lr: float = 1e-4,
        lr_schedule: Literal["constant", "linear", "cosine"] = "constant",
        warmup_steps: int = 0,
        **policy,
    ) -> None:
        if warmup_steps < 0:
            raise ValueError(f"model.warmup_steps must be >= 0, got {warmup_steps}")
        super().__init__(lr=lr, **policy)

    def configure_optimizers(self):
        optimizer = super().configure_optimizers()
        schedule, total = self.hparams.lr_schedule, self.trainer.max_steps
        if schedule != "constant" and (total is None or total < 1):
            raise ValueError(f"model.lr_schedule {schedule!r} decays to 0 at trainer.max_steps, which is not set "
                             f"(got {total}); set trainer.max_steps or use lr_schedule: constant")
        name = "constant_with_warmup" if schedule == "constant" else schedule
        scheduler = get_scheduler(name, optimizer, num_warmup_steps=self.hparams.warmup_steps,
                                  num_training_steps=total if schedule != "constant" else None)
        return {"optimizer": optimizer, "lr_scheduler": {"scheduler": scheduler, "interval": "step"}}

    def setup(self, stage: str) -> None:
        """Also checks that the datamodule is one of expert step samples (:class:`~prover_lightning.interfaces.
        ExpertData`), before any rollout or update."""
        super().setup(stage)
        if stage == "fit":
            datamodule(self.trainer, ExpertData, type(self).__name__)

    def on_train_start(self) -> None:
        """Logs the expert-data counts at step 0, once: a resumed run (past step 0) has them from its first start."""
        super().on_train_start()
        stats = datamodule(self.trainer, ExpertData, type(self).__name__).expert_stats
        if stats and self.logger is not None and self.trainer.global_step == 0:
            self.logger.log_metrics(stats, step=0)

    def training_step(self, batch: list[StepSample], batch_idx: int) -> None:
        t0 = time.perf_counter()
        opt = self.optimizers()
        mb = self.hparams.micro_batch_size
        total = sum(len(s.response_ids) for s in batch)
        loss_total, correct, actions = 0.0, 0, 0
        for i in range(0, len(batch), mb):
            packed = pack_samples(batch[i : i + mb], self.tokenizer.pad_token_id, self.device)
            result = cloning_loss(self.policy, packed, self.autocast)
            self.manual_backward(result.loss_sum / total)
            loss_total += float(result.loss_sum.detach())
            correct += result.correct_tokens
            actions += result.correct_actions
        params = [p for p in self.policy.parameters() if p.requires_grad]
        norm = torch.nn.utils.clip_grad_norm_(params, self.hparams.max_grad_norm or float("inf"))
        lr = opt.param_groups[0]["lr"]
        opt.step()
        opt.zero_grad(set_to_none=True)
        self.lr_schedulers().step()
        self.policy_version += 1
        self.sync_sampler()
        n = len(batch)
        self.log("sft/loss", loss_total / total, on_step=True, batch_size=n)
        self.log("sft/token_accuracy", correct / total, on_step=True, batch_size=n)
        self.log("sft/action_accuracy", actions / n, on_step=True, batch_size=n)
        self.log("sft/lr", lr, on_step=True, batch_size=n)
        self.log("sft/grad_norm", float(norm), on_step=True, batch_size=n)
        self.log("sft/tokens", float(total), on_step=True, batch_size=n)
        self.log("time/update_s", time.perf_counter() - t0, on_step=True, batch_size=n)
