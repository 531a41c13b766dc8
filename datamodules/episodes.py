"""EpisodeDataModule: what every datamodule of this trainer shares: an environment family, its splits, how an episode
is run and prompted, the worker pool and rollout engine, and greedy held-out rollouts for validation and test.

:class:`~datamodules.rollout.RolloutDataModule` (GRPO: groups of rollouts with the current weights) and
:class:`~datamodules.expert.ExpertDataModule` (behaviour cloning: expert step samples) are its two subclasses; each
makes its own training batches (:meth:`EpisodeDataModule.training_batch`) and passes the settings below through
``**episodes`` (so ``--data.help`` lists them with the subclass's own).

A held-out batch samples from a generator seeded with (seed, stage, global step, task ids), never from the
process-global generator.
"""

from __future__ import annotations

from typing import Any

import lightning as L
import torch
from torch.utils.data import DataLoader

from prover_lightning.envs.base import EnvironmentSpec, Task
from prover_lightning.envs.pool import EnvPool
from prover_lightning.interfaces import PolicySource, require
from prover_lightning.prompts import PromptTemplate
from prover_lightning.rollout import RewardConfig, RolloutEngine
from prover_lightning.sampler import SeededSampler
from prover_lightning.seeding import derive_seed, run_seed
from prover_lightning.stats import rollout_stat_key
from prover_lightning.types import RolloutBatch


def _as_list(items: list[Task]) -> list[Task]:
    return list(items)


def loader(dataset, **kwargs) -> DataLoader:
    """A ``DataLoader`` in the main process with a generator of its own. Each iterator of a loader draws a seed for
    its workers from the loader's generator, the process-global one when it has none, even with no worker; a draw
    from the global generator while the one-step off-policy thread's seeded ``generate`` holds it seeded
    (:mod:`prover_lightning.sampler`) would shift that thread's samples by when validation happens to start."""
    return DataLoader(dataset, num_workers=0, generator=torch.Generator(), **kwargs)


class EpisodeDataModule(L.LightningDataModule):
    """Episodes of an environment family played through a pool of environment workers; validation and test are
    greedy (``val_temperature``) rollouts of the trainer's policy on the held-out splits.

    Args:
        env: the environment family (e.g. ``prover_lightning.envs.alfworld.ALFWorldSpec``).
        train_split: split name of the training tasks (passed to ``env.tasks``).
        val_split: split name of the validation tasks.
        test_split: split name of the test tasks; ``None``: ``val_split``.
        max_episode_steps: T, step cap of an episode.
        history_length: H, past (observation, action) turns shown in a prompt.
        max_new_tokens: response length cap per step, in tokens.
        val_temperature: sampling temperature of validation / test episodes (0 = greedy).
        val_episodes_per_task: episodes per held-out task.
        val_tasks_per_batch: held-out tasks run together in one validation batch.
        max_val_tasks: use only the first N held-out tasks (``None``: all).
        num_env_workers: environment worker processes (0: in the trainer process).
        env_timeout_s: an env call slower than this, in seconds, aborts the episodes of that worker, which is
            restarted.
        prompt: the step prompt template (default: the environment family's own, ``env.prompt_template()``).
        reward: step rewards (success bonus, invalid-action penalty).
        seed: seed of every rollout's sampling (``None``: the run's ``seed_everything``, 0 if the run is not seeded).
            A resumed run keeps the seed of its checkpoint.
        show_progress: live progress bar of each rollout.

    Raises:
        ValueError: ``val_episodes_per_task`` or ``val_tasks_per_batch`` below 1, a negative ``val_temperature``
            (each names its key); at ``setup("fit")``, a training split without tasks.
    """

    def __init__(
        self,
        env: EnvironmentSpec,
        train_split: str = "train",
        val_split: str = "valid_seen",
        test_split: str | None = None,
        max_episode_steps: int = 50,
        history_length: int = 2,
        max_new_tokens: int = 64,
        val_temperature: float = 0.0,
        val_episodes_per_task: int = 1,
        val_tasks_per_batch: int = 8,
        max_val_tasks: int | None = None,
        num_env_workers: int = 2,
        env_timeout_s: float = 60.0,
        prompt: PromptTemplate | None = None,
        reward: RewardConfig = RewardConfig(),
        seed: int | None = None,
        show_progress: bool = True,
    ) -> None:
        super().__init__()
        for name, value in (("val_episodes_per_task", val_episodes_per_task),
                            ("val_tasks_per_batch", val_tasks_per_batch)):
            if value < 1:
                raise ValueError(f"data.{name} must be >= 1, got {value}")
        if val_temperature < 0:
            raise ValueError(f"data.val_temperature must be >= 0 (0 = greedy), got {val_temperature}")
        self.env = env
        self.train_split, self.val_split, self.test_split = train_split, val_split, test_split or val_split
        self.val_temperature = val_temperature
        self.val_episodes_per_task, self.val_tasks_per_batch = val_episodes_per_task, val_tasks_per_batch
        self.max_val_tasks = max_val_tasks
        self.num_env_workers, self.env_timeout_s = num_env_workers, env_timeout_s
        self.template = prompt or env.prompt_template()
        self.max_episode_steps, self.history_length = max_episode_steps, history_length
        self.engine_settings = dict(
            template=self.template, reward=reward, max_steps=max_episode_steps, history_length=history_length,
            max_new_tokens=max_new_tokens, show_progress=show_progress,
        )
        self.reward = reward
        self.seed = seed if seed is not None else run_seed()
        self.train_tasks: list[Task] = []
        self.pool: EnvPool | None = None
        self.engine: RolloutEngine | None = None

    @property
    def task_types(self) -> list[str]:
        """Task types of the environment family (per-type metrics)."""
        return list(self.env.task_types)

    @property
    def rank(self) -> int:
        """This process's data-parallel rank (0 without a trainer)."""
        return self.trainer.global_rank if self.trainer is not None else 0

    # ----------------------------------------------------------------------------------------------- lifecycle
    def setup(self, stage: str) -> None:
        """Reads the training tasks (``fit``) and starts the environment pool and the rollout engine."""
        if stage == "fit":
            self.train_tasks = self.env.tasks(self.train_split)
            if not self.train_tasks:
                raise ValueError(f"data.env has no tasks in split {self.train_split!r}")
        if self.engine is None:
            self.pool = EnvPool(self.env, num_workers=self.num_env_workers, timeout_s=self.env_timeout_s)
            self.engine = RolloutEngine(self.pool, **self.engine_settings)

    def teardown(self, stage: str) -> None:
        if self.pool is not None:
            self.pool.close()
        self.pool = self.engine = None

    def state_dict(self) -> dict[str, Any]:
        return {"seed": self.seed}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        self.seed = int(state_dict.get("seed", self.seed))

    # ----------------------------------------------------------------------------------------------- held-out tasks
    def _held_out(self, split: str) -> list[Task]:
        tasks = self.env.tasks(split)
        return tasks[: self.max_val_tasks] if self.max_val_tasks is not None else tasks

    def val_dataloader(self) -> DataLoader:
        return loader(self._held_out(self.val_split), batch_size=self.val_tasks_per_batch, collate_fn=_as_list)

    def test_dataloader(self) -> DataLoader:
        return loader(self._held_out(self.test_split), batch_size=self.val_tasks_per_batch, collate_fn=_as_list)

    # ----------------------------------------------------------------------------------------------- batches
    def policy(self) -> PolicySource:
        """The trainer's module, as what rollouts read of it (its sampler and tokenizer).

        Raises:
            TypeError: the module has no sampler or tokenizer (names what it lacks).
        """
        return require(self.trainer.lightning_module, PolicySource, type(self).__name__, "model")

    def transfer_batch_to_device(self, batch: Any, device: Any, dataloader_idx: int) -> Any:
        """Ticks, task lists and step samples hold no tensors: nothing to move (the module moves packed samples)."""
        return batch

    def on_after_batch_transfer(self, batch: Any, dataloader_idx: int) -> Any:
        """A training batch is the subclass's (:meth:`training_batch`); a list of held-out tasks (validation / test)
        becomes a fresh :class:`~prover_lightning.types.RolloutBatch` of ``val_episodes_per_task`` episodes each."""
        if self.trainer.training:
            return self.training_batch(batch)
        sampler = self.policy().sampler
        stage = "test" if self.trainer.testing else "val"
        seed = derive_seed(self.seed, stage, self.trainer.global_step, [(t.task_id, t.seed) for t in batch])
        trajs, stats = self.engine.run_groups(
            SeededSampler(sampler, seed), batch, self.val_episodes_per_task, self.val_temperature
        )
        return RolloutBatch(trajs, sampler.policy_version, self.val_temperature, 0, prefixed(stats),
                            stat_weights=rate_weights(stats))

    def training_batch(self, batch: Any) -> Any:
        """What ``training_step`` receives for a batch of ``train_dataloader``, with the current weights."""
        raise NotImplementedError(f"{type(self).__name__} makes no training batches")


def prefixed(stats: dict[str, float]) -> dict[str, float]:
    """Namespaced rollout statistics (:func:`~prover_lightning.stats.rollout_stat_key`)."""
    return {rollout_stat_key(k): v for k, v in stats.items()}


def rate_weights(stats: dict[str, float]) -> dict[str, float]:
    """The merge weights of the rollout's rates (``RolloutBatch.stat_weights``): the clipped-response share is over
    this rank's sampled responses."""
    return {rollout_stat_key("clipped_response_rate"): stats["responses"]}
