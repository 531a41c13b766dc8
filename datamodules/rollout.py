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

One-step off-policy (``off_policy_steps: 1``): iteration n + 1's groups are sampled in a background thread, from a
copy of the weights at the start of iteration n, while iteration n trains (:mod:`datamodules.off_policy`); with 0 (the
default) every iteration is sampled as above, from the current weights.
"""

from __future__ import annotations

import random
import warnings
from typing import Any, Iterator

from torch.utils.data import DataLoader, IterableDataset

from datamodules.episodes import EpisodeDataModule, loader, prefixed, rate_weights
from datamodules.off_policy import MAX_OFF_POLICY_STEPS, OneStepOffPolicy, SampledGroups
from prover_lightning.advantages import assign_grpo_advantages
from prover_lightning.distributed import is_fully_sharded
from prover_lightning.envs.base import EnvironmentSpec, Task
from prover_lightning.envs.pool import EnvPool
from prover_lightning.interfaces import IterationSchedule, TrainedPolicy, require
from prover_lightning.policy import active_dropout
from prover_lightning.rollout import EpisodeStart, RolloutEngine
from prover_lightning.sampler import HFSampler, Sampler, SeededSampler
from prover_lightning.seeding import derive_seed
from prover_lightning.stats import POLICY_LAG
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
        off_policy_steps: 0: every iteration is sampled with the current weights (synchronous); 1: iteration n + 1
            is sampled in a background thread while iteration n trains, from a copy of the weights at the start of
            iteration n (:mod:`datamodules.off_policy`): a batch may then be up to one iteration's updates behind
            the trained weights (``rollout/policy_lag``), and a staler one is refused. Needs the HF generation
            backend, one process (no data parallelism) and a policy without dropout.
        episodes: the settings of :class:`~datamodules.episodes.EpisodeDataModule` (splits, ``max_episode_steps``,
            ``history_length``, ``prompt``, ``reward``, the validation settings, ``seed``, ...); ``seed`` also seeds
            the task order.

    Raises:
        ValueError: ``tasks_per_step < 1``, ``group_size < 2``, ``temperature <= 0``, ``off_policy_steps`` not 0 or
            1 (each names its key); at ``setup("fit")``, ``tasks_per_step`` not divisible by the number of ranks or
            ``off_policy_steps: 1`` with a combination it does not support (named, with the reason); and
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
        off_policy_steps: int = 0,
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
        if off_policy_steps not in range(MAX_OFF_POLICY_STEPS + 1):
            raise ValueError(f"data.off_policy_steps must be 0 (synchronous) or 1 (one step off-policy), got "
                             f"{off_policy_steps}")
        super().__init__(env, **episodes)
        self.tasks_per_step, self.group_size, self.temperature = tasks_per_step, group_size, temperature
        self.scale_by_std, self.drop_zero_variance_groups = scale_by_std, drop_zero_variance_groups
        self.iteration = 0
        self.episode_calls = 0  # run_episodes calls since the last training rollout
        self.off_policy_steps = off_policy_steps
        self.off_policy: OneStepOffPolicy | None = None

    # ----------------------------------------------------------------------------------------------- lifecycle
    def setup(self, stage: str) -> None:
        """Also checks first that every rank runs whole groups (``fit``); with ``off_policy_steps: 1``, checks the
        combination and starts the background rollout's own environment pool and engine."""
        world = self.trainer.world_size if self.trainer is not None else 1
        if stage == "fit" and self.tasks_per_step % world:
            raise ValueError(
                f"data.tasks_per_step ({self.tasks_per_step}) must be divisible by the number of data-parallel "
                f"ranks ({world}): each rank runs tasks_per_step / {world} whole groups"
            )
        super().setup(stage)
        if stage == "fit" and self.off_policy_steps and self.off_policy is None:
            self._check_off_policy()
            pool = EnvPool(self.env, num_workers=self.num_env_workers, timeout_s=self.env_timeout_s)
            engine = RolloutEngine(pool, **{**self.engine_settings, "show_progress": False})  # a bar per thread
            self.off_policy = OneStepOffPolicy(engine, self.sample_groups)

    def _check_off_policy(self) -> None:
        """Refuse what ``off_policy_steps: 1`` does not support, naming the setting and the reason.

        Raises:
            ValueError: data-parallel ranks, a sharded policy, a generation backend with its own weights (vLLM), or a
                policy with dropout on.
        """
        if self.trainer.world_size > 1:
            raise ValueError(
                f"data.off_policy_steps=1 is not supported with {self.trainer.world_size} data-parallel ranks: each "
                "rank would sample in its own thread, which no test covers yet; use data.off_policy_steps: 0"
            )
        if is_fully_sharded(getattr(self.trainer, "strategy", None)):
            raise ValueError(
                "data.off_policy_steps=1 is not supported with a fully sharded trainer.strategy (fsdp2): the sampling "
                "thread would need its own gathered copy; use data.off_policy_steps: 0"
            )
        module = self.trainer.lightning_module
        sampler = self.policy().sampler
        if not isinstance(sampler, HFSampler):
            raise ValueError(
                f"data.off_policy_steps=1 needs model.generation_backend: hf (the background thread samples from a "
                f"copy of the HF policy); the sampler is {type(sampler).__name__}, e.g. a vLLM engine, which would "
                "need a second engine"
            )
        dropout = active_dropout(require(module, TrainedPolicy, type(self).__name__, "model").policy)
        if dropout:
            raise ValueError(
                f"data.off_policy_steps=1 needs a policy without dropout (model.disable_dropout: true): the update's "
                f"dropout draws from the global generator that the background rollout seeds; dropout is on in "
                f"{', '.join(dropout[:3])}"
            )

    def teardown(self, stage: str) -> None:
        if self.off_policy is not None:
            self.off_policy.close()
        self.off_policy = None
        super().teardown(stage)

    def state_dict(self) -> dict[str, Any]:
        """The seed and the iteration; with ``off_policy_steps: 1``, also the background job in progress
        (``off_policy``: its iteration and sampling weights, see :meth:`OneStepOffPolicy.state_dict`)."""
        state = {**super().state_dict(), "iteration": self.iteration}
        if self.off_policy is not None:
            state["off_policy"] = self.off_policy.state_dict()
        return state

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore :meth:`state_dict`. A background job of a checkpoint resumed with ``off_policy_steps: 0`` is
        dropped, with a warning (the resumed run samples that iteration from the current weights)."""
        super().load_state_dict(state_dict)
        self.iteration = int(state_dict.get("iteration", 0))
        pending = state_dict.get("off_policy") or {}
        if self.off_policy is not None:
            self.off_policy.load_state_dict(pending)
        elif pending:
            warnings.warn(
                f"the checkpoint was saved with data.off_policy_steps=1 while iteration {pending['iteration']} was "
                "being sampled; resumed with data.off_policy_steps=0, that iteration is sampled from the current "
                "weights instead", stacklevel=2,
            )

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
        return loader(_Ticks(), batch_size=None)

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

    def sample_groups(self, engine: RolloutEngine, sampler: Sampler, iteration: int) -> SampledGroups:
        """This rank's groups of training iteration ``iteration`` (:meth:`rank_tasks`, G episodes each), sampled
        from ``sampler`` on ``engine``'s environments with seed (seed, "train", iteration, rank)."""
        seeded = SeededSampler(sampler, derive_seed(self.seed, "train", iteration, self.rank))
        trajs, stats = engine.run_groups(seeded, self.rank_tasks(iteration), self.group_size, self.temperature)
        return SampledGroups(iteration, sampler.policy_version, trajs, stats)

    def _training_groups(self, iteration: int) -> tuple[SampledGroups, int]:
        """The groups ``iteration`` trains on and the most policy versions they may lag the trained weights: sampled
        now from the current weights (lag 0), or with ``off_policy_steps: 1`` those the background thread sampled
        (after starting the next iteration's, unless this one is the last of ``trainer.max_steps``)."""
        sampler = self.policy().sampler
        if self.off_policy is None:
            return self.sample_groups(self.engine, sampler, iteration), 0
        groups, wait_s = self.off_policy.take(iteration, sampler, self.engine)
        groups.stats["wait_s"] = wait_s
        updates = require(self.trainer.lightning_module, IterationSchedule, type(self).__name__, "model")
        updates = updates.updates_per_iteration
        last = 0 < self.trainer.max_steps <= self.trainer.global_step + updates
        if not last:
            module = require(self.trainer.lightning_module, TrainedPolicy, type(self).__name__, "model")
            self.off_policy.start(iteration + 1, sampler, module.policy)
        return groups, self.off_policy_steps * updates

    def training_batch(self, batch: int) -> RolloutBatch:
        """A tick becomes the iteration's fresh :class:`~prover_lightning.types.RolloutBatch`: this rank's groups
        (sampled with the current weights, or one iteration behind with ``off_policy_steps: 1``), with their GRPO
        advantages."""
        sampler = self.policy().sampler
        iteration = self.iteration
        groups, max_lag = self._training_groups(iteration)
        stats = prefixed(groups.stats)
        stats[POLICY_LAG] = float(sampler.policy_version - groups.policy_version)
        rollout = RolloutBatch(groups.trajectories, groups.policy_version, self.temperature, iteration, stats,
                               stat_weights=rate_weights(groups.stats), max_policy_lag=max_lag)
        assign_grpo_advantages(rollout, self.scale_by_std, self.drop_zero_variance_groups)
        self.iteration += 1
        self.episode_calls = 0
        return rollout
