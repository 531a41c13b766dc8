"""RolloutDataModule: picks tasks, runs groups of rollouts with the current policy, computes GRPO advantages.

Lightning's data fetcher pre-fetches one batch ahead, so rollouts generated inside a dataset's ``__iter__`` would come
from the weights of one update ago. Here the training dataloader yields only iteration ticks; the rollouts are
generated in :meth:`RolloutDataModule.on_after_batch_transfer`, which Lightning calls right before
``on_train_batch_start`` and ``training_step`` of that very batch, in the main process, with the current weights.
Callbacks then see the fresh :class:`~prover_lightning.types.RolloutBatch` in ``on_train_batch_start``, before any
gradient step on it.

Task order is a deterministic function of ``seed`` and the iteration index, and so is every rollout's sampling: the
sampler draws from generators seeded with (seed, "train", iteration, rank) for a training iteration, (seed, stage,
global step, task ids) for a validation / test batch, and (seed, "episodes", iteration, rank, call) for the extra
episodes callbacks run (:meth:`RolloutDataModule.run_episodes`, e.g. continuations from a replayed prefix), never
from the process-global generator. The iteration index and the seed are part of the datamodule's checkpointed state,
so a resumed run samples exactly what the uninterrupted run samples.

Data-parallel (``trainer.strategy=ddp``, W ranks): ``tasks_per_step`` is global (as in verl); every rank computes the
same task list and runs its own contiguous ``tasks_per_step / W`` of it, whole groups, so a group never spans ranks
and the union over ranks is the single-process iteration.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from torch.utils.data import DataLoader, IterableDataset

from datamodules.episodes import EpisodeDataModule, prefixed, rate_weights
from prover_lightning.advantages import assign_grpo_advantages
from prover_lightning.envs.base import EnvironmentSpec, Task
from prover_lightning.rollout import EpisodeStart
from prover_lightning.sampler import SeededSampler
from prover_lightning.seeding import derive_seed
from prover_lightning.types import RolloutBatch, Trajectory


class _Ticks(IterableDataset):
    """An endless stream of placeholders: one per training iteration."""

    def __iter__(self) -> Iterator[int]:
        i = 0
        while True:
            yield i
            i += 1


class RolloutDataModule(EpisodeDataModule):
    """Groups of rollouts from an environment family, with the current weights, and their GRPO advantages. How an
    episode is run, prompted and validated is :class:`~datamodules.episodes.EpisodeDataModule`'s, passed through
    ``episodes``.

    Args:
        env: the environment family (e.g. ``prover_lightning.envs.alfworld.ALFWorldSpec``).
        tasks_per_step: B, tasks per training iteration, over all ranks together: with W data-parallel ranks, each
            runs B / W of them (B must be divisible by W).
        group_size: G, episodes per task (a group: same task, same initial state); at least 2.
        temperature: sampling temperature of training rollouts (> 0: the sampled log-probs are trained on).
        scale_by_std: GRPO (True: divide by the group's standard deviation) or Dr. GRPO (False) advantages.
        drop_zero_variance_groups: drop groups whose returns are all equal (they carry no signal); counted either way.
        episodes: the settings of :class:`~datamodules.episodes.EpisodeDataModule` (splits, ``max_episode_steps``,
            ``history_length``, ``prompt``, ``reward``, the validation settings, ``seed``, ...); ``seed`` also seeds
            the task order.

    Raises:
        ValueError: ``tasks_per_step < 1``, ``group_size < 2``, ``temperature <= 0`` (each names its key); at
            ``setup("fit")``, ``tasks_per_step`` not divisible by the number of ranks; and
            :class:`~datamodules.episodes.EpisodeDataModule`'s errors.
    """

    def __init__(
        self,
        env: EnvironmentSpec,
        tasks_per_step: int = 2,
        group_size: int = 4,
        temperature: float = 1.0,
        scale_by_std: bool = True,
        drop_zero_variance_groups: bool = False,
        **episodes,
    ) -> None:
        if tasks_per_step < 1:
            raise ValueError(f"data.tasks_per_step must be >= 1, got {tasks_per_step}")
        if group_size < 2:
            raise ValueError(
                f"data.group_size must be >= 2, got {group_size}: the group-relative baseline needs two episodes "
                "of a task (with one, every advantage is 0 and nothing is trained)"
            )
        if temperature <= 0:
            raise ValueError(
                f"data.temperature must be > 0 for training rollouts (sampled log-probs), got {temperature}"
            )
        super().__init__(env, **episodes)
        self.tasks_per_step, self.group_size, self.temperature = tasks_per_step, group_size, temperature
        self.scale_by_std, self.drop_zero_variance_groups = scale_by_std, drop_zero_variance_groups
        self.iteration = 0
        self.episode_calls = 0  # run_episodes calls since the last training rollout

    # ----------------------------------------------------------------------------------------------- lifecycle
    def setup(self, stage: str) -> None:
        """Also checks first that every rank runs whole groups (``fit``)."""
        world = self.trainer.world_size if self.trainer is not None else 1
        if stage == "fit" and self.tasks_per_step % world:
            raise ValueError(
                f"data.tasks_per_step ({self.tasks_per_step}) must be divisible by the number of data-parallel "
                f"ranks ({world}): each rank runs tasks_per_step / {world} whole groups"
            )
        super().setup(stage)

    def state_dict(self) -> dict[str, Any]:
        return {**super().state_dict(), "iteration": self.iteration}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        super().load_state_dict(state_dict)
        self.iteration = int(state_dict.get("iteration", 0))

    # ----------------------------------------------------------------------------------------------- tasks
    def tasks_for_iteration(self, iteration: int) -> list[Task]:
        """The B tasks of a training iteration: consecutive slices of an endless stream of seeded permutations of
        the training tasks (each task once per cycle)."""
        n, orders, out = len(self.train_tasks), {}, []
        for pos in range(iteration * self.tasks_per_step, (iteration + 1) * self.tasks_per_step):
            cycle, offset = divmod(pos, n)
            if cycle not in orders:
                orders[cycle] = list(range(n))
                random.Random(f"{self.seed}-{cycle}").shuffle(orders[cycle])
            out.append(self.train_tasks[orders[cycle][offset]])
        return out

    def rank_tasks(self, iteration: int) -> list[Task]:
        """This rank's share of :meth:`tasks_for_iteration`: with W ranks, rank r runs the r-th of W contiguous
        slices of ``tasks_per_step / W`` tasks (all of them without a trainer or with one rank)."""
        tasks = self.tasks_for_iteration(iteration)
        if self.trainer is None:
            return tasks
        share = len(tasks) // self.trainer.world_size
        return tasks[self.trainer.global_rank * share : (self.trainer.global_rank + 1) * share]

    def train_dataloader(self) -> DataLoader:
        return DataLoader(_Ticks(), batch_size=None, num_workers=0)

    # ----------------------------------------------------------------------------------------------- rollouts
    def run_episodes(self, starts: list[EpisodeStart]) -> tuple[list[Trajectory], dict[str, float]]:
        """Run extra episodes with the current policy and the training sampling settings (same temperature, step
        cap, history, response length), e.g. continuations from a replayed prefix; see
        :meth:`~prover_lightning.rollout.RolloutEngine.run`. Callbacks use this instead of reaching into the engine.
        The n-th call after the rollout of training iteration i samples with seed (seed, "episodes", i, rank, n).

        Raises:
            RuntimeError: called before ``setup`` (no environment pool yet).
        """
        if self.engine is None:
            raise RuntimeError("run_episodes needs the datamodule to be set up (it owns the environment pool)")
        seed = derive_seed(self.seed, "episodes", self.iteration - 1, self.rank, self.episode_calls)
        self.episode_calls += 1
        return self.engine.run(SeededSampler(self.policy().sampler, seed), starts, self.temperature)

    def training_batch(self, batch: int) -> RolloutBatch:
        """A tick becomes the iteration's fresh :class:`~prover_lightning.types.RolloutBatch`: this rank's groups,
        sampled with the current weights, with their GRPO advantages."""
        sampler = self.policy().sampler
        iteration = self.iteration
        seeded = SeededSampler(sampler, derive_seed(self.seed, "train", iteration, self.rank))
        trajs, stats = self.engine.run_groups(seeded, self.rank_tasks(iteration), self.group_size, self.temperature)
        rollout = RolloutBatch(trajs, sampler.policy_version, self.temperature, iteration, prefixed(stats),
                               stat_weights=rate_weights(stats))
        assign_grpo_advantages(rollout, self.scale_by_std, self.drop_zero_variance_groups)
        self.iteration += 1
        self.episode_calls = 0
        return rollout
