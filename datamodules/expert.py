"""ExpertDataModule: the step samples of expert runs, for behaviour cloning, with the RL validation.

Expert samples are made by the very rollout engine that RL uses: each expert run (the actions of an
:class:`~prover_lightning.experts.Expert`) is played through the environment pool by an :class:`ExpertSampler`, a
generation backend that "samples" the expert's next action written as the template's response. So every sample has
exactly the prompt the policy sees in RL (task, last H turns, observation, admissible actions, chat template,
``response_prefix``) and, as response, the expert action's tokens (``format_action``, e.g. ``go to fridge 1</action>``
after the ``<action>`` prefix). Only runs that win are kept; runs whose expert has no answer, that do not win (e.g. a
walkthrough longer than ``max_episode_steps``) or whose env fails are skipped and counted.

Only ``train_split`` feeds expert data; validation and test are greedy rollouts of the policy on the held-out
splits, exactly as in :class:`~datamodules.rollout.RolloutDataModule` (both are
:class:`~datamodules.episodes.EpisodeDataModule`'s; success rate, return, ... under ``val/``).

The samples are visited in a seeded order, reshuffled every epoch, that a run resumed mid-epoch continues where it
stopped (:mod:`datamodules.epoch_order`): a resumed cloning run equals the uninterrupted one.
"""

from __future__ import annotations

import logging

from torch.utils.data import DataLoader
from tqdm.auto import tqdm

from datamodules.episodes import EpisodeDataModule
from datamodules.epoch_order import EpochOrder, ResumableDataLoader
from prover_lightning.envs.base import EnvironmentSpec, Task
from prover_lightning.experts import Expert, default_expert
from prover_lightning.prompts import PromptTemplate
from prover_lightning.rollout import EpisodeStart
from prover_lightning.sampler import Completion, Sampler, SamplingParams
from prover_lightning.types import StepSample, Trajectory

log = logging.getLogger(__name__)


class ExpertSampler(Sampler):
    """A generation backend that answers each prompt with the next action of one expert run.

    Serves one episode at a time: the i-th ``generate`` call returns ``template.format_action(actions[i])``,
    tokenised without special tokens (no log-probs: nothing was sampled).

    Args:
        tokenizer: the policy's tokenizer.
        template: the step-prompt template (it writes the response).
        actions: the expert run's actions.

    Raises:
        RuntimeError: asked for more steps than the run has, or for several prompts at once.
    """

    def __init__(self, tokenizer, template: PromptTemplate, actions: list[str]) -> None:
        self.tokenizer = tokenizer
        self.template = template
        self.actions = list(actions)
        self.calls = 0

    @property
    def policy_version(self) -> int:
        return 0

    def generate(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        if len(prompts) != 1 or self.calls >= len(self.actions):
            raise RuntimeError(f"expert sampler: asked for {len(prompts)} response(s) at step {self.calls + 1} of a "
                               f"{len(self.actions)}-step run")
        text = self.template.format_action(self.actions[self.calls])
        self.calls += 1
        return [Completion(self.tokenizer.encode(text, add_special_tokens=False), [], text, "stop")]


class ExpertDataModule(EpisodeDataModule):
    """Mini-batches of expert step samples of ``train_split`` for training; greedy rollouts on the held-out splits
    for validation and test. The prompt, ``history_length``, ``max_episode_steps``, ``max_new_tokens`` and the
    validation settings are :class:`~datamodules.episodes.EpisodeDataModule`'s, passed through ``episodes``: the same
    as RL's, so a cloned policy is prompted as GRPO will prompt it.

    Args:
        env: the environment family (e.g. ``prover_lightning.envs.alfworld.ALFWorldSpec``).
        expert: where the expert runs come from (default: the environment family's,
            :func:`~prover_lightning.experts.default_expert`).
        batch_size: step samples per training batch (one optimiser update each); under DDP per rank, each rank
            taking its share of every epoch (:class:`~datamodules.epoch_order.EpochOrder`).
        seed: seed of the sample order (reshuffled every epoch, a function of the seed and the epoch; a run resumed
            mid-epoch continues the epoch's order) and of the held-out rollouts' sampling.
        episodes: the settings of :class:`~datamodules.episodes.EpisodeDataModule` (splits, step cap, history,
            prompt, reward, validation settings, ...).

    Raises:
        ValueError: ``train_split`` is also the validation or test split (held-out data never feeds expert runs),
            or ``batch_size < 1``; and :class:`~datamodules.episodes.EpisodeDataModule`'s errors.
    """

    def __init__(
        self,
        env: EnvironmentSpec,
        expert: Expert | None = None,
        batch_size: int = 8,
        seed: int = 0,
        **episodes,
    ) -> None:
        if batch_size < 1:
            raise ValueError(f"data.batch_size must be >= 1, got {batch_size}")
        super().__init__(env, seed=seed, **episodes)
        if self.train_split in (self.val_split, self.test_split):
            raise ValueError(f"data.train_split {self.train_split!r} is also a held-out split (val "
                             f"{self.val_split!r}, test {self.test_split!r}): held-out tasks never feed expert data")
        self.expert = expert or default_expert(env)
        self.batch_size = batch_size
        self.samples: list[StepSample] = []
        self.expert_stats: dict[str, float] = {}

    def setup(self, stage: str) -> None:
        super().setup(stage)
        if stage == "fit" and not self.samples:
            trajectories = self.expert_trajectories(self.train_tasks, self.policy().tokenizer)
            self.samples = [s for t in trajectories for s in t.steps]
            if not self.samples:
                raise ValueError(f"no expert run of split {self.train_split!r} wins: nothing to clone "
                                 f"(stats: {self.expert_stats})")
            longest = max(len(s.response_ids) for s in self.samples)
            if longest > self.engine.max_new_tokens:
                raise ValueError(f"an expert response has {longest} tokens but data.max_new_tokens is "
                                 f"{self.engine.max_new_tokens}: the policy could never write it; raise it")

    def expert_trajectories(self, tasks: list[Task], tokenizer) -> list[Trajectory]:
        """The winning expert runs of ``tasks``, replayed through the environment with the RL prompts.

        Fills ``expert_stats``: ``expert/tasks``, ``expert/won`` (runs kept), ``expert/no_expert``, ``expert/failed``
        (did not win, or the env failed), ``expert/samples``, ``expert/mean_response_tokens``.
        """
        template = self.engine.template
        kept, no_expert, failed = [], 0, []
        show, self.engine.show_progress = self.engine.show_progress, False  # one bar over the tasks instead
        try:
            for task in tqdm(tasks, desc="expert runs", unit="task", disable=not show):
                actions = self.expert.actions(self.env, task)
                if not actions:
                    no_expert += 1
                    continue
                sampler = ExpertSampler(tokenizer, template, actions)
                (traj,), _ = self.engine.run(sampler, [EpisodeStart(task, 0)], temperature=1.0)
                expected = [template.parse(template.format_action(a)) for a in actions]
                if traj.won and traj.usable and traj.actions == expected:
                    kept.append(traj)
                else:
                    failed.append(task.task_id)
        finally:
            self.engine.show_progress = show
        if failed:
            log.warning("%d expert run(s) did not win and are left out, e.g. %s", len(failed), failed[:3])
        samples = [s for t in kept for s in t.steps]
        self.expert_stats = {
            "expert/tasks": float(len(tasks)), "expert/won": float(len(kept)), "expert/no_expert": float(no_expert),
            "expert/failed": float(len(failed)), "expert/samples": float(len(samples)),
            "expert/mean_response_tokens": sum(len(s.response_ids) for s in samples) / max(len(samples), 1),
        }
        return kept

    def train_dataloader(self) -> DataLoader:
        """Batches of ``batch_size`` step samples (lists of :class:`~prover_lightning.types.StepSample`), this rank's
        share of each epoch's order, resumable mid-epoch (:mod:`datamodules.epoch_order`)."""
        world = self.trainer.world_size if self.trainer is not None else 1
        order = EpochOrder(self.samples, self.seed, self.batch_size, num_replicas=world, rank=self.rank)
        return ResumableDataLoader(self.samples, batch_size=self.batch_size, sampler=order, collate_fn=list,
                                   num_workers=0)

    def training_batch(self, batch: list[StepSample]) -> list[StepSample]:
        """A training batch is expert step samples as they are."""
        return batch
