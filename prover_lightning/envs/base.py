"""The environment protocol every text environment implements.

An environment is deterministic given its task and the action history: resetting it on the same :class:`Task` and
replaying the same actions must give the same observations. Groups (G episodes from one initial state) and the replay of
a recorded action prefix (continuations sampled from a mid-episode state) both rely on that.

This module imports no torch, so environment worker processes stay light.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Task:
    """One task: the unit a group is built from (G episodes of the same task share one initial state).

    Attributes:
        task_id: unique, stable id of the task inside its split (for ALFWorld: the game directory relative to the
            data root). Two tasks with the same id and seed start from the same state.
        task_type: category used for per-type metrics (for ALFWorld: one of the six task types).
        seed: environment seed; tasks differing only by seed may start from different states.
    """

    task_id: str
    task_type: str
    seed: int = 0


@dataclass
class StepResult:
    """What an environment returns from ``reset`` and ``step``.

    Attributes:
        observation: text the agent sees after the action (or the initial observation after ``reset``).
        done: the episode ended (won, lost, or the environment's own step cap).
        won: the task was achieved. Success is this flag, never ``done``.
        score: the environment's own task score in [0, 1] (ALFWorld: ``float(won)``; WebShop: the purchase reward).
        admissible_actions: the valid actions in the new state, where the environment lists them; else empty.
        goal: the task description; set by ``reset``, empty after ``step``.
        info: anything else worth keeping (must be picklable).
    """

    observation: str
    done: bool = False
    won: bool = False
    score: float = 0.0
    admissible_actions: list[str] = field(default_factory=list)
    goal: str = ""
    info: dict[str, Any] = field(default_factory=dict)


class Environment(abc.ABC):
    """A single text environment instance (one live episode at a time)."""

    @abc.abstractmethod
    def reset(self, task: Task) -> StepResult:
        """Start a new episode of ``task``; returns the initial observation with ``goal`` set.

        Raises:
            FileNotFoundError / ValueError: the task cannot be loaded (names the offending file or id).
        """

    @abc.abstractmethod
    def step(self, action: str) -> StepResult:
        """Apply one action (already parsed from the model's response) and return the new state."""

    def close(self) -> None:
        """Release resources (files, subprocesses). Called once; the default does nothing."""


class EnvironmentSpec(abc.ABC):
    """A picklable description of an environment family: which tasks exist and how to build an instance.

    The spec travels to environment worker processes, where :meth:`make` builds the live environments, so it must
    hold only plain configuration (paths, numbers), never open handles.
    """

    #: name used in metric namespaces, e.g. ``"alfworld"``
    name: str = "env"

    @abc.abstractmethod
    def tasks(self, split: str) -> list[Task]:
        """All tasks of ``split`` (e.g. ``"train"``, ``"valid_seen"``), in a stable order.

        Raises:
            FileNotFoundError: the split's data is missing (names the path looked at).
        """

    @property
    @abc.abstractmethod
    def task_types(self) -> list[str]:
        """Every task type this family can produce, for per-type metrics."""

    @abc.abstractmethod
    def make(self) -> Environment:
        """Build one environment instance (called inside worker processes)."""

    def prompt_template(self):
        """The family's default step-prompt template (a :class:`~prover_lightning.prompts.PromptTemplate`), used
        when the config names none; the default asks for ``<action>...</action>``."""
        from prover_lightning.prompts import PromptTemplate

        return PromptTemplate()
