"""ProVer, step 2 of 3: verify each judged segment by sampling continuations of the current policy from the state
just before it and just after it (the "ProVer" paper).

A state inside a trajectory is restored by replaying the trajectory's recorded action prefix from reset; the replayed
observations are checked against the record (environments are deterministic given task, seed and actions), and a
continuation whose replay does not reproduce them is excluded and counted. The segment's advantage is

    Â = success_rate(after) − success_rate(before),

with standard error ``sqrt(p_a (1 − p_a) / n_a + p_b (1 − p_b) / n_b)`` (two independent binomial rates). The model
judgment only chose where to look; these observed outcomes decide the credit.
"""

from __future__ import annotations

import math
import time

import lightning as L
import torch

from callbacks.continuations import state_start
from callbacks.cost import NO_EPISODE_COST, add_extra_cost
from callbacks.prover.segments import SEGMENTS_KEY, Segment
from callbacks.stages import PipelineStage, Role
from prover_lightning.interfaces import EpisodeRunner, datamodule
from prover_lightning.iteration_log import logging_step
from prover_lightning.log_media import MediaLog
from prover_lightning.types import RolloutBatch, Trajectory


def advantage_estimate(wins_before: list[bool], wins_after: list[bool] | None) -> tuple[float, float, float, float]:
    """``(Â, stderr, p_before, p_after)`` from the continuations' outcomes on each side; ``wins_after=None`` means the
    after-state is terminal and won: ``p_after = 1`` exactly, contributing no variance.

    Raises:
        ValueError: a side has no outcome (nothing to estimate from).
    """
    if not wins_before or wins_after == []:
        raise ValueError("each side needs at least one continuation outcome")
    p_b = sum(wins_before) / len(wins_before)
    p_a = 1.0 if wins_after is None else sum(wins_after) / len(wins_after)
    var = p_b * (1 - p_b) / len(wins_before) + (0.0 if wins_after is None else p_a * (1 - p_a) / len(wins_after))
    return p_a - p_b, math.sqrt(var), p_b, p_a


class SegmentVerifier(PipelineStage):
    """Estimates Â of the judged segments in ``batch.annotations["prover/segments"]`` (filled by
    :class:`~callbacks.prover.judge_callback.SegmentJudge`) and writes it on each segment.

    For each segment, up to ``max_segments_per_batch`` (the rest are marked ``"over_budget"``), it runs
    ``num_continuations`` (K; paper: 8) episodes of the current policy from s_pre, the state before the segment's first
    step (prefix = the steps before it; the initial state when the segment starts at step 0), and K from s_post, the
    state after its last step, with the training sampling settings and the remaining step budget (the paper's Δ̂ = mean
    R_post − mean R_pre over binary success): all segments' continuations in ONE ``run_episodes`` call of the datamodule
    (:class:`~prover_lightning.interfaces.EpisodeRunner`). If the segment ends with the winning last step, the
    after-state is terminal and won: its success rate is 1 with no sampling (``n_after = 0``). Replay-mismatched and
    aborted continuations are excluded and counted; a segment left with no usable continuation on a side is marked
    ``"no_usable_continuation"``.

    Stats added to ``batch.stats`` (every batch): ``prover/segments_verified``, ``prover/segments_verified_positive``
    (those with Â > 0), ``prover/segments_over_budget``, ``prover/segments_unverifiable``, ``prover/continuations``,
    ``prover/continuation_tokens``, ``prover/replay_mismatches``, ``prover/aborted_continuations``,
    ``prover/verify_s`` (seconds); and at the batches with a verified segment only (a mean over none is undefined,
    not 0), ``prover/advantage_mean`` and ``prover/advantage_stderr_mean`` (over verified segments) and
    ``prover/advantage_positive_share`` (share of verified segments with Â > 0: the paper's positive-verify
    share), each with the number of verified segments as its weight in ``batch.stat_weights`` (so data-parallel
    ranks merge them over the union of their verified segments: see
    :func:`~prover_lightning.distributed.merge_rank_stats`); at the batches with a proposed segment only,
    ``prover/advantage_positive_per_proposed`` (segments verified with Â > 0 ÷ segments proposed: over-budget and
    unverifiable segments count as not positive, so a judge whose segments often cannot be verified scores lower
    here than in the share over verified ones), weighted by the segments proposed. The continuations' tokens, env
    steps (replayed steps included) and seconds go to the batch's extra cost (:func:`~callbacks.cost.add_extra_cost`).
    A histogram of Â (``prover/advantage``) goes to every logger that holds histograms
    (:class:`~prover_lightning.log_media.MediaLog`).

    Args:
        num_continuations: K, continuations sampled from each side of a segment (paper: 8).
        max_segments_per_batch: segments verified per batch, the first ones in order (``None``: all).
    """

    provides = frozenset({Role.VERIFIED_SEGMENTS, Role.EXTRA_COST})
    needs = frozenset({Role.SEGMENTS})
    uses = frozenset({Role.GROUPS})
    data_interface = EpisodeRunner

    def __init__(self, num_continuations: int = 4, max_segments_per_batch: int | None = None) -> None:
        if num_continuations < 1 or (max_segments_per_batch is not None and max_segments_per_batch < 0):
            raise ValueError(
                f"SegmentVerifier needs num_continuations >= 1 and max_segments_per_batch >= 0 or None, got "
                f"{num_continuations}, {max_segments_per_batch}"
            )
        self.num_continuations = num_continuations
        self.max_segments_per_batch = max_segments_per_batch
        self.media = MediaLog(type(self).__name__)

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        segments: list[Segment] = batch.annotations.get(SEGMENTS_KEY, [])
        limit = len(segments) if self.max_segments_per_batch is None else self.max_segments_per_batch
        todo = segments[:limit]
        for seg in segments[limit:]:
            seg.skipped = "over_budget"
        starts, sides = [], []  # sides[i]: (id of the segment, 0 = before / 1 = after) of starts[i]
        for seg in todo:
            traj = seg.success
            for side, steps in ((0, seg.start_step), (1, seg.end_step + 1)):
                if side == 1 and _ends_won(seg):
                    continue
                starts += [state_start(traj, steps)] * self.num_continuations
                sides += [(id(seg), side)] * self.num_continuations
        runner = datamodule(trainer, EpisodeRunner, type(self).__name__)
        continuations, cost = runner.run_episodes(starts) if starts else ([], NO_EPISODE_COST)
        wins: dict[tuple[int, int], list[bool]] = {}
        for key, t in zip(sides, continuations):
            if not (t.aborted or t.replay_mismatch):
                wins.setdefault(key, []).append(t.won)
        verified = []
        for seg in todo:
            before = wins.get((id(seg), 0), [])
            after = None if _ends_won(seg) else wins.get((id(seg), 1), [])
            if not before or after == []:
                seg.skipped = "no_usable_continuation"
                continue
            seg.advantage, seg.stderr, seg.success_before, seg.success_after = advantage_estimate(before, after)
            seg.n_before, seg.n_after = len(before), len(after or [])
            verified.append(seg)
        verify_s = time.perf_counter() - t0
        self._log(trainer, batch, segments, verified, continuations, cost, verify_s)

    def _log(self, trainer: L.Trainer, batch: RolloutBatch, segments: list[Segment], verified: list[Segment],
             continuations: list[Trajectory], cost: dict[str, float], verify_s: float) -> None:
        tokens = cost["generated_tokens"]
        add_extra_cost(batch, generated_tokens=tokens, env_steps=cost["env_steps"], seconds=verify_s)
        advantages = [s.advantage for s in verified]
        positive = sum(a > 0 for a in advantages)
        batch.stats.update({
            "prover/segments_verified": float(len(verified)),
            "prover/segments_verified_positive": float(positive),
            "prover/segments_over_budget": float(sum(s.skipped == "over_budget" for s in segments)),
            "prover/segments_unverifiable": float(sum(s.skipped == "no_usable_continuation" for s in segments)),
            "prover/continuations": float(len(continuations)),
            "prover/continuation_tokens": tokens,
            "prover/replay_mismatches": float(sum(t.replay_mismatch for t in continuations)),
            "prover/aborted_continuations": float(sum(t.aborted for t in continuations)),
            "prover/verify_s": verify_s,
        })
        if segments:
            batch.stats["prover/advantage_positive_per_proposed"] = positive / len(segments)
            batch.stat_weights["prover/advantage_positive_per_proposed"] = float(len(segments))
        if advantages:
            n = len(advantages)
            batch.stats.update({
                "prover/advantage_mean": sum(advantages) / n,
                "prover/advantage_stderr_mean": sum(s.stderr for s in verified) / n,
                "prover/advantage_positive_share": positive / n,
            })
            batch.stat_weights.update(dict.fromkeys(
                ["prover/advantage_mean", "prover/advantage_stderr_mean", "prover/advantage_positive_share"], float(n)
            ))
            self.media.histogram(trainer, "prover/advantage", torch.tensor(advantages), logging_step(trainer))


def _ends_won(seg: Segment) -> bool:
    """The segment ends with its success's winning last step: the state after it is terminal and won."""
    return seg.success.won and seg.end_step == len(seg.success.steps) - 1

