"""The readouts of a learning-recipe pilot (docs/experiments/alfworld_recipe.md), from one run's TensorBoard files:
per iteration and summarised, the seconds of rollout and update, the spread of successes over groups, train success
and its trend, and the health of the update (DPPO's masked share, the sampler log-ratio penalty, grad norm).

    python bench/pilot_readouts.py --run bench/results/alfworld_pilot/tb/grpo_paper/seed101 \
        --out bench/results/alfworld_pilot/readouts

writes ``readouts.md`` (a table per iteration and the summary) and ``readouts.json`` (the same figures) in ``--out``.
The trend of train success is its least-squares slope over iterations with a 95 % CI (``scipy.stats.linregress``,
t quantile with n - 2 degrees of freedom): a pilot's trend, not a test of a method. The grad norm's trend is computed
the same way (a recipe rule reads it).

``--planned-iterations N --episodes-per-iteration E`` adds a futility readout for a pilot stopped early: the largest
lower CI bound of the train-success trend that any outcome of the iterations not yet run could give (every success
rate k / E, k = 0..E, for each of them, enumerated). If it is at or below 0, a rule "the trend's CI lies above 0"
cannot be met whatever those iterations do. ``--from-json`` reads the rows of a ``readouts.json`` written earlier
instead of a TensorBoard directory (for a run whose event files were partly lost).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
from pathlib import Path

import numpy as np
from scipy import stats

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.credit_assignment import ITERATION_TAG, read_scalars  # noqa: E402

#: readout column -> TensorBoard tag (per iteration)
READOUTS = {
    "train_success": "train/success_rate",
    "rollout_s": "time/rollout_total_s",
    "update_s": "time/update_s",
    "mixed_share": "groups/mixed_share",
    "band_share": "groups/band_share",
    "all_won_share": "groups/all_won_share",
    "generated_tokens": "rollout/generated_tokens",
    "env_steps": "rollout/env_steps",
    "masked_share": "loss/clip_fraction",
    "mask_high_share": "loss/mask_high_fraction",
    "mask_low_share": "loss/mask_low_fraction",
    "sampler_log_ratio_sq": "loss/sampler_log_ratio_sq",
    "grad_norm": "train/grad_norm",
    "entropy": "train/entropy",
}


def iteration_rows(tb_dir: Path) -> list[dict[str, float]]:
    """One row per logged iteration of the run in ``tb_dir``: ``iteration`` and every :data:`READOUTS` column (NaN
    where the iteration did not log the tag).

    Raises:
        ValueError: the run logged no iteration (names the directory).
    """
    scalars = read_scalars(tb_dir)
    if ITERATION_TAG not in scalars:
        raise ValueError(f"{tb_dir}: no {ITERATION_TAG} scalars (did the run train?)")
    rows = {e.step: {"iteration": float(e.step), **{c: math.nan for c in READOUTS}} for e in scalars[ITERATION_TAG]}
    for column, tag in READOUTS.items():
        for e in scalars.get(tag, []):
            if e.step in rows:
                rows[e.step][column] = float(e.value)
    return [rows[s] for s in sorted(rows)]


def trend(x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    """Least-squares slope of ``y`` over ``x`` (per unit of ``x``) with its 95 % CI and two-sided p-value
    (``scipy.stats.linregress``); NaN with fewer than 3 points."""
    keep = ~np.isnan(y)
    x, y = x[keep], y[keep]
    if len(x) < 3:
        return {"slope": math.nan, "ci_low": math.nan, "ci_high": math.nan, "p": math.nan, "n": float(len(x))}
    fit = stats.linregress(x, y)
    half = stats.t.ppf(0.975, len(x) - 2) * fit.stderr
    return {"slope": fit.slope, "ci_low": fit.slope - half, "ci_high": fit.slope + half, "p": fit.pvalue,
            "n": float(len(x))}


def best_case_lower_bound(success: np.ndarray, remaining: int, episodes: int) -> dict[str, float]:
    """Futility of a trend rule: the largest lower 95 % CI bound of the least-squares slope of train success (as
    :func:`trend` computes it) over ``len(success) + remaining`` iterations, maximised over every outcome of the
    ``remaining`` iterations not yet run (success rates ``k / episodes``, ``k = 0..episodes``, for each).

    Args:
        success: ``(n,)`` train success of the iterations run, in iteration order (no NaN).
        remaining: iterations not yet run (>= 1).
        episodes: episodes per iteration.

    Returns:
        ``ci_low`` (the largest bound), ``at`` (the remaining iterations' success rates that give it, as a list) and
        ``remaining``.

    Raises:
        ValueError: ``remaining`` < 1, or more than 10^6 outcomes to enumerate (names both figures).
    """
    if remaining < 1:
        raise ValueError(f"remaining={remaining}: the pilot has run all its planned iterations")
    if (episodes + 1) ** remaining > 10**6:
        raise ValueError(f"{episodes + 1}^{remaining} outcomes of the remaining iterations: too many to enumerate")
    x = np.arange(len(success) + remaining, dtype=float)
    rates = np.arange(episodes + 1) / episodes
    best, at = -math.inf, None
    for tail in itertools.product(rates, repeat=remaining):
        low = trend(x, np.concatenate([success, tail]))["ci_low"]
        if low > best:
            best, at = low, [float(v) for v in tail]
    return {"ci_low": best, "at": at, "remaining": float(remaining)}


def summarise(rows: list[dict[str, float]], planned_iterations: int | None = None,
              episodes_per_iteration: int | None = None) -> dict[str, object]:
    """The pilot's summary: the mean of every readout over the iterations that logged it, the trends of train
    success and grad norm (:func:`trend`) and, with ``planned_iterations`` (and ``episodes_per_iteration``) beyond
    the rows, the futility readout (:func:`best_case_lower_bound`)."""
    table = {c: np.array([r[c] for r in rows]) for c in ["iteration", *READOUTS]}
    means = {c: float(np.nanmean(v)) if not np.isnan(v).all() else math.nan for c, v in table.items()
             if c != "iteration"}
    summary = {"iterations": len(rows), "mean": means,
               "train_success_trend": trend(table["iteration"], table["train_success"]),
               "grad_norm_trend": trend(table["iteration"], table["grad_norm"])}
    if planned_iterations is not None and planned_iterations > len(rows):
        if episodes_per_iteration is None:
            raise ValueError("planned_iterations needs episodes_per_iteration (the success rates' denominator)")
        summary["best_case"] = best_case_lower_bound(table["train_success"], planned_iterations - len(rows),
                                                     episodes_per_iteration)
    return summary


def markdown(rows: list[dict[str, float]], summary: dict) -> str:
    """``readouts.md``: the per-iteration table, then the means and the trend."""
    columns = ["iteration", *READOUTS]
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for r in rows:
        lines.append("| " + " | ".join(f"{int(r[c])}" if c == "iteration" else f"{r[c]:.4g}" for c in columns) + " |")
    lines.append("| mean | " + " | ".join(f"{summary['mean'][c]:.4g}" for c in READOUTS) + " |")
    t = summary["train_success_trend"]
    lines += ["", f"Train success trend over {int(t['n'])} iterations: {t['slope']:+.4f} per iteration, 95 % CI "
              f"[{t['ci_low']:+.4f}, {t['ci_high']:+.4f}], p = {t['p']:.3g} (least squares)."]
    g = summary["grad_norm_trend"]
    lines += ["", f"Grad norm trend over {int(g['n'])} iterations: {g['slope']:+.3g} per iteration, 95 % CI "
              f"[{g['ci_low']:+.3g}, {g['ci_high']:+.3g}], p = {g['p']:.3g}."]
    if "best_case" in summary:
        b = summary["best_case"]
        lines += ["", f"Futility: over {int(t['n'] + b['remaining'])} planned iterations, the largest lower CI bound "
                  f"of the train-success trend that any outcome of the {int(b['remaining'])} not yet run could give "
                  f"is {b['ci_low']:+.4f} (their success rates " + ", ".join(f"{v:.3g}" for v in b["at"]) + ")."]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--run", type=Path, help="the run's TensorBoard directory")
    source.add_argument("--from-json", type=Path, help="a readouts.json written earlier: its rows")
    parser.add_argument("--out", type=Path, required=True, help="directory for readouts.md and readouts.json")
    parser.add_argument("--planned-iterations", type=int, help="the pilot's registered length (futility readout)")
    parser.add_argument("--episodes-per-iteration", type=int, help="episodes per iteration (futility readout)")
    args = parser.parse_args()
    if args.run is not None:
        run, rows = str(args.run), iteration_rows(args.run)
    else:
        earlier = json.loads(args.from_json.read_text())
        run, rows = earlier["run"], earlier["rows"]
    summary = summarise(rows, args.planned_iterations, args.episodes_per_iteration)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "readouts.md").write_text(markdown(rows, summary))
    (args.out / "readouts.json").write_text(json.dumps({"run": run, "rows": rows, "summary": summary},
                                                       indent=1) + "\n")
    print(markdown(rows, summary))


if __name__ == "__main__":
    main()
