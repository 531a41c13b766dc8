"""ALFWorld (text only) through TextWorld's PDDL engine, one game file per episode.

The data root holds the official layout ``json_2.1.1/<split>/<task_type>-<obj>-<mrecep>-<recep>-<scene>/<trial>/``
with a ``game.tw-pddl`` per trial (written by ``alfworld-generate``). Unlike alfworld's ``AlfredTWEnv``, an
:class:`ALFWorldEnv` is bound to exactly the game file of the task it is reset on (it never moves on through a list of
games) and never shuffles object numbers, so a reset on the same task always starts from the same state.

Conventions (as in verl-agent):
    - the goal is the sentence after "Your task is to: " in the game's intro; the initial observation is the intro
      without the "-= Welcome to TextWorld, ALFRED! =-" banner and without that task line;
    - "help" is dropped from the admissible actions (it prints the command list, not anything about the room); sent
      anyway, it still reaches the game and counts as not admissible;
    - success is the game's ``won`` flag and ``score = float(won)``; no step cap is enforced here (the rollout engine
      applies its own, ``data.max_episode_steps``).

This module imports textworld (not torch), and not alfworld: importing alfworld sets ``$ALFWORLD_DATA`` to
``~/.cache/alfworld`` (creating that folder) when it is unset, which would silently change where the default spec looks.
Import it only where ALFWorld is used.
"""

from __future__ import annotations

import collections
import copy
import json
import os
import warnings
from pathlib import Path

import textworld
from textworld.core import GameState
from textworld.envs import PddlEnv

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task

#: the six ALFWorld task types, in ALFWorld's own order
TASK_TYPES = [
    "pick_and_place_simple",
    "look_at_obj_in_light",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "pick_two_obj_and_place",
]
#: the opening sentence of ALFWorld step prompts
ALFWORLD_ROLE = "You are an expert agent operating in the ALFRED embodied household environment."
#: the hand-designed games shipped with the package (see scripts/make_alfworld_games.py)
SHIPPED_DATA_PATH = Path(__file__).resolve().parent / "alfworld_games"
GAME_FILE = "game.tw-pddl"
_BANNER = "-= Welcome to TextWorld, ALFRED! =-"
_TASK_PREFIX = "Your task is to: "
_DROPPED_ACTIONS = frozenset({"help"})
#: the value ``import alfworld`` gives ``$ALFWORLD_DATA`` when it was unset
_ALFWORLD_IMPORT_DEFAULT = Path("~/.cache/alfworld").expanduser()


def resolve_data_path(data_path: str | os.PathLike | None) -> Path:
    """The ALFWorld data root: ``data_path`` if given, else ``$ALFWORLD_DATA`` if set, else the shipped games.

    ``$ALFWORLD_DATA`` equal to ``~/.cache/alfworld`` without a ``json_2.1.1`` folder counts as unset: that is the
    value ``import alfworld`` writes into the environment of any process that imported it.
    """
    if data_path is not None:
        return Path(data_path)
    env_value = os.environ.get("ALFWORLD_DATA")
    if not env_value:
        return SHIPPED_DATA_PATH
    path = Path(env_value)
    if path.expanduser() == _ALFWORLD_IMPORT_DEFAULT and not (path.expanduser() / "json_2.1.1").is_dir():
        return SHIPPED_DATA_PATH
    return path


def alfred_display_names(entity_ids) -> dict[str, str]:
    """PDDL entity id -> the name the game shows, as alfworld's ``Demangler`` with ``shuffle=False`` gives it.

    ``apple_bar__plus_00_dot_10_bar_...`` becomes "apple N" (ids of a class numbered from the last in sorted order),
    ``sink_bar_..._bar_sinkbasin`` becomes "sinkbasin N"; an id without ``_bar_`` keeps its text plus a space.
    """
    ids = sorted(entity_ids)

    def class_name(entity_id: str) -> str | None:
        head, sep, _ = entity_id.partition("_bar_")
        if not sep:
            return None
        return head + "basin" if "basin" in entity_id else head

    remaining = collections.Counter(c for c in map(class_name, ids) if c is not None)
    names = {}
    for entity_id in ids:
        cls = class_name(entity_id)
        if cls is None:
            text = entity_id
            for word, char in (("_minus_", "-"), ("_plus_", "+"), ("_dot_", "."), ("_comma_", ",")):
                text = text.replace(word, char)
            names[entity_id] = f"{text} "
        else:
            names[entity_id] = f"{cls} {remaining[cls]}"
            remaining[cls] -= 1
    return names


class ALFWorldSpec(EnvironmentSpec):
    """Which ALFWorld games exist under a data root, and how to build an :class:`ALFWorldEnv`.

    Args:
        data_path: folder containing ``json_2.1.1/``; ``None`` means ``$ALFWORLD_DATA`` if set, else the games shipped
            in ``prover_lightning/envs/alfworld_games``. Resolved once, here, so every worker uses the same folder.
        cache_size: how many loaded games one env instance keeps, so a repeat reset of a recent task skips PDDL
            grounding (a full ALFRED kitchen keeps about 1 MB).

    Raises:
        ValueError: ``cache_size`` is below 1.
    """

    name = "alfworld"

    def __init__(self, data_path: str | os.PathLike | None = None, cache_size: int = 8) -> None:
        if cache_size < 1:
            raise ValueError(f"cache_size must be >= 1, got {cache_size}")
        self.data_path = str(resolve_data_path(data_path))
        self.cache_size = cache_size
        self.corrupt_game_files: list[str] = []

    def __repr__(self) -> str:
        return f"ALFWorldSpec(data_path={self.data_path!r}, cache_size={self.cache_size})"

    def tasks(self, split: str) -> list[Task]:
        """Every solvable game of ``split``, sorted by trial path; ``task_id`` is the trial dir relative to the root.

        A trial counts when its folder name starts with one of the six task types, it has ``traj_data.json`` and its
        ``game.tw-pddl`` says ``"solvable": true``; like ``AlfredTWEnv``, paths naming ``movable`` or ``Sliced`` are
        skipped.

        A ``game.tw-pddl`` that is not valid JSON is skipped with one warning naming every such file; the skipped
        paths are kept in ``corrupt_game_files`` (of the last call).

        Raises:
            FileNotFoundError: the data root or ``json_2.1.1/<split>`` is missing (names the path).
        """
        root = Path(self.data_path)
        split_dir = root / "json_2.1.1" / split
        if not split_dir.is_dir():
            what = "data root" if not root.is_dir() else f"split {split!r}"
            raise FileNotFoundError(
                f"ALFWorld {what} not found: {split_dir} does not exist. Pass data_path or set ALFWORLD_DATA to a "
                f"folder containing json_2.1.1/<split>/ (the games of `alfworld-download`, or "
                f"scripts/make_alfworld_games.py).")
        tasks, self.corrupt_game_files = [], []
        for game_file in sorted(split_dir.glob(f"*/*/{GAME_FILE}")):
            trial_dir = game_file.parent
            task_type = trial_dir.parent.name.split("-", 1)[0]
            if (task_type not in TASK_TYPES or "movable" in str(trial_dir) or "Sliced" in str(trial_dir)
                    or not (trial_dir / "traj_data.json").is_file()):
                continue
            try:
                with open(game_file, encoding="utf-8") as f:
                    game = json.load(f)
            except (ValueError, OSError) as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
                self.corrupt_game_files.append(f"{game_file} ({exc})")
                continue
            if not isinstance(game, dict) or game.get("solvable") is not True:
                continue
            tasks.append(Task(task_id=trial_dir.relative_to(root).as_posix(), task_type=task_type))
        if self.corrupt_game_files:
            warnings.warn(
                f"ALFWorld split {split!r}: skipped {len(self.corrupt_game_files)} unreadable game file(s): "
                + "; ".join(self.corrupt_game_files), stacklevel=2,
            )
        return tasks

    @property
    def task_types(self) -> list[str]:
        """The six ALFWorld task types."""
        return list(TASK_TYPES)

    def make(self) -> ALFWorldEnv:
        """A fresh :class:`ALFWorldEnv` on this spec's data root."""
        return ALFWorldEnv(self.data_path, cache_size=self.cache_size)

    def prompt_template(self):
        """verl-agent's ALFWorld prompt: the ALFRED role, ``<think>`` then ``<action>``."""
        from prover_lightning.prompts import PromptTemplate

        return PromptTemplate(agent_role=ALFWORLD_ROLE)


class _LoadedGame:
    """One parsed game: its data, logic, demangled entity names, and its PDDL state before any action."""

    def __init__(self, game_data, logic, entity_infos, initial_state) -> None:
        self.game_data = game_data
        self.logic = logic
        self.entity_infos = entity_infos
        self.initial_state = initial_state


class _CachingPddlEnv(PddlEnv):
    """TextWorld's ``PddlEnv`` with ALFRED object names, keeping the last ``cache_size`` games it loaded.

    ``PddlEnv.reset`` grounds the PDDL problem again (two fast-downward translations); here a reset copies the state
    grounded at load time and reloads its SAS task into the planner library instead, which gives the same state.
    """

    def __init__(self, cache_size: int) -> None:
        super().__init__(textworld.EnvInfos(admissible_commands=True, won=True, feedback=True))
        self._cache_size = cache_size
        self._games: collections.OrderedDict[str, _LoadedGame] = collections.OrderedDict()
        self._game: _LoadedGame | None = None

    def load(self, game_file: str) -> None:
        game = self._games.get(game_file)
        if game is None:
            super().load(game_file)
            # Same names as AlfredTWEnv with domain randomisation off ("apple 1", "sinkbasin 1").
            names = alfred_display_names(info.id for info in self._entity_infos.values())
            for info in self._entity_infos.values():
                info.name = names[info.id]
            game = _LoadedGame(self._game_data, self._logic, self._entity_infos, self._pddl_state)
            self._games[game_file] = game
            while len(self._games) > self._cache_size:
                self._games.popitem(last=False)
        else:
            self._games.move_to_end(game_file)
            self._game_file, self._game_data, self._logic = game_file, game.game_data, game.logic
            self._entity_infos = game.entity_infos
            self.walkthrough = game.game_data.get("walkthrough")
        self._game = game

    def _initial_state(self):
        """A fresh copy of the current game's initial PDDL state, also reloaded into the planner library."""
        template = self._game.initial_state
        state = copy.copy(template)
        state._facts = collections.defaultdict(set, {k: set(v) for k, v in template._facts.items()})
        state._vars_by_name = dict(template._vars_by_name)
        state._vars_by_type = collections.defaultdict(set, {k: set(v) for k, v in template._vars_by_type.items()})
        state._var_counts = collections.Counter(template._var_counts)
        self.downward_lib.load_sas(template.sas.encode("utf-8"))
        self.downward_lib.load_sas_replan(template.sas_replan.encode("utf-8"))
        return state

    def reset(self) -> GameState:
        # PddlEnv.reset, with the state copied instead of grounded again.
        self._pddl_state = self._initial_state()
        self.prev_state = None
        self.state = GameState()
        self._last_action = None
        self._moves = 0
        context = {"state": self._pddl_state, "facts": list(self._pddl_state.facts), "variables": {}, "mapping": {},
                   "entity_infos": self._entity_infos}
        self.state.feedback = self._logic.grammar.derive("#intro#", context)
        self.state.raw = self.state.feedback
        self._gather_infos()
        return self.state

    def close(self) -> None:
        self._games.clear()
        self._game = None


def _split_intro(intro: str, game_file: Path) -> tuple[str, str]:
    """(observation, goal) from a game's intro text.

    Raises:
        ValueError: the intro has no "Your task is to: " line.
    """
    text = intro.strip()
    if text.startswith(_BANNER):
        text = text[len(_BANNER):]
    observation, sep, goal = text.rpartition(_TASK_PREFIX)
    if not sep:
        raise ValueError(f"{game_file}: the intro has no {_TASK_PREFIX!r} line: {intro!r}")
    return observation.strip(), goal.strip()


def _admissible(state: GameState) -> list[str]:
    return [a for a in state["admissible_commands"] if a not in _DROPPED_ACTIONS]


class ALFWorldEnv(Environment):
    """One ALFWorld episode at a time, on the single game file of the task given to :meth:`reset`.

    ``Task.seed`` is ignored: an ALFWorld game has no randomness once its file is written.

    Args:
        data_path: folder containing ``json_2.1.1/``; a task's game is ``<data_path>/<task_id>/game.tw-pddl``.
        cache_size: how many loaded games to keep for cheaper repeat resets (>= 1).
    """

    def __init__(self, data_path: str | os.PathLike, cache_size: int = 8) -> None:
        self.data_path = Path(data_path)
        self._engine = _CachingPddlEnv(cache_size)
        self._admissible: list[str] = []
        self._done = True  # no episode running

    def reset(self, task: Task) -> StepResult:
        """Start ``task``'s game from its initial state.

        Returns the room description as ``observation``, the task sentence as ``goal``, and the admissible actions;
        ``info["game_file"]`` is the file played.

        Raises:
            FileNotFoundError: ``<data_path>/<task_id>/game.tw-pddl`` does not exist.
            ValueError: the game's intro has no task line.
        """
        game_file = self.data_path / task.task_id / GAME_FILE
        if not game_file.is_file():
            raise FileNotFoundError(f"ALFWorld game file not found: {game_file} (task {task.task_id!r})")
        self._done = True  # stays so if loading fails
        self._engine.load(str(game_file))
        state = self._engine.reset()
        observation, goal = _split_intro(state.feedback, game_file)
        self._admissible = _admissible(state)
        self._done = False
        return StepResult(observation=observation, done=False, won=False, score=0.0,
                          admissible_actions=list(self._admissible), goal=goal, info={"game_file": str(game_file)})

    def step(self, action: str) -> StepResult:
        """Send ``action`` to the game (even if not admissible: the game then answers "Nothing happens.").

        ``info["admissible"]`` says whether ``action`` was among the admissible actions of the previous state.

        Raises:
            RuntimeError: no episode is running (never reset, or already done).
        """
        if self._done:
            raise RuntimeError("ALFWorldEnv.step called with no episode running (the last one is done, or reset was "
                               "never called); call reset first")
        was_admissible = action.strip() in self._admissible
        state, _, done = self._engine.step(action)
        won = bool(state["won"])
        self._done = bool(done) or won
        self._admissible = _admissible(state)
        return StepResult(observation=state.feedback.strip(), done=self._done, won=won, score=float(won),
                          admissible_actions=list(self._admissible), info={"admissible": was_admissible})

    def close(self) -> None:
        """Drop the cached games."""
        self._engine.close()
        self._done = True
