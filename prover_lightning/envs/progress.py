"""Goal progress: the steps of an episode that visibly bring it closer to its goal (milestones), read from the goal and
the observations alone, never from the environment's hidden state. An environment family that can tell them offers a
:class:`GoalProgress` (ALFWorld: :class:`~prover_lightning.envs.alfworld_progress.ALFWorldProgress`); a credit method
may use it to point at the decisions that mattered.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass

from prover_lightning.types import StepSample


@dataclass(frozen=True)
class Milestone:
    """One step of an episode that made progress toward its goal.

    Attributes:
        step: 0-based index of the step in the episode's ``steps`` (its observation shows the progress).
        name: what was achieved, e.g. ``"take"``, ``"heat"``, ``"place"``; a name that recurs in the same episode's
            plan (the second object of a pick-two task) carries its rank: ``"take 2"``.
    """

    step: int
    name: str


class GoalProgress(abc.ABC):
    """Tells the milestones of an episode from its goal and its steps."""

    @abc.abstractmethod
    def plan(self, goal: str) -> list[str] | None:
        """The names of the milestones that achieve ``goal``, in order (``None``: a goal this tracker cannot read)."""

    @abc.abstractmethod
    def milestones(self, goal: str, steps: Sequence[StepSample]) -> list[Milestone] | None:
        """The milestones ``steps`` reached toward ``goal``, in the order of :meth:`plan` and of the steps (a plan's
        milestone counts once, at the first step that achieves it); ``None`` when :meth:`plan` is ``None``."""
