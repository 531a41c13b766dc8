"""The trap corridor: a controlled benchmark where winning runs contain mistakes and losing runs contain the right
decision, and where the exact success probability of any policy is computable.

The key corridor (:mod:`prover_lightning.envs.corridor`) has only harmless non-decisive actions, so GRPO's uniform
credit costs it little. Credit assignment matters when (a) a won run holds harmful actions that GRPO reinforces and
(b) a lost run holds the decisive action that GRPO penalises. Here both happen. An episode walks ``length`` rooms,
each listing three numbered actions in a fixed order:

====================  ==================  ==============  ==================
room                  1                   2               3
====================  ==================  ==============  ==================
ordinary              a filler (moves on) a filler        a filler
key room              a filler            ``step back``   ``take key`` (holds the key, moves on)
trap room             a filler            ``step back``   ``touch trap`` (drops the key, moves on)
door room (the last)  ``open door``       ``step back``   ``wait`` (stays)
====================  ==================  ==============  ==================

``step back`` returns to the previous room (in room 1 it stays): two steps of the budget lost. The harmful actions
(``step back``, ``touch trap``, ``wait``) sit next to the decisive ones (``take key``, ``open door``). ``open door``
ends the episode, won iff the key is held. The step budget is the engine's ``max_episode_steps`` (``length + slack``): a
run that wastes more than ``slack`` steps is truncated, a failure even with the key in hand. So a won run can hold a
``step back`` it recovered from (harmful, reinforced by GRPO), and a lost run can hold ``take key`` followed by the
trap or by a wasted budget (decisive and right, penalised by GRPO). The key room is seeded among rooms ``1 ..
length − 2`` and the trap room after it, before the door (1-based); fillers are a seeded choice per room. A uniformly
random policy wins 10.4 % of the episodes at length 6 with a budget of 9 steps (``tests/test_trap_corridor.py``).

The dynamics are exposed as a pure model (:class:`TrapCorridor`: observation, actions and successor of each state),
and :func:`success_probability` computes the exact success probability of a policy given as action probabilities
per (state, step) by dynamic programming over states and steps: evaluation with no sampling noise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task
from prover_lightning.envs.corridor import FILLERS, OPEN_DOOR, SPLIT_SEED_BASE, TAKE_KEY

STEP_BACK, TOUCH_TRAP, WAIT = "step back", "touch trap", "wait"
GOAL = "take the key , avoid the trap and open the door in time"


@dataclass(frozen=True)
class CorridorState:
    """Where an episode stands: the 0-based room and whether the key is held."""

    room: int
    key: bool


class TrapCorridor:
    """The dynamics of one task (pure functions of the state; no step count: the budget is the engine's).

    Args:
        seed: the task's seed (key room, trap room, fillers).
        length: rooms (>= 4).
    """

    def __init__(self, seed: int, length: int) -> None:
        rng = random.Random(f"trap-corridor-{seed}")
        self.length = length
        self.key_room = rng.randrange(0, length - 2)
        self.trap_room = rng.randrange(self.key_room + 1, length - 1)
        self.fillers = [rng.sample(FILLERS, 3) for _ in range(length)]

    def actions(self, state: CorridorState) -> list[str]:
        """The three actions listed in the state's room, in order."""
        r = state.room
        if r == self.length - 1:
            return [OPEN_DOOR, STEP_BACK, WAIT]
        if r == self.key_room:
            return [self.fillers[r][0], STEP_BACK, TAKE_KEY]
        if r == self.trap_room:
            return [self.fillers[r][0], STEP_BACK, TOUCH_TRAP]
        return list(self.fillers[r])

    def observation(self, state: CorridorState) -> str:
        return f"room {state.room + 1} of {self.length} , key {'held' if state.key else 'not held'}"

    def step(self, state: CorridorState, action: str) -> tuple[CorridorState | None, bool]:
        """``(next state, won)``; the next state is ``None`` when the episode is over (the door was opened).

        Raises:
            ValueError: ``action`` is not listed in the state's room.
        """
        if action not in self.actions(state):
            raise ValueError(f"{action!r} is not an action of room {state.room + 1}: {self.actions(state)}")
        if action == OPEN_DOOR:
            return None, state.key
        if action == WAIT:
            return state, False
        if action == STEP_BACK:
            return CorridorState(max(state.room - 1, 0), state.key), False
        key = (state.key or action == TAKE_KEY) and action != TOUCH_TRAP
        return CorridorState(state.room + 1, key), False


#: action probabilities of a policy in a state at a 0-based step: one per listed action, in order (the rest of the
#: mass is an invalid response: the env is not stepped, the step is used)
Policy = Callable[[CorridorState, int], list[float]]


def success_probability(model: TrapCorridor, policy: Policy, max_steps: int) -> float:
    """The exact probability that an episode of ``model`` run by ``policy`` is won within ``max_steps`` steps, by
    dynamic programming: V(s, t) = Σ_a π(a | s, t) V(s', t + 1), V(s, max_steps) = 0, an opened door ends with 1 or
    0, an invalid response (mass 1 − Σ π) keeps s."""

    @lru_cache(maxsize=None)
    def value(state: CorridorState, t: int) -> float:
        if t >= max_steps:
            return 0.0
        probs = policy(state, t)
        total = 0.0
        for action, p in zip(model.actions(state), probs):
            if p:
                after, won = model.step(state, action)
                total += p * (float(won) if after is None else value(after, t + 1))
        invalid = 1.0 - sum(probs)
        return total + (invalid * value(state, t + 1) if invalid > 1e-12 else 0.0)

    return value(CorridorState(0, False), 0)


def reachable_states(model: TrapCorridor, max_steps: int) -> list[tuple[CorridorState, int]]:
    """Every (state, 0-based step) an episode can be in before its budget runs out, in a stable order: the states
    whose action probabilities :func:`success_probability` may ask for (all of them for a policy that gives every
    action and an invalid response some probability)."""
    out, frontier = [], {CorridorState(0, False)}
    for t in range(max_steps):
        out += [(s, t) for s in sorted(frontier, key=lambda s: (s.room, s.key))]
        moved = {after for s in frontier for a in model.actions(s) for after, _ in [model.step(s, a)]}
        frontier = (frontier | moved) - {None}  # an invalid response keeps the state
    return out


class TrapCorridorEnv(Environment):
    """One trap corridor (see the module docstring). Deterministic given the task's seed and the actions."""

    def __init__(self, length: int) -> None:
        self.length = length
        self.model: TrapCorridor | None = None
        self.state = CorridorState(0, False)

    def _result(self, **kw) -> StepResult:
        return StepResult(self.model.observation(self.state), admissible_actions=self.model.actions(self.state), **kw)

    def reset(self, task: Task) -> StepResult:
        self.model, self.state = TrapCorridor(task.seed, self.length), CorridorState(0, False)
        return self._result(goal=GOAL)

    def step(self, action: str) -> StepResult:
        if action not in self.model.actions(self.state):
            return self._result(info={"admissible": False})
        after, won = self.model.step(self.state, action)
        if after is None:
            text = "the door opens" if won else "the door stays shut"
            return StepResult(text, done=True, won=won, score=float(won), info={"admissible": True})
        self.state = after
        return self._result(info={"admissible": True})


@dataclass(frozen=True)
class TrapCorridorSpec(EnvironmentSpec):
    """The trap-corridor family.

    Args:
        length: rooms per corridor (>= 3: at least the key, trap and door rooms).
        num_train_tasks, num_valid_tasks: tasks (seeds) in the ``train`` and ``valid`` / ``test`` splits.

    Raises:
        ValueError: a setting out of range (names it).
    """

    length: int = 6
    num_train_tasks: int = 64
    num_valid_tasks: int = 32
    name = "trap_corridor"

    def __post_init__(self) -> None:
        if self.length < 3:
            raise ValueError(f"TrapCorridorSpec.length must be >= 3, got {self.length}")

    def tasks(self, split: str) -> list[Task]:
        if split not in SPLIT_SEED_BASE:
            raise ValueError(f"TrapCorridorSpec has splits {sorted(SPLIT_SEED_BASE)}, got {split!r}")
        count = self.num_train_tasks if split == "train" else self.num_valid_tasks
        return [Task(f"trap-corridor-{split}-{i}", "trap_corridor", SPLIT_SEED_BASE[split] + i) for i in range(count)]

    @property
    def task_types(self) -> list[str]:
        return ["trap_corridor"]

    def make(self) -> Environment:
        return TrapCorridorEnv(self.length)

    def model(self, task: Task) -> TrapCorridor:
        """The dynamics of ``task`` (for exact evaluation)."""
        return TrapCorridor(task.seed, self.length)

    def prompt_template(self):
        """Numbered actions, answered by number (:class:`~prover_lightning.prompts.IndexChoiceTemplate`)."""
        from prover_lightning.prompts import IndexChoiceTemplate

        return IndexChoiceTemplate()
