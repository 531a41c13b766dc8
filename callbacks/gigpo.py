"""GiGPO step-level credit: relative advantages of steps taken from the same state.

Source: Feng et al. 2025, "Group-in-Group Policy Optimization for LLM Agent Training" (arXiv:2505.10978), the
step-level half of its two-level advantage ("anchor state grouping" and the "step relative advantage"):

1. Anchor state grouping. Inside one episode group (same task, same initial state), every step of every trajectory
   is keyed by the state it was taken from; steps sharing that state across the group's trajectories form one
   step-level group.
2. Discounted return from each step on, within its own trajectory: ``R_t = sum_{k>=t} gamma^(k-t) r_k``.
3. Step relative advantage: ``A_step = (R_t - mean(R over its step-level group)) / F_norm``, where ``F_norm`` is the
   group's std (GRPO) or 1 (Dr. GRPO style, ``scale_by_std=False``).
4. Combined advantage: ``A = A_episode + omega * A_step``. By default (``episode_advantage="paper"``, the paper's
   eq. 3) ``A_episode`` is the GRPO advantage the datamodule has already put in ``StepSample.advantage``: each
   trajectory counts once in its group's mean and std, with its whole return (every penalty of every step in it).
   ``episode_advantage="verl-agent"`` follows verl-agent's code instead (``gigpo/core_gigpo.py``,
   ``episode_norm_reward`` with its default ``compute_mean_std_cross_steps=True``, after
   ``apply_invalid_action_penalty``): every *step* is one row whose score is the trajectory's environment return
   plus that step's own penalty, and the mean and std run over the group's rows, so a trajectory weighs as many
   times as it has steps and a penalty lowers only the step that earned it; see :func:`verl_agent_episode_advantages`.

The state is the observation text the agent sees, exactly as GiGPO's implementation keys its anchors: step 0 is
taken from ``Trajectory.initial_observation``, step t > 0 from ``steps[t-1].observation`` (after an unparseable
response the env is not stepped, so the next step shares the anchor). In ALFWorld two different states can show the
same text (e.g. "Nothing happens."), and such steps are grouped together; nothing else (admissible actions,
inventory, history) enters the key.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Literal

import lightning as L
import torch

from callbacks.cost import add_extra_cost
from callbacks.stages import PipelineStage, Role
from prover_lightning.advantages import group_advantages
from prover_lightning.types import RolloutBatch, Trajectory


def anchor_observations(traj: Trajectory) -> list[str]:
    """The observation each step of ``traj`` was taken from, ``[T]``: the initial one, then each step's result."""
    return ([traj.initial_observation] + [s.observation for s in traj.steps])[: len(traj.steps)]


def discounted_returns(rewards: list[float], gamma: float) -> list[float]:
    """``R_t = r_t + gamma * R_{t+1}`` for every step of one trajectory, ``[T]`` (reward units)."""
    out, running = [0.0] * len(rewards), 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running
        out[t] = running
    return out


def step_advantages(
    trajectories: list[Trajectory], gamma: float = 0.95, scale_by_std: bool = True, eps: float = 1e-6
) -> list[list[float]]:
    """GiGPO step relative advantages ``A_step`` of every step of ``trajectories``.

    Steps are grouped by ``(group_id, anchor observation)``; each step's discounted return ``R_t`` is normalised
    within its step-level group as in :func:`~prover_lightning.advantages.group_advantages` (unbiased std; a
    one-member group, or one whose returns are all equal, gives 0).

    Args:
        trajectories: the usable trajectories of a batch (any number of groups; ``group_id`` separates them).
        gamma: discount of the step return.
        scale_by_std: divide by the step-level group's std (GRPO) or not (Dr. GRPO).
        eps: added to the std before dividing.

    Returns:
        One list per trajectory, ``[T_i]`` floats each, aligned with its ``steps``.
    """
    keys = [(t.group_id, obs) for t in trajectories for obs in anchor_observations(t)]
    if not keys:
        return [[] for _ in trajectories]
    anchor_ids = {k: i for i, k in enumerate(dict.fromkeys(keys))}
    returns = [r for t in trajectories for r in discounted_returns([s.reward for s in t.steps], gamma)]
    adv, _ = group_advantages(
        torch.tensor(returns, dtype=torch.float64),
        torch.tensor([anchor_ids[k] for k in keys]),
        scale_by_std=scale_by_std,
        eps=eps,
    )
    flat, out, start = adv.tolist(), [], 0
    for t in trajectories:
        out.append(flat[start : start + len(t.steps)])
        start += len(t.steps)
    return out


def verl_agent_episode_advantages(
    trajectories: list[Trajectory], scale_by_std: bool = True, eps: float = 1e-6
) -> list[list[float]]:
    """verl-agent's episode-level advantage of every step of ``trajectories`` (see the module docstring, step 4).

    A step's reward splits into the environment's part (``max(r, 0)``: the success bonus) and its penalty
    (``min(r, 0)``: an invalid or, with ``penalize_inadmissible``, inadmissible action), as
    :class:`~prover_lightning.rollout.RewardConfig` produces them (a penalised step never wins). Step t of
    trajectory i scores ``sum_k max(r_ik, 0) + min(r_it, 0)``; the scores of all steps of a group (``group_id``) are
    normalised as in :func:`~prover_lightning.advantages.group_advantages`.

    Returns:
        One list per trajectory, ``[T_i]`` floats each, aligned with its ``steps``.
    """
    scores, groups = [], []
    for t in trajectories:
        env_return = sum(max(s.reward, 0.0) for s in t.steps)
        scores += [env_return + min(s.reward, 0.0) for s in t.steps]
        groups += [t.group_id] * len(t.steps)
    if not scores:
        return [[] for _ in trajectories]
    adv, _ = group_advantages(
        torch.tensor(scores, dtype=torch.float64), torch.tensor(groups), scale_by_std=scale_by_std, eps=eps
    )
    flat, out, start = adv.tolist(), [], 0
    for t in trajectories:
        out.append(flat[start : start + len(t.steps)])
        start += len(t.steps)
    return out


class GiGPOCredit(PipelineStage):
    """Adds ``omega * A_step`` (GiGPO) to the GRPO advantage of every step of the usable trajectories of each
    training batch, before the update, and logs under ``gigpo/``: ``anchor_groups`` (step-level groups in the
    batch), ``anchor_group_size`` (mean steps per step-level group), ``shared_step_fraction`` (share of steps in a
    step-level group of two or more), ``step_advantage_abs`` (mean ``|A_step|``, before ``omega``) and ``credit_s``
    (seconds this callback took; also added to the batch's extra cost, so put :class:`~callbacks.cost.CostRatios`
    after it). The three means carry their counts (anchor groups, steps in them, step advantages) in
    ``batch.stat_weights``, so data-parallel ranks merge them over the union of their steps
    (:func:`~prover_lightning.distributed.merge_rank_stats`).

    Args:
        omega: weight of the step relative advantage in ``A_episode + omega * A_step`` (the paper uses 1).
        gamma: discount of the step return ``R_t``.
        scale_by_std: divide by the step-level group's std (GRPO) or not (Dr. GRPO); with
            ``episode_advantage="verl-agent"`` also the episode-level term's.
        eps: added to the std before dividing.
        episode_advantage: ``"paper"`` keeps the GRPO advantage already in the batch as ``A_episode`` (each
            trajectory once); ``"verl-agent"`` replaces it with :func:`verl_agent_episode_advantages` (each step once;
            a penalty charged to its own step), so the callback then sets the advantage rather than adding to it.

    Raises:
        ValueError: unknown ``episode_advantage``.
    """

    provides = frozenset({Role.EXTRA_COST})
    uses = frozenset({Role.GROUPS})

    def __init__(
        self, omega: float = 1.0, gamma: float = 0.95, scale_by_std: bool = True, eps: float = 1e-6,
        episode_advantage: Literal["paper", "verl-agent"] = "paper",
    ) -> None:
        if episode_advantage not in ("paper", "verl-agent"):
            raise ValueError(f"episode_advantage must be 'paper' or 'verl-agent', got {episode_advantage!r}")
        self.omega, self.gamma, self.scale_by_std, self.eps = omega, gamma, scale_by_std, eps
        self.episode_advantage = episode_advantage

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        usable = batch.usable_trajectories
        a_step = step_advantages(usable, self.gamma, self.scale_by_std, self.eps)
        if self.episode_advantage == "verl-agent":
            for traj, advs in zip(usable, verl_agent_episode_advantages(usable, self.scale_by_std, self.eps)):
                for s, a in zip(traj.steps, advs):
                    s.advantage = a
        for traj, advs in zip(usable, a_step):
            for s, a in zip(traj.steps, advs):
                s.advantage += self.omega * a
        sizes = Counter((t.group_id, obs) for t in usable for obs in anchor_observations(t))
        n_steps = sum(sizes.values())
        flat = [abs(a) for advs in a_step for a in advs]
        batch.stats.update({
            "gigpo/anchor_groups": float(len(sizes)),
            "gigpo/anchor_group_size": n_steps / len(sizes) if sizes else 0.0,
            "gigpo/shared_step_fraction": sum(n for n in sizes.values() if n > 1) / n_steps if n_steps else 0.0,
            "gigpo/step_advantage_abs": sum(flat) / len(flat) if flat else 0.0,
            "gigpo/credit_s": time.perf_counter() - t0,
        })
        batch.stat_weights.update({"gigpo/anchor_group_size": float(len(sizes)),
                                   "gigpo/shared_step_fraction": float(n_steps),
                                   "gigpo/step_advantage_abs": float(len(flat))})
        add_extra_cost(batch, seconds=batch.stats["gigpo/credit_s"])
