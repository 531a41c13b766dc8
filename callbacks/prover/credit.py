"""ProVer, step 3 of 3: add the verified segment advantages to the advantages of the segment's steps (the "ProVer"
paper), and the "judge without verification" ablation (a fixed bonus on every judged segment).

A step's ``advantage`` is given to every response (action) token of that step, so adding to it credits all of the
segment's action tokens. The GRPO advantages are already set when these callbacks run.
"""

from __future__ import annotations

import lightning as L

from callbacks.prover.segments import SEGMENTS_KEY, Segment
from prover_lightning.types import RolloutBatch


def add_bonus(batch: RolloutBatch, bonuses: list[tuple[Segment, float]]) -> None:
    """Add each bonus to the advantage of every step of its segment (of the segment's successful trajectory),
    record it as ``segment.bonus``, and set ``prover/segments_credited`` and ``prover/bonus_token_share`` (share of
    the batch's training response tokens whose step got a bonus) in ``batch.stats``."""
    credited_steps = set()
    for seg, bonus in bonuses:
        steps = batch.trajectories[seg.success_index].steps[seg.start_step : seg.end_step + 1]
        for step in steps:
            step.advantage += bonus
            credited_steps.add(id(step))
        seg.bonus += bonus
    samples = batch.samples()
    total = sum(len(s.response_ids) for s in samples)
    credited = sum(len(s.response_ids) for s in samples if id(s) in credited_steps)
    batch.stats["prover/segments_credited"] = float(len(bonuses))
    batch.stats["prover/bonus_token_share"] = credited / total if total else 0.0


class SegmentCredit(L.Callback):
    """Adds ``coef × Â`` to the advantage of every step of each verified segment whose Â exceeds ``threshold``
    (in units of the normalised advantage). Negative estimates are only logged (by the verifier), unless
    ``apply_negative``: then a segment with Â < −threshold gets ``coef × Â`` too (a penalty).

    Stats: ``prover/segments_credited``, ``prover/bonus_token_share`` (every batch).

    Args:
        coef: scale of the bonus per unit of Â (Â is a difference of success rates, in [−1, 1]).
        threshold: Â must exceed this (in absolute value, for penalties) to be applied.
        apply_negative: also apply estimates below −threshold.
    """

    def __init__(self, coef: float = 1.0, threshold: float = 0.0, apply_negative: bool = False) -> None:
        if threshold < 0:
            raise ValueError(f"SegmentCredit.threshold must be >= 0, got {threshold}")
        self.coef, self.threshold, self.apply_negative = coef, threshold, apply_negative

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        add_bonus(batch, [(seg, self.coef * seg.advantage) for seg in batch.annotations.get(SEGMENTS_KEY, [])
                          if seg.verified and self._applies(seg.advantage)])

    def _applies(self, advantage: float) -> bool:
        return advantage > self.threshold or (self.apply_negative and advantage < -self.threshold)


class JudgeOnlyCredit(L.Callback):
    """The "judge without verification" ablation: trusts the judge and adds a fixed ``bonus`` to the advantage of
    every step of every judged segment, with no verifier in the callback list. A separate
    callback rather than a flag on :class:`SegmentCredit`, so that each callback does one thing.

    Stats: ``prover/segments_credited``, ``prover/bonus_token_share`` (every batch).

    Args:
        bonus: added to each step's advantage; 1.0 equals what :class:`SegmentCredit` gives at ``coef=1`` for a
            segment verified with Â = 1.
    """

    def __init__(self, bonus: float = 1.0) -> None:
        self.bonus = bonus

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        add_bonus(batch, [(seg, self.bonus) for seg in batch.annotations.get(SEGMENTS_KEY, [])])
