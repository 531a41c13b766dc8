"""The order in which a supervised run (behaviour cloning) visits its samples, resumable mid-epoch.

Epoch ``e``'s order is a function of ``(seed, e)`` alone, and the position within the epoch is checkpointed, so a run
resumed from a checkpoint taken mid-epoch continues the interrupted epoch's order at the next sample and goes on with
the same later epochs: it sees the samples of the uninterrupted run, batch by batch. Lightning drives both halves:

- its fit loop calls ``set_epoch`` on a training loader's sampler before every epoch (also the resumed one), which
  selects the epoch's order (:class:`EpochOrder`);
- it saves the ``state_dict`` of a training loader that has one (:class:`ResumableDataLoader`) in every checkpoint
  (``FitLoop.on_save_checkpoint``) and, when a fit resumes, loads it back before the first batch is drawn
  (``FitLoop.setup_data``); its own batch counter then continues where the checkpoint stopped, so the loader has to
  yield only the epoch's remaining batches, which it does.

A plain ``DataLoader(shuffle=True, generator=...)`` does neither: its generator restarts from the seed in the resumed
process, and Lightning re-iterates it from the start of the epoch.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sized

import torch
from torch.utils.data import DataLoader, DistributedSampler


class EpochOrder(DistributedSampler):
    """Indices of a dataset in the order of the current epoch (:meth:`set_epoch`), from the ``consumed``-th on.

    Epoch ``e``'s order is the one ``DataLoader(dataset, batch_size, shuffle=True,
    generator=torch.Generator().manual_seed(seed))`` yields in its ``e``-th epoch (0-based) when each epoch is drawn
    batch by batch to its last batch, as Lightning draws it, recomputed from ``seed`` for any epoch: a cloning run
    keeps the sample order such a loader gave it. That loader's epochs all draw from its one generator: the iterator
    draws its workers' base seed, the ``RandomSampler`` the permutation and, when it is drained (a last batch shorter
    than ``batch_size`` asks it for more), the permutation of its empty remainder.

    ``consumed`` counts the indices this sampler has handed out in the current epoch; it is the checkpointed position
    (:meth:`state_dict`). It is exact because the loader runs in the main process (``num_workers=0``) and Lightning
    draws the batches of a loader with a length one at a time, so an index is handed out when its batch is drawn.

    DDP: with ``num_replicas`` W ranks, rank r takes every W-th index of the epoch's order from the r-th, the order
    padded with its first indices to a multiple of W (as :class:`~torch.utils.data.DistributedSampler` pads; W ranks
    then make the same number of updates per epoch). Being a ``DistributedSampler``, it is left in place by Lightning's
    ``use_distributed_sampler`` (which replaces any other sampler by a ``DistributedSampler`` with its own shuffle, or
    wraps it in one, and would not call this one's ``set_epoch``). All ranks hand out the same count, so the state a
    checkpoint holds (rank 0's) is every rank's.

    Args:
        dataset: the samples (only their number is used).
        seed: seed of the order.
        batch_size: samples per batch (of each rank; it enters the order, above).
        num_replicas: data-parallel ranks W (1: one process).
        rank: this process's rank, in ``[0, W)``.

    Raises:
        ValueError: ``rank`` outside ``[0, num_replicas)`` (from ``DistributedSampler``).
    """

    def __init__(self, dataset: Sized, seed: int, batch_size: int, num_replicas: int = 1, rank: int = 0) -> None:
        super().__init__(dataset, num_replicas=num_replicas, rank=rank, shuffle=True, seed=seed)
        self.batch_size = batch_size
        self.consumed = 0

    def permutation(self, epoch: int) -> list[int]:
        """The order of epoch ``epoch`` over the whole dataset (before the ranks' shares)."""
        n, generator = len(self.dataset), torch.Generator().manual_seed(self.seed)
        for _ in range(epoch + 1):
            torch.empty((), dtype=torch.int64).random_(generator=generator)  # the iterator's workers' base seed
            order = torch.randperm(n, generator=generator)
            if n % self.batch_size:  # the short last batch drains the sampler: its remainder's permutation
                torch.randperm(n, generator=generator)
        return order.tolist()

    def set_epoch(self, epoch: int) -> None:
        """Select epoch ``epoch``'s order; a new epoch starts at its first index, the current one (e.g. just
        restored by :meth:`load_state_dict`) where it stands."""
        if epoch != self.epoch:
            self.consumed = 0
        super().set_epoch(epoch)

    def __iter__(self) -> Iterator[int]:
        order = self.permutation(self.epoch)
        padded = (order * math.ceil(self.total_size / len(order)))[: self.total_size]
        for index in padded[self.rank :: self.num_replicas][self.consumed :]:
            self.consumed += 1
            yield index

    def state_dict(self) -> dict[str, int]:
        """The epoch and the indices of it handed out so far."""
        return {"epoch": self.epoch, "consumed": self.consumed}

    def load_state_dict(self, state: dict[str, int]) -> None:
        self.epoch, self.consumed = int(state["epoch"]), int(state["consumed"])


class ResumableDataLoader(DataLoader):
    """A ``DataLoader`` over an :class:`EpochOrder` sampler whose checkpointed state is the sampler's: Lightning's fit
    loop saves the state of a training loader with ``state_dict`` / ``load_state_dict`` in each checkpoint and restores
    it on resume (see the module docstring)."""

    sampler: EpochOrder

    def state_dict(self) -> dict[str, int]:
        return self.sampler.state_dict()

    def load_state_dict(self, state: dict[str, int]) -> None:
        self.sampler.load_state_dict(state)
