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
  so their wall times are not divided by each other;
- *health* (a third table, :func:`health`): the positive-verify share (segments verified with Â > 0 ÷ segments
  verified), the mean segment length in turns, the eligible-group rate, the bonus token share and the extra generated
  tokens ÷ the rollouts' own, next to each method's paired difference to the reference (:func:`comparison_table`).

An iteration whose episodes all aborted has no training success (an empty ``train_success``, NaN when read): every
figure of it leaves that iteration out, none counts it as 0 (a trailing mean averages the iterations of its window
that have a value; a mean over the run, or its last 10 iterations, those that have one).
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
    """Mean of the last ``window`` values at each position (fewer at the start), ``[T]``. NaN values are left out:
    a position averages the values of its window that are defined (the window stays ``window`` positions long; it
    does not reach further back), and is NaN where its window holds none."""
    defined = ~np.isnan(x)
    c = np.cumsum(np.insert(np.where(defined, x, 0.0), 0, 0.0))
    counts = np.cumsum(np.insert(defined.astype(float), 0, 0.0))
    idx = np.arange(1, len(x) + 1)
    lo = np.maximum(idx - window, 0)
    n = counts[idx] - counts[lo]
    return np.divide(c[idx] - c[lo], n, out=np.full(len(x), math.nan), where=n > 0)


def mean_se(values) -> tuple[float, float]:
    """Mean and standard error of the mean (NaN for a single value); NaN values are left out."""
    v = np.asarray([x for x in values if not math.isnan(x)], dtype=float)
    if len(v) == 0:
        return math.nan, math.nan
    return float(v.mean()), float(v.std(ddof=1) / math.sqrt(len(v))) if len(v) > 1 else math.nan


def column(rows: list[dict], name: str) -> np.ndarray:
    return np.array([r[name] for r in rows], dtype=float)


def iterations_to_target(rows: list[dict], target: float) -> tuple[float, float]:
    """(iteration, cumulative tokens) where the trailing mean of training success (:func:`trailing_mean`, NaN
    values left out) first reaches ``target``; NaNs if never. An iteration without training success can be the one
    (its trailing mean is that of the window's other iterations); its tokens count in the cumulative tokens."""
    smooth = trailing_mean(column(rows, "train_success"), SMOOTH)
    hit = np.nonzero(smooth >= target)[0]
    if len(hit) == 0:
        return math.nan, math.nan
    return float(rows[hit[0]]["iteration"]), float(rows[hit[0]]["cum_tokens"])


def success_at_tokens(rows: list[dict], grid: np.ndarray) -> np.ndarray:
    """Training success (trailing mean, :func:`trailing_mean`) interpolated at cumulative-token budgets ``grid``,
    ``[len(grid)]``: linearly between the iterations where it is defined (a NaN one is passed over, its tokens still
    move the later iterations along the budget), held constant before the first and after the last of them (as
    ``np.interp`` does); all NaN if it is defined nowhere."""
    tokens, success = column(rows, "cum_tokens"), trailing_mean(column(rows, "train_success"), SMOOTH)
    defined = ~np.isnan(success)
    if not defined.any():
        return np.full(len(grid), math.nan)
    return np.interp(grid, tokens[defined], success[defined])


#: iteration windows of the cost table: (label, first iteration, last iteration + 1); None = to the end
COST_WINDOWS = (("iterations 0–9", 0, 10), ("last 10", -10, None), ("cumulative", 0, None))


def _ratio(num: float, den: float) -> float:
    """``num / den``; NaN (shown as n/a) where nothing was measured (``den`` 0), e.g. a 1-iteration run's wall."""
    return num / den if den else math.nan


def cost_ratios(rows_by_seed: list[list[dict]], ref_by_seed: list[list[dict]]) -> dict[str, list[float]]:
    """For each of ``tokens``, ``env_steps`` and ``wall``: the method's cost ÷ GRPO's in each :data:`COST_WINDOWS`
    window. Tokens and environment steps: sums over the window and the seeds, divided by GRPO's; wall: the in-run
    ratio ``sum(wall) / sum(wall − the method's own seconds)`` over the iterations with a wall time (runs made at
    different times on a shared machine are slowed differently, so their wall times are not divided by each
    other); ``untimed``: the share of the method's own seconds (``extra_s``) that fall in the iterations without a
    wall time (a run's first, and the first after a resume), which the wall ratio leaves out (NaN: no own seconds)."""

    def total(runs, name, lo, hi):
        return sum(float(np.nansum(column(rows[lo:hi], name))) for rows in runs)

    out: dict[str, list[float]] = {"tokens": [], "env_steps": [], "wall": [], "untimed": []}
    for _, lo, hi in COST_WINDOWS:
        out["tokens"].append(_ratio(total(rows_by_seed, "tokens", lo, hi), total(ref_by_seed, "tokens", lo, hi)))
        env = [total(r, "rollout_env_steps", lo, hi) + total(r, "extra_env_steps", lo, hi)
               for r in (rows_by_seed, ref_by_seed)]
        out["env_steps"].append(_ratio(env[0], env[1]))
        timed = [[r for r in rows[lo:hi] if not math.isnan(r["wall_s"])] for rows in rows_by_seed]  # not iteration 0
        wall, own = total(timed, "wall_s", 0, None), total(timed, "extra_s", 0, None)
        out["wall"].append(_ratio(wall, wall - own))
        all_own = total(rows_by_seed, "extra_s", lo, hi)
        out["untimed"].append(_ratio(all_own - own, all_own))
    return out


def summarise(runs: dict[str, dict[int, list[dict]]], target: float, reference: str = "grpo") -> list[dict]:
    """One summary dict per method (see the module docstring); cost and relative figures need a run of
    ``reference`` (GRPO: ``grpo``, or the paper's ``grpo_paper``)."""
    budget = min(column(rows, "cum_tokens")[-1] for seeds in runs.values() for rows in seeds.values())
    grid = np.linspace(0, budget, 200)[1:]
    base = runs.get(reference)
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
            "final_train": mean_se([run_value(rows, "train_success", 10) for rows in rows_by_seed]),
            "final_val": mean_se(last_val),
            "reached": f"{len(ok)}/{len(rows_by_seed)}",
            "iters_to_target": mean_se([r[0] for r in ok]),
            "tokens_to_target": mean_se([r[1] for r in ok]),
            "auc_steps": mean_se([run_value(rows, "train_success") for rows in rows_by_seed]),
            "auc_tokens": mean_se([success_at_tokens(rows, grid).mean() for rows in rows_by_seed]),
        }
        if base is not None:
            summary["cost"] = cost_ratios(rows_by_seed, list(base.values()))
        out.append(summary)
    if base is not None:
        ref = next(s for s in out if s["method"] == reference)
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
            f"| method | generated tokens ÷ GRPO ({windows}) | env steps ÷ GRPO | wall-time overhead (in-run) "
            "| own seconds untimed |",
            "|---|---|---|---|---|",
        ]
        for s in summaries:
            cells = [" / ".join("n/a" if math.isnan(x) else f"{x:.2f}×" for x in s["cost"][k])
                     for k in ("tokens", "env_steps", "wall")]
            cells.append(" / ".join("n/a" if math.isnan(x) else f"{x:.0%}" for x in s["cost"]["untimed"]))
            lines.append(f"| {s['method']} | " + " | ".join(cells) + " |")
        lines += [
            "",
            "Cost: sums over the iterations of the window and over seeds, divided by GRPO's (env steps include the "
            "verifier's replayed prefixes). Wall-time overhead: measured inside each run as wall ÷ (wall − judge, "
            "verifier or GiGPO seconds), i.e. the iteration's time over what it would take without the method's "
            "own work (GRPO: 1 by construction); runs made at different times on a shared machine are slowed "
            "differently, so their wall times are not divided by each other. It leaves out the iterations without a "
            "wall time (a run's first, and the first after a resume); own seconds untimed: the share of the method's "
            "own seconds that fall in them (n/a: none).",
        ]
    return "\n".join(lines)


def curve_mean_se(curves: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Mean and standard error over seeds of ``curves`` (``[seeds, T]``) at each position, ``[T]`` each; NaN values
    are left out: a position averages the seeds that have a value there (NaN where none has; a standard error of 0
    where one has, as with a single seed)."""
    n = (~np.isnan(curves)).sum(0)
    mean = np.divide(np.nansum(curves, 0), n, out=np.full(curves.shape[1], math.nan), where=n > 0)
    squares = np.nansum((curves - mean) ** 2, 0)
    se = np.sqrt(np.divide(squares, (n - 1) * n, out=np.zeros(curves.shape[1]), where=n > 1))
    return mean, np.where(n > 0, se, math.nan)


def plot(runs: dict[str, dict[int, list[dict]]], path: Path) -> None:
    """Panels: training success vs iteration and vs cumulative generated tokens; validation success vs iteration
    when the runs validated; the exact success probability vs iteration when the runs have it. Mean over seeds with
    a ± standard-error band (training curves: trailing mean), NaN values left out (:func:`curve_mean_se`)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    def recorded(name: str) -> bool:
        values = (r.get(name, math.nan) for seeds in runs.values() for rows in seeds.values() for r in rows)
        return any(not math.isnan(v) for v in values)

    panels = ["train", "tokens"] + ["val"] * recorded("val_success") + ["exact"] * recorded("exact_success")
    fig, axes_list = plt.subplots(1, len(panels), figsize=(5.25 * len(panels), 4.5))
    axes = dict(zip(panels, axes_list))
    for method, seeds in runs.items():
        rows_by_seed = list(seeds.values())
        n = min(len(rows) for rows in rows_by_seed)
        success = np.stack([trailing_mean(column(rows[:n], "train_success"), SMOOTH) for rows in rows_by_seed])
        tokens = np.stack([column(rows[:n], "cum_tokens") for rows in rows_by_seed]).mean(0) / 1000
        it = column(rows_by_seed[0][:n], "iteration")
        mean, se = curve_mean_se(success)
        for ax, x in ((axes["train"], it), (axes["tokens"], tokens)):
            (line,) = ax.plot(x, mean, label=method)
            ax.fill_between(x, mean - se, mean + se, color=line.get_color(), alpha=0.2)
        val = np.stack([column(rows[:n], "val_success") for rows in rows_by_seed])
        has = ~np.isnan(val).any(0)
        if "val" in axes and has.any():
            vmean = val[:, has].mean(0)
            vse = val[:, has].std(0, ddof=1) / math.sqrt(len(val)) if len(val) > 1 else np.zeros_like(vmean)
            axes["val"].errorbar(it[has], vmean, yerr=vse, marker="o", capsize=3, label=method)
        if "exact" in axes:
            emean, ese = curve_mean_se(np.stack([column(rows[:n], "exact_success") for rows in rows_by_seed]))
            (line,) = axes["exact"].plot(it, emean, label=method)
            axes["exact"].fill_between(it, emean - ese, emean + ese, color=line.get_color(), alpha=0.2)
    axes["train"].set(xlabel="training iteration", ylabel=f"training success rate (trailing {SMOOTH})")
    axes["tokens"].set(xlabel="generated tokens (thousands, rollouts + verification)", ylabel="training success rate")
    if "val" in axes:
        axes["val"].set(xlabel="training iteration", ylabel="validation success rate (greedy, held-out tasks)")
    if "exact" in axes:
        axes["exact"].set(xlabel="training iteration", ylabel="exact success probability (sampling policy, held-out)")
    for ax in axes.values():
        ax.set_ylim(-0.02, 1.02)
        ax.grid(alpha=0.3)
    axes["train"].legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def report(csv_path: Path, out: Path, target: float = 0.8, methods: list[str] | None = None,
           seeds: list[int] | None = None, tag: str = "", per_iteration: bool = False,
           first_iterations: int | None = None) -> str:
    """Write ``curves.png`` and ``table.md`` (``curves_<tag>.png``, ``table_<tag>.md`` with a tag) into ``out`` from
    the CSV's runs, or only those of ``methods`` (in that order) and ``seeds``; returns the table. With
    ``per_iteration``, the table ends with every run's values per iteration (:func:`per_iteration_table`). With
    ``first_iterations`` N, only the first N iterations of every run count (a partial comparison of runs stopped part
    way, all cut to the same length), and the table opens with a line saying so.

    Raises:
        FileNotFoundError: no CSV at ``csv_path``.
        ValueError: the selection holds no run; runs of different lengths; with ``first_iterations``, a run shorter
            than it (named).
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
    if first_iterations is not None:
        short = {(m, s): len(rows) for m, by_seed in runs.items() for s, rows in by_seed.items()
                 if len(rows) < first_iterations}
        if short:
            raise ValueError(f"{csv_path}: runs shorter than first_iterations={first_iterations} (iterations per "
                             f"method and seed: {short})")
        runs = {m: {s: rows[:first_iterations] for s, rows in by_seed.items()} for m, by_seed in runs.items()}
    lengths = {(m, s): len(rows) for m, by_seed in runs.items() for s, rows in by_seed.items()}
    if len(set(lengths.values())) > 1:
        raise ValueError(f"{csv_path}: runs of different lengths (iterations per method and seed: {lengths}); "
                         "compare runs of equal length (select them with methods / seeds)")
    suffix = f"_{tag}" if tag else ""
    reference = next(iter(references(runs)), "grpo")
    text = table(summarise(runs, target, reference), target)
    if first_iterations is not None:
        text = (f"Partial: the first {first_iterations} iterations of each run (runs stopped part way).\n\n"
                + text)
    text += "\n\n" + comparison_table(runs, paired_metric(runs))
    pairing = pairing_table(runs)
    if pairing:
        text += "\n\n" + pairing
    if per_iteration:
        text += "\n\n" + per_iteration_table(runs)
    (out / f"table{suffix}.md").write_text(text + "\n")
    plot(runs, out / f"curves{suffix}.png")
    print(text)
    return text


def per_iteration_table(runs: dict[str, dict[int, list[dict]]]) -> str:
    """Markdown: one row per run (method, seed) with its training success at every iteration and its greedy
    validation success at every iteration that validated, each as ``iteration: value`` (iterations numbered from 0,
    as in ``runs.csv`` and TensorBoard); for short runs, whose values are read one by one (the real-environment
    comparisons)."""
    lines = ["| method | seed | train success (iteration: value) | validation success (after iteration: value) |",
             "|---|---|---|---|"]
    for method, by_seed in runs.items():
        for seed, rows in sorted(by_seed.items()):
            train = ", ".join(f"{int(r['iteration'])}: " + ("n/a" if math.isnan(r["train_success"])
                                                            else f"{r['train_success']:.3f}") for r in rows)
            val = ", ".join(f"{int(r['iteration'])}: {r['val_success']:.3f}" for r in rows
                            if not math.isnan(r["val_success"]))
            lines.append(f"| {method} | {seed} | {train} | {val or 'none'} |")
    lines += ["", "Iterations numbered from 0: a validation after iteration k ran after k + 1 rollout iterations. "
              "Train success: the success rate of the iteration's sampled training episodes (n/a: every episode "
              "aborted); validation success: greedy, on the held-out tasks."]
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------- paired analysis
#: the primary metric of the pre-registered comparison (docs/experiments/trap_corridor.md): the exact success
#: probability on the held-out tasks, averaged over the run's iterations; the secondary one: averaged over its last
#: 10 iterations
PRIMARY, SECONDARY = ("exact_success", None), ("exact_success", 10)
#: reference methods of the paired comparison, in order of preference (a method ``name@settings`` counts as ``name``)
REFERENCES = ("grpo_paper", "grpo_budget_matched", "grpo")


def references(methods) -> list[str]:
    """The methods among ``methods`` that are references (:data:`REFERENCES`), in the order of preference."""
    return [m for r in REFERENCES for m in methods if m.partition("@")[0] == r]


def paired_metric(runs: dict[str, dict[int, list[dict]]]) -> str:
    """The column the paired comparison and the power analysis read: the pre-registered primary metric
    (:data:`PRIMARY`, exact success) where any run has it, else ``train_success`` (the real environments)."""
    exact = any(not math.isnan(run_value(rows, *PRIMARY)) for by_seed in runs.values() for rows in by_seed.values())
    return PRIMARY[0] if exact else "train_success"


def run_value(rows: list[dict], column: str, last: int | None = None) -> float:
    """Mean of ``column`` over a run's iterations (the last ``last`` only, if given), NaN values left out."""
    values = [r.get(column, math.nan) for r in (rows[-last:] if last else rows)]
    values = [v for v in values if not math.isnan(v)]
    return float(np.mean(values)) if values else math.nan


def paired_difference(runs: dict[str, dict[int, list[dict]]], method: str, reference: str, column: str,
                      last: int | None = None, alpha: float = 0.05) -> dict:
    """The method's paired difference to ``reference`` over the seeds both have: per seed d = value(method) −
    value(reference) (:func:`run_value`: NaN values left out); mean, standard deviation, the ``1 − alpha`` confidence
    interval of the mean (Student t, n − 1 degrees of freedom) and the two-sided p-value of the paired t-test
    (scipy's ``ttest_rel``); ``relative``: mean d ÷ the reference's mean over those seeds. A seed where either run
    has no value at all (e.g. every iteration's episodes aborted: no training success) has no pair and is left out
    of ``n`` (:func:`t_summary`)."""
    pairs = [(run_value(runs[method][s], column, last), run_value(runs[reference][s], column, last))
             for s in sorted(set(runs[method]) & set(runs[reference]))]
    pairs = [(x, y) for x, y in pairs if not (math.isnan(x) or math.isnan(y))]
    a, b = np.array([x for x, _ in pairs]), np.array([y for _, y in pairs])
    out = t_summary(a - b, alpha)
    return out | {"relative": float(out["mean"] / b.mean()) if len(pairs) and b.mean() else math.nan}


def t_summary(differences, alpha: float = 0.05) -> dict:
    """Paired differences ``d`` ``[n]`` (one per seed) summarised for the paired t-test: ``n``, ``mean``, ``sd``
    (ddof 1), the ``1 − alpha`` confidence interval of the mean (``low``, ``high``; Student t, n − 1 degrees of
    freedom) and the two-sided p-value of mean 0 (scipy's ``ttest_1samp``, which equals ``ttest_rel`` on the pairs).
    The interval and p are NaN with fewer than 2 differences or a standard deviation of 0; the mean and sd are NaN
    where undefined."""
    from scipy import stats

    d = np.asarray(differences, dtype=float)
    n = int(d.size)
    out = {"n": n, "mean": float(d.mean()) if n else math.nan, "sd": float(d.std(ddof=1)) if n > 1 else math.nan}
    if n > 1 and out["sd"] > 0:
        half = stats.t.ppf(1 - alpha / 2, n - 1) * out["sd"] / math.sqrt(n)
        out.update(low=out["mean"] - half, high=out["mean"] + half, p=float(stats.ttest_1samp(d, 0.0).pvalue))
    else:
        out.update(low=math.nan, high=math.nan, p=math.nan)
    return out


def paired_power(sd: float, delta: float, n: int, alpha: float = 0.05) -> float:
    """Power of the two-sided paired t-test at ``n`` pairs to detect a true mean difference ``delta`` when the
    differences have standard deviation ``sd`` (noncentral t)."""
    from scipy import stats

    df, nc = n - 1, delta / (sd / math.sqrt(n))
    crit = stats.t.ppf(1 - alpha / 2, df)
    lower = stats.nct.cdf(-crit, df, nc)  # scipy gives NaN for a far tail (large nc): it is 0 there
    return float(stats.nct.sf(crit, df, nc) + (0.0 if math.isnan(lower) else lower))


def seeds_for_power(sd: float, delta: float, power: float = 0.8, alpha: float = 0.05, most: int = 1000) -> int:
    """The smallest number of paired seeds (>= 2) at which :func:`paired_power` reaches ``power``.

    Raises:
        ValueError: not reached within ``most`` seeds.
    """
    for n in range(2, most + 1):
        if paired_power(sd, delta, n, alpha) >= power:
            return n
    raise ValueError(f"power {power} not reached within {most} seeds (sd {sd}, delta {delta})")


def seeds_needed(sd: float, delta: float, power: float, alpha: float, most: int = 1000) -> int | str:
    """:func:`seeds_for_power`, or ``"more than <most>"`` where it is not reached within ``most`` seeds."""
    try:
        return seeds_for_power(sd, delta, power, alpha, most)
    except ValueError:
        return f"more than {most}"


def detectable_effect(sd: float, n: int, power: float = 0.8, alpha: float = 0.05) -> float:
    """The smallest true mean difference that ``n`` paired seeds detect with ``power`` (bisection on
    :func:`paired_power`, whose bracket doubles until it holds that difference: 2 seeds need more than 10 SD)."""
    lo, hi = 0.0, 10 * sd + 1e-12
    while paired_power(sd, hi, n, alpha) < power:
        lo, hi = hi, 2 * hi
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if paired_power(sd, mid, n, alpha) < power else (lo, mid)
    return hi


#: the column of each metric of the paired comparison, and its name and definition in the tables
METRIC_NAMES = {"exact_success": "exact success", "train_success": "train success"}
METRIC_DEFINITIONS = {
    "exact_success": "Exact success: the sampling policy's exact success probability on the held-out tasks "
                     "(callbacks/exact_success.py).",
    "train_success": "Train success: the success rate of the iteration's sampled training episodes.",
}


def health(seeds: dict[int, list[dict]]) -> dict[str, float]:
    """A method's health and token cost over all its runs (``{seed: rows}``), each NaN where undefined:

    - ``positive_verify_share``: segments verified with Â > 0 ÷ segments verified (sums over iterations and seeds);
    - ``segment_turns``: mean length in turns of the proposed segments (each iteration's mean weighted by its
      segments proposed);
    - ``eligible_group_rate``, ``bonus_token_share``: the per-iteration rates averaged over iterations and seeds;
    - ``extra_token_ratio``: extra generated tokens (judge, verifier) ÷ the rollouts' generated tokens (sums);
    - ``judge_failure_share``: judge cases dropped (an unparseable answer, a broken rule, a timeout) ÷ (those +
      segments proposed), over the run and seeds; NaN for runs whose CSV has no ``judge_failures`` column.
    """
    rows = [r for by_seed in seeds.values() for r in by_seed]

    def total(name: str) -> float:
        return float(np.nansum([r.get(name, math.nan) for r in rows]))

    proposed = total("segments_proposed")
    turns = (float(np.nansum([r.get("segment_turns_mean", math.nan) * r["segments_proposed"] for r in rows]))
             if proposed else 0.0)
    return {"positive_verify_share": _ratio(total("segments_verified_positive"), total("segments_verified")),
            "segment_turns": _ratio(turns, proposed),
            "eligible_group_rate": run_value(rows, "eligible_group_rate"),
            "bonus_token_share": run_value(rows, "bonus_token_share"),
            "extra_token_ratio": _ratio(total("extra_tokens"), total("rollout_tokens")),
            "judge_failure_share": (_ratio(total("judge_failures"), total("judge_failures") + proposed)
                                    if any("judge_failures" in r for r in rows) else math.nan)}


def budget_match(seeds: dict[int, list[dict]], episodes: int) -> dict:
    """The budget-matched GRPO setting sized to a method's realised extra tokens (the ALFWorld ProVer study's rule,
    ``docs/experiments/alfworld_prover.md``): R = its :func:`health` ``extra_token_ratio`` at full precision (the
    tables show 3 decimals, which can move ⌈episodes · R⌉ by one), k = ⌈episodes · R⌉ extra episodes per iteration
    (``ExtraRollouts`` adds ``round(token_ratio × episodes)``), and ``token_ratio`` = k / episodes written with 4
    decimals: within 5e-5 of k / episodes, so that ``round(token_ratio × episodes)`` gives back k while episodes
    < 10,000.

    Args:
        seeds: the method's runs, ``{seed: rows}``.
        episodes: the rollout episodes per iteration (tasks per step × group size).

    Returns:
        ``{"seeds", "extra_token_ratio", "episodes", "extra_episodes", "token_ratio", "method"}``; ``method`` is the
        ``bench/credit_assignment.py`` method string.

    Raises:
        ValueError: ``episodes`` < 1, or runs without extra tokens (R undefined or 0: nothing to match).
    """
    if episodes < 1:
        raise ValueError(f"episodes must be >= 1, got {episodes}")
    ratio = health(seeds)["extra_token_ratio"]
    if not ratio > 0:
        raise ValueError(f"extra_token_ratio is {ratio} over seeds {sorted(seeds)}: no extra tokens to match")
    k = math.ceil(episodes * ratio)
    token_ratio = f"{k / episodes:.4f}"
    return {"seeds": sorted(seeds), "extra_token_ratio": ratio, "episodes": episodes, "extra_episodes": k,
            "token_ratio": token_ratio, "method": f"grpo_budget_matched@token_ratio={token_ratio}"}


#: the counts behind the health shares (columns of runs.csv), in the order of the counts table
COUNT_COLUMNS = {"eligible_groups": "eligible groups", "segments_proposed": "segments proposed",
                 "judge_failures": "judge failures", "segments_verified": "segments verified",
                 "segments_verified_positive": "verified with Â > 0"}


def counts(seeds: dict[int, list[dict]]) -> dict[str, int | None]:
    """The counts behind a method's positive-verify and judge-failure shares (:func:`health`), summed over iterations
    and seeds: each column of :data:`COUNT_COLUMNS`, ``None`` where no row has it (a CSV written before the column
    existed), and ``runs``, the number of seeds."""
    rows = [r for by_seed in seeds.values() for r in by_seed]
    return {"runs": len(seeds)} | {c: int(np.nansum([r.get(c, math.nan) for r in rows]))
                                   if any(c in r for r in rows) else None for c in COUNT_COLUMNS}


def comparison_table(runs: dict[str, dict[int, list[dict]]], column: str = PRIMARY[0]) -> str:
    """Markdown: each method's paired difference to every reference method present, in ``column`` averaged over the
    run and over its last 10 iterations (for ``exact_success``: the pre-registered primary and secondary metrics;
    ``train_success`` where a benchmark has no exact success), with its 95 % confidence interval and p-value; then
    the health and cost of each method, and the counts behind its health shares (:func:`counts`)."""
    refs, name = references(runs), METRIC_NAMES[column]
    whole, last = (column, PRIMARY[1]), (column, SECONDARY[1])
    lines = []
    for ref in refs:
        lines += [f"| method vs {ref} | seeds | Δ mean {name} (run) [95 % CI] | relative | p | "
                  f"Δ final {name} (last 10) [95 % CI] | p |", "|---|---|---|---|---|---|---|"]
        for method in runs:
            if method == ref:
                continue
            first, final = (paired_difference(runs, method, ref, *m) for m in (whole, last))
            lines.append(f"| {method} | {first['n']} | {format_ci(first)} | {first['relative']:+.1%} | "
                         f"{format_p(first)} | {format_ci(final)} | {format_p(final)} |")
        lines.append("")
    lines += [f"| method | mean {name} (run) | final (last 10) | positive-verify share | segment length (turns) "
              "| eligible-group rate | judge failure share | bonus token share | extra tokens ÷ rollout |",
              "|---" * 9 + "|"]
    for method, seeds in runs.items():
        h = health(seeds)
        fmt = lambda key, digits: "n/a" if math.isnan(h[key]) else f"{h[key]:.{digits}f}"  # noqa: E731
        lines.append(
            f"| {method} | {_pm(mean_se([run_value(r, *whole) for r in seeds.values()]), 4)} | "
            f"{_pm(mean_se([run_value(r, *last) for r in seeds.values()]), 4)} | {fmt('positive_verify_share', 3)} | "
            f"{fmt('segment_turns', 2)} | {fmt('eligible_group_rate', 3)} | {fmt('judge_failure_share', 3)} | "
            f"{fmt('bonus_token_share', 4)} | "
            f"{fmt('extra_token_ratio', 3)} |")
    lines += ["", "Paired over seeds: Δ = method − reference per seed; CI from Student's t with n − 1 degrees of "
              "freedom; p: two-sided paired t-test (scipy). " + METRIC_DEFINITIONS[column]
              + " Positive-verify share: verified segments with Â > 0 ÷ verified segments, over the run and seeds; "
              "segment length: mean over proposed segments; "
              "eligible-group rate: eligible ÷ groups per iteration, averaged; judge failure share: judge cases "
              "dropped (unparseable answer, broken rule, timeout) ÷ (those + segments proposed); bonus token share: "
              "share of the "
              "update's response tokens that got a bonus, averaged over iterations."]
    lines += ["", "| method | runs | " + " | ".join(COUNT_COLUMNS.values()) + " |",
              "|---" * (2 + len(COUNT_COLUMNS)) + "|"]
    for method, seeds in runs.items():
        c = counts(seeds)
        lines.append(f"| {method} | {c['runs']} | " + " | ".join("n/a" if c[k] is None else str(c[k])
                                                                  for k in COUNT_COLUMNS) + " |")
    lines += ["", "Counts: sums over the iterations and seeds of the runs, of which the positive-verify and judge "
              "failure shares above are made (n/a: not recorded in these runs)."]
    return "\n".join(lines)


#: iteration 0's values that every method of a seed shares when the runs are paired: a seed fixes the tasks and the
#: random streams, so the first rollout is the same whatever a method does to it (the studies' pairing check)
PAIRING_COLUMNS = {"train_success": "train success", "rollout_tokens": "generated tokens",
                   "rollout_env_steps": "env steps"}
#: methods whose train success also counts the extra episodes they train on (``ExtraRollouts``): for them the
#: pairing check reads the other columns of :data:`PAIRING_COLUMNS`
TRAINS_ON_EXTRA_EPISODES = ("grpo_budget_matched",)


def pairing_table(runs: dict[str, dict[int, list[dict]]]) -> str:
    """Markdown: the pairing check of every seed that two or more methods ran, read from iteration 0
    (:data:`PAIRING_COLUMNS`); "" where no seed has two methods. Per column, the value of the seed's first method
    that is compared on it (the reference first: :func:`references`), and "yes" where every other such method's
    equals it exactly, else "no" with each differing method, column and value (train success in full, counts whole).
    A method of :data:`TRAINS_ON_EXTRA_EPISODES` is not compared on train success, as reference or not; a run
    without iteration 0 (a partial CSV) is left out of its seed's check and named; two NaNs (a column the CSV
    lacks) count as equal, and a seed whose compared values are all NaN reads "n/a" (nothing to check)."""
    def same(a: float, b: float) -> bool:
        return a == b or (math.isnan(a) and math.isnan(b))

    def compared(method: str, column: str) -> bool:
        return not (column == "train_success" and method.partition("@")[0] in TRAINS_ON_EXTRA_EPISODES)

    def shown(column: str, value: float, full: bool = False) -> str:
        if math.isnan(value):
            return "n/a"
        return (repr(value) if full else f"{value:.4f}") if column == "train_success" else f"{value:.0f}"

    refs = references(runs)
    order = refs + [m for m in runs if m not in refs]
    rows = []
    for seed in sorted({s for by_seed in runs.values() for s in by_seed}):
        ran = [m for m in order if seed in runs[m]]
        if len(ran) < 2:
            continue
        first = {m: runs[m][seed][0] for m in ran if runs[m][seed][0]["iteration"] == 0}
        missing = f" (no iteration 0: {', '.join(m for m in ran if m not in first)})" if len(first) < len(ran) else ""
        values, differ, checked = [], [], False
        for column, name in PAIRING_COLUMNS.items():
            methods = [m for m in first if compared(m, column)]
            ref = first[methods[0]].get(column, math.nan) if methods else math.nan
            values.append(shown(column, ref))
            for m in methods[1:]:
                value = first[m].get(column, math.nan)
                checked |= not (math.isnan(value) and math.isnan(ref))
                if not same(value, ref):
                    differ.append(f"{m} {name} {shown(column, value, True)} ≠ {shown(column, ref, True)}")
        verdict = "no: " + "; ".join(differ) if differ else "yes" if checked else "n/a"
        rows.append(f"| {seed} | {len(ran)} | {' | '.join(values)} | {verdict}{missing} |")
    if not rows:
        return ""
    extra = [m for m in runs if m.partition("@")[0] in TRAINS_ON_EXTRA_EPISODES]
    return "\n".join(
        ["| seed | methods | " + " | ".join(f"iteration 0: {n}" for n in PAIRING_COLUMNS.values()) + " | paired |",
         "|---" * (3 + len(PAIRING_COLUMNS)) + "|", *rows, "",
         "Pairing: a seed fixes the tasks and the random streams, so every method's iteration 0 rolls out the same "
         "episodes; each value is the first method's of the seed that is compared on it (the reference's where it "
         "is), and paired reads \"yes\" where every other method's equal them (n/a: nothing recorded to compare)."
         + (f" The train success of {', '.join(extra)} also counts the extra episodes it trains on and is not "
            "compared." if extra else "")])


def format_ci(diff: dict) -> str:
    """``"+0.0123 [-0.0010, +0.0256]"``; the mean alone without an interval (one seed)."""
    if math.isnan(diff["low"]):
        return f"{diff['mean']:+.4f}"
    return f"{diff['mean']:+.4f} [{diff['low']:+.4f}, {diff['high']:+.4f}]"


def format_p(diff: dict) -> str:
    """``"0.123"``, the difference's p-value; ``"n/a"`` without one."""
    return "n/a" if math.isnan(diff["p"]) else f"{diff['p']:.3f}"


def power_analysis(runs: dict[str, dict[int, list[dict]]], reference: str, relative_effect: float = 0.10,
                   power: float = 0.8, alpha: float = 0.05) -> str:
    """Markdown: from a pilot's runs, each method's paired standard deviation of the run mean of
    :func:`paired_metric` (exact success, else train success) against
    ``reference``, the effect ``relative_effect`` × the reference's mean, and the seeds a paired t-test needs to
    detect it with ``power`` at ``alpha`` (:func:`seeds_for_power`); ``seeds``: the paired seeds with a value in
    both. Its seeds needed read "n/a", with the reason, not a count, where there is nothing to size from: fewer than
    2 paired seeds (no SD), a method equal to the reference on every seed (SD 0: no estimate of the spread), or a
    reference mean of 0 (no effect to detect); "more than 1000" where even 1,000 seeds fall short."""
    column = paired_metric(runs)
    ref_mean = float(np.nanmean([run_value(rows, column) for rows in runs[reference].values()]))
    delta = relative_effect * ref_mean
    lines = [f"Reference {reference}: mean {METRIC_NAMES[column]} {ref_mean:.4f} over {len(runs[reference])} seeds; "
             f"effect to detect {relative_effect:.0%} of it = {delta:.4f} (power {power:.0%}, two-sided α {alpha}).",
             "", "| method | seeds | paired SD | seeds needed |", "|---|---|---|---|"]
    for method in runs:
        if method == reference:
            continue
        diff = paired_difference(runs, method, reference, column)
        sd = diff["sd"]
        needed = ("n/a (fewer than 2 paired seeds)" if math.isnan(sd) else "n/a (no seed differs)" if sd == 0
                  else "n/a (reference mean 0)" if delta == 0 else seeds_needed(sd, delta, power, alpha))
        lines.append(f"| {method} | {diff['n']} | {sd:.4f} | {needed} |")
    return "\n".join(lines)
