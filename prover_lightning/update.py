"""GRPO's optimisation of one rollout iteration, independent of Lightning: ``ppo_epochs`` passes over the iteration's
step samples in ``num_minibatches`` shuffled mini-batches, one optimiser update each, gradient-accumulated over
micro-batches of ``micro_batch_size`` samples.

Micro-batches are length-grouped: within each mini-batch (and over the iteration for the reference pass) the samples
are ordered by prompt length, then response length, before they are cut into micro-batches, so a micro-batch pads its
rows to lengths close to their own (``bench/update_flops.py`` measures the padding share and the speed-up). The
mini-batch's loss and gradient are unchanged: every aggregation weights a micro-batch by its share of the mini-batch's
tokens (``token-mean``) or samples (the ``seq-mean-*`` ones), which does not depend on how the mini-batch is cut; only
floating-point rounding moves (other matmul shapes, another order of sums; see :meth:`GRPOUpdate.update`).

Data-parallel, each rank trains on its own share of the iteration's samples and every rank makes the same updates; the
losses are weighted so that the averaged gradient is the single-process gradient over all ranks' samples (see
:meth:`GRPOUpdate.update`). The caller supplies what ties it to a training loop: ``backward`` (Lightning's
``manual_backward``; plain ``loss.backward()`` by default), ``no_sync`` (the strategy's context that keeps a backward
from all-reducing gradients, e.g. DDP's ``no_sync``; only entered when a process group of several ranks exists) and
``precision_context`` (the policy's autocast, see :mod:`prover_lightning.precision`), entered around every forward.

The old log-probs of the PPO ratio are the sampler's, or with ``recompute_old_logprobs`` the policy's own before the
iteration's first update: the first update's own forward gives those of its mini-batch (detached, so its ratio is
exactly 1), and a no-gradient forward before it, in the same micro-batches as their updates, gives those of the first
epoch's other mini-batches (none with ``num_minibatches=1``: the recomputation then costs no forward at all). The
sampler's log-probs then only weigh tokens, with truncated importance sampling. The first update's ratio statistics are
repeated as ``first_update_ratio_*``: without recomputation, the sampler/trainer mismatch; with it, the mismatch is
reported as ``sampler_ratio_*`` (the ratio ``pi_train_old / pi_sampler`` over every token of the iteration).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, nullcontext

import torch
from torch.nn.utils.rnn import pad_sequence

from prover_lightning.distributed import full_tensor, gather_counts, is_distributed
from prover_lightning.dppo_loss import DPPOLoss
from prover_lightning.logprobs import pack_samples, response_logprobs
from prover_lightning.loss import GRPOLoss, ratio_stats
from prover_lightning.types import StepSample


def summarise_updates(updates: list[dict[str, float]]) -> dict[str, float]:
    """One iteration's update statistics from those of each of its updates: the mean of every statistic over the
    updates that carry it (the first update's ``first_update_*`` / ``sampler_*`` are its own), except ``ratio_min``
    (their minimum) and ``ratio_max`` (their maximum).

    Raises:
        ValueError: ``updates`` is empty.
    """
    if not updates:
        raise ValueError("no update to summarise")
    keys = dict.fromkeys(k for u in updates for k in u)
    out = {k: sum(u[k] for u in updates if k in u) / sum(k in u for u in updates) for k in keys}
    if "ratio_min" in out:
        out["ratio_min"] = min(u["ratio_min"] for u in updates)
    if "ratio_max" in out:
        out["ratio_max"] = max(u["ratio_max"] for u in updates)
    return out


def _backward(loss: torch.Tensor) -> None:
    loss.backward()


class GRPOUpdate:
    """Optimiser updates of a policy on step samples with the GRPO loss.

    Args:
        policy: the trained model (its parameters with ``requires_grad`` are clipped and stepped).
        optimizer: steps the policy's trainable parameters (``step()`` and ``zero_grad(set_to_none=True)``).
        loss_fn: the policy loss, :class:`~prover_lightning.loss.GRPOLoss` or
            :class:`~prover_lightning.dppo_loss.DPPOLoss` (its ``kl_coef`` decides whether reference log-probs are
            computed).
        reference: a context factory yielding the frozen reference model (see
            :func:`~prover_lightning.policy.reference_model`); unused when ``loss_fn.kl_coef`` is 0.
        pad_id: the tokenizer's pad token id.
        micro_batch_size: step samples per forward/backward.
        num_minibatches, ppo_epochs: updates per iteration = ``num_minibatches * ppo_epochs``.
        max_grad_norm: gradient-norm clip per update (0 disables).
        device: where the micro-batches go (the policy's device).
        backward: runs the backward pass of a (weighted) loss.
        no_sync: context factory of a backward that accumulates gradients locally without all-reducing them.
        precision_context: context factory entered around every forward (the policy's autocast).
        recompute_old_logprobs: the old log-probs are the policy's own, recomputed before the first update (see the
            module docstring); otherwise the sampler's.
        group_by_length: order each mini-batch's samples by length before cutting micro-batches (see the module
            docstring); ``False`` keeps the shuffled order (less padding only with it on; same loss and gradient).
        filter_zero_advantages: leave the samples whose advantage is exactly 0 (e.g. every member of a group with
            equal returns) out of the iteration before its mini-batches are cut, as Prime-RL does by default
            (``orchestrator.train.filter_zero_advantages``): they add nothing to the policy gradient, and without the
            filter they still count in a token-mean's denominator and in any penalty term. An iteration left with no
            sample on any rank makes no-op updates (see :meth:`iteration`).
        full_policy: the policy with its full weights on this rank, equal to ``policy`` before the iteration's first
            update: the recomputed old log-probs come from it (a fully sharded ``policy`` would need every rank to make
            the same forwards); ``None``: ``policy`` itself.
    """

    def __init__(
        self,
        policy: torch.nn.Module,
        optimizer: torch.optim.Optimizer,
        loss_fn: GRPOLoss | DPPOLoss,
        reference: Callable[[], AbstractContextManager[torch.nn.Module]],
        *,
        pad_id: int,
        micro_batch_size: int,
        num_minibatches: int = 1,
        ppo_epochs: int = 1,
        max_grad_norm: float = 0.0,
        device: torch.device | str = "cpu",
        backward: Callable[[torch.Tensor], None] = _backward,
        no_sync: Callable[[], AbstractContextManager] | None = None,
        precision_context: Callable[[], AbstractContextManager] = nullcontext,
        recompute_old_logprobs: bool = False,
        group_by_length: bool = True,
        filter_zero_advantages: bool = False,
        full_policy: torch.nn.Module | None = None,
    ) -> None:
        self.policy = policy
        self.full_policy = full_policy if full_policy is not None else policy
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.reference = reference
        self.pad_id = pad_id
        self.micro_batch_size = micro_batch_size
        self.num_minibatches = num_minibatches
        self.ppo_epochs = ppo_epochs
        self.max_grad_norm = max_grad_norm
        self.device = device
        self.backward = backward
        self.no_sync = no_sync
        self.precision_context = precision_context
        self.recompute_old_logprobs = recompute_old_logprobs
        self.group_by_length = group_by_length
        self.filter_zero_advantages = filter_zero_advantages

    def iteration(self, samples: list[StepSample], temperature: float, seed: int) -> Iterator[dict[str, float]]:
        """Every update of one rollout iteration: reference (and, with ``recompute_old_logprobs``, old) log-probs
        first, then ``ppo_epochs`` passes over ``samples`` (this rank's share, possibly empty) in ``num_minibatches``
        mini-batches shuffled by a generator seeded with ``seed``, each cut into micro-batches in
        :meth:`micro_batch_order`. Yields each update's statistics (see :meth:`update`) after its optimiser step. An
        update where no rank has a sample yields nothing and makes a no-op optimiser step (every gradient is ``None``,
        which torch optimisers skip), so that a step counter (Lightning's ``global_step``, hence ``max_steps``) counts
        every planned update, ``num_minibatches * ppo_epochs`` per iteration, whatever the samples. The first update's
        statistics also hold ``first_update_ratio_*`` and, when recomputing, ``sampler_ratio_*`` (see the module
        docstring)."""
        if self.filter_zero_advantages:
            samples = [s for s in samples if s.advantage != 0.0]
        gen = torch.Generator().manual_seed(seed)
        orders = [torch.randperm(len(samples), generator=gen) for _ in range(self.ppo_epochs)]
        epochs = [
            [self.micro_batch_order(samples, mb.tolist()) for mb in torch.tensor_split(order, self.num_minibatches)]
            for order in orders
        ]
        with self.precision_context():
            ref = self.reference_logprobs(samples, temperature)
            old = self.old_logprobs(samples, epochs[0][1:], temperature) if self.recompute_old_logprobs else None
        first = True
        for minibatches in epochs:
            for idx in minibatches:
                mb_old = None if old is None else [old[i] for i in idx]
                with self.precision_context():
                    stats = self.update([samples[i] for i in idx], [ref[i] for i in idx], temperature, mb_old)
                if first and old is not None:  # the first update's forward filled its mini-batch's old log-probs
                    for i, logp in zip(idx, mb_old):
                        old[i] = logp
                if stats is not None:
                    if first:
                        stats.update({f"first_update_{k}": v for k, v in stats.items() if k.startswith("ratio_")})
                        if old is not None:
                            stats.update({f"sampler_{k}": v for k, v in self.sampler_mismatch(samples, old).items()})
                        first = False
                    yield stats
                else:
                    self.optimizer.zero_grad(set_to_none=True)
                    self.optimizer.step()

    def micro_batch_order(self, samples: list[StepSample], idx: list[int]) -> list[int]:
        """The indices ``idx`` (into ``samples``) in the order their micro-batches take them: by prompt length, then
        response length (a stable sort) with ``group_by_length`` when they span more than one micro-batch, else as
        given (one micro-batch pads to its longest sample in any order, so sorting it would only move rounding)."""
        if not self.group_by_length or len(idx) <= self.micro_batch_size:
            return list(idx)
        return sorted(idx, key=lambda i: (len(samples[i].prompt_ids), len(samples[i].response_ids)))

    @torch.no_grad()
    def reference_logprobs(self, samples: list[StepSample], temperature: float) -> list[torch.Tensor | None]:
        """Per sample, the reference policy's log-probs ``[R]`` (on the CPU) of its response tokens at
        ``temperature``; ``None`` each when the loss has no KL term."""
        if self.loss_fn.kl_coef <= 0:
            return [None] * len(samples)
        with self.reference() as model:
            return self.logprobs(model, samples, temperature)

    @torch.no_grad()
    def logprobs(self, model: torch.nn.Module, samples: list[StepSample], temperature: float) -> list[torch.Tensor]:
        """Per sample, ``model``'s log-probs ``[R]`` (on the CPU) of its response tokens at ``temperature``, indexed
        like ``samples``, in micro-batches of ``micro_batch_size`` samples taken in :meth:`micro_batch_order` (for a
        mini-batch already in that order, the update's micro-batches)."""
        out: list[torch.Tensor] = [torch.zeros(0)] * len(samples)
        order = self.micro_batch_order(samples, list(range(len(samples))))
        for start in range(0, len(order), self.micro_batch_size):
            idx = order[start : start + self.micro_batch_size]
            chunk = [samples[i] for i in idx]
            logp, _ = response_logprobs(model, pack_samples(chunk, self.pad_id, self.device), temperature)
            for j, i in enumerate(idx):
                out[i] = logp[j, : len(samples[i].response_ids)].cpu()
        return out

    def old_logprobs(
        self, samples: list[StepSample], minibatches: list[list[int]], temperature: float
    ) -> list[torch.Tensor | None]:
        """The policy's log-probs ``[R]`` of the samples in ``minibatches`` (lists of indices into ``samples``),
        computed mini-batch by mini-batch as the updates will see them; indexed like ``samples``, ``None`` for the
        samples of no mini-batch (:meth:`update` fills them from its own forward)."""
        old: list[torch.Tensor | None] = [None] * len(samples)
        for idx in minibatches:
            for i, logp in zip(idx, self.logprobs(self.full_policy, [samples[i] for i in idx], temperature)):
                old[i] = logp
        return old

    @staticmethod
    def sampler_mismatch(samples: list[StepSample], old: list[torch.Tensor]) -> dict[str, float]:
        """The statistics (:func:`~prover_lightning.loss.ratio_stats`) of ``pi_train_old / pi_sampler`` over the
        tokens of ``samples`` that the sampler gave log-probs; ``old``: the recomputed log-probs ``[R]`` of each."""
        log_ratio = [o - torch.tensor(s.response_logprobs) for o, s in zip(old, samples) if s.response_logprobs]
        stats = ratio_stats(torch.cat(log_ratio) if log_ratio else torch.zeros(0))
        return {k: float(v) for k, v in stats.items()}

    def update(
        self, samples: list[StepSample], ref: list[torch.Tensor | None], temperature: float,
        old: list[torch.Tensor] | None = None,
    ) -> dict[str, float] | None:
        """One optimiser update on one mini-batch, gradient-accumulated over micro-batches of ``micro_batch_size``
        consecutive samples of ``samples`` (:meth:`iteration` passes them in :meth:`micro_batch_order`).

        Data-parallel: every rank calls this once per mini-batch with its own share (possibly empty). A micro-batch's
        loss is weighted by ``world_size × its tokens / all ranks' tokens`` (``token-mean``; samples for the other
        aggregations), so that the gradient DDP averages over ranks equals the single-process gradient over the
        union of the ranks' mini-batches. A rank with fewer micro-batches than another runs zero-weighted ones on a
        one-token placeholder, so every rank makes the same forwards and gradient syncs; only the last micro-batch
        syncs gradients.

        Args:
            samples: the mini-batch's step samples on this rank.
            ref: their reference log-probs (:meth:`reference_logprobs`), in the same order.
            temperature: the sampling temperature (log-probs are recomputed at it).
            old: their recomputed old log-probs (:meth:`old_logprobs`), in the same order; ``None``: the sampler's.
                A ``None`` entry is filled, in place, with the sample's log-probs ``[R]`` (on the CPU, detached) from
                this update's own forward, which are then its old log-probs (ratio exactly 1).

        Returns:
            The update's statistics on this rank (each weighted like the loss: their mean over ranks is the global
            value; ``ratio_min`` / ``ratio_max`` are this rank's extremes, ±inf without samples; ``grad_norm`` before
            clipping when ``max_grad_norm`` > 0), or ``None``, without stepping, when no rank has a sample.
        """
        agg = self.loss_fn.aggregation
        mb = self.micro_batch_size
        chunks = [samples[i : i + mb] for i in range(0, len(samples), mb)]
        counts = gather_counts([len(chunks), sum(len(s.response_ids) for s in samples), len(samples)], self.device)
        world, n_micro = counts.shape[0], int(counts[:, 0].max())
        total = int(counts[:, 1].sum()) if agg == "token-mean" else int(counts[:, 2].sum())
        if total == 0:
            return None
        totals: dict[str, float] = {"ratio_min": math.inf, "ratio_max": -math.inf}
        for k in range(n_micro):
            real = k < len(chunks)
            chunk = chunks[k] if real else [self._placeholder()]
            packed = pack_samples(chunk, self.pad_id, self.device)
            logp, entropy = response_logprobs(self.policy, packed, temperature, with_entropy=True)
            ref_lp = None
            if self.loss_fn.kl_coef > 0 and real:
                ref_lp = pad_sequence(ref[k * mb : (k + 1) * mb], batch_first=True).to(self.device)
            elif self.loss_fn.kl_coef > 0:
                ref_lp = logp.detach()
            old_lp, sampler_lp = packed["old_logprobs"], None  # the sampler's log-probs
            if old is not None:  # recomputed: the sampler's log-probs only weigh the tokens (TIS)
                old_lp, sampler_lp = logp.detach(), old_lp
                rows = old[k * mb : (k + 1) * mb] if real else []
                if any(r is None for r in rows):  # the first update: this forward is the old policy's
                    for j, sample in enumerate(chunk):
                        old[k * mb + j] = logp[j, : len(sample.response_ids)].detach().cpu()
                elif real:
                    old_lp = pad_sequence(rows, batch_first=True).to(self.device)
            loss, stats = self.loss_fn(
                logp, old_lp, packed["advantages"], packed["response_mask"], ref_lp,
                sampler_logprobs=sampler_lp if self.loss_fn.tis_cap is not None else None,
            )
            tokens = packed["response_mask"].sum().item()
            weight = world * (tokens if agg == "token-mean" else len(chunk)) / total if real else 0.0
            with self._gradient_sync(k == n_micro - 1):
                self.backward(loss * weight)
            stats["entropy"] = ((entropy * packed["response_mask"]).sum() / max(tokens, 1)).detach()
            stats["loss"] = loss.detach()
            for key, v in stats.items():  # weighted like the loss; min / max kept as extremes of real samples
                if key in ("ratio_min", "ratio_max"):
                    if real:
                        totals[key] = (min if key == "ratio_min" else max)(totals[key], float(v))
                else:
                    totals[key] = totals.get(key, 0.0) + float(v) * weight
        if self.max_grad_norm > 0:
            norm = torch.nn.utils.clip_grad_norm_(
                [p for p in self.policy.parameters() if p.requires_grad], self.max_grad_norm
            )
            totals["grad_norm"] = float(full_tensor(norm))  # a sharded policy's norm is a DTensor
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        return totals

    def _placeholder(self) -> StepSample:
        """A one-token sample for the zero-weighted micro-batches of a rank with nothing left to train on."""
        return StepSample(
            prompt_ids=[self.pad_id], response_ids=[self.pad_id], response_logprobs=[0.0], response_text="",
            action=None, admissible=None, observation="",
        )

    def _gradient_sync(self, sync: bool) -> AbstractContextManager:
        """Context of a micro-batch's backward: all-reduce gradients only when ``sync`` (the update's last
        micro-batch); the others accumulate locally. One process: nothing to sync."""
        if sync or not is_distributed() or self.no_sync is None:
            return nullcontext()
        return self.no_sync()
