"""Logs one judged pair per training iteration to every logger that holds text (TensorBoard's Text tab, a W&B table,
files beside a CSV log): both trajectories, the segment marked in the successful one, the judge's reason, Â with its
standard error, and the bonus applied; or, when the judge gave no segment at all, what it failed with."""

from __future__ import annotations

from collections import Counter

from callbacks.prover.segments import JUDGE_FAILURES_KEY, SEGMENTS_KEY, JudgeFailure, Segment, step_lines, truncate
from callbacks.trajectory_text import BatchTextLogger
from prover_lightning.types import RolloutBatch


def format_judged_pair(seg: Segment, max_observation_chars: int = 200) -> str:
    """Markdown rendering of a segment and its pair; steps numbered from 1, the segment's steps bold with "▶"."""
    success, failure = seg.success, seg.failures[0]
    if seg.verified:
        after = f"over {seg.n_after}" if seg.n_after else "terminal and won"
        outcome = (f"Â = {seg.advantage:+.2f} ± {seg.stderr:.2f} (success rate before {seg.success_before:.2f} over "
                   f"{seg.n_before}, after {seg.success_after:.2f} {after})")
    else:
        outcome = f"not verified ({seg.skipped or 'no verifier'})"
    lines = [
        f"**group** {seg.group_id}, task `{success.task.task_id}` — {success.goal}",
        f"**segment** steps {seg.start_step + 1}–{seg.end_step + 1} of the success, by {seg.judge}: {seg.reason}",
        f"**{outcome}**; bonus {seg.bonus:+.3f} per step",
        "",
        f"**successful trajectory** (initial observation: "
        f"{truncate(success.initial_observation, max_observation_chars)})",
        "",
    ]
    for i, line in enumerate(step_lines(success, max_observation_chars)):
        lines.append(f"- **▶ {line}**" if seg.start_step <= i <= seg.end_step else f"- {line}")
    others = len(seg.failures) - 1
    lines += ["", "**failed trajectory**" + (f" (the first of {others + 1} the judge saw)" if others else ""), ""]
    lines += [f"- {line}" for line in step_lines(failure, max_observation_chars)]
    return "\n".join(lines)


def format_judge_failures(failures: list[JudgeFailure]) -> str:
    """Markdown: how many judged groups got no segment, by kind, then each failure's group, kind and detail (for an
    unparseable answer, the start of the judge's last answer)."""
    kinds = ", ".join(f"{kind} × {n}" for kind, n in Counter(f.kind for f in failures).most_common())
    lines = [f"**no segment**: the judge failed on {len(failures)} judged group(s) ({kinds})", ""]
    lines += [f"- group {f.group_id}, {f.kind}: {f.detail or '(no detail)'}" for f in failures]
    return "\n".join(lines)


class JudgedPairLogger(BatchTextLogger):
    """Writes one judged pair per rollout iteration as text under ``prover/judged_pair`` (the first verified
    segment, else the first judged one), after the update, so the bonus shown is the one trained on; at an iteration
    whose judged groups all failed, the failures (:func:`format_judge_failures`), so a judge that never answers
    usably shows why.

    Args:
        every_n_iterations: log every n-th rollout iteration.
        max_observation_chars: each observation is cut to this many characters.
    """

    tag = "prover/judged_pair"

    def __init__(self, every_n_iterations: int = 1, max_observation_chars: int = 200) -> None:
        super().__init__(every_n_iterations)
        self.max_observation_chars = max_observation_chars

    def text(self, batch: RolloutBatch) -> str | None:
        segments = batch.annotations.get(SEGMENTS_KEY, [])
        if not segments:
            failures = batch.annotations.get(JUDGE_FAILURES_KEY, [])
            return format_judge_failures(failures) if failures else None
        chosen = next((s for s in segments if s.verified), segments[0])
        return format_judged_pair(chosen, self.max_observation_chars)
