"""Held-out success of several methods' trained policies, paired by training seed and by game: the analysis of a
pre-registered comparison of methods (``docs/experiments/alfworld_prover.md``).

Input: one evaluation file of ``scripts/evaluate.py run`` per method and training seed, at
``DIR/<method>/seed<S>.json``. Each must be a finished evaluation (every game played greedily once and ``episodes``
times sampled, aborted episodes counted) of a checkpoint of that method's run (a directory of its ``--ckpt`` path named
the method, or the method with ``_<settings>`` after it, and one named ``seed<S>``) after ``--step`` optimiser updates;
all must play the same games under one protocol (the same settings but the checkpoint). Anything else is an error
that names the file, so that no interrupted evaluation or wrong checkpoint is analysed.

- Per method and seed: sampled success (the mean over games of each game's sampled success rate) and greedy success.
- Per method against the reference, per seed ``s`` (paired by game, :func:`prover_lightning.evaluation.compare`,
  overall and per split): ``d_s``, the mean over the games of the per-game difference of sampled success
  (method − reference), with its bootstrap CI over games and permutation p; the greedy difference with McNemar's p.
- Across seeds (the unit of replication is the training run): the mean of ``d_s`` with its Student-t 95 % CI and the
  paired t-test p (:func:`bench.credit_report.t_summary`), over the seeds both methods have.
- Against the starting policy (``--start``, optional: an evaluation of the policy every run started from, e.g. the
  warm start, under the same protocol and without a checkpoint): per method and seed, paired by game, the same
  figures with the starting policy in the reference's place, and across seeds the mean of those per-seed differences
  (Student-t CI, one-sample t-test p against 0) over all games and over each split. This asks whether training moved
  held-out success at all, apart from which method trained. Every seed is compared with the same one evaluation of
  the starting policy, so that interval is conditional on its sampled episodes; beside it, one that also carries
  their sampling error (:func:`with_start_error`).
- Power, for the ``--primary`` method's ``d_s``:
  - *sizing*: the paired seeds a two-sided paired t-test needs for 80 % power at α = 0.05 to detect a true
    difference of ``--delta`` (:func:`bench.credit_report.seeds_needed`), from the root mean square of ``d_s``
    (its spread about 0, not about its mean: a rule that took the SD of a few seeds to set their number, then tested
    with that same SD, would reject a true null more often than α; about 0 it does not);
  - *reached*: the power of the seeds that ran to detect ``--delta`` with their SD, and the difference they detect
    with 80 % power (:func:`bench.credit_report.detectable_effect`).

    python bench/heldout_report.py --dir bench/results/alfworld_prover/heldout --reference grpo_paper \\
        --primary prover_paper_progress --step 24 [--delta 0.05] [--start DIR/warm_start_h1.json] [--out DIR/report]

writes ``<out>.json`` and ``<out>.md`` (default ``DIR/report``).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.credit_report import (  # noqa: E402
    detectable_effect,
    format_ci,
    format_p,
    paired_power,
    seeds_needed,
    t_summary,
)
from bench.run_record import command, write_result  # noqa: E402
from prover_lightning.evaluation import GameOutcome, compare, summarise  # noqa: E402
from scripts.evaluate import load_outcomes, settings_differ, settings_unknown  # noqa: E402

SEED_FILE = re.compile(r"seed(\d+)\.json")


def load_evaluations(directory: Path, step: int) -> dict[str, dict[int, tuple[dict, list[GameOutcome]]]]:
    """``{method: {seed: (settings, outcomes)}}`` from ``directory/<method>/seed<S>.json`` (module docstring).

    Raises:
        FileNotFoundError: no evaluation file under ``directory``.
        ValueError: a file that is unfinished, of another checkpoint than its method's and seed's, of another step,
            or of other games or settings than the first file (names the file and what is wrong).
    """
    out: dict[str, dict[int, tuple[dict, list[GameOutcome]]]] = {}
    first: tuple[Path, dict, list[GameOutcome]] | None = None
    for path in sorted(directory.glob("*/seed*.json")):
        match = SEED_FILE.fullmatch(path.name)
        if not match:
            continue
        method, seed = path.parent.name, int(match.group(1))
        settings, games = load_outcomes(path)
        check_evaluation(path, settings, games, method, seed, step)
        first = first or (path, settings, games)
        check_same_protocol(path, settings, games, *first)
        out.setdefault(method, {})[seed] = (settings, games)
    if not out:
        raise FileNotFoundError(f"no evaluation file <method>/seed<S>.json under {directory}")
    return out


def check_same_protocol(path: Path, settings: dict, games: list[GameOutcome], first_path: Path, first_settings: dict,
                        first_games: list[GameOutcome]) -> None:
    """Refuse an evaluation whose protocol settings or game set differ from the first evaluation's.

    Raises:
        ValueError: names ``path``, ``first_path`` and what differs.
    """
    differ, unknown = settings_differ(first_settings, settings), settings_unknown(first_settings, settings)
    if differ or unknown:
        raise ValueError(f"{path} is not under the methods' protocol (that of {first_path}): settings differ "
                         f"{differ}, recorded by one only {unknown}")
    keys, first_keys = {g.key for g in games}, {g.key for g in first_games}
    if keys != first_keys:
        raise ValueError(f"{path} played other games than {first_path}: {len(keys ^ first_keys)} differ")


def check_evaluation(path: Path, settings: dict, games: list[GameOutcome], method: str, seed: int, step: int) -> None:
    """Refuse an evaluation file that is not a finished evaluation of ``method``'s run of ``seed`` after ``step``
    updates (module docstring).

    Raises:
        ValueError: names ``path`` and what is wrong.
    """
    parts = Path(settings.get("ckpt") or "").parts
    if not (f"seed{seed}" in parts and any(p == method or p.startswith(f"{method}_") for p in parts)):
        raise ValueError(f"{path}: its checkpoint {settings.get('ckpt')!r} is not of method {method!r}, seed {seed}")
    global_step = json.loads(path.read_text()).get("ckpt_global_step")
    if global_step != step:
        raise ValueError(f"{path}: its checkpoint is at global step {global_step}, not {step}")
    check_finished(path, settings, games)


def check_finished(path: Path, settings: dict, games: list[GameOutcome]) -> None:
    """Refuse an evaluation in which some game was not played greedily once and ``episodes`` times sampled (aborted
    episodes count as played).

    Raises:
        ValueError: names ``path`` and some of the unfinished games.
    """
    episodes = 1 + settings["episodes"]  # the greedy one and the sampled ones
    unfinished = [g.task_id for g in games
                  if (g.greedy_steps is not None) + g.sampled_episodes + g.aborted != episodes]
    if unfinished:
        raise ValueError(f"{path}: {len(unfinished)} games not played to the end (an interrupted evaluation? rerun "
                         f"its command to finish it), e.g. {unfinished[:3]}")


def load_start(path: Path, evaluations: dict[str, dict[int, tuple[dict, list[GameOutcome]]]]) -> list[GameOutcome]:
    """The starting policy's outcomes from ``path`` (module docstring), checked against ``evaluations``.

    Raises:
        ValueError: ``path`` is an evaluation of a checkpoint, unfinished, or of other games or protocol settings than
            the methods' evaluations (names the file and what is wrong).
    """
    settings, games = load_outcomes(path)
    if settings.get("ckpt"):
        raise ValueError(f"{path}: an evaluation of checkpoint {settings['ckpt']!r}, not of the starting policy")
    method, by_seed = next(iter(evaluations.items()))
    seed, (first_settings, first_games) = next(iter(by_seed.items()))
    check_same_protocol(path, settings, games, Path(f"{method}/seed{seed}.json"), first_settings, first_games)
    check_finished(path, settings, games)
    return games


def analyse(evaluations: dict[str, dict[int, tuple[dict, list[GameOutcome]]]], reference: str, primary: str,
            delta: float, start: list[GameOutcome] | None = None) -> dict:
    """The figures of the module docstring as one dict: ``success`` (per method and seed), ``per_seed`` (per method
    other than the reference: :func:`~prover_lightning.evaluation.compare`'s result per seed), ``across_seeds`` (per
    method other than the reference), ``power`` (for ``primary``) and, given the starting policy's outcomes
    ``start``, ``start_success`` (its summary, as ``success``'s) and ``against_start`` (:func:`against_start`).

    Raises:
        ValueError: ``primary`` is the reference, or ``delta`` is not positive.
        KeyError: ``reference`` or ``primary`` has no evaluation (names the methods that have).
    """
    if primary == reference:
        raise ValueError(f"the primary method is the reference ({reference!r}): name the method compared with it")
    if delta <= 0:
        raise ValueError(f"delta must be a positive difference in sampled success, got {delta}")
    for name in (reference, primary):
        if name not in evaluations:
            raise KeyError(f"no evaluation of method {name!r}; evaluated: {sorted(evaluations)}")
    success = {m: {s: summarise(games)["all"] for s, (_, games) in sorted(by_seed.items())}
               for m, by_seed in evaluations.items()}
    per_seed: dict[str, dict[int, dict]] = {}
    across: dict[str, dict] = {}
    for method in sorted(m for m in evaluations if m != reference):
        seeds = sorted(set(evaluations[method]) & set(evaluations[reference]))
        per_seed[method] = {s: compare(evaluations[reference][s][1], evaluations[method][s][1]) for s in seeds}
        across[method] = t_summary(sampled_differences(per_seed[method]))
    result = {"reference": reference, "success": success, "per_seed": per_seed, "across_seeds": across,
              "power": power(per_seed[primary], primary, delta)}
    if start is not None:
        result["start_success"] = summarise(start)["all"]
        result["against_start"] = against_start(evaluations, start)
    return result


def against_start(evaluations: dict[str, dict[int, tuple[dict, list[GameOutcome]]]],
                  start: list[GameOutcome]) -> dict[str, dict]:
    """Each method against the starting policy: ``{method: {"per_seed": {seed: compare(start, method's seed)},
    "across_seeds": {scope: t_summary of the per-seed sampled differences}}}``, scope ``all`` and ``split/<name>``;
    the t-test is a one-sample test of those differences against 0."""
    out = {}
    for method, by_seed in sorted(evaluations.items()):
        per_seed = {s: compare(start, games) for s, (_, games) in sorted(by_seed.items())}
        scopes = next(iter(per_seed.values())).keys()
        out[method] = {"per_seed": per_seed, "across_seeds": {
            scope: with_start_error(t_summary(sampled_differences(per_seed, scope)), in_scope(start, scope))
            for scope in scopes}}
    return out


def in_scope(games: list[GameOutcome], scope: str) -> list[GameOutcome]:
    """The games of ``scope`` (``all`` or ``split/<name>``, the scopes of
    :func:`~prover_lightning.evaluation.compare`)."""
    return games if scope == "all" else [g for g in games if f"split/{g.split}" == scope]


def with_start_error(diff: dict, start: list[GameOutcome], alpha: float = 0.05) -> dict:
    """``diff`` (:func:`~bench.credit_report.t_summary` of the per-seed differences to one evaluation of the
    starting policy) with ``se_start``, ``df_with_start``, ``low_with_start``, ``high_with_start`` and
    ``p_with_start`` added: an interval and two-sided p that also carry the starting policy's own sampling error.

    They are the wider of ``diff``'s (conditional on the start's sampled episodes) and
    :func:`welch_with_start`'s. The Welch interval alone is too narrow with few seeds that spread much more than the
    start's error: its degrees of freedom are estimated from the seeds' own SD, and a small SD by chance raises them
    above ``n − 1``; taking the wider of the two keeps a true null's rejections near α at 3 seeds as well
    (``bench/start_error_type1.py``). NaN where both are undefined.
    """
    welch = welch_with_start(diff, start, alpha)
    out = {**diff, "se_start": welch["se_start"], "df_with_start": welch["df"]}
    if math.isnan(welch["p"]):
        return {**out, "low_with_start": math.nan, "high_with_start": math.nan, "p_with_start": math.nan}
    if math.isnan(diff["p"]):  # no spread across seeds: the start's error alone
        return {**out, "low_with_start": welch["low"], "high_with_start": welch["high"], "p_with_start": welch["p"]}
    return {**out, "low_with_start": min(diff["low"], welch["low"]),
            "high_with_start": max(diff["high"], welch["high"]), "p_with_start": max(diff["p"], welch["p"])}


def welch_with_start(diff: dict, start: list[GameOutcome], alpha: float = 0.05) -> dict[str, float]:
    """The Welch-Satterthwaite interval of the mean per-seed difference ``T_s − S`` to one evaluation ``S`` of the
    starting policy: ``se_start``, ``df``, ``low``, ``high`` and two-sided ``p`` (NaN without at least 2 seeds, a
    game with 2 usable episodes, or any spread).

    With one ``S`` for all seeds, the seeds' spread estimates the variance of the mean of ``T`` (``sd² / n``) but not
    that of ``S``, which more seeds do not shrink. ``S`` is a mean over ``G`` games of ``k_g``-episode success rates
    ``p_g``, so its variance is estimated by ``Σ_g p_g (1 − p_g) / (k_g − 1) / G²`` (games with ``k_g ≥ 2``). The
    interval is ``mean ± t(df) · sqrt(sd² / n + se_start²)``, ``df`` by Welch-Satterthwaite (the start's own degrees
    of freedom likewise from its games'). It is conservative where the evaluations share random streams (the same
    ``--seed``), which correlates ``T_s`` and ``S`` per game.
    """
    from scipy import stats

    usable = [g for g in start if g.sampled_episodes >= 2]
    rates = np.array([g.sampled_wins / g.sampled_episodes for g in usable])
    dof = np.array([g.sampled_episodes - 1 for g in usable], dtype=float)
    variances = rates * (1 - rates) / dof  # each game's estimated variance of its success rate
    b = float(variances.sum()) / len(usable) ** 2 if usable else math.nan
    b_df = float(variances.sum() ** 2 / (variances**2 / dof).sum()) if b > 0 else math.inf
    out = {"se_start": math.sqrt(b) if usable else math.nan, "df": math.nan, "low": math.nan, "high": math.nan,
           "p": math.nan}
    if diff["n"] < 2 or math.isnan(diff["sd"]) or math.isnan(b) or diff["sd"] ** 2 + b == 0:
        return out
    a = diff["sd"] ** 2 / diff["n"]
    df = (a + b) ** 2 / (a**2 / (diff["n"] - 1) + (b**2 / b_df if b > 0 else 0.0))
    se = math.sqrt(a + b)
    half = float(stats.t.ppf(1 - alpha / 2, df)) * se
    return {**out, "df": df, "low": diff["mean"] - half, "high": diff["mean"] + half,
            "p": float(2 * stats.t.sf(abs(diff["mean"]) / se, df))}


def sampled_differences(per_seed: dict[int, dict], scope: str = "all") -> list[float]:
    """``d_s`` per seed, in seed order, of one method's per-seed comparisons (the seeds with sampled episodes), over
    the games of ``scope`` (``all`` or ``split/<name>``)."""
    return [per_seed[s][scope]["sampled"]["difference"] for s in sorted(per_seed) if "sampled" in per_seed[s][scope]]


def power(per_seed: dict[int, dict], method: str, delta: float) -> dict:
    """The primary method's power figures (module docstring) from its per-seed comparisons: ``rms`` and
    ``seeds_needed`` (sizing), ``sd``, ``seeds_run``, ``power_reached`` and ``detectable`` (reached); ``None`` where
    undefined (fewer than 2 seeds, or a spread of 0)."""
    d = np.array(sampled_differences(per_seed))
    rms = float(np.sqrt(np.mean(d**2))) if d.size else None
    sd = float(d.std(ddof=1)) if d.size > 1 else None
    return {"method": method, "delta": delta, "rms": rms, "seeds_needed": seeds_needed(rms, delta, 0.8, 0.05)
            if rms else None, "sd": sd, "seeds_run": int(d.size),
            "power_reached": paired_power(sd, delta, int(d.size)) if sd else None,
            "detectable": detectable_effect(sd, int(d.size)) if sd else None}


def seeds_to_run(power_figures: dict, least: int = 3, most: int = 10) -> int:
    """N, the seeds a pre-registered comparison runs (``docs/experiments/alfworld_prover.md``): the sizing's
    ``seeds_needed`` (:func:`power`) kept within ``[least, most]``; ``most`` where more than that, or more than the
    search went, are needed (``"more than 1000"``), ``least`` where the per-seed differences were all 0 (none)."""
    needed = power_figures["seeds_needed"]
    if needed is None:
        return least
    return most if isinstance(needed, str) else min(max(int(needed), least), most)


def markdown(result: dict) -> str:
    """The report's tables: success per method and seed, each method against the reference per seed and across
    seeds, against the starting policy where given, and the power figures."""
    nan, ref = math.nan, result["reference"]
    lines = ["| method | seed | sampled success | greedy won |", "|---|---|---|---|"]
    for method, by_seed in sorted(result["success"].items()):
        for seed, row in by_seed.items():
            lines.append(f"| `{method}` | {seed} | {row.get('sampled_success', nan):.3f} "
                         f"| {row.get('greedy_won', 0)} / {row.get('greedy_games', 0)} |")
    if "start_success" in result:
        row = result["start_success"]
        lines.append(f"| starting policy | | {row.get('sampled_success', nan):.3f} "
                     f"| {row.get('greedy_won', 0)} / {row.get('greedy_games', 0)} |")
    lines += ["", f"Against `{ref}`, per seed paired by game (sampled: bootstrap CI over games, permutation p; "
              "greedy: McNemar p):", "", *per_seed_table(result["per_seed"])]
    lines += ["", f"Across seeds (paired t over the per-seed sampled differences to `{ref}`, all games):", "",
              "| method | seeds | mean difference [95 % CI] | p | paired SD |", "|---|---|---|---|---|"]
    for method, diff in result["across_seeds"].items():
        lines.append(f"| `{method}` | {diff['n']} | {format_ci(diff)} | {format_p(diff)} "
                     f"| {shown(diff['sd'], '.3f')} |")
    if "against_start" in result:
        start = result["against_start"]
        lines += ["", "Against the starting policy, per seed paired by game:", "",
                  *per_seed_table({m: row["per_seed"] for m, row in start.items()}), "",
                  "Against the starting policy across seeds (t over the per-seed sampled differences; the CI and "
                  "p are conditional on the starting policy's one evaluation, those beside them also carry its "
                  "sampling error, SE of its success):", "",
                  "| method | games | seeds | mean difference [95 % CI] | p | SD | start's SE "
                  "| with its error: 95 % CI | p |", "|---|---|---|---|---|---|---|---|---|"]
        for method, row in start.items():
            for scope, diff in row["across_seeds"].items():
                lines.append(f"| `{method}` | {scope} | {diff['n']} | {format_ci(diff)} | {format_p(diff)} "
                             f"| {shown(diff['sd'], '.3f')} | {shown(diff['se_start'], '.3f')} "
                             f"| [{shown(diff['low_with_start'], '+.4f')}, {shown(diff['high_with_start'], '+.4f')}] "
                             f"| {shown(diff['p_with_start'], '.3f')} |")
    p = result["power"]

    lines += ["", f"Power, `{p['method']}`: sizing, from the root mean square {shown(p['rms'], '.3f')} of its "
              f"{p['seeds_run']} per-seed differences, {shown(p['seeds_needed'], '')} seeds for 80 % power at "
              f"α = 0.05 to detect {p['delta']:+.3f}; reached, with their SD {shown(p['sd'], '.3f')}, power "
              f"{shown(p['power_reached'], '.2f')} to detect {p['delta']:+.3f}, and 80 % power to detect "
              f"{shown(p['detectable'], '+.3f')}."]
    return "\n".join(lines) + "\n"


def shown(value: float | int | None, fmt: str) -> str:
    """``value`` formatted with ``fmt``, or ``n/a`` where it is undefined (``None`` or NaN)."""
    return "n/a" if value is None or (isinstance(value, float) and math.isnan(value)) else format(value, fmt)


def per_seed_table(per_seed: dict[str, dict[int, dict]]) -> list[str]:
    """Markdown rows of per-seed comparisons ``{method: {seed: compare(...)}}``, one per method, seed and scope."""
    nan = math.nan
    lines = ["| method | seed | split | sampled difference [95 % CI] | p | greedy difference | p |",
             "|---|---|---|---|---|---|---|"]
    for method, by_seed in per_seed.items():
        for seed, comparison in by_seed.items():
            for split, row in comparison.items():
                s, g = row.get("sampled", {}), row.get("greedy", {})
                lines.append(f"| `{method}` | {seed} | {split} | {s.get('difference', nan):+.3f} "
                             f"[{s.get('low', nan):+.3f}, {s.get('high', nan):+.3f}] "
                             f"| {s.get('p_permutation', nan):.3g} | {g.get('difference', nan):+.3f} "
                             f"| {g.get('p_mcnemar', nan):.3g} |")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path, required=True, help="holds <method>/seed<S>.json evaluation files")
    parser.add_argument("--reference", required=True, help="the method every other is compared with")
    parser.add_argument("--primary", required=True, help="the method whose per-seed differences size the seeds")
    parser.add_argument("--step", type=int, required=True, help="the checkpoints' global step (updates before them)")
    parser.add_argument("--delta", type=float, default=0.05, help="the true difference in sampled success to detect")
    parser.add_argument("--start", type=Path, default=None,
                        help="an evaluation of the starting policy (no checkpoint), compared with every run")
    parser.add_argument("--out", type=Path, default=None, help="output stem (default: DIR/report)")
    args = parser.parse_args(argv)
    evaluations = load_evaluations(args.dir, args.step)
    start = load_start(args.start, evaluations) if args.start else None
    result = analyse(evaluations, args.reference, args.primary, args.delta, start)
    stem = args.out or args.dir / "report"
    write_result(stem.with_suffix(".json"), {"command": command(), **result})
    stem.with_suffix(".md").write_text(markdown(result))
    print(markdown(result))


if __name__ == "__main__":
    main()
