"""ProVer, step 3 of 3: add the verified segment advantages to the advantages of the segment's steps (the "ProVer"
paper, arXiv 2609.36178), and the "judge without verification" ablation (a fixed bonus on every judged segment).

A step's ``advantage`` is given to every response (action) token of that step, so adding to it credits all of the
segment's action tokens. The GRPO advantages are already set when these callbacks run.

**The bonus in the advantage's units** (``units: advantage``). The paper adds λ·Δ̂ to A_i = R_i − mean_j R_j with a
binary success reward R ∈ {0, 1}: Δ̂, a difference of success probabilities, is then in the units of R and of A.
Here a success is worth ``c = success_reward`` (verl-agent: 10) and GRPO divides by the group's std σ_g, so a change
of the success probability by Δ̂ changes the expected return by c·Δ̂ and the advantage by c·Δ̂·s_g, where
``s_g = batch.advantage_scale[g]`` is the group's advantage per unit of return (1/(σ_g + eps), or 1 without std
scaling). The bonus ``λ·Δ̂·c·s_g`` therefore stands to the advantages of its group exactly as λ·Δ̂ does in the
paper: with rewards c·won + b and A = (R − mean)/σ, every advantage is the paper's advantage times c·s_g, and so is
the bonus; the ratio bonus ÷ advantage does not depend on c, b or the normalisation. In the paper's setting (c = 1,
no std scaling, s_g = 1) it is λ·Δ̂ exactly. Example, 1 success of 8: the success's advantage is 0.875 in the paper
and 2.47 here with 10 × won and std scaling (c·s_g = 10 / 3.536 = 2.83); a verified Δ̂ = 0.25 at λ = 1 gives +0.25 in
the paper and +0.707 here, 0.286 of the success's advantage in both. (Invalid-action penalties make returns not
exactly c·won + b; the conversion still uses the group's actual s_g.) ``units: raw`` adds coef·Δ̂ as is (the
bonus then weakens as c·s_g grows).
"""

from __future__ import annotations

from typing import Literal

import lightning as L

from callbacks.prover.segments import SEGMENTS_KEY, Segment
from callbacks.stages import PipelineStage, Role
from prover_lightning.interfaces import RewardSource, datamodule
from prover_lightning.types import RolloutBatch

#: how a bonus given in success-probability units is added, see the module docstring
Units = Literal["raw", "advantage"]


def advantage_units(trainer: L.Trainer, batch: RolloutBatch, group_id: int, units: Units) -> float:
    """The factor that turns a success-probability difference into the units of group ``group_id``'s advantages:
    ``c × s_g`` for ``units="advantage"`` (``c`` = the datamodule's ``reward.success_reward``, ``s_g`` =
    ``batch.advantage_scale[group_id]``), 1 for ``"raw"``.

    Raises:
        KeyError: the group has no advantage scale (a zero-variance group, or advantages not set by GRPO).
        TypeError: the datamodule has no ``reward`` (:class:`~prover_lightning.interfaces.RewardSource`).
    """
    if units == "raw":
        return 1.0
    if group_id not in batch.advantage_scale:
        raise KeyError(f"group {group_id} has no advantage scale (batch.advantage_scale has groups "
                       f"{sorted(batch.advantage_scale)})")
    reward = datamodule(trainer, RewardSource, "a credit callback with units: advantage").reward
    return reward.success_reward * batch.advantage_scale[group_id]


def add_bonus(batch: RolloutBatch, bonuses: list[tuple[Segment, float]]) -> None:
    """Add each bonus to the advantage of every step of its segment (of the segment's successful trajectory),
    record it as ``segment.bonus``, and set ``prover/segments_credited`` and ``prover/bonus_token_share`` (share of
    the batch's training response tokens whose step got a bonus; weighted by those tokens in ``batch.stat_weights``,
    so data-parallel ranks merge it over the union of their tokens) in ``batch.stats``. A bonus of 0 (``coef`` 0, the
    no-credit control) changes no advantage and counts as no credit."""
    bonuses = [(seg, bonus) for seg, bonus in bonuses if bonus != 0.0]
    credited_steps = set()
    for seg, bonus in bonuses:
        steps = seg.success.steps[seg.start_step : seg.end_step + 1]
        for step in steps:
            step.advantage += bonus
            credited_steps.add(id(step))
        seg.bonus += bonus
    samples = batch.samples()
    total = sum(len(s.response_ids) for s in samples)
    credited = sum(len(s.response_ids) for s in samples if id(s) in credited_steps)
    batch.stats["prover/segments_credited"] = float(len(bonuses))
    batch.stats["prover/bonus_token_share"] = credited / total if total else 0.0
    batch.stat_weights["prover/bonus_token_share"] = float(total)


def units_interface(owner: str, units: str) -> type | None:
    """What a credit callback with these ``units`` reads of the datamodule: its ``reward`` for ``"advantage"``
    (:func:`advantage_units`), nothing for ``"raw"``.

    Raises:
        ValueError: ``units`` is neither (names ``owner``'s key).
    """
    if units not in ("raw", "advantage"):
        raise ValueError(f"{owner}.units must be 'raw' or 'advantage', got {units!r}")
    return RewardSource if units == "advantage" else None


class SegmentCredit(PipelineStage):
    """Adds ``coef × Â`` (λ·Δ̂ in the paper; λ = 1) to the advantage of every step of each verified segment whose Â
    clears the margin (:meth:`credits`), in the units chosen by ``units`` (see the module docstring). Negative
    estimates are only logged (by the verifier), unless ``apply_negative``: then a segment with Â below minus the
    margin gets the same (negative) term.

    **The margin.** ``threshold`` is absolute (a success-probability difference); ``threshold_se = k`` adds a margin
    of k standard errors of Â: a segment is credited only if Â > max(threshold, k·SE(Â)). SE(Â) is the verifier's
    ``segment.stderr`` (:func:`~callbacks.prover.verifier.advantage_estimate`), the plug-in standard error of a
    difference of two independent binomial rates, ``sqrt(p_pre (1 − p_pre) / n_pre + p_post (1 − p_post) / n_post)``
    over the usable continuations of each side (the second term is 0 when the segment ends with the winning step:
    p_post = 1 exactly). Example, K = 8: p_pre = 2/8, p_post = 4/8 give Â = 0.25 and SE = sqrt(0.1875/8 + 0.25/8)
    = 0.2339, credited at k = 1 (0.25 > 0.234), not at k = 2 (0.25 < 0.468).

    Why a margin: with positive estimates only, a segment with no effect is credited whenever noise makes Â
    positive; at K = 8 and success rate 0.5 on both sides that is (1 − C(16, 8) / 4^8) / 2 = 40.2 % of the time,
    with an expected bonus E[max(Â, 0)] of +0.098 (``tests/test_prover_paper.py`` counts both over all 81 outcome
    pairs, and what is left at k = 2). SE = 0 happens only when every continuation of each side agreed (both rates
    0 or 1), so Â is −1, 0 or +1; the margin k·0 = 0 then credits Â = +1, the strongest evidence K continuations
    can give, and never Â = 0 (the comparison is strict). The plug-in SE is small near rates 0 and 1 (0/8 vs 1/8:
    Â = 0.125, SE = 0.117): the margin filters noise, it is not a significance test.

    Stats: ``prover/segments_credited``, ``prover/bonus_token_share`` (every batch).

    Args:
        coef: λ, scale of the bonus per unit of Â (Â is a difference of success rates, in [−1, 1]).
        threshold: Â must exceed this (in absolute value, for penalties) to be applied.
        threshold_se: k, Â must also exceed k standard errors of Â (in absolute value, for penalties); ``None``
            (the paper, and the default): no margin in standard errors.
        apply_negative: also apply estimates below minus the margin.
        units: ``"advantage"``: the bonus is λ·Â·c·s_g, the same strength relative to the advantage under any reward
            scale and normalisation (λ·Â exactly in the paper's setting); ``"raw"``: λ·Â added as is.

    Raises:
        ValueError: a negative ``threshold`` or ``threshold_se``, or an unknown ``units``.
    """

    needs = frozenset({Role.VERIFIED_SEGMENTS})
    uses = frozenset({Role.GROUPS})

    def __init__(self, coef: float = 1.0, threshold: float = 0.0, threshold_se: float | None = None,
                 apply_negative: bool = False, units: Units = "raw") -> None:
        if threshold < 0:
            raise ValueError(f"SegmentCredit.threshold must be >= 0, got {threshold}")
        if threshold_se is not None and threshold_se < 0:
            raise ValueError(f"SegmentCredit.threshold_se must be >= 0 or None, got {threshold_se}")
        self.data_interface = units_interface("SegmentCredit", units)
        self.coef, self.threshold, self.threshold_se = coef, threshold, threshold_se
        self.apply_negative, self.units = apply_negative, units

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        add_bonus(batch, [(seg, self.coef * seg.advantage * advantage_units(trainer, batch, seg.group_id, self.units))
                          for seg in batch.annotations.get(SEGMENTS_KEY, []) if self.credits(seg)])

    def credits(self, seg: Segment) -> bool:
        """Whether ``seg`` gets a bonus: it is verified and Â > max(threshold, threshold_se × SE(Â)) (or, with
        ``apply_negative``, Â < −that margin).

        Raises:
            ValueError: ``threshold_se`` is set and a verified segment has no standard error (``stderr`` is None:
                not filled by :class:`~callbacks.prover.verifier.SegmentVerifier`).
        """
        if not seg.verified:
            return False
        margin = self.threshold
        if self.threshold_se is not None:
            if seg.stderr is None:
                raise ValueError(f"SegmentCredit.threshold_se needs the standard error of Â, but the segment of group "
                                 f"{seg.group_id}, steps {seg.start_step}..{seg.end_step}, has stderr None")
            margin = max(margin, self.threshold_se * seg.stderr)
        return seg.advantage > margin or (self.apply_negative and seg.advantage < -margin)


class JudgeOnlyCredit(PipelineStage):
    """The "judge without verification" ablation: trusts the judge and adds a fixed ``bonus`` (in the units chosen
    by ``units``, as :class:`SegmentCredit`) to the advantage of every step of every judged segment, with no verifier
    in the callback list. A separate callback rather than a flag on :class:`SegmentCredit`, so that each callback
    does one thing.

    Stats: ``prover/segments_credited``, ``prover/bonus_token_share`` (every batch).

    Args:
        bonus: what :class:`SegmentCredit` would give at ``coef=1`` for a segment verified with Â = ``bonus``.
        units: ``"advantage"`` or ``"raw"``, as for :class:`SegmentCredit`.
    """

    needs = frozenset({Role.SEGMENTS})
    uses = frozenset({Role.GROUPS})

    def __init__(self, bonus: float = 1.0, units: Units = "raw") -> None:
        self.data_interface = units_interface("JudgeOnlyCredit", units)
        self.bonus, self.units = bonus, units

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        add_bonus(batch, [(seg, self.bonus * advantage_units(trainer, batch, seg.group_id, self.units))
                          for seg in batch.annotations.get(SEGMENTS_KEY, [])])
