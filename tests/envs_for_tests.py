"""Small picklable environments for tests (importable by spawned worker processes as ``tests.envs_for_tests``).

``CounterSpec`` builds a deterministic counter env (``TwoTypeCounterSpec``: the same, with two task types); the
``Faulty*Spec`` variants behave the same except on one trigger action, where the env raises (``RaisingSpec``), kills
its own process (``CrashingSpec``) or sleeps forever (``HangingSpec``).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task
from prover_lightning.experts import Expert

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


@dataclass(frozen=True)
class TwoTypeCounterSpec(CounterSpec):
    """The counter env with two task types: ``low`` (seeds 0-5) and ``high`` (seeds 6 and 7)."""

    def tasks(self, split: str) -> list[Task]:
        return [Task(t.task_id, "high" if t.seed >= 6 else "low", t.seed) for t in super().tasks(split)]

    @property
    def task_types(self) -> list[str]:
        return ["low", "high"]


class FaultyEnv(CounterEnv):
    """A counter env that runs ``fault`` instead of stepping when the action is ``trigger``; and, if
    ``fault_once_file`` is set, instead of the first reset of all processes (the one that creates that file)."""

    def __init__(self, max_steps: int, trigger: str, fault: str, fault_once_file: str = "") -> None:
        super().__init__(max_steps)
        self.trigger, self.fault, self.fault_once_file = trigger, fault, fault_once_file

    def _fail(self, why: str) -> None:
        if self.fault == "raise":
            raise RuntimeError(f"env asked to fail on {why}")
        if self.fault == "crash":
            os._exit(3)
        if self.fault == "hang":
            while True:
                time.sleep(3600)

    def reset(self, task: Task) -> StepResult:
        if self.fault_once_file:
            try:
                os.close(os.open(self.fault_once_file, os.O_CREAT | os.O_EXCL))
            except FileExistsError:
                pass
            else:
                self._fail(f"reset of {task.task_id}")
        return super().reset(task)

    def step(self, action: str) -> StepResult:
        if action == self.trigger:
            self._fail(repr(action))
        return super().step(action)


@dataclass(frozen=True)
class _FaultySpec(CounterSpec):
    fault = ""
    trigger: str = ""
    fault_once_file: str = ""

    def make(self) -> Environment:
        return FaultyEnv(self.max_steps, self.trigger, self.fault, self.fault_once_file)


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


PIVOT_ACTIONS = ["wait", "pick key", "open door", "trap"]


class PivotEnv(Environment):
    """A corridor where exactly one step decides the outcome: "pick key" takes the key only at step ``pivot_step``
    (0-based; elsewhere it does nothing), and "open door" ends the episode, won iff the key is held. "wait" does
    nothing; "trap" makes the env raise (its episode is aborted). No step cap of its own (the engine's applies)."""

    def __init__(self, pivot_step: int) -> None:
        self.pivot_step = pivot_step
        self.task: Task | None = None
        self.steps, self.key = 0, False

    def _result(self, **kw) -> StepResult:
        key = "held" if self.key else "not held"
        return StepResult(observation=f"{self.task.task_id}: step {self.steps}, key {key}",
                          admissible_actions=list(PIVOT_ACTIONS), **kw)

    def reset(self, task: Task) -> StepResult:
        self.task, self.steps, self.key = task, 0, False
        return self._result(goal="take the key when you can, then open the door")

    def step(self, action: str) -> StepResult:
        if action == "trap":
            raise RuntimeError("trap")
        self.key = self.key or (action == "pick key" and self.steps == self.pivot_step)
        self.steps += 1
        opened = action == "open door"
        return self._result(done=opened, won=opened and self.key, score=float(opened and self.key))


@dataclass(frozen=True)
class PivotSpec(EnvironmentSpec):
    """One corridor task whose pivotal step is ``pivot_step``."""

    pivot_step: int = 2
    name = "pivot"

    def tasks(self, split: str) -> list[Task]:
        return [Task(task_id=f"{split}-corridor", task_type="corridor")]

    @property
    def task_types(self) -> list[str]:
        return ["corridor"]

    def make(self) -> Environment:
        return PivotEnv(self.pivot_step)


class CounterExpert(Expert):
    """The counter env's expert: win at once."""

    def actions(self, spec: EnvironmentSpec, task: Task) -> list[str] | None:
        return ["win"]
