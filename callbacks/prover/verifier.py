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
from typing import Any

import lightning as L
import torch
from lightning.pytorch.loggers import TensorBoardLogger

from callbacks.prover.segments import SEGMENTS_KEY, Segment
from prover_lightning.rollout import EpisodeStart
from prover_lightning.types import RolloutBatch, Trajectory

#: running sums behind the cumulative ratios: extra (verification) cost and the rollouts' own cost
_TOTALS = ("extra_tokens", "rollout_tokens", "extra_env_steps", "rollout_env_steps", "extra_s", "rollout_s")


def state_start(traj: Trajectory, steps: int) -> EpisodeStart:
    """Where to start a continuation from the state after the first ``steps`` steps of ``traj`` (0: its initial
    state): its task, and its recorded actions and observations up to there to replay."""
    return EpisodeStart(
        traj.task, traj.group_id,
        traj.prefix_actions + [s.action for s in traj.steps[:steps]],
        traj.prefix_observations + [s.observation for s in traj.steps[:steps]],
    )


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


class SegmentVerifier(L.Callback):
    """Estimates Â of the judged segments in ``batch.annotations["prover/segments"]`` (filled by
    :class:`~callbacks.prover.judge_callback.SegmentJudge`) and writes it on each segment.

    For each segment, up to ``max_segments_per_batch`` (the rest are marked ``"over_budget"``), it runs
    ``num_continuations`` (K) episodes of the current policy from the state before the segment's first step (prefix
    = the steps before it; the initial state when the segment starts at step 0) and K from the state after its last
    step, with the training sampling settings and the remaining step budget: all segments' continuations in ONE
    ``trainer.datamodule.run_episodes`` call. If the segment ends with the winning last step, the after-state is
    terminal and won: its success rate is 1 with no sampling (``n_after = 0``). Replay-mismatched and aborted
    continuations are excluded and counted; a segment left with no usable continuation on a side is marked
    ``"no_usable_continuation"``.

    Stats added to ``batch.stats`` (every batch): ``prover/segments_verified``, ``prover/segments_over_budget``,
    ``prover/segments_unverifiable``, ``prover/continuations``, ``prover/replay_mismatches``,
    ``prover/aborted_continuations``, ``prover/advantage_mean`` and ``prover/advantage_stderr_mean`` (over verified
    segments, 0 without any), ``prover/advantage_positive_share`` (share of verified segments with Â > 0),
    ``prover/extra_generated_tokens`` (continuations + the judge's answer tokens), ``prover/extra_env_steps``
    (replayed steps included), ``prover/verify_s`` (seconds); the overhead ratios ``prover/extra_token_ratio`` and ``prover/extra_env_step_ratio`` (extra ÷ the
    rollout's own), ``prover/extra_time_ratio`` ((verify + judge seconds) ÷ rollout seconds), and
    ``prover/cumulative_*`` versions of the three over the run so far (the running sums are in the callback's
    ``state_dict``, so they survive a resume). A histogram of Â goes to TensorBoard (``prover/advantage``).

    Args:
        num_continuations: K, continuations sampled from each side of a segment.
        max_segments_per_batch: segments verified per batch, the first ones in order.
    """

    def __init__(self, num_continuations: int = 4, max_segments_per_batch: int = 4) -> None:
        if num_continuations < 1 or max_segments_per_batch < 0:
            raise ValueError(
                f"SegmentVerifier needs num_continuations >= 1 and max_segments_per_batch >= 0, got "
                f"{num_continuations}, {max_segments_per_batch}"
            )
        self.num_continuations = num_continuations
        self.max_segments_per_batch = max_segments_per_batch
        self.totals = dict.fromkeys(_TOTALS, 0.0)

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        segments: list[Segment] = batch.annotations.get(SEGMENTS_KEY, [])
        todo = segments[: self.max_segments_per_batch]
        for seg in segments[self.max_segments_per_batch :]:
            seg.skipped = "over_budget"
        starts, sides = [], []  # sides[i]: (id of the segment, 0 = before / 1 = after) of starts[i]
        for seg in todo:
            traj = batch.trajectories[seg.success_index]
            for side, steps in ((0, seg.start_step), (1, seg.end_step + 1)):
                if side == 1 and _ends_won(seg, traj):
                    continue
                starts += [state_start(traj, steps)] * self.num_continuations
                sides += [(id(seg), side)] * self.num_continuations
        continuations, cost = trainer.datamodule.run_episodes(starts) if starts else ([], {})
        wins: dict[tuple[int, int], list[bool]] = {}
        for key, t in zip(sides, continuations):
            if not (t.aborted or t.replay_mismatch):
                wins.setdefault(key, []).append(t.won)
        verified = []
        for seg in todo:
            before = wins.get((id(seg), 0), [])
            after = None if _ends_won(seg, batch.trajectories[seg.success_index]) else wins.get((id(seg), 1), [])
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
        extra = {
            "extra_tokens": cost.get("generated_tokens", 0.0) + batch.stats.get("prover/judge_generated_tokens", 0.0),
            "rollout_tokens": batch.stats.get("rollout/generated_tokens", 0.0),
            "extra_env_steps": cost.get("env_steps", 0.0),
            "rollout_env_steps": batch.stats.get("rollout/env_steps", 0.0),
            "extra_s": verify_s + batch.stats.get("prover/judge_s", 0.0),
            "rollout_s": batch.stats.get("time/rollout_total_s", 0.0),
        }
        for k, v in extra.items():
            self.totals[k] += v
        advantages = [s.advantage for s in verified]
        n = max(len(verified), 1)
        batch.stats.update({
            "prover/segments_verified": float(len(verified)),
            "prover/segments_over_budget": float(sum(s.skipped == "over_budget" for s in segments)),
            "prover/segments_unverifiable": float(sum(s.skipped == "no_usable_continuation" for s in segments)),
            "prover/continuations": float(len(continuations)),
            "prover/replay_mismatches": float(sum(t.replay_mismatch for t in continuations)),
            "prover/aborted_continuations": float(sum(t.aborted for t in continuations)),
            "prover/advantage_mean": sum(advantages) / n,
            "prover/advantage_stderr_mean": sum(s.stderr for s in verified) / n,
            "prover/advantage_positive_share": sum(a > 0 for a in advantages) / n,
            "prover/extra_generated_tokens": extra["extra_tokens"],
            "prover/extra_env_steps": extra["extra_env_steps"],
            "prover/verify_s": verify_s,
        })
        for name, (num, den) in {"token_ratio": ("extra_tokens", "rollout_tokens"),
                                 "env_step_ratio": ("extra_env_steps", "rollout_env_steps"),
                                 "time_ratio": ("extra_s", "rollout_s")}.items():
            batch.stats[f"prover/extra_{name}"] = _ratio(extra[num], extra[den])
            batch.stats[f"prover/cumulative_extra_{name}"] = _ratio(self.totals[num], self.totals[den])
        if advantages:
            for logger in trainer.loggers:
                if isinstance(logger, TensorBoardLogger):
                    logger.experiment.add_histogram(
                        "prover/advantage", torch.tensor(advantages), global_step=trainer.global_step
                    )

    def state_dict(self) -> dict[str, Any]:
        return {"totals": dict(self.totals)}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        self.totals.update(state_dict.get("totals", {}))


def _ends_won(seg: Segment, traj: Trajectory) -> bool:
    """The segment ends with the trajectory's winning last step: the state after it is terminal and won."""
    return traj.won and seg.end_step == len(traj.steps) - 1


def _ratio(num: float, den: float) -> float:
    return num / den if den > 0 else 0.0
