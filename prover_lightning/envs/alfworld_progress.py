"""ALFWorld's goal progress: the milestones of its six task types, read from the goal sentence and the game's feedback.

A task's plan (:meth:`ALFWorldProgress.plan`) is its milestones in order:

- ``take``: the goal's object is picked up ("You pick up the apple 1 from the countertop 1.");
- ``clean`` / ``heat`` / ``cool`` (the three transform task types): the held goal object is transformed ("You heat the
  apple 1 using the microwave 1.");
- ``light`` (``look_at_obj_in_light``): a lamp of the goal's class is switched on while the goal object is held ("You
  turn on the desklamp 1."), which wins the task;
- ``place``: the goal object, transformed if the task asks it, is moved to a receptacle of the target class ("You move
  the apple 1 to the fridge 1.");
- ``pick_two_obj_and_place``: ``take``, ``place``, then ``take 2``, ``place 2`` for a second object (one not placed
  already).

A milestone counts once, at the first step whose observation shows it while every earlier milestone of the plan is
reached: picking up the wrong object, placing it before heating it or switching on a lamp with empty hands is no
progress. ALFWorld also wins a ``look_at_obj_in_light`` game whose lamp was switched on before the object was taken;
such a success shows only ``take``, at its winning step. The goal is parsed by
:func:`~prover_lightning.alfworld_explorer.parse_goal` (alfworld's goal templates).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from prover_lightning.alfworld_explorer import TRANSFORMS, class_of, parse_goal
from prover_lightning.envs.progress import GoalProgress, Milestone
from prover_lightning.types import StepSample

_PICKED = re.compile(r"You pick up the (?P<obj>[a-z]+ \d+) from")
_MOVED = re.compile(r"You move the (?P<obj>[a-z]+ \d+) to the (?P<recep>[a-z]+ \d+)")
_TRANSFORMED = re.compile(r"You (?P<verb>clean|heat|cool) the (?P<obj>[a-z]+ \d+) using")
_LIT = re.compile(r"You turn on the (?P<lamp>[a-z]+ \d+)")


class ALFWorldProgress(GoalProgress):
    """The milestones of an ALFWorld episode (module docstring)."""

    def plan(self, goal: str) -> list[str] | None:
        parsed = parse_goal(goal)
        if parsed is None:
            return None
        if parsed.task_type == "look_at_obj_in_light":
            return ["take", "light"]
        if parsed.task_type == "pick_two_obj_and_place":
            return ["take", "place", "take 2", "place 2"]
        if parsed.task_type in TRANSFORMS:
            return ["take", TRANSFORMS[parsed.task_type][0], "place"]
        return ["take", "place"]

    def milestones(self, goal: str, steps: Sequence[StepSample]) -> list[Milestone] | None:
        plan, parsed = self.plan(goal), parse_goal(goal)
        if plan is None:
            return None
        out: list[Milestone] = []
        held: str | None = None  # the goal object in hand
        placed: set[str] = set()  # goal objects already placed (pick-two's second object is another one)
        for i, step in enumerate(steps):
            if len(out) == len(plan):
                break
            due, obs = plan[len(out)], step.observation
            picked, moved, transformed, lit = (p.search(obs) for p in (_PICKED, _MOVED, _TRANSFORMED, _LIT))
            if picked and class_of(picked["obj"]) == parsed.obj and picked["obj"] not in placed:
                held = picked["obj"]
                if due.startswith("take"):
                    out.append(Milestone(i, due))
            elif moved and moved["obj"] == held:
                held = None
                if due.startswith("place") and class_of(moved["recep"]) == parsed.target:
                    placed.add(moved["obj"])
                    out.append(Milestone(i, due))
            elif transformed and transformed["obj"] == held and transformed["verb"] == due:
                out.append(Milestone(i, due))
            elif lit and held is not None and due == "light" and class_of(lit["lamp"]) == parsed.target:
                out.append(Milestone(i, due))
        return out
