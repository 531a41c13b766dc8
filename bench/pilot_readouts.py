"""The readouts of a learning-recipe pilot (docs/experiments/alfworld_recipe.md), from one run's TensorBoard files:
per iteration and summarised, the seconds of rollout and update, the spread of successes over groups, train success
and its trend, and the health of the update (DPPO's masked share, the sampler log-ratio penalty, grad norm).

    python bench/pilot_readouts.py --run bench/results/alfworld_pilot/tb/grpo_paper/seed101 \
        --out bench/results/alfworld_pilot/readouts

writes ``readouts.md`` (a table per iteration and the summary) and ``readouts.json`` (the same figures) in ``--out``.
The trend of train success is its least-squares slope over iterations with a 95 % CI (``scipy.stats.linregress``,
t quantile with n - 2 degrees of freedom): a pilot's trend, not a test of a method.
"""

from __future__ import annotations

import argparse
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


def summarise(rows: list[dict[str, float]]) -> dict[str, object]:
    """The pilot's summary: the mean of every readout over the iterations that logged it, and the trend of train
    success (:func:`trend`)."""
    table = {c: np.array([r[c] for r in rows]) for c in ["iteration", *READOUTS]}
    means = {c: float(np.nanmean(v)) if not np.isnan(v).all() else math.nan for c, v in table.items()
             if c != "iteration"}
    return {"iterations": len(rows), "mean": means, "train_success_trend": trend(table["iteration"],
                                                                                 table["train_success"])}


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
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--run", type=Path, required=True, help="the run's TensorBoard directory")
    parser.add_argument("--out", type=Path, required=True, help="directory for readouts.md and readouts.json")
    args = parser.parse_args()
    rows = iteration_rows(args.run)
    summary = summarise(rows)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "readouts.md").write_text(markdown(rows, summary))
    (args.out / "readouts.json").write_text(json.dumps({"run": str(args.run), "rows": rows, "summary": summary},
                                                       indent=1) + "\n")
    print(markdown(rows, summary))


if __name__ == "__main__":
    main()
