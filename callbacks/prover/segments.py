"""ProVer's records: the segment a judge proposes and the verifier fills in, and the choice of the contrasted pair.

ProVer (the "ProVer" paper): for each group that has at least one success and one failure, a judge contrasts
a successful and a failed trajectory of the group (same task, same initial state) and names the segment
``[start_step, end_step]`` of the successful trajectory that probably decided the outcome; a verifier then measures
that segment's advantage from sampled continuations, and a credit callback adds it to the segment's steps. The
callbacks hand segments to each other in ``RolloutBatch.annotations[SEGMENTS_KEY]``.
"""

from __future__ import annotations

from dataclasses import dataclass

from prover_lightning.rollout import INVALID_ACTION
from prover_lightning.types import RolloutBatch, Trajectory

#: ``RolloutBatch.annotations`` key of the batch's list of :class:`Segment`
SEGMENTS_KEY = "prover/segments"
#: why a judge gave no segment for a pair; each is counted as ``prover/judge_failures/<kind>`` on every batch
FAILURE_KINDS = ("malformed", "out_of_range", "reversed", "timeout", "unreachable", "http_error", "bad_response")


@dataclass
class Verdict:
    """A judge's answer for one pair: the segment ``[start_step, end_step]`` of the successful trajectory (0-based
    step indices, inclusive) and a one-line reason. Not yet checked against the trajectory's length."""

    start_step: int
    end_step: int
    reason: str = ""


@dataclass
class JudgeFailure:
    """A judge gave no usable segment for one pair. ``kind`` is one of :data:`FAILURE_KINDS` (a custom judge may add
    its own); ``detail`` is free text for debugging."""

    kind: str
    detail: str = ""


@dataclass
class Segment:
    """One judged segment of a successful trajectory, and what the verifier and the credit found for it.

    Attributes:
        group_id: the group both trajectories belong to.
        success_index, failure_index: indices of the contrasted successful / failed trajectory in
            ``batch.trajectories``.
        start_step, end_step: the segment, 0-based indices into the successful trajectory's ``steps``, inclusive.
        reason: the judge's one-line reason.
        judge: name of the judge that proposed it.
        advantage: Â = success_after − success_before (``None`` until verified).
        stderr: standard error of Â (see :class:`~callbacks.prover.verifier.SegmentVerifier`).
        success_before, success_after: success rates of the continuations from the state just before the segment's
            first step and just after its last step.
        n_before, n_after: usable continuations behind each rate (``n_after`` is 0 when the segment ends with the
            winning step: that state is terminal and won, so its success rate is exactly 1).
        skipped: why the verifier did not verify it (``"over_budget"``, ``"no_usable_continuation"``), else ``None``.
        bonus: what a credit callback added to the advantage of each of the segment's steps (0 if none).
    """

    group_id: int
    success_index: int
    failure_index: int
    start_step: int
    end_step: int
    reason: str = ""
    judge: str = ""
    advantage: float | None = None
    stderr: float | None = None
    success_before: float | None = None
    success_after: float | None = None
    n_before: int = 0
    n_after: int = 0
    skipped: str | None = None
    bonus: float = 0.0

    @property
    def verified(self) -> bool:
        """The verifier estimated Â."""
        return self.advantage is not None


def check_verdict(verdict: Verdict, num_steps: int) -> JudgeFailure | None:
    """``None`` if ``verdict`` names a segment inside a trajectory of ``num_steps`` steps, else why not
    (``"reversed"``: start after end; ``"out_of_range"``: a step outside ``[0, num_steps)``)."""
    if verdict.start_step > verdict.end_step:
        return JudgeFailure("reversed", f"start_step {verdict.start_step} > end_step {verdict.end_step}")
    if verdict.start_step < 0 or verdict.end_step >= num_steps:
        return JudgeFailure("out_of_range", f"[{verdict.start_step}, {verdict.end_step}] outside [0, {num_steps - 1}]")
    return None


def shared_prefix_length(a: Trajectory, b: Trajectory) -> int:
    """Number of leading steps whose actions are equal in both trajectories (an unparseable response equals another
    unparseable response)."""
    n = 0
    for x, y in zip(a.actions, b.actions):
        if x != y:
            break
        n += 1
    return n


def select_pairs(batch: RolloutBatch) -> list[tuple[int, int]]:
    """The contrasted pair of every eligible group, in group order.

    A group is eligible when it has at least one usable success and one usable failure (aborted and
    replay-mismatched trajectories take no part). Its pair is the (success, failure) sharing the longest action
    prefix over all such pairs of the group; ties go to the first success, then the first failure, in batch order.

    Returns:
        ``(success_index, failure_index)`` into ``batch.trajectories`` for each eligible group.
    """
    index = {id(t): i for i, t in enumerate(batch.trajectories)}
    pairs = []
    for group in batch.groups().values():
        wins = [t for t in group if t.usable and t.won]
        losses = [t for t in group if t.usable and not t.won]
        if wins and losses:
            candidates = [(s, f) for s in wins for f in losses]  # max() keeps the first of equal keys
            s, f = max(candidates, key=lambda p: shared_prefix_length(*p))
            pairs.append((index[id(s)], index[id(f)]))
    return pairs


def step_lines(traj: Trajectory, max_observation_chars: int) -> list[str]:
    """One line per step, numbered from 1: ``"Step k: <action> -> <observation>"``, whitespace collapsed and each
    observation cut to ``max_observation_chars`` characters ("…" marks a cut)."""
    return [
        f"Step {k}: {INVALID_ACTION if s.action is None else s.action} -> "
        f"{truncate(s.observation, max_observation_chars)}"
        for k, s in enumerate(traj.steps, start=1)
    ]


def truncate(text: str, max_chars: int) -> str:
    """``text`` on one line (whitespace collapsed), cut to at most ``max_chars`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= max_chars else text[: max(max_chars - 1, 0)] + "…"
