"""SPO: segment-level advantages from Monte-Carlo values at segment boundaries, chain or tree sampling.

Source: Guo et al. 2025, "Segment Policy Optimization: Effective Segment-Level Credit Assignment in RL for Large
Language Models" (arXiv:2505.23564). The source partitions a generated sequence into contiguous segments, estimates
the value V of the state at every segment boundary by Monte-Carlo sampling of the current policy from it (no critic
model), and gives every token of segment k the segment advantage ``A_k = V(end of k) − V(start of k)``. Two
instances: SPO-chain (short chains of thought; boundaries at low-probability "cutpoint" tokens, independent MC
samples from each boundary) and SPO-tree (long chains of thought; the samples form a tree whose nodes share
prefixes, so one sampled continuation serves the value of every node it passes through, which cuts the cost of the
MC estimates). The policy loss then uses a probability mask (the segment advantage only on the segment's
low-probability tokens).

What the source is for is single-turn reasoning; the ProVer paper (arXiv 2609.36178) lists SPO-chain and SPO-tree as
baselines but the summary available here does not say how it adapts them to multi-turn agents. The choices made here
(each is a setting of :class:`SPOCredit` or stated in its docstring):

- **Segments are agent turns** (one environment step, the project's training sample): a turn boundary is a real
  environment state that can be restored exactly (:func:`~callbacks.continuations.state_start`), so a boundary value
  is an honest MC estimate; a cutpoint inside a response is not a state the environment can be restored to.
- **Values.** V(s_0), the group's initial state, is the mean return of the group's own G rollouts (G on-policy samples
  from that very state; no extra sampling); V of a terminal state is 0; each inner boundary s_t (1 ≤ t < T) gets
  ``num_continuations`` (K) MC samples of the return from s_t on. The turn-t advantage is
  ``A_t = r_t + V(s_{t+1}) − V(s_t)`` (``r_t``: the turn's own reward, the success reward on a winning turn), so the
  turns' advantages of a trajectory sum to ``R − mean(R of its group)``: GRPO's mean-centred advantage, redistributed
  over its turns. Converted to the batch's advantage units with the group's ``batch.advantage_scale`` (1 with the
  paper's mean-centred GRPO), and it **replaces** the GRPO advantage, as in the source.
- **Chain** (``sampling="chain"``): K independent continuations from every inner boundary of every trajectory.
- **Tree** (``sampling="tree"``): the boundaries are visited in order t = 1, 2, …; a continuation sampled from s_t'
  whose first turns repeat the trajectory's recorded turns (same action, same observation) up to s_t passes through
  s_t, and the rest of it is an on-policy sample of the return from s_t: it counts for V(s_t), so s_t samples only
  the K − (samples already passing through it) continuations it still lacks. Each boundary's value rests on K samples
  exactly as in the chain (the first K, by origin), but shared prefixes are generated once: the tree never samples
  more continuations than the chain (nor, in expectation, more tokens), and far fewer where the policy is confident.
  The tree is grown from the trajectory's own path (its recorded turns are the trunk), not sampled from the root as
  the source's training tree is: the batch's episodes stay GRPO's rollouts, only their advantages change.
- **No probability mask.** The loss carries one advantage per turn (every token of a turn gets it), so the source's
  per-token mask has no place to go; on the trap corridor a turn is one token, where it would change nothing.
- **Which trajectories.** Every usable trajectory of every group, also the groups whose returns are all equal (their
  GRPO advantage is 0, their turn advantages need not be), with the group's advantage scale where GRPO gave one and
  1 (return units) where it gave none and advantages are not divided by a std (with std scaling a zero-variance
  group has no unit: it is left at 0 and counted). A trajectory with a boundary left without a usable continuation
  (all aborted or replay-mismatched) keeps its GRPO advantage and is counted.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Literal

import lightning as L

from callbacks.continuations import state_start
from callbacks.cost import NO_EPISODE_COST, add_extra_cost
from callbacks.stages import PipelineStage, Role
from prover_lightning.interfaces import GroupRollouts, datamodule
from prover_lightning.types import RolloutBatch, Trajectory


@dataclass
class BoundaryValues:
    """The Monte-Carlo samples of one trajectory's inner boundaries and the continuations behind them.

    Attributes:
        trajectory: the trajectory whose turn boundaries are valued.
        pool: every continuation sampled for it, as ``(t, continuation)``: sampled from boundary s_t.
        samples: for each inner boundary t (1 ≤ t < T), the returns from s_t on of the continuations used for V(s_t)
            (return units; at most K).
        shared: for each inner boundary, how many of its samples come from a continuation of an earlier boundary (the
            tree's shared prefixes).
    """

    trajectory: Trajectory
    pool: list[tuple[int, Trajectory]] = field(default_factory=list)
    samples: dict[int, list[float]] = field(default_factory=dict)
    shared: dict[int, int] = field(default_factory=dict)


def passes_through(continuation: Trajectory, traj: Trajectory, origin: int, t: int) -> bool:
    """A continuation sampled from ``traj``'s boundary ``origin`` repeats ``traj``'s turns ``origin .. t − 1`` (the
    same action and observation at each), so it is in the state s_t of ``traj`` after its first ``t − origin`` turns.

    Raises:
        ValueError: ``t < origin``.
    """
    if t < origin:
        raise ValueError(f"boundary {t} comes before the continuation's origin {origin}")
    n = t - origin
    if continuation.aborted or continuation.replay_mismatch or len(continuation.steps) < n:
        return False
    return all((c.action, c.observation) == (s.action, s.observation)
               for c, s in zip(continuation.steps[:n], traj.steps[origin:t]))


def return_from(continuation: Trajectory, turns_skipped: int) -> float:
    """The return of ``continuation`` after its first ``turns_skipped`` turns (return units)."""
    return sum(s.reward for s in continuation.steps[turns_skipped:])


def collect_samples(values: BoundaryValues, t: int, k: int, share: bool) -> None:
    """Set ``values.samples[t]`` to the returns from s_t of the first ``k`` continuations in the pool (in pool order)
    sampled from s_t itself or, with ``share`` (the tree), from an earlier boundary and passing through s_t
    (:func:`passes_through`); ``values.shared[t]`` counts the latter."""
    samples, shared = [], 0
    for origin, c in values.pool:
        if len(samples) == k:
            break
        if (origin == t or (share and origin < t)) and passes_through(c, values.trajectory, origin, t):
            samples.append(return_from(c, t - origin))
            shared += origin < t
    values.samples[t], values.shared[t] = samples, shared


def turn_advantages(rewards: list[float], values: list[float]) -> list[float]:
    """SPO's turn advantages ``A_t = r_t + V(s_{t+1}) − V(s_t)``, ``[T]`` (return units).

    Args:
        rewards: the trajectory's turn rewards, ``[T]``.
        values: V(s_0) .. V(s_T), ``[T + 1]`` (V(s_T) = 0 for a terminal state).

    Raises:
        ValueError: ``values`` is not one longer than ``rewards``.
    """
    if len(values) != len(rewards) + 1:
        raise ValueError(f"turn_advantages needs T + 1 = {len(rewards) + 1} values, got {len(values)}")
    return [r + values[t + 1] - values[t] for t, r in enumerate(rewards)]


class SPOCredit(PipelineStage):
    """Replaces every turn's GRPO advantage with SPO's segment advantage (segments = turns), from Monte-Carlo values
    at the turn boundaries (see the module docstring for the source and every choice made here).

    All continuations of a chain go to the datamodule in one ``run_episodes`` call; a tree makes one call per
    boundary depth (t = 1, 2, …: the shared samples of depth t are known only after depth t − 1 ran). Stats under
    ``spo/`` (every batch): ``trajectories`` (credited), ``trajectories_skipped`` (a boundary without a usable
    continuation, or a zero-variance group without an advantage unit), ``boundaries`` (inner boundaries valued),
    ``continuations``, ``continuation_tokens``, ``shared_samples`` (samples taken from an earlier boundary's
    continuation: 0 for the chain), ``credit_s`` (seconds); ``advantage_abs`` (mean |A_t| over the credited turns,
    advantage units), only at batches with a credited turn, weighted by their number. Continuation tokens, env steps
    and seconds go to the batch's extra cost: put :class:`~callbacks.cost.CostRatios` after it.

    Args:
        sampling: ``"chain"`` (SPO-chain: K independent continuations per boundary) or ``"tree"`` (SPO-tree: shared
            prefixes count for every boundary they pass).
        num_continuations: K, Monte-Carlo samples per inner boundary.

    Raises:
        ValueError: unknown ``sampling`` or ``num_continuations < 1``.
    """

    provides = frozenset({Role.EXTRA_COST})
    uses = frozenset({Role.GROUPS})
    data_interface = GroupRollouts

    def __init__(self, sampling: Literal["chain", "tree"] = "chain", num_continuations: int = 4) -> None:
        if sampling not in ("chain", "tree"):
            raise ValueError(f"SPOCredit sampling must be 'chain' or 'tree', got {sampling!r}")
        if num_continuations < 1:
            raise ValueError(f"SPOCredit needs num_continuations >= 1, got {num_continuations}")
        self.sampling, self.num_continuations = sampling, num_continuations

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        dm = datamodule(trainer, GroupRollouts, type(self).__name__)
        scales = {gid: batch.advantage_scale.get(gid, None if dm.scale_by_std else 1.0) for gid in batch.groups()}
        usable = batch.usable_trajectories
        todo = [BoundaryValues(t) for t in usable if scales[t.group_id] is not None]
        cost = dict(NO_EPISODE_COST)
        n_continuations = 0
        depths = [range(1, len(v.trajectory.steps)) for v in todo]
        k = self.num_continuations
        if self.sampling == "chain":
            n_continuations += self._sample(dm, [(v, t) for v, ts in zip(todo, depths) for t in ts for _ in range(k)],
                                            cost)
            for v, ts in zip(todo, depths):
                for t in ts:
                    collect_samples(v, t, k, share=False)
        else:
            for t in range(1, max((len(v.trajectory.steps) for v in todo), default=1)):
                deep = [v for v in todo if t < len(v.trajectory.steps)]
                for v in deep:
                    collect_samples(v, t, k, share=True)
                n_continuations += self._sample(dm, [(v, t) for v in deep for _ in range(k - len(v.samples[t]))],
                                                cost)
                for v in deep:
                    collect_samples(v, t, k, share=True)
        group_means = {gid: sum(m.episode_return for m in members if m.usable) / sum(m.usable for m in members)
                       for gid, members in batch.groups().items() if any(m.usable for m in members)}
        credited, skipped, advantages = 0, len(usable) - len(todo), []
        for v in todo:
            traj = v.trajectory
            inner = [v.samples[t] for t in range(1, len(traj.steps))]
            if any(not s for s in inner):
                skipped += 1
                continue
            values = [group_means[traj.group_id]] + [sum(s) / len(s) for s in inner] + [0.0]
            scale = scales[traj.group_id]
            for step, a in zip(traj.steps, turn_advantages([s.reward for s in traj.steps], values)):
                step.advantage = scale * a
                advantages.append(abs(step.advantage))
            credited += 1
        seconds = time.perf_counter() - t0
        batch.stats.update({
            "spo/trajectories": float(credited), "spo/trajectories_skipped": float(skipped),
            "spo/boundaries": float(sum(len(ts) for ts in depths)), "spo/continuations": float(n_continuations),
            "spo/continuation_tokens": cost["generated_tokens"],
            "spo/shared_samples": float(sum(sum(v.shared.values()) for v in todo)), "spo/credit_s": seconds,
        })
        if advantages:
            batch.stats["spo/advantage_abs"] = sum(advantages) / len(advantages)
            batch.stat_weights["spo/advantage_abs"] = float(len(advantages))
        add_extra_cost(batch, cost["generated_tokens"], cost["env_steps"], seconds)

    @staticmethod
    def _sample(dm: GroupRollouts, jobs: list[tuple[BoundaryValues, int]], cost: dict[str, float]) -> int:
        """Run one continuation from each ``(trajectory's values, boundary)`` of ``jobs``, all in one
        ``run_episodes`` call; add them to their pools and their cost to ``cost``; returns how many ran."""
        if not jobs:
            return 0
        continuations, spent = dm.run_episodes([state_start(v.trajectory, t) for v, t in jobs])
        for (v, t), c in zip(jobs, continuations):
            v.pool.append((t, c))
        for key in cost:
            cost[key] += spent[key]
        return len(jobs)
