"""How the outcomes of each rollout iteration are spread over its groups: the share of groups with mixed outcomes
(the only ones GRPO learns from) and the share whose number of successes lies in a chosen band."""

from __future__ import annotations

import lightning as L

from prover_lightning.types import RolloutBatch


def group_wins(batch: RolloutBatch) -> list[tuple[int, int]]:
    """``(successes, members)`` of each group of ``batch`` (in order of first appearance), over its usable
    trajectories, including those moved to ``batch.dropped_trajectories`` (they were sampled)."""
    counts: dict[int, list[int]] = {}
    for t in batch.trajectories + batch.dropped_trajectories:
        if t.usable:
            c = counts.setdefault(t.group_id, [0, 0])
            c[0] += int(t.won)
            c[1] += 1
    return [(w, m) for w, m in counts.values()]


class GroupOutcomes(L.Callback):
    """Adds, for every training iteration, the spread of successes over its groups to ``batch.stats`` (logged with
    the iteration's scalars; weighted by the number of groups when data-parallel ranks merge them):

    - ``groups/mixed_share``: share of groups with at least one success and one failure;
    - ``groups/band_share``: share of groups whose number of successes is in ``[band_low, band_high]``;
    - ``groups/all_won_share``, ``groups/none_won_share``: shares with every / no usable member won;
    - ``groups/wins_mean``: mean successes per group.

    The default band, 1 to 3 successes, is the eligibility band of ProVer's paper (arXiv 2609.36178, §3: groups of
    G = 8 with 1–3 successes are judged): with it, a GRPO run shows how many groups ProVer would work on.

    It reads the groups as they are when its ``on_train_batch_start`` runs: placed before a callback that adds
    members to the groups (``ExtraRollouts``), it counts the rollout's own groups; after it, the enlarged ones. It
    changes nothing in the batch except its statistics.

    Args:
        band_low, band_high: the band of successes per group (inclusive).

    Raises:
        ValueError: ``band_low`` > ``band_high`` or ``band_low`` < 0.
    """

    def __init__(self, band_low: int = 1, band_high: int = 3) -> None:
        if not 0 <= band_low <= band_high:
            raise ValueError(f"GroupOutcomes needs 0 <= band_low <= band_high, got band_low={band_low}, "
                             f"band_high={band_high}")
        self.band_low = band_low
        self.band_high = band_high

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        groups = group_wins(batch)
        if not groups:
            return
        n = len(groups)
        stats = {
            "groups/mixed_share": sum(0 < w < m for w, m in groups) / n,
            "groups/band_share": sum(self.band_low <= w <= self.band_high for w, _ in groups) / n,
            "groups/all_won_share": sum(w == m for w, m in groups) / n,
            "groups/none_won_share": sum(w == 0 for w, _ in groups) / n,
            "groups/wins_mean": sum(w for w, _ in groups) / n,
        }
        batch.stats.update(stats)
        batch.stat_weights.update({k: float(n) for k in stats})
