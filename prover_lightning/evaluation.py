"""Held-out evaluation of a policy, game by game, and the paired comparison of two evaluations.

An evaluation plays every game of the held-out splits (ALFWorld: ``valid_seen`` + ``valid_unseen``) once greedily and
``k`` times sampled at the training temperature, with the rollout engine of training (same prompts, step cap,
history, response length), and records each game's outcome (:class:`GameOutcome`). Sampling is seeded per split, mode
and chunk of games (``derive_seed(seed, "evaluate", split, mode, the chunk's (task id, task seed) pairs)``), so two
policies evaluated with the same seed and chunk start every chunk from the same random stream, and a resumed
evaluation plays what an uninterrupted one plays. Their draws stay aligned only while their episodes do: one generate
call serves the batch of the chunk's episodes still running, so once the two policies' episodes differ, so do their
draws. The pairing that the comparison relies on is by game.

The comparison (:func:`compare`) pairs two evaluations by game: McNemar's exact test of the greedy outcomes and the
mean per-game difference of sampled success with a bootstrap CI and a permutation p-value
(:mod:`prover_lightning.paired_stats`). A single evaluation is summarised by :func:`summarise`: success with a 95 %
interval (Clopper-Pearson for greedy success, the bootstrap over games for sampled success), by split and task type.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass

from scipy import stats

from prover_lightning.envs.base import Task
from prover_lightning.paired_stats import mcnemar_exact, paired_mean_difference
from prover_lightning.rollout import RolloutEngine
from prover_lightning.sampler import Sampler, SeededSampler
from prover_lightning.seeding import derive_seed


@dataclass
class GameOutcome:
    """One held-out game's results under one policy.

    Attributes:
        split, task_id, task_type, task_seed: the game (:class:`~prover_lightning.envs.base.Task`).
        greedy_won: the greedy episode won (``None``: not played, or its environment aborted).
        greedy_steps: its length in steps (``None`` likewise).
        sampled_wins: sampled episodes won, of ``sampled_episodes`` usable ones (aborted episodes left out and
            counted in ``aborted``).
    """

    split: str
    task_id: str
    task_type: str
    task_seed: int = 0
    greedy_won: bool | None = None
    greedy_steps: int | None = None
    sampled_wins: int = 0
    sampled_episodes: int = 0
    aborted: int = 0

    @property
    def key(self) -> tuple[str, str, int]:
        """What pairs two evaluations' outcomes: the split, the task id and its seed."""
        return self.split, self.task_id, self.task_seed

    @property
    def sampled_success(self) -> float | None:
        """Sampled episodes won ÷ usable sampled episodes (``None`` without any)."""
        return self.sampled_wins / self.sampled_episodes if self.sampled_episodes else None

    def to_dict(self) -> dict:
        return asdict(self)


def play(engine: RolloutEngine, sampler: Sampler, split: str, tasks: list[Task], episodes: int,
         temperature: float, seed: int) -> list[GameOutcome]:
    """Play ``episodes`` episodes of each of ``tasks`` (of ``split``) at ``temperature`` (0: greedy, then one
    episode) and return one outcome per task, in order.

    Raises:
        ValueError: ``episodes < 1``, or several greedy episodes (they would all be the same).
    """
    if episodes < 1 or (temperature == 0 and episodes != 1):
        raise ValueError(f"episodes must be >= 1 (1 when greedy), got {episodes} at temperature {temperature}")
    mode = "greedy" if temperature == 0 else f"sampled@{temperature}"
    key = derive_seed(seed, "evaluate", split, mode, [(t.task_id, t.seed) for t in tasks])
    trajectories, _ = engine.run_groups(SeededSampler(sampler, key), tasks, episodes, temperature)
    out = []
    for i, task in enumerate(tasks):
        runs = trajectories[i * episodes : (i + 1) * episodes]
        usable = [t for t in runs if t.usable]
        game = GameOutcome(split, task.task_id, task.task_type, task.seed, aborted=len(runs) - len(usable))
        if temperature == 0:
            if usable:
                game.greedy_won, game.greedy_steps = usable[0].won, len(usable[0].steps)
        else:
            game.sampled_wins, game.sampled_episodes = sum(t.won for t in usable), len(usable)
        out.append(game)
    return out


def evaluate(engine: RolloutEngine, sampler: Sampler, splits: dict[str, list[Task]], sampled_episodes: int,
             temperature: float, seed: int, chunk: int, done: dict[tuple[str, str, int], GameOutcome] | None = None,
             on_chunk: Callable[[list[GameOutcome]], None] | None = None) -> list[GameOutcome]:
    """Every game of ``splits`` (split name -> its tasks), greedily and, when ``sampled_episodes > 0``, with that many
    episodes at ``temperature``, ``chunk`` games at a time. ``done`` holds outcomes of an interrupted evaluation with
    the same settings: a game found there with the mode already played is not played again. ``on_chunk`` receives all
    outcomes so far after each chunk (e.g. to write them).

    Returns:
        One :class:`GameOutcome` per game, in split then task order.
    """
    games = {(split, t.task_id, t.seed): (done or {}).get((split, t.task_id, t.seed))
             or GameOutcome(split, t.task_id, t.task_type, t.seed) for split, tasks in splits.items() for t in tasks}
    modes = [(0.0, 1)] + ([(temperature, sampled_episodes)] if sampled_episodes > 0 else [])
    for temp, episodes in modes:
        for split, tasks in splits.items():
            todo = [t for t in tasks if not _played(games[(split, t.task_id, t.seed)], temp, episodes)]
            for start in range(0, len(todo), chunk):
                for result in play(engine, sampler, split, todo[start : start + chunk], episodes, temp, seed):
                    game = games[result.key]
                    if temp == 0:
                        game.greedy_won, game.greedy_steps = result.greedy_won, result.greedy_steps
                    else:
                        game.sampled_wins, game.sampled_episodes = result.sampled_wins, result.sampled_episodes
                    game.aborted += result.aborted
                if on_chunk is not None:
                    on_chunk(list(games.values()))
    return list(games.values())


def unfinished(games: Iterable[GameOutcome], sampled_episodes: int) -> list[GameOutcome]:
    """The games of an evaluation that :func:`evaluate` would still play: those whose greedy episode, or (when
    ``sampled_episodes > 0``) whose ``sampled_episodes`` sampled ones, were not all played (aborted ones count as
    played)."""
    return [g for g in games
            if not _played(g, 0.0, 1) or (sampled_episodes > 0 and not _played(g, 1.0, sampled_episodes))]


def _played(game: GameOutcome, temperature: float, episodes: int) -> bool:
    """Whether ``game``'s episodes of one mode (greedy at ``temperature`` 0, else ``episodes`` sampled ones) were
    played, aborted ones included, so that a resume never plays them again.

    ``aborted`` counts both modes' aborted episodes; :func:`evaluate` plays every game's greedy episode before any
    sampled one, so a game without a greedy outcome but with an aborted episode aborted its greedy one, and the rest
    of ``aborted`` are sampled episodes.
    """
    greedy_aborted = int(game.greedy_steps is None and game.aborted > 0)
    if temperature == 0:
        return game.greedy_steps is not None or greedy_aborted == 1
    return game.sampled_episodes + game.aborted - greedy_aborted >= episodes


def summarise(games: Iterable[GameOutcome], confidence: float = 0.95) -> dict[str, dict]:
    """Success of one evaluation overall (``"all"``), per split and per task type: greedy games won / played with a
    Clopper-Pearson interval, sampled success as the mean over games of their success rates with a bootstrap
    interval over games (games without usable episodes left out)."""
    games = list(games)
    groups: dict[str, list[GameOutcome]] = {"all": games}
    for g in games:
        groups.setdefault(f"split/{g.split}", []).append(g)
        groups.setdefault(f"task_type/{g.task_type}", []).append(g)
    out = {}
    for name, members in groups.items():
        row: dict[str, float] = {}
        greedy = [g.greedy_won for g in members if g.greedy_won is not None]
        if greedy:
            ci = stats.binomtest(sum(greedy), len(greedy)).proportion_ci(confidence, method="exact")
            row.update(greedy_won=sum(greedy), greedy_games=len(greedy), greedy_success=sum(greedy) / len(greedy),
                       greedy_low=ci.low, greedy_high=ci.high)
        sampled = [g.sampled_success for g in members if g.sampled_success is not None]
        if len(sampled) >= 2:
            s = paired_mean_difference(sampled, confidence)  # the bootstrap of a mean; its p is not used here
            row.update(sampled_games=len(sampled), sampled_success=s["mean"], sampled_low=s["low"],
                       sampled_high=s["high"])
        out[name] = row
    return out


def compare(a: Iterable[GameOutcome], b: Iterable[GameOutcome], confidence: float = 0.95) -> dict[str, dict]:
    """Policy B against policy A on the games both evaluations played, overall and per split: greedy success
    difference (B - A) with McNemar's exact p-value and a bootstrap CI, and the mean per-game difference of sampled
    success (B - A) with its bootstrap CI and permutation p-value (:mod:`prover_lightning.paired_stats`).

    ``same`` counts the games whose outcome did not change: the same sampled wins of the same number of usable
    episodes (``sampled_wins``), the same greedy outcome (``greedy_won``) and the same greedy length in steps
    (``greedy_steps``), of the ``games`` both evaluations hold; a game not played (or aborted) in either counts as
    changed. They read how far the policy moved, not whether it improved: greedy episodes are deterministic, and two
    evaluations with one seed and chunk draw their sampled episodes from the same random streams, so a policy that
    barely differs keeps most outcomes. A same outcome is not a replayed episode (a game won in none or all of its
    episodes tends to keep its count when redrawn), and the counts also move with float rounding, which differs
    between CPU kinds.

    Raises:
        ValueError: the two evaluations share no game.
    """
    a_games, b_games = {g.key: g for g in a}, {g.key: g for g in b}
    keys = [k for k in a_games if k in b_games]
    if not keys:
        raise ValueError("the two evaluations share no game (split, task id, seed): were they run on the same splits?")
    out = {}
    for name, subset in [("all", keys)] + [(f"split/{s}", [k for k in keys if k[0] == s])
                                           for s in dict.fromkeys(k[0] for k in keys)]:
        row: dict[str, dict] = {}
        pairs = [(a_games[k].greedy_won, b_games[k].greedy_won) for k in subset]
        pairs = [(x, y) for x, y in pairs if x is not None and y is not None]
        if len(pairs) >= 2:
            test = mcnemar_exact([x for x, _ in pairs], [y for _, y in pairs])
            diff = paired_mean_difference([float(y) - float(x) for x, y in pairs], confidence)
            row["greedy"] = {"games": len(pairs), "a_success": sum(x for x, _ in pairs) / len(pairs),
                             "b_success": sum(y for _, y in pairs) / len(pairs), "a_only": test["a_only"],
                             "b_only": test["b_only"], "difference": diff["mean"], "low": diff["low"],
                             "high": diff["high"], "p_mcnemar": test["p"]}
        pairs = [(a_games[k].sampled_success, b_games[k].sampled_success) for k in subset]
        pairs = [(x, y) for x, y in pairs if x is not None and y is not None]
        if len(pairs) >= 2:
            diff = paired_mean_difference([y - x for x, y in pairs], confidence)
            row["sampled"] = {"games": len(pairs), "a_success": sum(x for x, _ in pairs) / len(pairs),
                              "b_success": sum(y for _, y in pairs) / len(pairs), "difference": diff["mean"],
                              "low": diff["low"], "high": diff["high"], "p_permutation": diff["p"]}
        played = [(a_games[k], b_games[k]) for k in subset]
        row["same"] = {"games": len(played),
                       "sampled_wins": sum(x.sampled_episodes > 0 and (x.sampled_wins, x.sampled_episodes)
                                           == (y.sampled_wins, y.sampled_episodes) for x, y in played),
                       "greedy_won": sum(x.greedy_won is not None and x.greedy_won == y.greedy_won
                                         for x, y in played),
                       "greedy_steps": sum(x.greedy_steps is not None and x.greedy_steps == y.greedy_steps
                                           for x, y in played)}
        out[name] = row
    return out
