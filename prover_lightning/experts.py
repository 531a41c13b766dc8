"""Expert action sequences for behaviour cloning, read from each environment family's own data.

An :class:`Expert` gives, for one task, the environment actions (in the parsed form the env receives) of a run that
achieves it, or ``None`` where it knows none. :class:`~datamodules.expert.ExpertDataModule` replays them through the
environment with the RL prompts to get the step samples a policy is cloned on, and keeps only the runs that win.

- ALFWorld: the ``walkthrough`` stored in each trial's ``game.tw-pddl`` (``alfworld-generate`` writes the planner's or
  the hand-coded expert's plan there), or :class:`~prover_lightning.alfworld_explorer.ALFWorldExplorer`, which searches
  the room by what it observes (an :class:`ObservationExpert`).
- WebShop: search with the goal's instruction up to its price clause, click the target product, click each of the
  goal's option values, buy (the path ``scripts/make_webshop_data.py`` checks for every shipped goal).
- SearchQA: search with the question, then answer with its first golden answer, for the questions whose answer is in
  the passages that search returns (the answer is then read from the information in the prompt, not guessed); other
  questions have no expert run.

This module imports no torch.
"""

from __future__ import annotations

import abc
import json
from pathlib import Path

from prover_lightning.envs.base import EnvironmentSpec, StepResult, Task


class Expert(abc.ABC):
    """The actions of an expert run of a task."""

    @abc.abstractmethod
    def actions(self, spec: EnvironmentSpec, task: Task) -> list[str] | None:
        """Environment actions that achieve ``task`` from its reset, or ``None`` when this expert has none.

        Raises:
            FileNotFoundError / ValueError: the task's data cannot be read (names the file or id).
        """


class ExpertEpisode(abc.ABC):
    """One run of an :class:`ObservationExpert`: it is shown each state the agent sees and answers the next action."""

    @abc.abstractmethod
    def act(self, result: StepResult) -> str | None:
        """The action to take after ``result`` (the reset's for the first step), or ``None`` to give up."""


class ObservationExpert(Expert):
    """An expert that chooses each action from what the agent sees (goal, observations, admissible actions), so its
    runs are ones a policy can imitate from its prompts; it is never given the task's files or the game's state.

    :meth:`actions` plays it through a fresh environment of the spec (built once per spec) from the task's reset:
    environments are deterministic given the task and the actions, so replaying the returned actions gives the same
    states it saw.

    Args:
        max_steps: the longest run it plays (its actions so far are returned when it is reached).

    Raises:
        ValueError: ``max_steps < 1``.
    """

    def __init__(self, max_steps: int) -> None:
        if max_steps < 1:
            raise ValueError(f"max_steps must be >= 1, got {max_steps}")
        self.max_steps = max_steps
        self._env_of: tuple[EnvironmentSpec, object] | None = None

    @abc.abstractmethod
    def start(self, first: StepResult) -> ExpertEpisode | None:
        """A run from the reset's result ``first`` (with its ``goal``), or ``None`` when this expert cannot do it."""

    def actions(self, spec, task: Task) -> list[str] | None:
        """The actions of one run on ``task`` up to its end, its giving up, or ``max_steps`` (won or not: the caller
        checks the win); ``None`` when :meth:`start` declines the task."""
        env = _env(self, spec)
        result = env.reset(task)
        episode = self.start(result)
        if episode is None:
            return None
        actions: list[str] = []
        while not result.done and len(actions) < self.max_steps:
            action = episode.act(result)
            if action is None:
                break
            actions.append(action)
            result = env.step(action)
        return actions


class ALFWorldWalkthrough(Expert):
    """The ``walkthrough`` of the task's ``game.tw-pddl`` (:class:`~prover_lightning.envs.alfworld.ALFWorldSpec`)."""

    def actions(self, spec, task: Task) -> list[str] | None:
        from prover_lightning.envs.alfworld import GAME_FILE

        path = Path(spec.data_path) / task.task_id / GAME_FILE
        with open(path) as f:
            walkthrough = json.load(f).get("walkthrough")
        return [_collapse(a) for a in walkthrough] if walkthrough else None


class WebShopExpert(Expert):
    """Search the instruction without its price clause, click the target, choose the goal's options, buy
    (:class:`~prover_lightning.envs.webshop.WebShopSpec`; tasks ``goal-<i>``)."""

    PRICE_CLAUSE = ", and price lower than"

    def actions(self, spec, task: Task) -> list[str] | None:
        from prover_lightning.envs.webshop_catalogue import _catalogue

        goals = _catalogue(spec.files).goals
        index = int(task.task_id.removeprefix("goal-"))
        if not 0 <= index < len(goals):
            raise ValueError(f"WebShop has no goal {task.task_id!r} ({len(goals)} goals)")
        goal = goals[index]
        query = goal.instruction_text.split(self.PRICE_CLAUSE)[0]
        clicks = [goal.asin, *goal.goal_options, "buy now"]
        return [f"search[{_collapse(query)}]"] + [f"click[{_collapse(c)}]" for c in clicks]


class SearchQAExpert(Expert):
    """Search the question, answer with the first golden answer found in the returned passages
    (:class:`~prover_lightning.envs.searchqa.SearchQASpec`); ``None`` when no golden answer is in them."""

    def actions(self, spec, task: Task) -> list[str] | None:
        from prover_lightning.envs.retrieval import format_passages
        from prover_lightning.envs.searchqa import normalize_answer

        env = _env(self, spec)
        question = env.questions.get(task.task_id)
        if question is None:
            raise ValueError(f"SearchQA has no question with id {task.task_id!r}")
        query = " ".join(question["question"].split())
        found = normalize_answer(format_passages(env.retriever.search(query, env.top_k)))
        for answer in question["golden_answers"]:
            if normalize_answer(answer) and f" {normalize_answer(answer)} " in f" {found} ":
                return [f"search: {query}", f"answer: {' '.join(answer.split())}"]
        return None

    def __init__(self) -> None:
        self._env_of: tuple[EnvironmentSpec, object] | None = None  # (spec, its env): the retriever is built once


def _env(expert, spec: EnvironmentSpec):
    """The environment ``expert`` keeps for ``spec`` (in ``expert._env_of``), built on first use of that spec."""
    if expert._env_of is None or expert._env_of[0] is not spec:
        expert._env_of = (spec, spec.make())
    return expert._env_of[1]


def _collapse(text: str) -> str:
    """``text`` whitespace-collapsed and lower-cased: the form in which actions are parsed."""
    return " ".join(text.split()).lower()


#: the expert of each environment family, by ``EnvironmentSpec.name``
EXPERTS: dict[str, type[Expert]] = {"alfworld": ALFWorldWalkthrough, "webshop": WebShopExpert,
                                    "searchqa": SearchQAExpert}


def default_expert(spec: EnvironmentSpec) -> Expert:
    """The expert of ``spec``'s family.

    Raises:
        ValueError: the family has none (pass one explicitly, e.g. ``data.expert``).
    """
    if spec.name not in EXPERTS:
        raise ValueError(f"no expert for environment family {spec.name!r}; set data.expert (one of "
                         f"{sorted(EXPERTS)} have defaults)")
    return EXPERTS[spec.name]()
