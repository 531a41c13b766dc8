"""Collectives for data-parallel training (one process per device: Lightning's DDP strategy, or
:class:`FullyShardedStrategy`, FSDP2 through Lightning's model-parallel strategy), the sharding of a policy, and the
refusal of the sharded strategies the trainer does not support (FSDP1, tensor parallelism).

Each rank runs its own share of an iteration's groups; these helpers tell every rank the others' counts (to weight
losses as over the union of the ranks' data) and merge the ranks' rollout statistics for logging. Without an
initialised process group (one process) they return the local values.
"""

from __future__ import annotations

from pathlib import Path

import torch
import torch.distributed as dist
from lightning.pytorch.strategies import FSDPStrategy, ModelParallelStrategy, Strategy, StrategyRegistry
from torch.distributed.tensor import DTensor


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


class FullyShardedStrategy(ModelParallelStrategy):
    """FSDP2 (``torch.distributed.fsdp.fully_shard``) over every process: Lightning's
    :class:`~lightning.pytorch.strategies.ModelParallelStrategy` with all ranks data-parallel and no tensor
    parallelism, registered with Lightning as ``--trainer.strategy fsdp2`` (:data:`FSDP2`). The module shards its
    policy in ``configure_model`` (:func:`shard_policy`) and keeps a full copy for generation
    (:class:`~prover_lightning.policy_module.PolicyModule`). Unlike Lightning's ``fsdp`` (FSDP1, which needs CUDA),
    it runs on CPUs with gloo, where it is tested.

    Args:
        save_distributed_checkpoint: each rank saves its shard (a checkpoint folder), or rank 0 the full state (a
            file); as Lightning's.
    """

    def __init__(self, save_distributed_checkpoint: bool = True) -> None:
        super().__init__(data_parallel_size="auto", tensor_parallel_size=1,
                         save_distributed_checkpoint=save_distributed_checkpoint)

    def setup_environment(self) -> None:
        self._data_parallel_size = self.world_size  # known once the processes exist; Lightning's "auto" is nodes
        super().setup_environment()


#: the name :class:`FullyShardedStrategy` is registered under (``trainer.strategy: fsdp2``)
FSDP2 = "fsdp2"
if FSDP2 not in StrategyRegistry:
    StrategyRegistry.register(FSDP2, FullyShardedStrategy,
                              description="FSDP2 over all processes (prover_lightning.distributed)")


def is_fully_sharded(strategy: Strategy | None) -> bool:
    """``strategy`` shards the weights with FSDP2 over data-parallel ranks only (a model-parallel strategy whose
    tensor-parallel size is 1; its device mesh exists once the processes are set up)."""
    return isinstance(strategy, ModelParallelStrategy) and strategy.device_mesh["tensor_parallel"].size() == 1


def shard_policy(policy: torch.nn.Module, mesh) -> None:
    """Shard ``policy`` in place with FSDP2 over ``mesh`` (1-D, data-parallel): each transformer block (the classes
    the model lists in ``_no_split_modules``, as ``transformers`` does for device maps) is one unit, all-gathered in
    its own forward and resharded after it, and the rest (embeddings, final norm, the output head, tied or not) the
    root unit. Parameters become ``DTensor`` shards; gradients are reduce-scattered (averaged over ranks, as DDP's).

    Raises:
        ValueError: the model names no block class (``_no_split_modules``) or none of its modules is one.
    """
    from torch.distributed.fsdp import fully_shard

    names = set(getattr(policy, "_no_split_modules", None) or [])
    blocks = [m for m in policy.modules() if type(m).__name__ in names]
    if not blocks:
        raise ValueError(f"cannot shard {type(policy).__name__}: it names no transformer block class "
                         f"(_no_split_modules={sorted(names)}) that its modules have")
    for block in blocks:
        fully_shard(block, mesh=mesh)
    fully_shard(policy, mesh=mesh)


def full_tensor(t: torch.Tensor) -> torch.Tensor:
    """``t`` itself, or a sharded ``DTensor``'s full value (an all-gather: every rank must call it in the same
    order)."""
    return t.full_tensor() if isinstance(t, DTensor) else t


def refuse_sharded_checkpoint(path: str | Path, key: str) -> None:
    """Refuse a distributed checkpoint where one file is read (a resume without ``fsdp2``, an evaluation, an export):
    ``fsdp2`` saves a folder of per-rank shards, which only a sharded run loads.

    Raises:
        ValueError: ``path`` is a folder; the message names ``key`` and the two ways on (resume with ``fsdp2``, or
            Lightning's ``consolidate_checkpoint``, which makes one file of it).
    """
    if Path(path).is_dir():
        raise ValueError(
            f"{key}={path} is a distributed checkpoint (a folder of per-rank shards, saved by trainer.strategy "
            f"{FSDP2}): resume it with --trainer.strategy {FSDP2}, or make one file of it first with "
            f"python -m lightning.pytorch.utilities.consolidate_checkpoint {path}"
        )


def refuse_sharded_strategy(strategy: Strategy) -> None:
    """Refuse a Lightning strategy whose sharding the trainer does not support: FSDP1 (Lightning's ``fsdp``; it needs
    CUDA, so no CPU test can cover it) and tensor parallelism (a model-parallel strategy with a tensor-parallel size
    above 1). FSDP2 over data-parallel ranks (:class:`FullyShardedStrategy`) is supported.

    Raises:
        ValueError: one of those; the message names ``trainer.strategy`` and the supported ones.
    """
    supported = f"use trainer.strategy auto (one process), ddp, or {FSDP2} (FSDP2; docs/distributed.md)"
    if isinstance(strategy, FSDPStrategy):
        raise ValueError(f"trainer.strategy={type(strategy).__name__} (FSDP1) is not supported; {supported}")
    if isinstance(strategy, ModelParallelStrategy) and not is_fully_sharded(strategy):
        raise ValueError(
            f"trainer.strategy={type(strategy).__name__} with tensor_parallel_size="
            f"{strategy.device_mesh['tensor_parallel'].size()} is not supported (tensor parallelism); {supported}"
        )
