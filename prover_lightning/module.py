"""The policy LightningModule: the language model, its frozen reference, and GRPO updates on rollout batches.

A training "batch" is a :class:`~prover_lightning.types.RolloutBatch` produced by the rollout datamodule just before
the step, with the current weights. ``training_step`` runs ``ppo_epochs`` passes over its step samples in
``num_minibatches`` shuffled mini-batches (one optimiser update each, gradient-accumulated over micro-batches of
``micro_batch_size`` samples). Optimisation is manual, so ``trainer.global_step`` — and ``max_steps`` — count optimiser
updates: ``num_minibatches * ppo_epochs`` per rollout iteration, every one of them. An update with nothing to train
(every sample of the iteration dropped, e.g. all groups zero-variance under ``drop_zero_variance_groups``) makes a
no-op optimiser step (see :meth:`~prover_lightning.update.GRPOUpdate.iteration`), so such an iteration still brings
the run closer to ``max_steps``; such iterations are counted (``rollout/empty_iterations``), and a long streak of them
warns. The update statistics logged per iteration (``loss/``, ``train/grad_norm``, ``train/entropy``) are the mean
over its updates, with ``loss/ratio_min`` / ``loss/ratio_max`` the extremes over all of them
(:func:`~prover_lightning.update.summarise_updates`); an iteration with nothing to train logs none.

A value that an iteration may lack is logged by :meth:`GRPOModule.log_iteration_values`
(:mod:`~prover_lightning.iteration_log`), so that its curve has a point only at the iterations that have it: an
update statistic, an episode metric over usable episodes, their steps or a task type's
(:attr:`~prover_lightning.metrics.EpisodeMetrics.may_lack`), and every batch statistic (any stage writes them, some at
some iterations only). The values every iteration has (the episode counts, the aborted rate, ``time/update_s``,
``rollout/empty_iterations``) go through ``LightningModule.log``.

Data-parallel (Lightning's ``ddp`` strategy), each rank trains on its own share of the iteration's groups and every
rank makes the same updates; the losses are weighted so that the averaged gradient is the single-process gradient over
all ranks' samples (see :meth:`prover_lightning.update.GRPOUpdate.update`).
"""

from __future__ import annotations

import time
import warnings
from typing import Literal

import torch

from prover_lightning.distributed import gather_stats
from prover_lightning.dppo_loss import DPPOLoss
from prover_lightning.iteration_log import IterationLog
from prover_lightning.loss import Aggregation, GRPOLoss
from prover_lightning.metrics import EpisodeMetrics
from prover_lightning.policy import reference_model
from prover_lightning.policy_module import PolicyModule
from prover_lightning.types import RolloutBatch
from prover_lightning.update import GRPOUpdate, summarise_updates

#: a streak of this many rollout iterations with nothing to train warns (again at 2x, 4x, ... as many)
EMPTY_STREAK_WARNING = 10


def policy_loss(
    loss_type: str, clip_eps: float, clip_eps_high: float | None, kl_coef: float, loss_aggregation: Aggregation,
    dual_clip_c: float | None, log_ratio_clamp: float | None, kl_clamp: float | None, tis_cap: float | None,
    dppo_mask_low: float, dppo_mask_high: float, kl_tau: float,
) -> GRPOLoss | DPPOLoss:
    """The policy loss that :class:`GRPOModule`'s settings of the same names choose (``loss_type``).

    Raises:
        ValueError: an unknown ``loss_type``; ``loss_type: dppo`` with ``kl_coef > 0`` or a PPO-only option set.
    """
    if loss_type == "ppo":
        return GRPOLoss(clip_eps, clip_eps_high, kl_coef, loss_aggregation, dual_clip_c, log_ratio_clamp, kl_clamp,
                        tis_cap)
    if loss_type != "dppo":
        raise ValueError(f"model.loss_type must be ppo or dppo, got {loss_type!r}")
    if kl_coef > 0:
        raise ValueError(
            f"model.kl_coef={kl_coef} with model.loss_type: dppo: the DPPO loss has no reference-policy KL "
            "(its kl_tau term is to the sampling policy); set model.kl_coef: 0"
        )
    ppo_only = {"clip_eps_high": clip_eps_high, "dual_clip_c": dual_clip_c, "log_ratio_clamp": log_ratio_clamp,
                "kl_clamp": kl_clamp, "tis_cap": tis_cap}
    if any(v is not None for v in ppo_only.values()):
        raise ValueError(
            f"model.loss_type: dppo takes none of the PPO loss's options, got "
            f"{ {k: v for k, v in ppo_only.items() if v is not None} }"
        )
    return DPPOLoss(dppo_mask_low, dppo_mask_high, kl_tau, aggregation=loss_aggregation)


class GRPOModule(PolicyModule):
    """GRPO policy (Shao et al. 2024, arXiv:2402.03300) for multi-turn agents: ``training_step`` trains on a fresh
    rollout batch with ``num_minibatches * ppo_epochs`` PPO updates. The policy's own settings (model, LoRA,
    precision, AdamW, micro-batches, generation backend) are :class:`~prover_lightning.policy_module.PolicyModule`'s,
    passed through ``policy``.

    Args:
        lr: AdamW learning rate (default 1e-6, verl-agent's GRPO recipe).
        num_minibatches: shuffled mini-batches of a rollout iteration's step samples (one optimiser update each).
        ppo_epochs: passes over the iteration's samples; updates per iteration = ``num_minibatches * ppo_epochs``.
        clip_eps: PPO clip range ε of the ratio, below 1 (and above, unless ``clip_eps_high``); see
            :class:`~prover_lightning.loss.GRPOLoss`. Ignored with ``loss_type: dppo``.
        clip_eps_high: the clip range above 1 (DAPO's clip-higher); ``None``: ``clip_eps``. PPO loss only.
        kl_coef: coefficient β of the k3 KL to the frozen reference policy (0: no reference is built). Must be 0
            with ``loss_type: dppo``.
        loss_aggregation: how token losses make the loss: "token-mean", "seq-mean-token-mean" or
            "seq-mean-token-sum" (see :class:`~prover_lightning.loss.GRPOLoss`).
        dual_clip_c: dual-clip constant c (a negative-advantage token's loss is capped at -c·A; verl: 3); ``None``:
            off. PPO loss only.
        log_ratio_clamp: clamp of the log-ratios to the sampling and reference policies before ``exp`` (verl: 20);
            ``None``: off. PPO loss only.
        kl_clamp: cap of each token's k3 KL (verl: 10); ``None``: off. PPO loss only.
        loss_type: "ppo", the PPO-clipped surrogate with a k3 KL to the reference
            (:class:`~prover_lightning.loss.GRPOLoss`, verl's GRPO), or "dppo", the loss of the paper's trainer
            Prime-RL: a DPPO trust-region mask and a squared log-ratio to the sampling policy, no reference policy
            (:class:`~prover_lightning.dppo_loss.DPPOLoss`).
        dppo_mask_low: DPPO's ``mask_low``, how far a token's probability may fall under a negative advantage
            (Prime-RL: 0.2); ``loss_type: dppo`` only.
        dppo_mask_high: DPPO's ``mask_high``, how far it may rise under a positive advantage (Prime-RL: 0.2);
            ``loss_type: dppo`` only.
        kl_tau: DPPO's coefficient of the squared log-ratio to the sampling policy (Prime-RL: 1e-3);
            ``loss_type: dppo`` only.
        filter_zero_advantages: leave the step samples whose advantage is exactly 0 out of the update (their tokens
            count neither in the loss nor in its token-mean; Prime-RL's default; see
            :class:`~prover_lightning.update.GRPOUpdate`).
        recompute_old_logprobs: recompute the old log-probs with the trainer's own forward before the iteration's
            updates, so the first update's PPO ratio is exactly 1 whatever the sampler's numerics (see
            :class:`~prover_lightning.update.GRPOUpdate`); costs a forward pass over the first epoch's mini-batches
            but the first. Off (the default, chosen by measurement: docs/precision.md): the sampler's log-probs are
            the old ones.
        tis_cap: C of truncated importance sampling on the policy-gradient term (see
            :class:`~prover_lightning.loss.GRPOLoss`); needs ``recompute_old_logprobs``. ``None``: off.
        policy: the settings of :class:`~prover_lightning.policy_module.PolicyModule` (``model``, ``lora``,
            ``precision``, ``micro_batch_size``, ...).

    Raises:
        ValueError: ``num_minibatches`` or ``ppo_epochs`` below 1; an unknown ``loss_type``; ``tis_cap`` without
            ``recompute_old_logprobs``; ``loss_type: dppo`` with ``kl_coef > 0`` or a PPO-only option
            (``clip_eps_high``, ``dual_clip_c``, ``log_ratio_clamp``, ``kl_clamp``, ``tis_cap``) set; and
            :class:`~prover_lightning.policy_module.PolicyModule`'s errors. All before any weights load.
    """

    def __init__(
        self,
        lr: float = 1e-6,
        num_minibatches: int = 1,
        ppo_epochs: int = 1,
        clip_eps: float = 0.2,
        clip_eps_high: float | None = None,
        kl_coef: float = 0.01,
        loss_aggregation: Aggregation = "token-mean",
        dual_clip_c: float | None = None,
        log_ratio_clamp: float | None = None,
        kl_clamp: float | None = None,
        loss_type: Literal["ppo", "dppo"] = "ppo",
        dppo_mask_low: float = 0.2,
        dppo_mask_high: float = 0.2,
        kl_tau: float = 1e-3,
        filter_zero_advantages: bool = False,
        recompute_old_logprobs: bool = False,
        tis_cap: float | None = None,
        **policy,
    ) -> None:
        if num_minibatches < 1 or ppo_epochs < 1:
            raise ValueError(f"model.num_minibatches and model.ppo_epochs must be >= 1, got {num_minibatches}, "
                             f"{ppo_epochs}")
        if tis_cap is not None and not recompute_old_logprobs:
            raise ValueError(
                f"tis_cap={tis_cap} needs recompute_old_logprobs: true (the weight is pi_train_old / pi_sampler)"
            )
        loss_fn = policy_loss(
            loss_type, clip_eps, clip_eps_high, kl_coef, loss_aggregation, dual_clip_c, log_ratio_clamp, kl_clamp,
            tis_cap, dppo_mask_low, dppo_mask_high, kl_tau,
        )
        super().__init__(lr=lr, **policy, reference=loss_fn.kl_coef > 0)
        self.loss_fn = loss_fn
        self.filter_zero_advantages = filter_zero_advantages
        self.empty_iterations = 0  # rollout iterations with nothing to train, over the whole run
        self._empty_streak = 0
        self.train_metrics: EpisodeMetrics | None = None
        self._iteration_log = IterationLog()

    @property
    def updates_per_iteration(self) -> int:
        """Optimiser updates per rollout iteration, ``num_minibatches * ppo_epochs`` (``trainer.max_steps`` counts
        updates)."""
        return self.hparams.num_minibatches * self.hparams.ppo_epochs

    # ----------------------------------------------------------------------------------------------- training
    def setup(self, stage: str) -> None:
        super().setup(stage)
        self.train_metrics = EpisodeMetrics(self.task_types()).to(self.device)

    def training_step(self, batch: RolloutBatch, batch_idx: int) -> None:
        if not 0 <= self.policy_version - batch.policy_version <= batch.max_policy_lag:
            raise RuntimeError(
                f"rollout batch sampled by policy version {batch.policy_version}, current is {self.policy_version}: "
                f"rollouts must be at most {batch.max_policy_lag} versions behind the current weights "
                "(data.off_policy_steps: 0 samples with the current weights, 1 with those one iteration before)"
            )
        partial = {}
        for name, (metric, value) in self.train_metrics.update(batch).items():
            if name in self.train_metrics.may_lack:
                partial[f"train/{name}"] = value
            else:
                self.log(f"train/{name}", metric, on_step=True, on_epoch=False)
        self.log_iteration_values(partial)
        # any stage (the rollout, a callback) writes batch statistics, some at some iterations only, and the module
        # cannot tell which: each is logged where the batch has it (a mean over a per-rank count, weighted by it)
        self.log_iteration_values(gather_stats(batch.stats, batch.stat_weights))
        samples = batch.samples()  # this rank's share; it may be empty while other ranks have samples
        t0 = time.perf_counter()
        seed = int(self.trainer.global_step) + 7919 * batch.iteration
        updates = []
        for stats in self.grpo_update().iteration(samples, batch.temperature, seed):
            self.policy_version += 1
            updates.append(stats)
        if updates:
            self.log_iteration_values(self._update_statistics(updates))
        self._count_empty_iteration(empty=not updates)
        self.log("time/update_s", time.perf_counter() - t0, on_step=True)
        t0 = time.perf_counter()
        self.sync_sampler()
        if self.sampler.holds_weights:
            self.log("time/weight_sync_s", time.perf_counter() - t0, on_step=True)

    def log_iteration_values(self, values: dict[str, float | torch.Tensor]) -> None:
        """Log ``values`` (metric name -> scalar, the same on every rank), which this training iteration has but
        another may lack, at this iteration only: unlike ``self.log``, which would log a value again, with its last
        value, at every later iteration that does not log it (see :mod:`~prover_lightning.iteration_log`). They reach
        the loggers at the iteration's end, and ``trainer.callback_metrics`` at once. Call it while the iteration
        runs, before its ``on_train_batch_end`` (from ``training_step`` or a callback's ``on_train_batch_start``).
        A callback's batch statistics need no call: every entry of ``batch.stats`` is logged this way."""
        self._iteration_log.add(self.trainer, values)

    def on_train_batch_end(self, outputs, batch: RolloutBatch, batch_idx: int) -> None:
        """Send the values of :meth:`log_iteration_values` to the loggers."""
        self._iteration_log.flush(self.trainer)

    def _update_statistics(self, updates: list[dict[str, float]]) -> dict[str, torch.Tensor]:
        """The iteration's update statistics over all ranks, named for logging (``loss/<key>``, ``train/grad_norm``,
        ``train/entropy``): each rank's :func:`~prover_lightning.update.summarise_updates` of ``updates``, reduced
        over the ranks by their mean (each is weighted like the loss), ``ratio_min`` / ``ratio_max`` by their
        extremes. Every rank makes the same updates, so every rank holds the same keys here."""
        out = {}
        for k, v in summarise_updates(updates).items():
            name = f"loss/{k}" if k not in ("grad_norm", "entropy") else f"train/{k}"
            op = "min" if k.endswith("ratio_min") else "max" if k.endswith("ratio_max") else "mean"
            out[name] = self.trainer.strategy.reduce(torch.tensor(float(v), device=self.device), reduce_op=op)
        return out

    def grpo_update(self) -> GRPOUpdate:
        """The GRPO optimisation of one rollout iteration with this module's settings and optimiser, Lightning's
        ``manual_backward`` and the strategy's blocking of gradient syncs."""
        hp = self.hparams
        return GRPOUpdate(
            self.policy, self.optimizers(), self.loss_fn, lambda: reference_model(self.policy, self.reference),
            pad_id=self.tokenizer.pad_token_id, micro_batch_size=hp.micro_batch_size,
            num_minibatches=hp.num_minibatches, ppo_epochs=hp.ppo_epochs, max_grad_norm=hp.max_grad_norm,
            device=self.device, backward=self.manual_backward, precision_context=self.autocast,
            recompute_old_logprobs=hp.recompute_old_logprobs, filter_zero_advantages=self.filter_zero_advantages,
            no_sync=lambda: self.trainer.strategy.block_backward_sync(),  # a parallel strategy's: only used with DDP
            full_policy=self.full_policy,
        )

    def _count_empty_iteration(self, empty: bool) -> None:
        """Log ``rollout/empty_iterations`` (iterations with nothing to train so far) and warn on a long streak."""
        self.empty_iterations += empty
        self._empty_streak = self._empty_streak + 1 if empty else 0
        self.log("rollout/empty_iterations", float(self.empty_iterations), on_step=True, on_epoch=False)
        streak = self._empty_streak
        if streak >= EMPTY_STREAK_WARNING and streak % EMPTY_STREAK_WARNING == 0:
            multiple = streak // EMPTY_STREAK_WARNING
            if multiple & (multiple - 1) == 0 and self.global_rank == 0:
                warnings.warn(
                    f"{streak} rollout iterations in a row had nothing to train (every group's returns equal and "
                    "dropped by data.drop_zero_variance_groups, or every episode aborted): no update is made, but each "
                    "counts toward trainer.max_steps",
                    stacklevel=2,
                )

    # ----------------------------------------------------------------------------------------------- checkpoint
    def on_save_checkpoint(self, checkpoint: dict) -> None:
        """Also saves the count of empty iterations."""
        super().on_save_checkpoint(checkpoint)
        checkpoint["empty_iterations"] = self.empty_iterations

    def on_load_checkpoint(self, checkpoint: dict) -> None:
        """Also restores the count of empty iterations."""
        super().on_load_checkpoint(checkpoint)
        self.empty_iterations = checkpoint.get("empty_iterations", 0)
