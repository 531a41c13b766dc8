"""An ALFWorld expert that acts only on what the agent observes: it searches receptacles for the object.

The planner's walkthrough (:class:`~prover_lightning.experts.ALFWorldWalkthrough`) goes straight to the receptacle
that hides the object, which it knows from the game's PDDL state; a policy cloned on it sees "go to drawer 3" with no
reason for it in its prompt. :class:`ALFWorldExplorer` instead decides every action from the goal, the observations so
far and the admissible actions (an :class:`~prover_lightning.experts.ObservationExpert`):

1. **find**: visit the room's receptacles (listed in the first observation) in a fixed order, opening each closed one,
   until the object is seen; the order is ALFRED's prior of where each object type can be
   (``alfworld.gen.constants.VAL_RECEPTACLE_OBJECTS``, the table alfworld's hand-coded expert searches by): the
   receptacles that can hold the object first, then the others, receptacles of the goal's target class last (a task
   does not ask to put an object where it already is); each group in the order the room lists them. An object seen
   earlier is gone back to directly (the agent saw it).
2. **take** it;
3. the task's own step: ``clean`` it with a sinkbasin (else a bathtubbasin), ``heat`` it with the microwave, ``cool`` it
   with the fridge (going there first), or, for ``look_at_obj_in_light``, go where a lamp was seen (else search on in
   room order) and ``use`` it;
4. **put** it in/on the first receptacle of the target class (opening it if closed); ``pick_two_obj_and_place`` then
   finds a second object (never one it has already placed) and puts it there too.

Every action it returns is in the admissible list of the moment; when none of its rules applies (the object is in no
receptacle of the room, an unparseable goal) it gives up and the run is not kept.

Why not alfworld's own ``HandCodedTWAgent`` (``alfworld-generate --expert_type handcoded``): it reads the game's PDDL
facts (``holds``, ``ishot``/``iscool``/``isclean``, ``inreceptacle`` for the second object of pick-two) and the
trial's ``traj_data.json``, i.e. hidden state again, uses ``examine`` loops and falls back to ``random.choice`` of the
admissible actions when it repeats itself. Its search prior is kept.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from prover_lightning.envs.base import StepResult
from prover_lightning.experts import ExpertEpisode, ObservationExpert

#: the goal sentences of alfworld's TextWorld grammar (``alfred.twl2``), two per task type
GOAL_PATTERNS: list[tuple[str, re.Pattern]] = [(task_type, re.compile(pattern)) for task_type, pattern in [
    ("pick_and_place_simple", r"put (?:a|some) (?P<obj>\w+) (?:in|on) (?P<target>\w+)\."),
    ("look_at_obj_in_light", r"look at (?P<obj>\w+) under the (?P<target>\w+)\."),
    ("look_at_obj_in_light", r"examine the (?P<obj>\w+) with the (?P<target>\w+)\."),
    ("pick_clean_then_place_in_recep", r"(?:put a clean (?P<obj>\w+)|clean some (?P<obj2>\w+) and put it) in "
                                       r"(?P<target>\w+)\."),
    ("pick_heat_then_place_in_recep", r"(?:put a hot (?P<obj>\w+)|heat some (?P<obj2>\w+) and put it) in "
                                      r"(?P<target>\w+)\."),
    ("pick_cool_then_place_in_recep", r"(?:put a cool (?P<obj>\w+)|cool some (?P<obj2>\w+) and put it) in "
                                      r"(?P<target>\w+)\."),
    ("pick_two_obj_and_place", r"(?:put two (?P<obj>\w+)|find two (?P<obj2>\w+) and put them) in (?P<target>\w+)\."),
]]
#: task type -> (verb, appliance classes in order of preference) of its middle step
TRANSFORMS = {"pick_clean_then_place_in_recep": ("clean", ("sinkbasin", "bathtubbasin")),
              "pick_heat_then_place_in_recep": ("heat", ("microwave",)),
              "pick_cool_then_place_in_recep": ("cool", ("fridge",))}
#: what an observation says after a transform verb succeeded ("You heat the apple 1 using the microwave 1.")
_TRANSFORMED = re.compile(r"You (?:clean|heat|cool) the (?P<obj>[a-z]+ \d+) using")
_PICKED = re.compile(r"You pick up the (?P<obj>[a-z]+ \d+) from the (?P<recep>[a-z]+ \d+)")
_MOVED = re.compile(r"You move the (?P<obj>[a-z]+ \d+) to the (?P<recep>[a-z]+ \d+)")
_ENTITY = re.compile(r"\ban? ([a-z]+ \d+)")


@dataclass(frozen=True)
class ALFWorldGoal:
    """What a goal sentence asks: its task type, the object class and the target class (receptacle, or the lamp of
    ``look_at_obj_in_light``)."""

    task_type: str
    obj: str
    target: str


def parse_goal(goal: str) -> ALFWorldGoal | None:
    """The :class:`ALFWorldGoal` of an ALFWorld goal sentence ("heat some apple and put it in garbagecan."), or
    ``None`` when it is none of alfworld's goal templates."""
    for task_type, pattern in GOAL_PATTERNS:
        match = pattern.fullmatch(goal.strip())
        if match:
            return ALFWorldGoal(task_type, match["obj"] or match.groupdict().get("obj2"), match["target"])
    return None


@functools.cache
def receptacle_prior() -> dict[str, frozenset[str]]:
    """Receptacle class -> the object classes ALFRED lets it hold, lower-cased (``VAL_RECEPTACLE_OBJECTS``).

    Imports ``alfworld.gen.constants`` (importing alfworld sets ``$ALFWORLD_DATA`` to ``~/.cache/alfworld`` if unset,
    a value :func:`~prover_lightning.envs.alfworld.resolve_data_path` treats as unset)."""
    from alfworld.gen import constants

    return {r.lower(): frozenset(o.lower() for o in objs) for r, objs in constants.VAL_RECEPTACLE_OBJECTS.items()}


def class_of(entity: str) -> str:
    """"apple 1" -> "apple"."""
    return entity.rsplit(" ", 1)[0]


def seen_entities(observation: str) -> list[str]:
    """The entities an observation lists after "you see" ("a apple 1, and a knife 1" -> ["apple 1", "knife 1"])."""
    _, sep, listed = observation.partition("you see")
    return _ENTITY.findall(listed) if sep else []


@dataclass
class _Memory:
    """What the agent has observed so far in one episode."""

    receptacles: list[str]
    contents: dict[str, list[str]] = field(default_factory=dict)  # receptacle -> objects last seen in it
    here: str | None = None
    opened: set[str] = field(default_factory=set)
    holding: str | None = None
    transformed: set[str] = field(default_factory=set)
    placed: set[str] = field(default_factory=set)  # objects this run put in a target receptacle


class ALFWorldExplorerEpisode(ExpertEpisode):
    """One episode of :class:`ALFWorldExplorer` (see the module docstring for its rules)."""

    def __init__(self, goal: ALFWorldGoal, first: StepResult) -> None:
        self.goal = goal
        self.memory = _Memory(receptacles=seen_entities(first.observation))
        self.last_action: str | None = None

    def act(self, result: StepResult) -> str | None:
        self._observe(result)
        action = self._choose(set(result.admissible_actions))
        self.last_action = action
        return action

    def _observe(self, result: StepResult) -> None:
        m, obs, action = self.memory, result.observation, self.last_action or ""
        if action.startswith("go to "):
            m.here = action.removeprefix("go to ")
        if action.startswith("open ") and "You open" in obs:
            m.opened.add(action.removeprefix("open "))
        if m.here and (action.startswith("go to ") or action.startswith("open ")) and "you see" in obs:
            m.contents[m.here] = seen_entities(obs)
        if (picked := _PICKED.search(obs)) is not None:
            m.holding = picked["obj"]
            m.contents[picked["recep"]] = [o for o in m.contents.get(picked["recep"], []) if o != picked["obj"]]
        if (moved := _MOVED.search(obs)) is not None:
            m.holding = None
            m.contents.setdefault(moved["recep"], []).append(moved["obj"])
            if class_of(moved["recep"]) == self.goal.target:
                m.placed.add(moved["obj"])
        if (transformed := _TRANSFORMED.search(obs)) is not None:
            m.transformed.add(transformed["obj"])

    def _choose(self, admissible: set[str]) -> str | None:
        m, goal = self.memory, self.goal
        if m.holding is None or class_of(m.holding) != goal.obj:
            wanted = [o for o in self._known(goal.obj) if o not in m.placed]
            here = [o for o in wanted if o in m.contents.get(m.here, [])]
            if here:
                return self._admissible(f"take {here[0]} from {m.here}", admissible)
            if wanted:
                return self._go([r for r in m.receptacles if set(m.contents.get(r, [])) & set(wanted)], admissible)
            return self._explore(self._search_order(), admissible)
        if goal.task_type in TRANSFORMS and m.holding not in m.transformed:
            verb, appliances = TRANSFORMS[goal.task_type]
            at = [r for a in appliances for r in m.receptacles if class_of(r) == a]
            if m.here in at:
                return self._admissible(f"{verb} {m.holding} with {m.here}", admissible)
            return self._go(at, admissible)
        if goal.task_type == "look_at_obj_in_light":
            lamps = self._known(goal.target)
            usable = [f"use {lamp}" for lamp in lamps if f"use {lamp}" in admissible]
            if usable:
                return usable[0]
            if lamps:
                return self._go([r for r in m.receptacles if set(m.contents.get(r, [])) & set(lamps)], admissible)
            return self._explore(m.receptacles, admissible)
        targets = [r for r in m.receptacles if class_of(r) == goal.target]
        if m.here in targets:
            if f"move {m.holding} to {m.here}" in admissible:
                return f"move {m.holding} to {m.here}"
            return self._admissible(f"open {m.here}", admissible)
        return self._go(targets, admissible)

    def _known(self, cls: str) -> list[str]:
        """Objects of class ``cls`` seen in some receptacle, in the room's order of receptacles."""
        return [o for r in self.memory.receptacles for o in self.memory.contents.get(r, []) if class_of(o) == cls]

    def _search_order(self) -> list[str]:
        """The room's receptacles: those that can hold the goal's object, then the others, the target class last."""
        prior = receptacle_prior()

        def rank(receptacle: str) -> int:
            cls = class_of(receptacle)
            return 2 if cls == self.goal.target else 0 if self.goal.obj in prior.get(cls, ()) else 1

        return sorted(self.memory.receptacles, key=rank)  # stable: the room's order inside each group

    def _explore(self, order: list[str], admissible: set[str]) -> str | None:
        """Open the receptacle here if it is closed and unopened, else go to the next one never looked into."""
        m = self.memory
        if m.here is not None and f"open {m.here}" in admissible and m.here not in m.opened:
            return f"open {m.here}"
        unseen = [r for r in order if r not in m.contents and r != m.here]
        return self._go(unseen, admissible)

    def _go(self, receptacles: list[str], admissible: set[str]) -> str | None:
        for receptacle in receptacles:
            if f"go to {receptacle}" in admissible:
                return f"go to {receptacle}"
        return None

    @staticmethod
    def _admissible(action: str, admissible: set[str]) -> str | None:
        return action if action in admissible else None


class ALFWorldExplorer(ObservationExpert):
    """Searches the room for the object by what it sees, then does the task's steps (module docstring); acts only on
    the goal, the observations and the admissible actions, never the game's files or state.

    Args:
        max_steps: the longest run it plays before giving up (the env has no cap of its own).
    """

    def __init__(self, max_steps: int = 50) -> None:
        super().__init__(max_steps)

    def start(self, first: StepResult) -> ALFWorldExplorerEpisode | None:
        goal = parse_goal(first.goal)
        return None if goal is None else ALFWorldExplorerEpisode(goal, first)
