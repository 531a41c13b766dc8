"""CriticSearch: turn-level credit from a retrospective critic that reads the finished trajectory.

Source: Zhang et al. 2025, "CriticSearch: Fine-Grained Credit Assignment for Search Agents via a Retrospective
Critic" (arXiv:2511.12159). During training a frozen critic LLM, asymmetric to the policy, judges every turn of a
finished trajectory with privileged information (the whole trajectory, the gold answer); its judgments become dense
turn-level rewards that complement the outcome reward in a hybrid advantage optimised with GRPO. No extra rollouts:
the cost is the critic's generation. The public abstract and summaries available here do not give the exact
conversion of judgments to advantages; the choices made here (settings of :class:`CriticSearchCredit`):

- **Judgments.** One label per turn, good or bad (the critic's answer: a JSON object ``{"labels": [...]}`` with one
  entry per turn, in order). The critic sees the task, every turn (action and observation) and the outcome (won or
  not, the final observation): the project's environments hand callbacks no gold answer, so the finished trajectory
  and its outcome are the privileged information.
- **Turn advantage.** The turn reward is 1 for a good turn, 0 for a bad one; it is made group-relative as GRPO does
  with returns: ``A_turn = c_t − mean(c over every critiqued turn of the group)`` (each turn counted once; no std
  division, as in the paper's mean-centred GRPO), so a group whose turns are all judged alike gets no push.
- **Hybrid advantage.** ``A_t = A_GRPO + coef · A_turn``, added in the advantage's units (with the paper's binary
  reward and mean-centred advantages, success units).
- **Failures.** A critic answer that does not parse, has the wrong number of labels, or never came (a backend
  timeout) leaves that trajectory's GRPO advantage as it is and keeps its turns out of the group mean; it is counted
  by kind (``critic/failures/<kind>``), never raised.
- **The critic.** :class:`LLMCritic` asks any judge backend (:class:`~callbacks.prover.PolicyBackend`: the policy
  itself; :class:`~callbacks.prover.HFBackend`; :class:`~callbacks.prover.OpenAIBackend`), the source's frozen critic
  being one of the latter two; :class:`~callbacks.oracle_critic.TrapCorridorCritic` is the trap corridor's oracle (it
  knows which actions are harmful), a benchmark's upper bound of critic quality, not a method.
"""

from __future__ import annotations

import abc
import time
from collections import Counter
from dataclasses import dataclass

import lightning as L

from callbacks.cost import add_extra_cost
from callbacks.prover.judge_backends import JudgeBackend, PolicyBackend
from callbacks.prover.judges import json_objects
from callbacks.prover.segments import FAILURE_KINDS, JudgeFailure, step_lines, truncate
from callbacks.stages import PipelineStage, Role
from prover_lightning.types import RolloutBatch, Trajectory

#: the labels a critic gives a turn, and the turn reward each stands for
LABEL_REWARD = {"good": 1.0, "bad": 0.0}


@dataclass
class TurnLabels:
    """A critic's judgment of every turn of one trajectory: ``good[t]`` for turn t, ``[T]``."""

    good: list[bool]


class Critic(abc.ABC):
    """Judges every turn of finished trajectories.

    Attributes:
        last_generated_tokens: tokens the last :meth:`critique` call generated (0 for a critic without a model).
    """

    last_generated_tokens: int = 0

    @abc.abstractmethod
    def critique(self, trajectories: list[Trajectory], pl_module: L.LightningModule) -> list[TurnLabels | JudgeFailure]:
        """One judgment per trajectory, in order, or why there is none."""


def parse_labels(answer: str, turns: int) -> TurnLabels | JudgeFailure:
    """The first JSON object in ``answer`` with a ``labels`` list, as :class:`TurnLabels`.

    Returns:
        a ``"malformed"`` failure when there is no such object or a label is not ``good`` / ``bad``
        (case-insensitive); an ``"out_of_range"`` failure when it holds other than ``turns`` labels.
    """
    for obj in json_objects(answer):
        labels = obj.get("labels")
        if not isinstance(labels, list):
            continue
        words = [str(label).strip().lower() for label in labels]
        if any(w not in LABEL_REWARD for w in words):
            return JudgeFailure("malformed", f"labels must be 'good' or 'bad', got {labels}")
        if len(words) != turns:
            return JudgeFailure("out_of_range", f"{len(words)} labels for {turns} turns")
        return TurnLabels([w == "good" for w in words])
    return JudgeFailure("malformed", "no JSON object with a labels list in: " + truncate(answer, 200))


class LLMCritic(Critic):
    """A prompted model as the retrospective critic: one conversation per trajectory (the task, every turn, the
    outcome), all through one :meth:`~callbacks.prover.judge_backends.JudgeBackend.chat` call; answers parsed by
    :func:`parse_labels`.

    Args:
        backend: who answers (default: the policy itself, greedy).
        max_observation_chars: each observation is cut to this many characters in the prompt.
    """

    def __init__(self, backend: JudgeBackend | None = None, max_observation_chars: int = 160) -> None:
        self.backend = backend or PolicyBackend()
        self.max_observation_chars = max_observation_chars

    def prompt(self, traj: Trajectory) -> str:
        """The critic's question about one trajectory."""
        outcome = "the task was achieved" if traj.won else "the task was not achieved"
        n = len(traj.steps)
        return "\n".join([
            "You review a finished run of an agent, knowing how it ended. Judge each of its steps: good (it moved the "
            "agent towards the goal, or was the right move given what the whole run shows) or bad (harmful, wasted, "
            "or a mistake).",
            f"Task: {traj.goal}",
            f"Start: {truncate(traj.initial_observation, self.max_observation_chars)}",
            *step_lines(traj, self.max_observation_chars),
            f"Outcome: {outcome} after {n} steps.",
            f'Answer with one JSON object and nothing else: {{"labels": [...]}} with exactly {n} entries, "good" or '
            '"bad", for steps 1 to ' + f"{n} in order.",
        ])

    def critique(self, trajectories: list[Trajectory], pl_module: L.LightningModule) -> list[TurnLabels | JudgeFailure]:
        if not trajectories:
            self.last_generated_tokens = 0
            return []
        replies = self.backend.chat([[{"role": "user", "content": self.prompt(t)}] for t in trajectories], pl_module)
        self.last_generated_tokens = self.backend.last_generated_tokens
        return [r if isinstance(r, JudgeFailure) else parse_labels(r.content, len(t.steps))
                for t, r in zip(trajectories, replies)]


def group_turn_advantages(labels: list[TurnLabels]) -> list[list[float]]:
    """The group-relative turn advantages of one group's critiqued trajectories: ``c_t − mean(c)`` over all their
    turns (``c``: 1 good, 0 bad), one list ``[T_i]`` per trajectory."""
    rewards = [[LABEL_REWARD["good" if g else "bad"] for g in lab.good] for lab in labels]
    flat = [c for r in rewards for c in r]
    mean = sum(flat) / len(flat) if flat else 0.0
    return [[c - mean for c in r] for r in rewards]


class CriticSearchCredit(PipelineStage):
    """Adds ``coef · A_turn`` (CriticSearch, see the module docstring for the source and every choice made here) to
    the GRPO advantage of every turn of the usable trajectories of each training batch, before the update.

    Stats under ``critic/`` (every batch): ``trajectories`` (critiqued), ``failures`` and ``failures/<kind>`` (no
    usable judgment: each kind of :data:`~callbacks.prover.segments.FAILURE_KINDS`, and any other a critic reports),
    ``generated_tokens`` (the critic's), ``credit_s`` (seconds); ``good_turn_share`` (good ÷ critiqued turns), only
    at batches with a critiqued turn, weighted by their number. The critic's tokens and seconds go to the batch's
    extra cost: put :class:`~callbacks.cost.CostRatios` after it.

    Args:
        critic: who judges the turns (:class:`LLMCritic`, or an oracle on a benchmark).
        coef: weight of the turn advantage, in advantage units.
    """

    provides = frozenset({Role.EXTRA_COST})
    uses = frozenset({Role.GROUPS})

    def __init__(self, critic: Critic | None = None, coef: float = 0.5) -> None:
        self.critic = critic or LLMCritic()
        self.coef = coef

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        usable = batch.usable_trajectories
        judged = self.critic.critique(usable, pl_module)
        failures = Counter(j.kind for j in judged if isinstance(j, JudgeFailure))
        by_group: dict[int, list[tuple[Trajectory, TurnLabels]]] = {}
        for traj, j in zip(usable, judged):
            if isinstance(j, TurnLabels):
                by_group.setdefault(traj.group_id, []).append((traj, j))
        for members in by_group.values():
            for (traj, _), advantages in zip(members, group_turn_advantages([lab for _, lab in members])):
                for step, a in zip(traj.steps, advantages):
                    step.advantage += self.coef * a
        goods = [g for members in by_group.values() for _, lab in members for g in lab.good]
        seconds = time.perf_counter() - t0
        tokens = float(self.critic.last_generated_tokens)
        batch.stats.update({
            "critic/trajectories": float(sum(len(m) for m in by_group.values())),
            "critic/failures": float(sum(failures.values())),
            **{f"critic/failures/{kind}": float(failures.get(kind, 0)) for kind in {*FAILURE_KINDS, *failures}},
            "critic/generated_tokens": tokens, "critic/credit_s": seconds,
        })
        if goods:
            batch.stats["critic/good_turn_share"] = sum(goods) / len(goods)
            batch.stat_weights["critic/good_turn_share"] = float(len(goods))
        add_extra_cost(batch, generated_tokens=tokens, seconds=seconds)
