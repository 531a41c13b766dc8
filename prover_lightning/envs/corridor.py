"""A controlled pivotal-decision benchmark: the key corridor (pure Python, microseconds a step).

Not a stand-in for ALFWorld: a laboratory setting where the decisive steps are known, so that credit-assignment
methods can be compared in minutes on a CPU. An episode walks through ``length`` rooms, one room per step, and each
room lists ``num_actions`` actions: a seeded choice of harmless ones, and the decisive one where there is one. Two
steps decide the outcome, all others do not:

- the **key room** (seeded per task, anywhere before the last room) lists ``take key`` (last); taking it is the only
  way to hold the key;
- the **door room** (the last one) lists ``open door`` (first); the episode ends there whatever the action, won iff
  the action is ``open door`` and the key is held.

Every other action (``walk on``, ``whistle``, ...) just moves on to the next room. A uniformly random policy therefore
wins with probability ``1 / num_actions**2`` (1/9 at the default 3 actions), and every episode lasts exactly
``length`` steps. An action that the room does not list changes nothing (the agent stays; ``info["admissible"]`` is
False). Tasks differ by seed: the key room and each room's harmless actions (and, with ``shuffle_actions``,
the order of each room's actions); the ``valid`` split uses seeds disjoint from ``train``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task

TAKE_KEY, OPEN_DOOR = "take key", "open door"
#: actions that only move the agent on; each room lists a seeded choice of them
FILLERS = ("walk on", "whistle", "look around", "rest", "read sign", "wave", "hum", "stretch")
GOAL = "take the key and open the door"
#: the seed offset of each split's tasks (tasks of different splits never share a seed)
SPLIT_SEED_BASE = {"train": 0, "valid": 1_000_000, "test": 2_000_000}


def key_room(seed: int, length: int) -> int:
    """The 0-based room that holds the key for a task seed (uniform over rooms ``0 .. length - 2``)."""
    return random.Random(f"key-{seed}").randrange(length - 1)


def room_actions(seed: int, room: int, length: int, num_actions: int, shuffle: bool = False) -> list[str]:
    """The actions listed in ``room`` (0-based) of a task: a seeded choice of filler actions, with ``take key`` last
    in the key room and ``open door`` first in the door room; ``shuffle`` puts all of them in a seeded order instead
    (then the policy must find the decisive action in the list)."""
    rng = random.Random(f"room-{seed}-{room}")
    is_key, is_door = room == key_room(seed, length), room == length - 1
    fillers = rng.sample(FILLERS, num_actions - (is_key or is_door))
    actions = [OPEN_DOOR] * is_door + fillers + [TAKE_KEY] * is_key
    if shuffle:
        rng.shuffle(actions)
    return actions


class KeyCorridorEnv(Environment):
    """One key corridor (see the module docstring). Deterministic given the task's seed and the actions."""

    def __init__(self, length: int, num_actions: int, shuffle_actions: bool = False) -> None:
        self.length, self.num_actions, self.shuffle_actions = length, num_actions, shuffle_actions
        self.seed, self.room, self.key = 0, 0, False

    def _observation(self) -> str:
        return f"room {self.room + 1} of {self.length} , key {'held' if self.key else 'not held'}"

    def _actions(self) -> list[str]:
        return room_actions(self.seed, self.room, self.length, self.num_actions, self.shuffle_actions)

    def reset(self, task: Task) -> StepResult:
        self.seed, self.room, self.key = task.seed, 0, False
        return StepResult(self._observation(), admissible_actions=self._actions(), goal=GOAL)

    def step(self, action: str) -> StepResult:
        if action not in self._actions():
            return StepResult(self._observation(), admissible_actions=self._actions(), info={"admissible": False})
        if self.room == self.length - 1:
            won = action == OPEN_DOOR and self.key
            text = ("the door opens" if won else "the door stays shut" if action == OPEN_DOOR
                    else "you leave the corridor")
            return StepResult(text, done=True, won=won, score=float(won), info={"admissible": True})
        self.key = self.key or action == TAKE_KEY
        self.room += 1
        return StepResult(self._observation(), admissible_actions=self._actions(), info={"admissible": True})


@dataclass(frozen=True)
class KeyCorridorSpec(EnvironmentSpec):
    """The key-corridor family.

    Args:
        length: rooms per corridor = steps per episode (>= 2: at least the key room and the door room).
        num_actions: actions listed per room (2 .. 1 + number of filler actions).
        shuffle_actions: list each room's actions in a seeded order (the decisive action's number then varies by
            task: a harder, pointer-like task) instead of ``take key`` last and ``open door`` first.
        num_train_tasks, num_valid_tasks: tasks (seeds) in the ``train`` and ``valid`` / ``test`` splits.

    Raises:
        ValueError: a setting out of range (names it).
    """

    length: int = 8
    num_actions: int = 3
    shuffle_actions: bool = False
    num_train_tasks: int = 64
    num_valid_tasks: int = 32
    name = "corridor"

    def __post_init__(self) -> None:
        if self.length < 2:
            raise ValueError(f"KeyCorridorSpec.length must be >= 2, got {self.length}")
        if not 2 <= self.num_actions <= len(FILLERS) + 1:
            raise ValueError(f"KeyCorridorSpec.num_actions must be in 2..{len(FILLERS) + 1}, got {self.num_actions}")

    def tasks(self, split: str) -> list[Task]:
        if split not in SPLIT_SEED_BASE:
            raise ValueError(f"KeyCorridorSpec has splits {sorted(SPLIT_SEED_BASE)}, got {split!r}")
        count = self.num_train_tasks if split == "train" else self.num_valid_tasks
        base = SPLIT_SEED_BASE[split]
        return [Task(f"corridor-{split}-{i}", "corridor", base + i) for i in range(count)]

    @property
    def task_types(self) -> list[str]:
        return ["corridor"]

    def make(self) -> Environment:
        return KeyCorridorEnv(self.length, self.num_actions, self.shuffle_actions)

    def prompt_template(self):
        """Numbered actions, answered by number (:class:`~prover_lightning.prompts.IndexChoiceTemplate`)."""
        from prover_lightning.prompts import IndexChoiceTemplate

        return IndexChoiceTemplate()
