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

import lightning as L
from torch.utils.data import DataLoader, IterableDataset

from datamodules.off_policy import MAX_OFF_POLICY_STEPS, OneStepOffPolicy, SampledGroups
from prover_lightning.advantages import assign_grpo_advantages
from prover_lightning.envs.base import EnvironmentSpec, Task
from prover_lightning.envs.pool import EnvPool
from prover_lightning.interfaces import IterationSchedule, PolicySource, TrainedPolicy, require
from prover_lightning.policy import active_dropout
from prover_lightning.prompts import PromptTemplate
from prover_lightning.rollout import EpisodeStart, RewardConfig, RolloutEngine
from prover_lightning.sampler import HFSampler, Sampler, SeededSampler
from prover_lightning.seeding import derive_seed, run_seed
from prover_lightning.stats import POLICY_LAG, rollout_stat_key
from prover_lightning.types import RolloutBatch, Trajectory


class _Ticks(IterableDataset):
    """An endless stream of placeholders: one per training iteration."""

    def __iter__(self) -> Iterator[int]:
        i = 0
        while True:
            yield i
            i += 1


def _as_list(items: list[Task]) -> list[Task]:
    return list(items)


class RolloutDataModule(L.LightningDataModule):
    """Groups of rollouts from an environment family.

    Args:
        env: the environment family (e.g. ``prover_lightning.envs.alfworld.ALFWorldSpec``).
        train_split, val_split, test_split: split names passed to ``env.tasks`` (``test_split`` defaults to
            ``val_split``).
        tasks_per_step: B, tasks per training iteration, over all ranks together: with W data-parallel ranks, each
            runs B / W of them (B must be divisible by W).
        group_size: G, episodes per task (a group: same task, same initial state); at least 2.
        max_episode_steps: T, step cap of an episode.
        history_length: H, past (observation, action) turns shown in a prompt.
        max_new_tokens: response length cap per step, in tokens.
        temperature: sampling temperature in training.
        val_temperature: temperature in validation / test (0 = greedy).
        val_episodes_per_task: episodes per held-out task.
        val_tasks_per_batch: held-out tasks run together in one validation batch.
        max_val_tasks: use only the first N held-out tasks (``None``: all).
        scale_by_std: GRPO (True) or Dr. GRPO (False) advantage normalisation.
        drop_zero_variance_groups: drop groups whose returns are all equal (they carry no signal); counted either way.
        num_env_workers: environment worker processes (0: in the trainer process).
        env_timeout_s: an env call slower than this aborts the episodes of that worker, which is restarted.
        prompt: the step prompt template (default: the environment family's own, ``env.prompt_template()``).
        reward: step rewards.
        seed: seed of the task order and of every rollout's sampling (``None``: the run's ``seed_everything``, 0 if
            the run is not seeded). A resumed run keeps the seed of its checkpoint.
        show_progress: live progress bar of each rollout.
        off_policy_steps: 0: every iteration is sampled with the current weights (synchronous); 1: iteration n + 1
            is sampled in a background thread while iteration n trains, from a copy of the weights at the start of
            iteration n (:mod:`datamodules.off_policy`): a batch may then be up to one iteration's updates behind
            the trained weights (``rollout/policy_lag``), and a staler one is refused. Needs the HF generation
            backend, one process (no data parallelism) and a policy without dropout.

    Raises:
        ValueError: a setting out of range (named); at ``setup``, ``off_policy_steps: 1`` with a combination it does
            not support (named, with the reason).
    """

    def __init__(
        self,
        env: EnvironmentSpec,
        train_split: str = "train",
        val_split: str = "valid_seen",
        test_split: str | None = None,
        tasks_per_step: int = 2,
        group_size: int = 4,
        max_episode_steps: int = 50,
        history_length: int = 2,
        max_new_tokens: int = 64,
        temperature: float = 1.0,
        val_temperature: float = 0.0,
        val_episodes_per_task: int = 1,
        val_tasks_per_batch: int = 8,
        max_val_tasks: int | None = None,
        scale_by_std: bool = True,
        drop_zero_variance_groups: bool = False,
        num_env_workers: int = 2,
        env_timeout_s: float = 60.0,
        prompt: PromptTemplate | None = None,
        reward: RewardConfig = RewardConfig(),
        seed: int | None = None,
        show_progress: bool = True,
        off_policy_steps: int = 0,
    ) -> None:
        super().__init__()
        for name, value in (("tasks_per_step", tasks_per_step), ("val_episodes_per_task", val_episodes_per_task),
                            ("val_tasks_per_batch", val_tasks_per_batch)):
            if value < 1:
                raise ValueError(f"data.{name} must be >= 1, got {value}")
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
        if val_temperature < 0:
            raise ValueError(f"data.val_temperature must be >= 0 (0 = greedy), got {val_temperature}")
        self.env = env
        self.train_split, self.val_split, self.test_split = train_split, val_split, test_split or val_split
        self.tasks_per_step, self.group_size = tasks_per_step, group_size
        self.temperature, self.val_temperature = temperature, val_temperature
        self.val_episodes_per_task, self.val_tasks_per_batch = val_episodes_per_task, val_tasks_per_batch
        self.max_val_tasks = max_val_tasks
        self.scale_by_std, self.drop_zero_variance_groups = scale_by_std, drop_zero_variance_groups
        self.num_env_workers, self.env_timeout_s = num_env_workers, env_timeout_s
        self.template = prompt or env.prompt_template()
        self.max_episode_steps, self.history_length = max_episode_steps, history_length
        self.engine_settings = dict(
            template=self.template, reward=reward, max_steps=max_episode_steps, history_length=history_length,
            max_new_tokens=max_new_tokens, show_progress=show_progress,
        )
        self.reward = reward
        self.seed = seed if seed is not None else run_seed()
        self.iteration = 0
        self.episode_calls = 0  # run_episodes calls since the last training rollout
        self.off_policy_steps = off_policy_steps
        self.train_tasks: list[Task] = []
        self.pool: EnvPool | None = None
        self.engine: RolloutEngine | None = None
        self.off_policy: OneStepOffPolicy | None = None

    @property
    def task_types(self) -> list[str]:
        """Task types of the environment family (per-type metrics)."""
        return list(self.env.task_types)

    # ----------------------------------------------------------------------------------------------- lifecycle
    def setup(self, stage: str) -> None:
        if stage == "fit":
            self.train_tasks = self.env.tasks(self.train_split)
            if not self.train_tasks:
                raise ValueError(f"data.env has no tasks in split {self.train_split!r}")
            world = self.trainer.world_size if self.trainer is not None else 1
            if self.tasks_per_step % world:
                raise ValueError(
                    f"data.tasks_per_step ({self.tasks_per_step}) must be divisible by the number of data-parallel "
                    f"ranks ({world}): each rank runs tasks_per_step / {world} whole groups"
                )
        if self.engine is None:
            self.pool = EnvPool(self.env, num_workers=self.num_env_workers, timeout_s=self.env_timeout_s)
            self.engine = RolloutEngine(self.pool, **self.engine_settings)
        if stage == "fit" and self.off_policy_steps and self.off_policy is None:
            self._check_off_policy()
            pool = EnvPool(self.env, num_workers=self.num_env_workers, timeout_s=self.env_timeout_s)
            engine = RolloutEngine(pool, **{**self.engine_settings, "show_progress": False})  # a bar per thread
            self.off_policy = OneStepOffPolicy(engine, self.sample_groups)

    def _check_off_policy(self) -> None:
        """Refuse what ``off_policy_steps: 1`` does not support, naming the setting and the reason.

        Raises:
            ValueError: data-parallel ranks, a generation backend with its own weights (vLLM), or a policy with
                dropout on.
        """
        if self.trainer.world_size > 1:
            raise ValueError(
                f"data.off_policy_steps=1 is not supported with {self.trainer.world_size} data-parallel ranks: each "
                "rank would sample in its own thread, which no test covers yet; use data.off_policy_steps: 0"
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
        if self.pool is not None:
            self.pool.close()
        self.pool = self.engine = self.off_policy = None

    def state_dict(self) -> dict[str, Any]:
        """The iteration and the seed; with ``off_policy_steps: 1``, also the background job in progress
        (``off_policy``: its iteration and sampling weights, see :meth:`OneStepOffPolicy.state_dict`)."""
        state: dict[str, Any] = {"iteration": self.iteration, "seed": self.seed}
        if self.off_policy is not None:
            state["off_policy"] = self.off_policy.state_dict()
        return state

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore :meth:`state_dict`. A background job of a checkpoint resumed with ``off_policy_steps: 0`` is
        dropped, with a warning (the resumed run samples that iteration from the current weights)."""
        self.iteration = int(state_dict.get("iteration", 0))
        self.seed = int(state_dict.get("seed", self.seed))
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

    @property
    def rank(self) -> int:
        """This process's data-parallel rank (0 without a trainer)."""
        return self.trainer.global_rank if self.trainer is not None else 0

    def rank_tasks(self, iteration: int) -> list[Task]:
        """This rank's share of :meth:`tasks_for_iteration`: with W ranks, rank r runs the r-th of W contiguous
        slices of ``tasks_per_step / W`` tasks (all of them without a trainer or with one rank)."""
        tasks = self.tasks_for_iteration(iteration)
        if self.trainer is None:
            return tasks
        share = len(tasks) // self.trainer.world_size
        return tasks[self.trainer.global_rank * share : (self.trainer.global_rank + 1) * share]

    def _held_out(self, split: str) -> list[Task]:
        tasks = self.env.tasks(split)
        return tasks[: self.max_val_tasks] if self.max_val_tasks is not None else tasks

    def train_dataloader(self) -> DataLoader:
        return DataLoader(_Ticks(), batch_size=None, num_workers=0)

    def val_dataloader(self) -> DataLoader:
        return DataLoader(self._held_out(self.val_split), batch_size=self.val_tasks_per_batch, collate_fn=_as_list)

    def test_dataloader(self) -> DataLoader:
        return DataLoader(self._held_out(self.test_split), batch_size=self.val_tasks_per_batch, collate_fn=_as_list)

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

    def policy(self) -> PolicySource:
        """The trainer's module, as what rollouts read of it (its sampler and tokenizer).

        Raises:
            TypeError: the module has no sampler or tokenizer (names what it lacks).
        """
        return require(self.trainer.lightning_module, PolicySource, type(self).__name__, "model")

    def transfer_batch_to_device(self, batch: Any, device: Any, dataloader_idx: int) -> Any:
        """Ticks and task lists hold no tensors: nothing to move (the module moves packed samples itself)."""
        return batch

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

    def on_after_batch_transfer(self, batch: Any, dataloader_idx: int) -> RolloutBatch:
        """Turn a tick (training) or a list of held-out tasks (validation / test) into a fresh RolloutBatch."""
        sampler = self.policy().sampler
        if self.trainer.training:
            iteration = self.iteration
            groups, max_lag = self._training_groups(iteration)
            stats = _prefixed(groups.stats)
            stats[POLICY_LAG] = float(sampler.policy_version - groups.policy_version)
            rollout = RolloutBatch(groups.trajectories, groups.policy_version, self.temperature, iteration, stats,
                                   stat_weights=_rate_weights(groups.stats), max_policy_lag=max_lag)
            assign_grpo_advantages(rollout, self.scale_by_std, self.drop_zero_variance_groups)
            self.iteration += 1
            self.episode_calls = 0
            return rollout
        stage = "test" if self.trainer.testing else "val"
        seed = derive_seed(self.seed, stage, self.trainer.global_step, [(t.task_id, t.seed) for t in batch])
        trajs, stats = self.engine.run_groups(
            SeededSampler(sampler, seed), batch, self.val_episodes_per_task, self.val_temperature
        )
        return RolloutBatch(trajs, sampler.policy_version, self.val_temperature, 0, _prefixed(stats),
                            stat_weights=_rate_weights(stats))


def _prefixed(stats: dict[str, float]) -> dict[str, float]:
    """Namespaced rollout statistics (:func:`~prover_lightning.stats.rollout_stat_key`)."""
    return {rollout_stat_key(k): v for k, v in stats.items()}


def _rate_weights(stats: dict[str, float]) -> dict[str, float]:
    """The merge weights of the rollout's rates (``RolloutBatch.stat_weights``): the clipped-response share is over
    this rank's sampled responses."""
    return {rollout_stat_key("clipped_response_rate"): stats["responses"]}
