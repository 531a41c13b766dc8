"""ProVer: judge → verify → credit, as drop-in Lightning callbacks over plain GRPO (the "ProVer" paper).

List them in this order in ``trainer.callbacks`` (they run on the fresh rollout batch, before any gradient step; the
order is checked at ``setup``): :class:`SegmentJudge` (proposes segments; :class:`EveryStepSegments` instead for the
exhaustive ablation), :class:`SegmentVerifier` (estimates their advantage Â from continuations),
:class:`SegmentCredit` (adds coef × Â to the segment's steps) or, without a verifier, :class:`JudgeOnlyCredit`; then
:class:`~callbacks.cost.CostRatios`. :class:`JudgedPairLogger` writes one judged pair as text after the update.
:class:`KeyRoomJudge` is the corridors' oracle judge (a benchmark's upper bound, not a method).
"""

from callbacks.prover.credit import JudgeOnlyCredit, SegmentCredit
from callbacks.prover.judge_backends import HFBackend, JudgeBackend, OpenAIBackend, PolicyBackend
from callbacks.prover.judge_callback import EveryStepSegments, SegmentJudge
from callbacks.prover.judges import DivergenceJudge, GoalProgressJudge, Judge, LLMJudge, RandomJudge
from callbacks.prover.oracle_judge import KeyRoomJudge
from callbacks.prover.segments import JudgeCase, JudgeFailure, Segment, SegmentRules, Verdict
from callbacks.prover.text_log import JudgedPairLogger
from callbacks.prover.verifier import SegmentVerifier

__all__ = [
    "DivergenceJudge", "EveryStepSegments", "GoalProgressJudge", "HFBackend", "Judge", "JudgeBackend", "JudgeCase",
    "JudgeFailure", "JudgeOnlyCredit", "JudgedPairLogger", "KeyRoomJudge", "LLMJudge", "OpenAIBackend",
    "PolicyBackend", "RandomJudge", "Segment", "SegmentCredit", "SegmentJudge", "SegmentRules", "SegmentVerifier",
    "Verdict",
]
