"""The report of ``bench/credit_assignment.py``: curves (PNG) and a markdown table from its ``runs.csv``.

Every figure is computed from the CSV, nothing is typed in. Per method, over seeds (mean ± standard error):

- *final train success*: mean training success rate over the last 10 iterations;
- *final val success*: greedy success on the held-out tasks at the last validation;
- *iterations to target*: first iteration where the trailing 5-iteration mean of the training success reaches the
  target (over the seeds that reach it; "k/n" says how many do), and the generated tokens spent until then;
- *AUC*: mean training success over the run (per iteration), and over a common budget of generated tokens (the
  success curve against cumulative tokens, averaged on a grid up to the smallest budget any method reached);
  the relative improvement over GRPO at equal steps / equal tokens is ``AUC_method / AUC_grpo − 1``;
- *cost ÷ GRPO* (a second table): generated tokens and environment steps in the first 10 iterations, the last 10
  and the whole run, divided by GRPO's; wall time as the in-run ratio ``wall / (wall − the method's own seconds)``
  (judge + verifier, or GiGPO's credit): runs made at different times on a shared machine are slowed differently,
  so their wall times are not divided by each other.
"""

from __future__ import annotations

import csv
import math
from collections import defaultdict
from pathlib import Path

import numpy as np

SMOOTH = 5  # trailing window of the plotted curves and of "iterations to target", in iterations


def load(csv_path: Path) -> dict[str, dict[int, list[dict]]]:
    """``{method: {seed: rows sorted by iteration}}`` with numbers parsed (an empty cell becomes NaN)."""
    runs: dict[str, dict[int, list[dict]]] = defaultdict(lambda: defaultdict(list))
    with open(csv_path, newline="") as fh:
        for row in csv.DictReader(fh):
            parsed = {k: (v if k == "method" else float(v) if v != "" else math.nan) for k, v in row.items()}
            runs[row["method"]][int(parsed["seed"])].append(parsed)
    for seeds in runs.values():
        for rows in seeds.values():
            rows.sort(key=lambda r: r["iteration"])
    return runs


def trailing_mean(x: np.ndarray, window: int) -> np.ndarray:
    """Mean of the last ``window`` values at each position (fewer at the start), ``[T]``."""
    c = np.cumsum(np.insert(x, 0, 0.0))
    idx = np.arange(1, len(x) + 1)
    lo = np.maximum(idx - window, 0)
    return (c[idx] - c[lo]) / (idx - lo)


def mean_se(values) -> tuple[float, float]:
    """Mean and standard error of the mean (NaN for a single value); NaN values are left out."""
    v = np.asarray([x for x in values if not math.isnan(x)], dtype=float)
    if len(v) == 0:
        return math.nan, math.nan
    return float(v.mean()), float(v.std(ddof=1) / math.sqrt(len(v))) if len(v) > 1 else math.nan


def column(rows: list[dict], name: str) -> np.ndarray:
    return np.array([r[name] for r in rows], dtype=float)


def iterations_to_target(rows: list[dict], target: float) -> tuple[float, float]:
    """(iteration, cumulative tokens) where the trailing mean of training success first reaches ``target``;
    NaNs if never."""
    smooth = trailing_mean(column(rows, "train_success"), SMOOTH)
    hit = np.nonzero(smooth >= target)[0]
    if len(hit) == 0:
        return math.nan, math.nan
    return float(rows[hit[0]]["iteration"]), float(rows[hit[0]]["cum_tokens"])


def success_at_tokens(rows: list[dict], grid: np.ndarray) -> np.ndarray:
    """Training success (trailing mean) interpolated at cumulative-token budgets ``grid``, ``[len(grid)]``."""
    return np.interp(grid, column(rows, "cum_tokens"), trailing_mean(column(rows, "train_success"), SMOOTH))


#: iteration windows of the cost table: (label, first iteration, last iteration + 1); None = to the end
COST_WINDOWS = (("iterations 0–9", 0, 10), ("last 10", -10, None), ("cumulative", 0, None))


def cost_ratios(rows_by_seed: list[list[dict]], ref_by_seed: list[list[dict]]) -> dict[str, list[float]]:
    """For each of ``tokens``, ``env_steps`` and ``wall``: the method's cost ÷ GRPO's in each :data:`COST_WINDOWS`
    window. Tokens and environment steps: sums over the window and the seeds, divided by GRPO's; wall: the in-run
    ratio ``sum(wall) / sum(wall − the method's own seconds)`` (runs made at different times on a shared machine
    are slowed differently, so their wall times are not divided by each other)."""

    def total(runs, name, lo, hi):
        return sum(float(np.nansum(column(rows[lo:hi], name))) for rows in runs)

    out: dict[str, list[float]] = {"tokens": [], "env_steps": [], "wall": []}
    for _, lo, hi in COST_WINDOWS:
        out["tokens"].append(total(rows_by_seed, "tokens", lo, hi) / total(ref_by_seed, "tokens", lo, hi))
        env = [total(r, "rollout_env_steps", lo, hi) + total(r, "extra_env_steps", lo, hi)
               for r in (rows_by_seed, ref_by_seed)]
        out["env_steps"].append(env[0] / env[1])
        timed = [[r for r in rows[lo:hi] if not math.isnan(r["wall_s"])] for rows in rows_by_seed]  # not iteration 0
        wall, own = total(timed, "wall_s", 0, None), total(timed, "extra_s", 0, None)
        out["wall"].append(wall / (wall - own))
    return out


def summarise(runs: dict[str, dict[int, list[dict]]], target: float) -> list[dict]:
    """One summary dict per method (see the module docstring); cost and relative figures need a ``grpo`` run."""
    budget = min(column(rows, "cum_tokens")[-1] for seeds in runs.values() for rows in seeds.values())
    grid = np.linspace(0, budget, 200)[1:]
    base = runs.get("grpo")
    out = []
    for method, seeds in runs.items():
        rows_by_seed = list(seeds.values())
        reached = [iterations_to_target(rows, target) for rows in rows_by_seed]
        ok = [r for r in reached if not math.isnan(r[0])]
        last_val = [next((r["val_success"] for r in reversed(rows) if not math.isnan(r["val_success"])), math.nan)
                    for rows in rows_by_seed]
        summary = {
            "method": method,
            "seeds": len(rows_by_seed),
            "final_train": mean_se([column(rows, "train_success")[-10:].mean() for rows in rows_by_seed]),
            "final_val": mean_se(last_val),
            "reached": f"{len(ok)}/{len(rows_by_seed)}",
            "iters_to_target": mean_se([r[0] for r in ok]),
            "tokens_to_target": mean_se([r[1] for r in ok]),
            "auc_steps": mean_se([column(rows, "train_success").mean() for rows in rows_by_seed]),
            "auc_tokens": mean_se([success_at_tokens(rows, grid).mean() for rows in rows_by_seed]),
        }
        if base is not None:
            summary["cost"] = cost_ratios(rows_by_seed, list(base.values()))
        out.append(summary)
    if base is not None:
        ref = next(s for s in out if s["method"] == "grpo")
        for s in out:
            s["rel_steps"] = s["auc_steps"][0] / ref["auc_steps"][0] - 1 if ref["auc_steps"][0] else math.nan
            s["rel_tokens"] = s["auc_tokens"][0] / ref["auc_tokens"][0] - 1 if ref["auc_tokens"][0] else math.nan
    return out


def _pm(pair: tuple[float, float], digits: int = 2) -> str:
    """``"mean ± se"``; the mean alone when there is no standard error (one value); ``"n/a"`` without a value."""
    mean, se = pair
    if math.isnan(mean):
        return "n/a"
    return f"{mean:.{digits}f}" if math.isnan(se) else f"{mean:.{digits}f} ± {se:.{digits}f}"


def table(summaries: list[dict], target: float) -> str:
    """Two markdown tables, learning and cost (with their notes)."""
    lines = [
        f"| method | seeds | final train success | final val success | reached {target:.2f} | iterations to "
        f"{target:.2f} | tokens to {target:.2f} (k) | AUC steps | AUC tokens | vs GRPO, equal steps | vs GRPO, "
        "equal tokens |",
        "|" + "---|" * 11,
    ]
    for s in summaries:
        tokens_k = tuple(x / 1000 for x in s["tokens_to_target"])
        rel = lambda key: f"{s[key]:+.1%}" if key in s and not math.isnan(s[key]) else "n/a"  # noqa: E731
        lines.append(
            f"| {s['method']} | {s['seeds']} | {_pm(s['final_train'])} | {_pm(s['final_val'])} | {s['reached']} | "
            f"{_pm(s['iters_to_target'], 1)} | {_pm(tokens_k, 1)} | {_pm(s['auc_steps'], 3)} | "
            f"{_pm(s['auc_tokens'], 3)} | {rel('rel_steps')} | {rel('rel_tokens')} |"
        )
    lines += [
        "",
        "Mean ± standard error over seeds. Final train success: mean training success rate (sampled episodes) "
        "of the last 10 iterations; final val success: greedy success on the held-out tasks at the last "
        "validation. AUC steps: mean training success over the run; AUC tokens: mean training success over a "
        "common budget of generated tokens (rollouts + verification). Iterations / tokens to target: first time "
        f"the trailing {SMOOTH}-iteration mean reaches it, averaged over only the seeds that reach it (a method "
        "whose slower seeds also get there can show a later mean than one whose slow seeds never do).",
    ]
    if all("cost" in s for s in summaries):
        windows = " / ".join(label for label, _, _ in COST_WINDOWS)
        lines += [
            "",
            f"| method | generated tokens ÷ GRPO ({windows}) | env steps ÷ GRPO | wall-time overhead (in-run) |",
            "|---|---|---|---|",
        ]
        for s in summaries:
            cells = [" / ".join(f"{x:.2f}×" for x in s["cost"][k]) for k in ("tokens", "env_steps", "wall")]
            lines.append(f"| {s['method']} | " + " | ".join(cells) + " |")
        lines += [
            "",
            "Cost: sums over the iterations of the window and over seeds, divided by GRPO's (env steps include the "
            "verifier's replayed prefixes). Wall-time overhead: measured inside each run as wall ÷ (wall − judge, "
            "verifier or GiGPO seconds), i.e. the iteration's time over what it would take without the method's "
            "own work (GRPO: 1 by construction); runs made at different times on a shared machine are slowed "
            "differently, so their wall times are not divided by each other.",
        ]
    return "\n".join(lines)


def plot(runs: dict[str, dict[int, list[dict]]], path: Path) -> None:
    """Three panels: training success vs iteration and vs cumulative generated tokens, validation success vs
    iteration; mean over seeds with a ± standard-error band (training curves: trailing mean)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(16, 4.5))
    for method, seeds in runs.items():
        rows_by_seed = list(seeds.values())
        n = min(len(rows) for rows in rows_by_seed)
        success = np.stack([trailing_mean(column(rows[:n], "train_success"), SMOOTH) for rows in rows_by_seed])
        tokens = np.stack([column(rows[:n], "cum_tokens") for rows in rows_by_seed]).mean(0) / 1000
        it = column(rows_by_seed[0][:n], "iteration")
        mean = success.mean(0)
        se = success.std(0, ddof=1) / math.sqrt(len(success)) if len(success) > 1 else np.zeros_like(mean)
        for ax, x in ((axes[0], it), (axes[1], tokens)):
            (line,) = ax.plot(x, mean, label=method)
            ax.fill_between(x, mean - se, mean + se, color=line.get_color(), alpha=0.2)
        val = np.stack([column(rows[:n], "val_success") for rows in rows_by_seed])
        has = ~np.isnan(val).any(0)
        if has.any():
            vmean = val[:, has].mean(0)
            vse = val[:, has].std(0, ddof=1) / math.sqrt(len(val)) if len(val) > 1 else np.zeros_like(vmean)
            axes[2].errorbar(it[has], vmean, yerr=vse, marker="o", capsize=3, label=method)
    axes[0].set(xlabel="training iteration", ylabel=f"training success rate (trailing {SMOOTH})")
    axes[1].set(xlabel="generated tokens (thousands, rollouts + verification)", ylabel="training success rate")
    axes[2].set(xlabel="training iteration", ylabel="validation success rate (greedy, held-out tasks)")
    for ax in axes:
        ax.set_ylim(-0.02, 1.02)
        ax.grid(alpha=0.3)
    axes[0].legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def report(csv_path: Path, out: Path, target: float = 0.8, methods: list[str] | None = None,
           seeds: list[int] | None = None, tag: str = "") -> str:
    """Write ``curves.png`` and ``table.md`` (``curves_<tag>.png``, ``table_<tag>.md`` with a tag) into ``out`` from
    the CSV's runs, or only those of ``methods`` (in that order) and ``seeds``; returns the table.

    Raises:
        FileNotFoundError: no CSV at ``csv_path``.
        ValueError: the selection holds no run.
    """
    if not Path(csv_path).exists():
        raise FileNotFoundError(f"{csv_path}: no runs CSV; run bench/credit_assignment.py without --report-only first")
    runs = load(csv_path)
    if methods is not None:
        unknown = [m for m in methods if m not in runs]
        if unknown:
            raise ValueError(f"{csv_path} has no runs of {unknown}; it has {sorted(runs)}")
        runs = {m: runs[m] for m in methods}
    if seeds is not None:
        runs = {m: {s: rows for s, rows in by_seed.items() if s in seeds} for m, by_seed in runs.items()}
        runs = {m: by_seed for m, by_seed in runs.items() if by_seed}
    if not runs:
        raise ValueError(f"{csv_path}: no run of methods {methods} and seeds {seeds}")
    lengths = {(m, s): len(rows) for m, by_seed in runs.items() for s, rows in by_seed.items()}
    if len(set(lengths.values())) > 1:
        raise ValueError(f"{csv_path}: runs of different lengths (iterations per method and seed: {lengths}); "
                         "compare runs of equal length (select them with methods / seeds)")
    suffix = f"_{tag}" if tag else ""
    text = table(summarise(runs, target), target)
    (out / f"table{suffix}.md").write_text(text + "\n")
    plot(runs, out / f"curves{suffix}.png")
    print(text)
    return text
