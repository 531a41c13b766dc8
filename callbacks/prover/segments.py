"""ProVer's records: the segment a judge proposes and the verifier fills in, the rules a segment obeys, and the choice
of the trajectories a judge contrasts.

ProVer (the "ProVer" paper, arXiv 2609.36178): for each eligible group (some successes, some failures), a judge
contrasts the group's successful and failed trajectories (same task, same initial state) and names the segment
``[start_step, end_step]`` of one success that probably decided the outcome; a verifier then measures that segment's
advantage from sampled continuations, and a credit callback adds it to the segment's steps. The callbacks hand
segments to each other in ``RolloutBatch.annotations[SEGMENTS_KEY]``.

Two ways to choose what a judge sees (:func:`select_contrasts`): ``"pair"`` (one success and the failure sharing
its longest action prefix) and ``"shortest_success"`` (the paper: the group's shortest success, ties to the first,
against every failure of the group).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from prover_lightning.rollout import INVALID_ACTION
from prover_lightning.types import RolloutBatch, StepSample, Trajectory

#: ``RolloutBatch.annotations`` key of the batch's list of :class:`Segment`
SEGMENTS_KEY = "prover/segments"
#: ``RolloutBatch.annotations`` key of the batch's list of :class:`JudgeFailure`, one per judged group that got no
#: segment, in group order
JUDGE_FAILURES_KEY = "prover/judge_failures"
#: why a judge gave no segment for a group; each is counted as ``prover/judge_failures/<kind>`` on every batch.
#: The first five are rule violations (:func:`check_verdict`) that an LLM judge is asked to repair; ``tool_budget``:
#: an LLM judge still called tools when its turns ran out; ``no_valid_segment``: the success has no segment that obeys
#: the rules; the rest are endpoint failures.
FAILURE_KINDS = ("malformed", "out_of_range", "reversed", "too_long", "terminal", "invalid_action", "tool_budget",
                 "no_valid_segment", "timeout", "unreachable", "http_error", "bad_response")
#: the kinds an LLM judge gets a repair turn for (the answer is there but breaks a rule)
REPAIRABLE_KINDS = ("malformed", "out_of_range", "reversed", "too_long", "terminal", "invalid_action")


@dataclass(frozen=True)
class SegmentRules:
    """Constraints every proposed segment obeys, whichever judge proposed it, so that judge ablations differ only in
    where they point (the paper's judge output rules; :func:`check_verdict` enforces them).

    Attributes:
        max_turns: longest segment, in action turns (steps); ``None``: no limit. Paper: 4.
        non_terminal: the segment must end before the success's last step, so that the state after it is not
            terminal and both sides are verified by sampling. Paper: true.
        valid_actions_only: no step of the segment may hold a malformed (unparseable) or inadmissible
            (error-producing) action. Paper: true.
    """

    max_turns: int | None = None
    non_terminal: bool = False
    valid_actions_only: bool = False

    def __post_init__(self) -> None:
        if self.max_turns is not None and self.max_turns < 1:
            raise ValueError(f"SegmentRules.max_turns must be >= 1 or None, got {self.max_turns}")


@dataclass(frozen=True)
class Contrast:
    """What a judge compares for one eligible group: the judged success and the failures shown next to it (one for
    ``"pair"`` selection, all of the group's for ``"shortest_success"``), members of ``batch.trajectories``."""

    success: Trajectory
    failures: tuple[Trajectory, ...]


@dataclass
class JudgeCase:
    """A judge's input for one group: the judged successful trajectory, the failed ones, and the segment rules."""

    success: Trajectory
    failures: list[Trajectory]
    rules: SegmentRules = field(default_factory=SegmentRules)


@dataclass
class Verdict:
    """A judge's answer for one pair: the segment ``[start_step, end_step]`` of the successful trajectory (0-based
    step indices, inclusive) and a one-line reason. Not yet checked against the trajectory's length."""

    start_step: int
    end_step: int
    reason: str = ""


@dataclass
class JudgeFailure:
    """A judge gave no usable segment for one group. ``kind`` is one of :data:`FAILURE_KINDS` (a custom judge may add
    its own); ``detail`` is free text for debugging (for an unparseable answer, the answer's start); ``group_id``:
    the group, set by :class:`~callbacks.prover.SegmentJudge` (-1 until then)."""

    kind: str
    detail: str = ""
    group_id: int = -1


@dataclass
class Segment:
    """One judged segment of a successful trajectory, and what the verifier and the credit found for it.

    A segment holds its trajectories themselves, not their positions in ``batch.trajectories``: a later stage that
    reorders or extends the list cannot make it point at another episode.

    Attributes:
        success: the judged successful trajectory.
        failures: the failed trajectories the judge saw next to it (the first is the one shown in the text log).
        start_step: first step of the segment, a 0-based index into ``success.steps``.
        end_step: last step of the segment (inclusive).
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

    success: Trajectory = field(repr=False)
    failures: tuple[Trajectory, ...] = field(repr=False)
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
    def group_id(self) -> int:
        """The group both sides belong to."""
        return self.success.group_id

    @property
    def verified(self) -> bool:
        """The verifier estimated Â."""
        return self.advantage is not None

    @property
    def turns(self) -> int:
        """Length of the segment in action turns (steps)."""
        return self.end_step - self.start_step + 1


def check_verdict(verdict: Verdict, success: Trajectory, rules: SegmentRules = SegmentRules()) -> JudgeFailure | None:
    """``None`` if ``verdict`` names a segment of ``success`` that obeys ``rules``, else the first rule it breaks:
    ``"reversed"`` (start after end), ``"out_of_range"`` (a step outside the trajectory), ``"too_long"`` (more than
    ``rules.max_turns`` steps), ``"terminal"`` (ends with the last step while ``rules.non_terminal``),
    ``"invalid_action"`` (holds a malformed or inadmissible action while ``rules.valid_actions_only``). The failure's
    detail says why in words an LLM judge can act on (1-based steps, as in its prompt)."""
    start, end, n = verdict.start_step, verdict.end_step, len(success.steps)
    if start > end:
        return JudgeFailure("reversed", f"start_step {start + 1} is after end_step {end + 1}")
    if start < 0 or end >= n:
        return JudgeFailure("out_of_range", f"steps {start + 1}..{end + 1} are outside 1..{n}")
    if rules.max_turns is not None and end - start + 1 > rules.max_turns:
        return JudgeFailure("too_long", f"steps {start + 1}..{end + 1} are {end - start + 1} turns, more than "
                                        f"{rules.max_turns}")
    if rules.non_terminal and end == n - 1:
        return JudgeFailure("terminal", f"end_step {end + 1} is the last step; the segment must end before it")
    if rules.valid_actions_only:
        bad = [k for k in range(start, end + 1) if not valid_step(success.steps[k])]
        if bad:
            return JudgeFailure("invalid_action", f"step {bad[0] + 1} holds a malformed or invalid action")
    return None


def valid_step(step: StepSample) -> bool:
    """The step's action parsed and, where the env lists admissible actions, was one of them."""
    return step.action is not None and step.admissible is not False


def valid_segments(success: Trajectory, rules: SegmentRules) -> list[tuple[int, int]]:
    """Every segment ``(start, end)`` (0-based, inclusive) of ``success`` that obeys ``rules``, ordered by start then
    end."""
    n = len(success.steps)
    last = n - 1 if rules.non_terminal else n
    longest = n if rules.max_turns is None else rules.max_turns
    out = []
    for a in range(last):
        for b in range(a, min(a + longest, last)):
            if rules.valid_actions_only and not valid_step(success.steps[b]):
                break
            out.append((a, b))
    return out


def shared_prefix_length(a: Trajectory, b: Trajectory) -> int:
    """Number of leading steps whose actions are equal in both trajectories (an unparseable response equals another
    unparseable response)."""
    n = 0
    for x, y in zip(a.actions, b.actions):
        if x != y:
            break
        n += 1
    return n


def select_pairs(batch: RolloutBatch) -> list[tuple[Trajectory, Trajectory]]:
    """The contrasted pair of every eligible group, in group order.

    A group is eligible when it has at least one usable success and one usable failure (aborted and
    replay-mismatched trajectories take no part). Its pair is the (success, failure) sharing the longest action
    prefix over all such pairs of the group; ties go to the first success, then the first failure, in batch order.

    Returns:
        ``(success, failure)``, members of ``batch.trajectories``, for each eligible group.
    """
    pairs = []
    for group in batch.groups().values():
        wins = [t for t in group if t.usable and t.won]
        losses = [t for t in group if t.usable and not t.won]
        if wins and losses:
            candidates = [(s, f) for s in wins for f in losses]  # max() keeps the first of equal keys
            pairs.append(max(candidates, key=lambda p: shared_prefix_length(*p)))
    return pairs


#: how a judge's input is chosen, see :func:`select_contrasts`
Selection = Literal["pair", "shortest_success"]


def check_selection(selection: str, successes: tuple[int, int] | None) -> None:
    """Raises ValueError (naming the value) for an unknown ``selection`` or an empty ``successes`` range."""
    if selection not in ("pair", "shortest_success"):
        raise ValueError(f"selection must be 'pair' or 'shortest_success', got {selection!r}")
    if successes is not None and not 1 <= successes[0] <= successes[1]:
        raise ValueError(f"successes must be a range (lo, hi) with 1 <= lo <= hi, got {successes}")


def select_contrasts(
    batch: RolloutBatch, selection: Selection = "pair", successes: tuple[int, int] | None = None
) -> list[Contrast]:
    """What the judge compares for each eligible group, in group order.

    A group is eligible when it has at least one usable success and one usable failure (aborted and
    replay-mismatched trajectories take no part) and, if ``successes = (lo, hi)`` is given, its number of usable
    successes lies in ``[lo, hi]`` (the paper: ``(1, 3)`` at G = 8).

    Args:
        selection: ``"pair"``: the pair of :func:`select_pairs` (the success and the failure sharing the longest action
            prefix); ``"shortest_success"`` (the paper): the success with the fewest steps (ties: the first in batch
            order) and every usable failure of the group, in batch order.
        successes: inclusive range of success counts that makes a group eligible; ``None``: any count.

    Raises:
        ValueError: an unknown ``selection`` or an empty ``successes`` range.
    """
    check_selection(selection, successes)
    wins: dict[int, list[Trajectory]] = {}
    losses: dict[int, list[Trajectory]] = {}
    for t in batch.trajectories:
        if t.usable:
            (wins if t.won else losses).setdefault(t.group_id, []).append(t)

    def eligible(group_id: int) -> bool:
        n = len(wins.get(group_id, []))
        return bool(n and losses.get(group_id)) and (successes is None or successes[0] <= n <= successes[1])

    if selection == "pair":
        return [Contrast(s, (f,)) for s, f in select_pairs(batch) if eligible(s.group_id)]
    return [Contrast(min(wins[g], key=lambda t: len(t.steps)), tuple(losses[g]))  # min keeps the first
            for g in dict.fromkeys(t.group_id for t in batch.trajectories) if eligible(g)]


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
