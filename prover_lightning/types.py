"""Rollout data: a step sample, a trajectory, a batch of groups.

Each environment step is one training sample (verl-agent's design): a bounded prompt (task, last H turns, current
observation) and one response, the action text. The token ids and log-probs are kept exactly as sampled
(token-in, token-out): an action is never decoded and re-tokenised before training on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from prover_lightning.envs.base import Task


@dataclass(kw_only=True)
class StepSample:
    """One environment step of one episode, and its training sample.

    Attributes:
        prompt_ids: chat-formatted prompt token ids, ``[P]``.
        response_ids: sampled response token ids as generated (stop string / EOS included), ``[R]``.
        response_logprobs: log-probs of ``response_ids`` under the sampling distribution (logits / temperature),
            ``[R]``; empty for greedy decoding.
        response_text: decoded response (for logs and credit callbacks; never re-tokenised for training).
        action: the action parsed from the response, or ``None`` when it could not be parsed (the env is not
            stepped then and the observation stays).
        admissible: whether ``action`` was among the admissible actions (``None`` when the env lists none).
        observation: observation after this step.
        reward: reward of this step (success bonus on the winning step, minus penalties).
        advantage: advantage given to every response token of this step; GRPO sets it, credit callbacks edit it.
    """

    prompt_ids: list[int]
    response_ids: list[int]
    response_logprobs: list[float]
    response_text: str
    action: str | None
    admissible: bool | None
    observation: str
    reward: float = 0.0
    advantage: float = 0.0

    @property
    def valid(self) -> bool:
        """The response held a parseable action."""
        return self.action is not None


@dataclass
class Trajectory:
    """One episode of a group.

    Attributes:
        task: the task it ran (every member of a group has the same task, hence the same initial state).
        group_id: index of its group inside the batch.
        goal: task description.
        initial_observation: the observation the policy's first sampled step saw (after any replayed prefix).
        prefix_actions: recorded actions replayed from reset before sampling started (empty for a normal rollout;
            ``None`` marks a recorded invalid response).
        prefix_observations: observations those replayed actions produced.
        steps: the sampled steps, in order.
        won: the task was achieved (success); ``score``: the env's task score in [0, 1].
        truncated: stopped by the step cap without being won or lost.
        aborted: its environment crashed or hung; it carries no training signal.
        replay_mismatch: replaying ``prefix_actions`` did not reproduce ``prefix_observations``; nothing sampled.
        policy_version: version of the policy that sampled it.
    """

    task: Task
    group_id: int
    goal: str = ""
    initial_observation: str = ""
    prefix_actions: list[str | None] = field(default_factory=list)
    prefix_observations: list[str] = field(default_factory=list)
    steps: list[StepSample] = field(default_factory=list)
    won: bool = False
    score: float = 0.0
    truncated: bool = False
    aborted: bool = False
    replay_mismatch: bool = False
    policy_version: int = 0

    @property
    def episode_return(self) -> float:
        """Undiscounted sum of step rewards."""
        return sum(s.reward for s in self.steps)

    @property
    def actions(self) -> list[str | None]:
        """Parsed action of each sampled step (``None`` for an unparseable response)."""
        return [s.action for s in self.steps]

    @property
    def usable(self) -> bool:
        """Counts for training and statistics: not aborted, replay reproduced, at least one step."""
        return not self.aborted and not self.replay_mismatch and bool(self.steps)


@dataclass
class RolloutBatch:
    """The groups of one training iteration (or one validation batch).

    Attributes:
        trajectories: all episodes, group members adjacent; ``group_id`` indexes groups.
        policy_version: the policy version that sampled every trajectory.
        temperature: sampling temperature (the loss recomputes log-probs at this temperature).
        iteration: rollout iteration index (training) or validation batch index.
        stats: scalar statistics of the rollout (times, counts), filled by whoever produced or edited it;
            callbacks add their own keys under their namespace; the module logs every entry, at the iterations whose
            batch has it (a stage may write a key at some iterations only; see
            :meth:`~prover_lightning.module.GRPOModule.log_iteration_values`).
        stat_weights: for a key of ``stats`` that is a mean over a count that varies by rank (a share of this rank's
            episodes, a mean over its segments), that count: the weight the key gets when data-parallel ranks'
            statistics are merged for logging (:func:`~prover_lightning.distributed.merge_rank_stats`), so the logged
            value is the mean over the union of the ranks' data, not a mean of the ranks' means. Whoever writes such a
            key writes its weight with it (only when it writes the key). Keys without a weight merge unweighted.
        annotations: structured data that callbacks hand to later callbacks of the same batch (keyed by a
            namespaced name), never read by the GRPO core.
        dropped_trajectories: episodes sampled in this iteration but removed from ``trajectories`` before training
            (zero-variance groups, with ``drop_zero_variance_groups``): nothing trains on them and callbacks do not
            see them, but the episode metrics count them (they describe every episode sampled).
        advantage_scale: for each group id with a GRPO advantage, the advantage per unit of episode return
            (``1 / (std + eps)`` with std scaling, 1 without): what converts a quantity in return units into the
            units of that group's advantages. Zero-variance groups have none.
        max_policy_lag: the most policy versions (optimiser updates) that ``policy_version`` may be behind the
            weights that train on the batch: 0 for synchronous rollouts; with ``data.off_policy_steps: 1``, one
            iteration's updates. A staler batch is refused.
    """

    trajectories: list[Trajectory]
    policy_version: int
    temperature: float
    iteration: int = 0
    stats: dict[str, float] = field(default_factory=dict)
    stat_weights: dict[str, float] = field(default_factory=dict)
    annotations: dict[str, Any] = field(default_factory=dict)
    dropped_trajectories: list[Trajectory] = field(default_factory=list)
    advantage_scale: dict[int, float] = field(default_factory=dict)
    max_policy_lag: int = 0

    def groups(self) -> dict[int, list[Trajectory]]:
        """Trajectories by group id, in batch order."""
        out: dict[int, list[Trajectory]] = {}
        for t in self.trajectories:
            out.setdefault(t.group_id, []).append(t)
        return out

    @property
    def usable_trajectories(self) -> list[Trajectory]:
        """The trajectories that count for training and statistics (see :attr:`Trajectory.usable`), in order."""
        return [t for t in self.trajectories if t.usable]

    def samples(self) -> list[StepSample]:
        """Every step sample of the usable trajectories, in order: the training samples."""
        return [s for t in self.usable_trajectories for s in t.steps]
