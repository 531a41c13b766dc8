"""ProVer, step 1 of 3: a judge proposes, for each eligible group, the segment of a success that probably decided the
outcome (the "ProVer" paper, arXiv 2609.36178)."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import replace

import lightning as L

from callbacks.cost import add_extra_cost
from callbacks.prover.judges import Judge
from callbacks.prover.segments import (
    FAILURE_KINDS,
    JUDGE_FAILURES_KEY,
    SEGMENTS_KEY,
    JudgeCase,
    JudgeFailure,
    Segment,
    SegmentRules,
    Selection,
    check_selection,
    check_verdict,
    select_contrasts,
)
from callbacks.stages import PipelineStage, Role
from prover_lightning.types import RolloutBatch


class SegmentJudge(PipelineStage):
    """Runs a judge on the fresh rollout batch, before any gradient step on it.

    For each eligible group (:func:`~callbacks.prover.segments.select_contrasts`) it gives the judge the judged
    success, the failures and the segment rules, checks each verdict against the rules, and stores the valid segments
    (one per group at most) in ``batch.annotations["prover/segments"]`` for the verifier. A judge failure (malformed
    answer, a rule broken after the repairs, timeout, unreachable endpoint) skips that group and is counted; it never
    stops training.

    Stats added to ``batch.stats`` (every batch): ``prover/eligible_groups``, ``prover/eligible_group_rate``
    (eligible ÷ groups in the batch), ``prover/segments_proposed``, ``prover/segment_turns_mean`` (mean length of the
    proposed segments in steps; at the batches with a segment only: a mean over none is undefined),
    ``prover/judge_failures``, ``prover/judge_failures/<kind>`` for each
    kind of :data:`~callbacks.prover.segments.FAILURE_KINDS` (a custom judge's own kind: only at the iterations where
    it happened, logged there only, as every ``batch.stats`` entry), ``prover/repairs`` (repair turns sent),
    ``prover/judge_tool_calls``, ``prover/judge_s`` (seconds), ``prover/judge_generated_tokens`` (the judge model's
    tokens; 0 without a model). The tokens and seconds also go to the batch's extra cost
    (:func:`~callbacks.cost.add_extra_cost`). The two means carry their counts in ``batch.stat_weights`` (the
    batch's groups; the proposed segments, set with the mean only), so data-parallel ranks merge them over the union
    of their groups and segments (:func:`~prover_lightning.distributed.merge_rank_stats`).

    Args:
        judge: the judge (``DivergenceJudge``, ``RandomJudge``, ``LLMJudge``).
        max_groups_per_batch: judge at most this many eligible groups per batch, the first ones in group order
            (``None``: all; the paper judges every eligible group).
        selection: what the judge sees: ``"pair"`` (a success and the failure sharing its longest action prefix) or
            ``"shortest_success"`` (the paper: the shortest success and every failure of the group).
        successes: a group is eligible only if its number of successes lies in this inclusive range (the paper:
            ``[1, 3]`` at G = 8); ``None``: any group with a success and a failure.
        rules: constraints every proposed segment obeys (the paper: at most 4 turns, non-terminal, valid actions).

    Raises:
        RuntimeError: the judge answered a different number of verdicts than it was given cases (a bug in the judge).
    """

    provides = frozenset({Role.SEGMENTS, Role.EXTRA_COST})
    uses = frozenset({Role.GROUPS})

    def __init__(self, judge: Judge, max_groups_per_batch: int | None = None, selection: Selection = "pair",
                 successes: tuple[int, int] | None = None, rules: SegmentRules = SegmentRules()) -> None:
        if max_groups_per_batch is not None and max_groups_per_batch < 0:
            raise ValueError(f"SegmentJudge.max_groups_per_batch must be >= 0 or None, got {max_groups_per_batch}")
        self.judge, self.max_groups_per_batch = judge, max_groups_per_batch
        self.selection, self.successes, self.rules = selection, successes, rules
        check_selection(selection, successes)

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        contrasts = select_contrasts(batch, self.selection, self.successes)
        judged = contrasts[: self.max_groups_per_batch] if self.max_groups_per_batch is not None else contrasts
        cases = [JudgeCase(c.success, list(c.failures), self.rules) for c in judged]
        verdicts = self.judge.propose(cases, pl_module) if cases else []
        if len(verdicts) != len(cases):
            raise RuntimeError(f"{self.judge.name} answered {len(verdicts)} verdicts for {len(cases)} cases")
        segments, failures = [], []
        for c, case, verdict in zip(judged, cases, verdicts):
            failure = verdict if isinstance(verdict, JudgeFailure) else check_verdict(verdict, case.success, self.rules)
            if failure is not None:
                failures.append(replace(failure, group_id=case.success.group_id))
                continue
            segments.append(Segment(c.success, c.failures, verdict.start_step, verdict.end_step, verdict.reason,
                                    self.judge.name))
        judge = self.judge if cases else None
        record_segments(batch, len(contrasts), segments, failures, time.perf_counter() - t0, judge)

    def state_dict(self) -> dict:
        return {"judge": self.judge.state_dict()}

    def load_state_dict(self, state_dict: dict) -> None:
        self.judge.load_state_dict(state_dict.get("judge", {}))


class EveryStepSegments(PipelineStage):
    """The exhaustive ablation, ProVer's cost ceiling: no judge; every step of the judged success of each eligible
    group (:func:`~callbacks.prover.segments.select_contrasts`, ``"pair"`` selection) is proposed as its own one-step
    segment, so the verifier measures Â for every step. Takes the place of :class:`SegmentJudge` in the callback list
    and writes the same stats.

    Args:
        max_groups_per_batch: at most this many groups per batch, the first ones in group order (``None``: all).
    """

    provides = frozenset({Role.SEGMENTS, Role.EXTRA_COST})
    uses = frozenset({Role.GROUPS})

    def __init__(self, max_groups_per_batch: int | None = None) -> None:
        if max_groups_per_batch is not None and max_groups_per_batch < 0:
            raise ValueError(f"EveryStepSegments.max_groups_per_batch must be >= 0 or None, got {max_groups_per_batch}")
        self.max_groups_per_batch = max_groups_per_batch

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        contrasts = select_contrasts(batch)
        chosen = contrasts if self.max_groups_per_batch is None else contrasts[: self.max_groups_per_batch]
        segments = [
            Segment(c.success, c.failures, step, step, "every step", type(self).__name__)
            for c in chosen for step in range(len(c.success.steps))
        ]
        record_segments(batch, len(contrasts), segments, [], time.perf_counter() - t0)


def record_segments(batch: RolloutBatch, eligible: int, segments: list[Segment], failures: list[JudgeFailure],
                    seconds: float, judge: Judge | None = None) -> None:
    """Hand ``segments`` to the verifier (``batch.annotations["prover/segments"]``) and ``failures`` to the text log
    (``batch.annotations["prover/judge_failures"]``), write the judge-stage stats (see :class:`SegmentJudge`;
    ``judge``: the judge that answered, for its token, repair and tool-call counts) and add the judge's tokens and
    seconds to the batch's extra cost."""
    tokens = judge.last_generated_tokens if judge is not None else 0
    groups = len({t.group_id for t in batch.trajectories})
    batch.annotations[SEGMENTS_KEY] = segments
    batch.annotations[JUDGE_FAILURES_KEY] = failures
    kinds = Counter(f.kind for f in failures)
    batch.stats.update({
        "prover/eligible_groups": float(eligible),
        "prover/eligible_group_rate": eligible / groups if groups else 0.0,
        "prover/segments_proposed": float(len(segments)),
        "prover/judge_failures": float(len(failures)),
        "prover/repairs": float(judge.last_repairs if judge is not None else 0),
        "prover/judge_tool_calls": float(judge.last_tool_calls if judge is not None else 0),
        "prover/judge_s": seconds,
        "prover/judge_generated_tokens": float(tokens),
    })
    batch.stat_weights["prover/eligible_group_rate"] = float(groups)
    if segments:
        batch.stats["prover/segment_turns_mean"] = sum(s.turns for s in segments) / len(segments)
        batch.stat_weights["prover/segment_turns_mean"] = float(len(segments))
    for kind in {*FAILURE_KINDS, *kinds}:
        batch.stats[f"prover/judge_failures/{kind}"] = float(kinds[kind])
    add_extra_cost(batch, generated_tokens=tokens, seconds=seconds)
