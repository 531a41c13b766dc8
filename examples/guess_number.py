"""Your own environment, complete: guess a secret number from "higher" / "lower" hints.

Train on it with the CPU demo's model and settings (``examples/guess_number.yaml`` switches the environment):

    python train.py fit --config configs/alfworld_grpo_cpu.yaml --config examples/guess_number.yaml

Two classes make an environment (:mod:`prover_lightning.envs.base`): the **spec**, a frozen dataclass of plain
settings that lists the tasks of a split and builds live environments (it is pickled to the environment worker
processes, so it holds no open handles), and the **environment**, one live episode at a time: ``reset(task)``
returns the first observation and the goal, ``step(action)`` the next observation, ``done`` / ``won`` / ``score``
and the admissible actions. An episode must be deterministic given its task and its actions (groups start G
episodes from the same state; ProVer replays action prefixes), so every random choice is seeded by the task.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task

#: the seed offset of each split's tasks (tasks of different splits never share a secret's seed)
SPLIT_SEED_BASE = {"train": 0, "valid": 100_000}


def secret_number(seed: int, high: int) -> int:
    """The secret of a task: uniform over ``1 .. high``, seeded by the task."""
    return random.Random(f"secret-{seed}").randint(1, high)


class GuessNumberEnv(Environment):
    """One game: the admissible actions are ``guess K`` for every K still possible; a wrong guess is answered
    "higher" or "lower" and narrows the range; the right one wins. An action that is not listed changes nothing.
    The episode has no step cap of its own (the trainer's ``data.max_episode_steps`` applies)."""

    def __init__(self, high: int) -> None:
        self.high = high
        self.secret, self.low_bound, self.high_bound = 0, 1, high

    def _actions(self) -> list[str]:
        return [f"guess {k}" for k in range(self.low_bound, self.high_bound + 1)]

    def _state(self, hint: str, **kwargs) -> StepResult:
        text = f"{hint} The number is between {self.low_bound} and {self.high_bound}."
        return StepResult(text.strip(), admissible_actions=self._actions(), **kwargs)

    def reset(self, task: Task) -> StepResult:
        self.secret, self.low_bound, self.high_bound = secret_number(task.seed, self.high), 1, self.high
        return self._state("", goal=f"find the secret number between 1 and {self.high}")

    def step(self, action: str) -> StepResult:
        if action not in self._actions():
            return self._state("That is not a possible guess.", info={"admissible": False})
        guess = int(action.removeprefix("guess "))
        if guess == self.secret:
            return StepResult(f"{guess} is right.", done=True, won=True, score=1.0)
        if guess < self.secret:
            self.low_bound = guess + 1
            return self._state(f"Higher than {guess}.")
        self.high_bound = guess - 1
        return self._state(f"Lower than {guess}.")


@dataclass(frozen=True)
class GuessNumberSpec(EnvironmentSpec):
    """The number-guessing family.

    Args:
        high: secrets are drawn from ``1 .. high`` (>= 2).
        num_train_tasks, num_valid_tasks: tasks (seeds) in the ``train`` and ``valid`` splits.

    Raises:
        ValueError: ``high`` < 2, or an unknown split (names it).
    """

    high: int = 16
    num_train_tasks: int = 64
    num_valid_tasks: int = 16
    name = "guess_number"

    def __post_init__(self) -> None:
        if self.high < 2:
            raise ValueError(f"GuessNumberSpec.high must be >= 2, got {self.high}")

    def tasks(self, split: str) -> list[Task]:
        if split not in SPLIT_SEED_BASE:
            raise ValueError(f"GuessNumberSpec has splits {sorted(SPLIT_SEED_BASE)}, got {split!r}")
        count = self.num_train_tasks if split == "train" else self.num_valid_tasks
        return [Task(f"guess-{split}-{i}", "guess", SPLIT_SEED_BASE[split] + i) for i in range(count)]

    @property
    def task_types(self) -> list[str]:
        return ["guess"]

    def make(self) -> Environment:
        return GuessNumberEnv(self.high)
