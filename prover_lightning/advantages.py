"""GRPO group-relative advantages.

Source: Shao et al. 2024, "DeepSeekMath" (arXiv:2402.03300), section 4.1.2, outcome supervision:
``A_i = (R_i - mean(R)) / std(R)`` over the G returns of one group, given to every token of episode i.
Dr. GRPO (Liu et al. 2025, arXiv:2503.20783, eq. 3) drops the division by the std: ``scale_by_std=False``.
"""

from __future__ import annotations

import torch

from prover_lightning.types import RolloutBatch


def group_advantages(
    returns: torch.Tensor, group_ids: torch.Tensor, scale_by_std: bool = True, eps: float = 1e-6, tol: float = 1e-6
) -> tuple[torch.Tensor, torch.Tensor]:
    """Group-normalised advantages.

    Args:
        returns: episode returns, ``[N]`` (float).
        group_ids: group of each episode, ``[N]`` (int).
        scale_by_std: divide by the group's (unbiased) standard deviation (GRPO) or not (Dr. GRPO).
        eps: added to the std before dividing.
        tol: a group whose returns span less than ``tol`` counts as zero-variance (guards against returns equal in
            value but not bit-identical): its advantages are exactly 0.

    Returns:
        ``(advantages [N] float64, zero_variance [N] bool)``. A one-member group is zero-variance (no baseline
        exists). Everything is computed in float64: in float32, returns of 16 or more are 2e-6 apart or more, so two
        returns equal up to 1e-13 could round to neighbours more than ``tol`` apart and get advantages of ±0.7.
    """
    adv = torch.zeros_like(returns, dtype=torch.float64)
    zero_var = torch.zeros_like(returns, dtype=torch.bool)
    for g in torch.unique(group_ids):
        idx = group_ids == g
        r = returns[idx].double()
        if r.numel() < 2 or (r.max() - r.min()) < tol:
            zero_var[idx] = True
            continue
        centred = r - r.mean()
        adv[idx] = centred / (r.std() + eps) if scale_by_std else centred
    return adv, zero_var


def return_scale(returns: torch.Tensor, scale_by_std: bool = True, eps: float = 1e-6) -> float:
    """Advantage per unit of return in one group with returns ``[G]`` (not zero-variance): ``1 / (std + eps)``
    (unbiased std, as in :func:`group_advantages`) or 1 (Dr. GRPO)."""
    return 1.0 / (float(returns.float().std()) + eps) if scale_by_std else 1.0


def assign_grpo_advantages(batch: RolloutBatch, scale_by_std: bool = True, drop_zero_variance: bool = False) -> None:
    """Set ``advantage`` on every step of every usable trajectory of ``batch`` from its group's returns.

    Aborted or replay-mismatched trajectories take no part in their group's statistics. Zero-variance groups get
    advantage 0; with ``drop_zero_variance`` (DAPO's dynamic sampling filter, arXiv:2503.14476 §3.2) their
    trajectories are moved to ``batch.dropped_trajectories``. Sets ``batch.advantage_scale`` for every other group
    (see :func:`return_scale`). Adds ``rollout/zero_variance_groups`` and ``rollout/groups`` to ``batch.stats``.
    """
    usable = batch.usable_trajectories
    if not usable:
        batch.stats.update({"rollout/groups": 0.0, "rollout/zero_variance_groups": 0.0})
        return
    returns = torch.tensor([t.episode_return for t in usable], dtype=torch.float64)
    gids = torch.tensor([t.group_id for t in usable])
    adv, zero_var = group_advantages(returns, gids, scale_by_std=scale_by_std)
    for t, a in zip(usable, adv.tolist()):
        for s in t.steps:
            s.advantage = a
    dead_groups = {t.group_id for t, z in zip(usable, zero_var.tolist()) if z}
    batch.advantage_scale = {
        g: return_scale(returns[gids == g], scale_by_std) for g in dict.fromkeys(gids.tolist()) if g not in dead_groups
    }
    batch.stats["rollout/groups"] = float(len(set(gids.tolist())))
    batch.stats["rollout/zero_variance_groups"] = float(len(dead_groups))
    if drop_zero_variance:
        batch.dropped_trajectories += [t for t in batch.trajectories if t.group_id in dead_groups]
        batch.trajectories = [t for t in batch.trajectories if t.group_id not in dead_groups]
