"""Small picklable environments for tests (importable by spawned worker processes as ``tests.envs_for_tests``).

``CounterSpec`` builds a deterministic counter env; the ``Faulty*Spec`` variants behave the same except on one trigger
action, where the env raises (``RaisingSpec``), kills its own process (``CrashingSpec``) or sleeps forever
(``HangingSpec``).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task

ACTIONS = ["noop", "win"]


def expected_observation(task: Task, steps: int, last_action: str) -> str:
    """The observation the counter env gives after ``steps`` actions, the last being ``last_action``."""
    return f"{task.task_id} seed={task.seed} step={steps} last={last_action}"


class CounterEnv(Environment):
    """Observation echoes the step count and last action; won (and done) when the action is ``"win"``.

    The episode is also done (not won) after ``max_steps`` actions.
    """

    def __init__(self, max_steps: int) -> None:
        self.max_steps = max_steps
        self.task: Task | None = None
        self.steps = 0

    def reset(self, task: Task) -> StepResult:
        self.task, self.steps = task, 0
        return StepResult(observation=expected_observation(task, 0, "reset"), admissible_actions=list(ACTIONS),
                          goal=f"say win in {task.task_id}")

    def step(self, action: str) -> StepResult:
        self.steps += 1
        won = action == "win"
        return StepResult(observation=expected_observation(self.task, self.steps, action),
                          done=won or self.steps >= self.max_steps, won=won, score=float(won),
                          admissible_actions=list(ACTIONS))


@dataclass(frozen=True)
class CounterSpec(EnvironmentSpec):
    max_steps: int = 10
    name = "counter"

    def tasks(self, split: str) -> list[Task]:
        return [Task(task_id=f"{split}-{i}", task_type="count", seed=i) for i in range(8)]

    @property
    def task_types(self) -> list[str]:
        return ["count"]

    def make(self) -> Environment:
        return CounterEnv(self.max_steps)


class FaultyEnv(CounterEnv):
    """A counter env that runs ``fault`` instead of stepping when the action is ``trigger``."""

    def __init__(self, max_steps: int, trigger: str, fault: str) -> None:
        super().__init__(max_steps)
        self.trigger, self.fault = trigger, fault

    def step(self, action: str) -> StepResult:
        if action == self.trigger:
            if self.fault == "raise":
                raise RuntimeError(f"env asked to fail on {action!r}")
            if self.fault == "crash":
                os._exit(3)
            if self.fault == "hang":
                while True:
                    time.sleep(3600)
        return super().step(action)


@dataclass(frozen=True)
class _FaultySpec(CounterSpec):
    fault = ""
    trigger: str = ""

    def make(self) -> Environment:
        return FaultyEnv(self.max_steps, self.trigger, self.fault)


@dataclass(frozen=True)
class RaisingSpec(_FaultySpec):
    """Its env raises ``RuntimeError`` on ``trigger``."""

    trigger: str = "boom"
    fault = "raise"


@dataclass(frozen=True)
class CrashingSpec(_FaultySpec):
    """Its env kills its own process (``os._exit(3)``) on ``trigger``."""

    trigger: str = "crash"
    fault = "crash"


@dataclass(frozen=True)
class HangingSpec(_FaultySpec):
    """Its env sleeps forever on ``trigger``."""

    trigger: str = "hang"
    fault = "hang"
