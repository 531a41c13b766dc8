"""Collectives for data-parallel training (one process per device, Lightning's DDP strategy), and the refusal of the
strategies that shard the weights (FSDP, model parallel), which the trainer does not support.

Each rank runs its own share of an iteration's groups; these helpers tell every rank the others' counts (to weight
losses as over the union of the ranks' data) and merge the ranks' rollout statistics for logging. Without an
initialised process group (one process) they return the local values.
"""

from __future__ import annotations

import torch
import torch.distributed as dist
from lightning.pytorch.strategies import FSDPStrategy, ModelParallelStrategy, Strategy


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


def merge_rank_stats(
    per_rank: list[dict[str, float]], per_rank_weights: list[dict[str, float]] | None = None
) -> dict[str, float]:
    """One dict of scalars from the ranks' dicts: the mean over the ranks that report a key (so a count is a per-rank
    average, like Lightning's ``sync_dist``), except ``time/`` keys, which take the maximum (the slowest rank sets an
    iteration's wall time), and weighted keys. Keys are sorted, so every rank logs them in the same order.

    A weighted key is one that ``per_rank_weights`` (one dict per rank, in the order of ``per_rank``; see
    ``RolloutBatch.stat_weights``) gives a weight: a mean over a count that varies by rank, with that count as
    weight. It merges as ``sum(value * weight) / sum(weight)`` over the ranks that report it: the mean over the union
    of the ranks' data (a share of 3/3 on one rank and 0/1 on another merges to 3/4, not 1/2). A single reporting
    rank's value is kept as it is (so one process logs its own values unchanged), and where the weights sum to 0 the
    key merges unweighted.

    Raises:
        ValueError: some ranks report a key with a weight and others without one.
    """
    weights = per_rank_weights if per_rank_weights is not None else [{} for _ in per_rank]
    keys = sorted({k for stats in per_rank for k in stats})
    out = {}
    for k in keys:
        values = [float(stats[k]) for stats in per_rank if k in stats]
        counts = [w.get(k) for stats, w in zip(per_rank, weights) if k in stats]
        if k.startswith("time/"):
            out[k] = max(values)
        elif len(values) == 1 or all(c is None for c in counts):
            out[k] = sum(values) / len(values)
        elif any(c is None for c in counts):
            raise ValueError(f"batch statistic {k!r} has a merge weight on some ranks only")
        else:
            total = sum(float(c) for c in counts)
            out[k] = (sum(v * float(c) for v, c in zip(values, counts)) / total if total > 0
                      else sum(values) / len(values))
    return out


def gather_stats(stats: dict[str, float], weights: dict[str, float] | None = None) -> dict[str, float]:
    """:func:`merge_rank_stats` of every rank's ``stats`` and merge ``weights`` (the ranks may hold different keys).
    Every rank must call it; every rank gets the same result."""
    weights = weights or {}
    if not is_distributed():
        return merge_rank_stats([stats], [weights])
    per_rank: list[tuple[dict[str, float], dict[str, float]] | None] = [None] * dist.get_world_size()
    mine = ({k: float(v) for k, v in stats.items()}, {k: float(v) for k, v in weights.items()})
    dist.all_gather_object(per_rank, mine)
    return merge_rank_stats([s for s, _ in per_rank], [w for _, w in per_rank])


def refuse_sharded_strategy(strategy: Strategy) -> None:
    """Refuse a Lightning strategy that shards the policy's weights across ranks.

    Every forward outside the update assumes that each rank holds the full weights: generation (``model.generate``
    on the training model, the sampling copy of ``data.off_policy_steps: 1``, vLLM's weight sync), the reference
    forward (the disabled LoRA adapter or a frozen copy) and the callbacks' continuations; so do the checkpoints
    without frozen weights and the export with ``save_pretrained``. Under FSDP each of these would need the weights
    gathered (``summon_full_params``) or sharded state dicts, and no test covers that (Lightning runs FSDP on GPUs
    only, so the 2-process CPU test that checks DDP cannot check it).

    Raises:
        ValueError: ``strategy`` is Lightning's FSDP or model-parallel strategy; the message names
            ``trainer.strategy`` and the supported ones.
    """
    if isinstance(strategy, (FSDPStrategy, ModelParallelStrategy)):
        raise ValueError(
            f"trainer.strategy={type(strategy).__name__} is not supported: it shards the policy's weights, while "
            "generation, the reference forward, continuations, the checkpoints and the export need each rank to hold "
            "them all; use trainer.strategy auto (one process) or ddp (docs/distributed.md)"
        )
