"""Collectives for data-parallel training (one process per device, Lightning's DDP / FSDP strategies).

Each rank runs its own share of an iteration's groups; these helpers tell every rank the others' counts (to weight
losses as over the union of the ranks' data) and merge the ranks' rollout statistics for logging. Without an
initialised process group (one process) they return the local values.
"""

from __future__ import annotations

import torch
import torch.distributed as dist


def is_distributed() -> bool:
    """This process is one rank of several: a process group is initialised with a world size above 1 (a
    colocated vLLM engine initialises a group of its own, of size 1, in a single-process run)."""
    return dist.is_available() and dist.is_initialized() and dist.get_world_size() > 1


def gather_counts(local: list[int], device: torch.device | str = "cpu") -> torch.Tensor:
    """Every rank's ``local`` integers, as a ``[world_size, len(local)]`` long tensor (rank order; one row when there
    is no process group). Every rank must call it, with lists of the same length.

    ``device`` must be one the process group's backend handles (the module's device: CUDA for NCCL).
    """
    mine = torch.tensor(local, dtype=torch.long, device=device)
    if not is_distributed():
        return mine[None]
    rows = [torch.empty_like(mine) for _ in range(dist.get_world_size())]
    dist.all_gather(rows, mine)
    return torch.stack(rows)


def merge_rank_stats(per_rank: list[dict[str, float]]) -> dict[str, float]:
    """One dict of scalars from the ranks' dicts: the mean over the ranks that report a key (so a count is a per-rank
    average, like Lightning's ``sync_dist``), except ``time/`` keys, which take the maximum (the slowest rank sets an
    iteration's wall time). Keys are sorted, so every rank logs them in the same order."""
    keys = sorted({k for stats in per_rank for k in stats})
    out = {}
    for k in keys:
        values = [float(stats[k]) for stats in per_rank if k in stats]
        out[k] = max(values) if k.startswith("time/") else sum(values) / len(values)
    return out


def gather_stats(stats: dict[str, float]) -> dict[str, float]:
    """:func:`merge_rank_stats` of every rank's ``stats`` (the ranks may hold different keys). Every rank must call
    it; every rank gets the same result."""
    if not is_distributed():
        return merge_rank_stats([stats])
    per_rank: list[dict[str, float] | None] = [None] * dist.get_world_size()
    dist.all_gather_object(per_rank, {k: float(v) for k, v in stats.items()})
    return merge_rank_stats(per_rank)
