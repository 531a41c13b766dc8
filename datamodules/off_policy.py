"""One-step off-policy rollouts (``data.off_policy_steps: 1``): iteration n + 1's groups are sampled in a background
thread while iteration n trains, as in Prime-RL, the paper's framework (there, at most 8 steps stale; here 1).

Timeline, with θ_n the weights that train in iteration n (policy version ``n * U``, U updates per iteration):

- iteration 0: its groups are sampled at once, in the trainer's thread, from θ_0 (nothing to overlap with);
- iteration n, as its batch is made (``on_after_batch_transfer``): the groups sampled for it (from θ_{n-1}; from θ_0
  for n = 0) are taken, waiting for them if the background thread is not done; then θ_n is copied into the
  sampling copy (:class:`~prover_lightning.sampler.WeightCopySampler`) and the background thread starts sampling
  iteration n + 1's groups from it, while iteration n's callbacks run and its update trains θ_n into θ_{n+1};
- the last iteration (``trainer.max_steps`` reached by its updates) starts nothing.

So every batch after the first was sampled by the weights of one iteration before the ones it trains (a lag of U
policy versions); the PPO ratio, TIS and DPPO use the sampled log-probs stored in the batch, as on-policy. The
background thread has its own environment pool and its own copy of the weights, and its sampling is seeded exactly
as a synchronous rollout of the same iteration (seed, "train", iteration, rank), so the groups it samples are a
function of the seed and the sampling weights, not of the threads' timing.

What stays on the training policy: extra episodes that callbacks run while the batch is trained on (continuations
from a trajectory's states, extra members of a group, through ``RolloutDataModule.run_episodes``) and validation
sample from the training model itself, θ_n at the start of iteration n's update: a continuation's success rate is
that of the policy being updated, and the extra rollouts carry their own sampled log-probs and policy version.

Resume: a checkpoint saved while the background thread samples iteration n + 1 holds the sampling copy's trained
weights (θ_n's, the adapter with LoRA) and their version; a run resumed from it samples iteration n + 1 from them, so
it samples what the uninterrupted run sampled.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

import torch

from prover_lightning.rollout import RolloutEngine
from prover_lightning.sampler import HFSampler, Sampler, WeightCopySampler
from prover_lightning.types import Trajectory

#: the most iterations a batch's sampling weights may be behind the trained ones (``data.off_policy_steps``)
MAX_OFF_POLICY_STEPS = 1


@dataclass
class SampledGroups:
    """The groups of one training iteration as sampled, before any advantage.

    Attributes:
        iteration: the training iteration they are for.
        policy_version: the version of the weights that sampled them.
        trajectories: the episodes, group members adjacent (``RolloutEngine.run_groups``).
        stats: the rollout's statistics (``RolloutEngine.run``'s keys, unprefixed).
    """

    iteration: int
    policy_version: int
    trajectories: list[Trajectory]
    stats: dict[str, float]


#: ``sample(engine, sampler, iteration)``: the groups of training iteration ``iteration``, from ``sampler`` on
#: ``engine``'s environments, seeded as that iteration's rollout (``RolloutDataModule.sample_groups``)
GroupSampler = Callable[[RolloutEngine, Sampler, int], SampledGroups]


@dataclass
class _Pending:
    """The background job of one iteration: its groups, once sampled, and what it samples with."""

    iteration: int
    policy_version: int
    trained_names: list[str]
    groups: Future


class OneStepOffPolicy:
    """Samples the next training iteration's groups in a background thread (see the module docstring).

    Args:
        engine: the background thread's rollout engine, with an environment pool of its own (the trainer's thread
            steps its own pool meanwhile: callbacks' extra episodes, validation).
        sample: how an iteration's groups are sampled (:data:`GroupSampler`).
    """

    def __init__(self, engine: RolloutEngine, sample: GroupSampler) -> None:
        self.engine, self.sample = engine, sample
        self.copy: WeightCopySampler | None = None
        self.pending: _Pending | None = None
        self.restored: dict | None = None  # a checkpoint's pending job: the weights that sample its iteration
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="off-policy-rollout")

    def take(self, iteration: int, live: Sampler, live_engine: RolloutEngine) -> tuple[SampledGroups, float]:
        """The groups of ``iteration`` and the seconds the trainer waited for them: the background job's (waited
        for), or, with none, sampled now in this thread, from a checkpoint's sampling weights if it was saved while
        it sampled ``iteration`` (a resumed run), else from ``live`` (the training weights; the first iteration).

        Raises:
            RuntimeError: the background job or the restored checkpoint is for another iteration (named).
        """
        t0 = time.perf_counter()
        if self.pending is not None:
            if self.pending.iteration != iteration:
                raise RuntimeError(f"off-policy rollouts were sampled for iteration {self.pending.iteration}, but "
                                   f"iteration {iteration} is next")
            groups = self.pending.groups.result()
            self.pending = None
            return groups, time.perf_counter() - t0
        if self.restored is not None:
            restored, self.restored = self.restored, None
            if restored["iteration"] != iteration:
                raise RuntimeError(f"the checkpoint's off-policy rollouts are for iteration {restored['iteration']}, "
                                   f"but the resumed run's next iteration is {iteration}")
            copy = self._copy(live)
            copy.load(restored["weights"], int(restored["policy_version"]))
            return self.sample(live_engine, copy, iteration), 0.0
        return self.sample(live_engine, live, iteration), 0.0

    def start(self, iteration: int, live: Sampler, policy: torch.nn.Module) -> None:
        """Copy ``policy``'s current weights (those of ``live``'s version) into the sampling copy and start sampling
        ``iteration``'s groups from it in the background thread.

        Raises:
            RuntimeError: a background job is still pending (it must be taken first).
        """
        if self.pending is not None:
            raise RuntimeError(f"off-policy rollouts of iteration {self.pending.iteration} were never taken")
        copy = self._copy(live)
        copy.sync(policy, live.policy_version)
        names = list(WeightCopySampler.trained_weights(policy))
        job = self._executor.submit(self.sample, self.engine, copy, iteration)
        self.pending = _Pending(iteration, copy.policy_version, names, job)

    def _copy(self, live: Sampler) -> WeightCopySampler:
        """The sampling copy of ``live``'s model, made on first use."""
        if self.copy is None:
            if not isinstance(live, HFSampler):
                raise TypeError(f"data.off_policy_steps=1 samples from a copy of the HF policy; the sampler is "
                                f"{type(live).__name__}")
            self.copy = WeightCopySampler(live)
        return self.copy

    def state_dict(self) -> dict:
        """The pending job, for a checkpoint: ``{"iteration", "policy_version", "weights"}`` (the sampling copy's
        trained parameters, cloned), or ``{}`` with none."""
        if self.pending is None:
            return {}
        return {"iteration": self.pending.iteration, "policy_version": self.pending.policy_version,
                "weights": self.copy.held_weights(self.pending.trained_names)}

    def load_state_dict(self, state: dict) -> None:
        """Restore a checkpoint's pending job (:meth:`state_dict`): :meth:`take` samples its iteration from its
        weights."""
        self.restored = state or None

    def close(self) -> None:
        """Wait for a pending job (its groups are dropped), stop the thread and close the engine's environments."""
        if self.pending is not None:
            self.pending.groups.exception()  # waited for; a failure of a job nobody trains on is not raised
            self.pending = None
        self._executor.shutdown(wait=True)
        self.engine.pool.close()
