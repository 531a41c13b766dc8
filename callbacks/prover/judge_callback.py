"""ProVer, step 1 of 3: a judge proposes, for each group with a success and a failure, the segment of the success that
probably decided the outcome (the "ProVer" paper)."""

from __future__ import annotations

import time
from collections import Counter

import lightning as L

from callbacks.prover.judges import Judge
from callbacks.prover.segments import FAILURE_KINDS, SEGMENTS_KEY, JudgeFailure, Segment, check_verdict, select_pairs
from prover_lightning.types import RolloutBatch


class SegmentJudge(L.Callback):
    """Runs a judge on the fresh rollout batch, before any gradient step on it.

    For each eligible group (at least one usable success and one usable failure) it contrasts the pair chosen by
    :func:`~callbacks.prover.segments.select_pairs`, asks the judge, checks each verdict against the success's steps,
    and stores the valid segments in ``batch.annotations["prover/segments"]`` for the verifier. A judge failure
    (malformed answer, out-of-range or reversed steps, timeout, unreachable endpoint) skips that group and is counted;
    it never stops training.

    Stats added to ``batch.stats`` (every batch): ``prover/eligible_groups``, ``prover/segments_proposed``,
    ``prover/judge_failures``, ``prover/judge_failures/<kind>`` for each kind, ``prover/judge_s`` (seconds),
    ``prover/judge_generated_tokens`` (the judge model's answer tokens; 0 without a model).

    Args:
        judge: the judge (``DivergenceJudge``, ``RandomJudge``, ``LLMJudge``).
        max_segments_per_batch: judge at most this many groups per batch, the first ones in group order
            (``None``: all eligible groups).

    Raises:
        RuntimeError: the judge answered a different number of verdicts than it was given pairs (a bug in the judge).
    """

    def __init__(self, judge: Judge, max_segments_per_batch: int | None = None) -> None:
        if max_segments_per_batch is not None and max_segments_per_batch < 0:
            raise ValueError(f"SegmentJudge.max_segments_per_batch must be >= 0 or None, got {max_segments_per_batch}")
        self.judge = judge
        self.max_segments_per_batch = max_segments_per_batch

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        pairs = select_pairs(batch)
        judged = pairs if self.max_segments_per_batch is None else pairs[: self.max_segments_per_batch]
        trajs = batch.trajectories
        verdicts = self.judge.propose([(trajs[s], trajs[f]) for s, f in judged], pl_module) if judged else []
        if len(verdicts) != len(judged):
            raise RuntimeError(f"{self.judge.name} answered {len(verdicts)} verdicts for {len(judged)} pairs")
        segments, failures = [], Counter()
        for (s, f), verdict in zip(judged, verdicts):
            failure = verdict if isinstance(verdict, JudgeFailure) else check_verdict(verdict, len(trajs[s].steps))
            if failure is not None:
                failures[failure.kind] += 1
                continue
            segments.append(Segment(trajs[s].group_id, s, f, verdict.start_step, verdict.end_step, verdict.reason,
                                    self.judge.name))
        tokens = self.judge.last_generated_tokens if judged else 0
        record_segments(batch, len(pairs), segments, failures, time.perf_counter() - t0, tokens)

    def state_dict(self) -> dict:
        return {"judge": self.judge.state_dict()}

    def load_state_dict(self, state_dict: dict) -> None:
        self.judge.load_state_dict(state_dict.get("judge", {}))


class EveryStepSegments(L.Callback):
    """The exhaustive ablation, ProVer's cost ceiling: no judge; every step of the success of each eligible group's
    pair (:func:`~callbacks.prover.segments.select_pairs`) is proposed as its own one-step segment, so the verifier
    (give it a ``max_segments_per_batch`` of at least groups × steps) measures Â for every step. Takes the place of
    :class:`SegmentJudge` in the callback list and writes the same stats.

    Args:
        max_groups_per_batch: at most this many groups per batch, the first ones in group order (``None``: all).
    """

    def __init__(self, max_groups_per_batch: int | None = None) -> None:
        if max_groups_per_batch is not None and max_groups_per_batch < 0:
            raise ValueError(f"EveryStepSegments.max_groups_per_batch must be >= 0 or None, got {max_groups_per_batch}")
        self.max_groups_per_batch = max_groups_per_batch

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        pairs = select_pairs(batch)
        chosen = pairs if self.max_groups_per_batch is None else pairs[: self.max_groups_per_batch]
        segments = [
            Segment(batch.trajectories[s].group_id, s, f, step, step, "every step", type(self).__name__)
            for s, f in chosen for step in range(len(batch.trajectories[s].steps))
        ]
        record_segments(batch, len(pairs), segments, Counter(), time.perf_counter() - t0)


def record_segments(batch: RolloutBatch, eligible: int, segments: list[Segment], failures: Counter,
                    seconds: float, generated_tokens: int = 0) -> None:
    """Hand ``segments`` to the verifier (``batch.annotations["prover/segments"]``) and write the judge-stage stats:
    ``prover/eligible_groups``, ``prover/segments_proposed``, ``prover/judge_failures`` (and per kind),
    ``prover/judge_s``, ``prover/judge_generated_tokens``."""
    batch.annotations[SEGMENTS_KEY] = segments
    batch.stats["prover/eligible_groups"] = float(eligible)
    batch.stats["prover/segments_proposed"] = float(len(segments))
    batch.stats["prover/judge_failures"] = float(sum(failures.values()))
    for kind in {*FAILURE_KINDS, *failures}:
        batch.stats[f"prover/judge_failures/{kind}"] = float(failures[kind])
    batch.stats["prover/judge_s"] = seconds
    batch.stats["prover/judge_generated_tokens"] = float(generated_tokens)
