"""The report of ``bench/per_update.py``: paired per-update differences between arms, with 95 % CIs and p-values,
the dose-response over λ, the difference per unit of extra tokens, and the power analysis that sizes the main run.

The unit is one (policy, rollout batch): every arm updated the same start weights on the same sampled batch with the
same update seed (checked: :func:`load_units` refuses a unit whose arms disagree on the batch or on the success
before), so an arm's effect on that unit is the paired difference of the exact held-out success after the update,
``d = success_after(arm) − success_after(reference)`` (equal to the difference of the two gains, the success before
being the same). Per arm, over the units both arms have: the mean of d, its 95 % percentile-bootstrap CI over units
and the two-sided sign-flip permutation p-value (:func:`prover_lightning.paired_stats.paired_mean_difference`). The
units are treated as independent draws: the inference is about the policies in the CSV (the batches of one policy
share it), which the by-stage table shows side by side. *GRPO's gain* is ``success_after − success_before`` of the
GRPO arm (a); *relative* is mean d ÷ GRPO's mean gain on the same units; *per extra token* is mean d ÷ the arm's mean
extra tokens ÷ rollout tokens (the success gained per rollout's worth of extra generation).

The power analysis (a paired t-test, the large-sample equivalent of the sign-flip test; ``bench/credit_report.py``'s
:func:`~bench.credit_report.seeds_for_power`): the effect to detect is ``relative_effect`` × GRPO's mean per-update
gain, and each arm's paired SD of d against GRPO gives the units needed for 80 % power at α = 0.05.

    python bench/per_update_report.py --csv bench/results/per_update_pilot/updates.csv --power
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for ``bench.*`` when run as a script

from bench.credit_report import format_ci, format_p, seeds_for_power  # noqa: E402
from bench.per_update import ARMS, BUDGET_MATCHED, GRPO, read_rows  # noqa: E402
from prover_lightning.paired_stats import paired_mean_difference  # noqa: E402

#: (policy seed, policy iteration, batch): one unit of the paired comparison
Unit = tuple[int, int, int]
#: the columns read as numbers
NUMERIC = ("success_before", "success_after", "rollout_tokens", "extra_tokens", "extra_token_ratio",
           "bonus_token_share", "segments_proposed", "segments_verified", "segments_credited")
#: the judges and λ of the dose-response table: arm ``prover_paper_<judge>@coef=<λ>``
JUDGES, LAMBDAS = ("oracle", "divergence", "random"), (1.0, 3.0, 10.0)


def load_units(rows: list[dict]) -> dict[Unit, dict[str, dict]]:
    """The rows of an ``updates.csv`` by unit and arm, numeric columns as floats.

    Raises:
        ValueError: two rows of one unit and arm, or arms of one unit with different ``batch_digest`` or
            ``success_before`` (common random numbers broken; names the unit and the arm).
    """
    units: dict[Unit, dict[str, dict]] = {}
    for text in rows:
        row = {**text, **{k: float(text[k]) for k in NUMERIC}}
        unit = (int(row["policy_seed"]), int(row["policy_iteration"]), int(row["batch"]))
        arms = units.setdefault(unit, {})
        if row["arm"] in arms:
            raise ValueError(f"unit {unit}: arm {row['arm']!r} appears twice")
        first = next(iter(arms.values()), row)
        for key in ("batch_digest", "success_before"):
            if row[key] != first[key]:
                raise ValueError(f"unit {unit}: arm {row['arm']!r} has {key} {row[key]!r}, arm {first['arm']!r} "
                                 f"{first[key]!r}: the arms did not update the same batch from the same policy")
        arms[row["arm"]] = row
    return units


def gain(row: dict) -> float:
    """The exact held-out success an arm's update gained on its unit, ``success_after − success_before``."""
    return row["success_after"] - row["success_before"]


def paired(units: dict[Unit, dict[str, dict]], arm: str, reference: str) -> list[Unit]:
    """The units (sorted) that hold both ``arm`` and ``reference``."""
    return sorted(u for u, arms in units.items() if arm in arms and reference in arms)


def compare(units: dict[Unit, dict[str, dict]], arm: str, reference: str) -> dict:
    """``arm`` − ``reference`` over their paired units (module docstring): ``n``, ``mean``, ``low``, ``high``,
    ``p`` (:func:`~prover_lightning.paired_stats.paired_mean_difference`), ``sd`` (of d, ddof 1), ``grpo_gain``
    (GRPO's mean gain on those units, NaN where a unit lacks GRPO), ``relative`` (mean ÷ ``grpo_gain``),
    ``extra_ratio`` (the arm's mean extra tokens ÷ rollout tokens) and ``per_extra_token`` (mean ÷ ``extra_ratio``,
    NaN without extra tokens).

    Raises:
        ValueError: fewer than 2 paired units.
    """
    both = paired(units, arm, reference)
    d = [units[u][arm]["success_after"] - units[u][reference]["success_after"] for u in both]
    out = paired_mean_difference(d)
    grpo = [gain(units[u][GRPO]) for u in both if GRPO in units[u]]
    grpo_gain = float(np.mean(grpo)) if len(grpo) == len(both) else math.nan
    extra = float(np.mean([units[u][arm]["extra_token_ratio"] for u in both]))
    return out | {"sd": float(np.std(d, ddof=1)), "grpo_gain": grpo_gain,
                  "relative": out["mean"] / grpo_gain if grpo_gain else math.nan, "extra_ratio": extra,
                  "per_extra_token": out["mean"] / extra if extra > 0 else math.nan}


def gain_summary(units: dict[Unit, dict[str, dict]], arm: str) -> dict:
    """An arm's own per-update gain (success after − before) over its units: mean, 95 % bootstrap CI, sign-flip p
    of mean 0 (:func:`~prover_lightning.paired_stats.paired_mean_difference`)."""
    return paired_mean_difference([gain(arms[arm]) for arms in units.values() if arm in arms])


def arms_present(units: dict[Unit, dict[str, dict]]) -> list[str]:
    """The arms the units hold, in :data:`~bench.per_update.ARMS` order (others after, sorted)."""
    names = {a for arms in units.values() for a in arms}
    return [a for a in ARMS if a in names] + sorted(names - set(ARMS))


def _num(x: float, fmt: str) -> str:
    return "n/a" if math.isnan(x) else format(x, fmt)


def comparison_table(units: dict[Unit, dict[str, dict]], reference: str) -> str:
    """Markdown: every other arm − ``reference`` (:func:`compare`), one row each."""
    lines = [f"| arm − {reference} | units | Δ exact success after the update [95 % CI] | p | paired SD | "
             "relative to GRPO's gain | extra tokens ÷ rollout | Δ per extra rollout of tokens |",
             "|---|---|---|---|---|---|---|---|"]
    for arm in arms_present(units):
        if arm == reference or len(paired(units, arm, reference)) < 2:
            continue
        c = compare(units, arm, reference)
        lines.append(f"| {arm} | {c['n']} | {format_ci(c)} | {format_p(c)} | {c['sd']:.5f} | "
                     f"{_num(c['relative'], '+.1%')} | {c['extra_ratio']:.3f} | {_num(c['per_extra_token'], '+.5f')} |")
    return "\n".join(lines)


def gain_table(units: dict[Unit, dict[str, dict]]) -> str:
    """Markdown: each arm's own per-update gain and health figures over its units."""
    lines = ["| arm | units | gain: success after − before [95 % CI] | p | bonus token share | segments "
             "credited per batch |", "|---|---|---|---|---|---|"]
    for arm in arms_present(units):
        rows = [arms[arm] for arms in units.values() if arm in arms]
        if len(rows) < 2:
            continue
        g = gain_summary(units, arm)
        lines.append(f"| {arm} | {g['n']} | {format_ci(g)} | {format_p(g)} | "
                     f"{np.mean([r['bonus_token_share'] for r in rows]):.4f} | "
                     f"{np.mean([r['segments_credited'] for r in rows]):.2f} |")
    return "\n".join(lines)


def dose_response_table(units: dict[Unit, dict[str, dict]], reference: str = GRPO) -> str:
    """Markdown: judge × λ, each cell the arm − ``reference`` mean difference [95 % CI] (:func:`compare`)."""
    lines = ["| judge | " + " | ".join(f"λ = {lam:g}: Δ vs {reference} [95 % CI], p" for lam in LAMBDAS) + " |",
             "|---|" + "---|" * len(LAMBDAS)]
    for judge in JUDGES:
        cells = []
        for lam in LAMBDAS:
            arm = f"prover_paper_{judge}@coef={lam:.1f}"
            ok = len(paired(units, arm, reference)) >= 2
            cells.append(f"{format_ci(c := compare(units, arm, reference))}, p {format_p(c)}" if ok else "n/a")
        lines.append(f"| {judge} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def stage_table(units: dict[Unit, dict[str, dict]], arms: tuple[str, ...] = ("prover_paper_oracle@coef=1.0",
                                                                               BUDGET_MATCHED)) -> str:
    """Markdown: per policy iteration (early / middle / late), the success before, GRPO's gain and each of
    ``arms`` − GRPO (mean over that stage's units, with the bootstrap CI)."""
    stages = sorted({u[1] for u in units})
    lines = ["| policy iteration | units | success before | GRPO's gain | " + " | ".join(f"{a} − {GRPO}" for a in arms)
             + " |", "|---|---|---|---|" + "---|" * len(arms)]
    for k in stages:
        sub = {u: a for u, a in units.items() if u[1] == k}
        with_grpo = [a for a in sub.values() if GRPO in a]
        if len(with_grpo) < 2:
            continue
        cells = [format_ci(compare(sub, a, GRPO)) if len(paired(sub, a, GRPO)) >= 2 else "n/a" for a in arms]
        lines.append(f"| {k} | {len(with_grpo)} | {np.mean([a[GRPO]['success_before'] for a in with_grpo]):.4f} | "
                     f"{format_ci(gain_summary(sub, GRPO))} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def power_table(units: dict[Unit, dict[str, dict]], relative_effect: float = 0.10, power: float = 0.8,
                alpha: float = 0.05) -> str:
    """Markdown: the effect to detect (``relative_effect`` × GRPO's mean per-update gain) and, per arm, its paired
    SD of d against GRPO and the units a paired t-test needs to detect the effect with ``power`` at two-sided
    ``alpha`` (:func:`~bench.credit_report.seeds_for_power`); "n/a" with the reason where there is nothing to size
    from (SD 0: the arm equals GRPO on every unit; GRPO's gain 0 or negative: no effect to detect)."""
    grpo_gain = gain_summary(units, GRPO)["mean"]
    delta = relative_effect * grpo_gain
    lines = [f"GRPO's mean per-update gain {grpo_gain:+.5f} over {sum(GRPO in a for a in units.values())} units; "
             f"effect to detect {relative_effect:.0%} of it = {delta:+.5f} (power {power:.0%}, two-sided α {alpha}).",
             "", "| arm | units | paired SD vs GRPO | units needed |", "|---|---|---|---|"]
    for arm in arms_present(units):
        if arm == GRPO or len(paired(units, arm, GRPO)) < 2:
            continue
        c = compare(units, arm, GRPO)
        needed = ("n/a (no unit differs)" if c["sd"] == 0 else "n/a (GRPO's gain is not positive)" if delta <= 0
                  else seeds_for_power(c["sd"], delta, power, alpha, most=100_000))
        lines.append(f"| {arm} | {c['n']} | {c['sd']:.5f} | {needed} |")
    return "\n".join(lines)


def report(units: dict[Unit, dict[str, dict]]) -> str:
    """Markdown: the gains, the comparisons to GRPO (b − a) and to budget-matched GRPO (b − c), the dose-response and
    the by-stage table."""
    parts = [f"{len(units)} units (policy, rollout batch); exact held-out success, 32 tasks.", "",
             "Each arm's own gain:", "", gain_table(units), "", "(b) − (a), every arm against GRPO:", "",
             comparison_table(units, GRPO), ""]
    if any(BUDGET_MATCHED in a for a in units.values()):
        parts += ["(b) − (c), every arm against budget-matched GRPO:", "", comparison_table(units, BUDGET_MATCHED),
                  ""]
    parts += ["Dose-response over λ (against GRPO):", "", dose_response_table(units), "",
              "By policy stage (against GRPO):", "", stage_table(units), "",
              "CIs: percentile bootstrap over units (10 000 resamples); p: two-sided sign-flip permutation test "
              "(prover_lightning/paired_stats.py). Δ per extra rollout of tokens: mean Δ ÷ (extra tokens ÷ rollout "
              "tokens)."]
    return "\n".join(parts)


def first_batches(units: dict[Unit, dict[str, dict]], batches: int) -> dict[Unit, dict[str, dict]]:
    """The units of rollout batches ``0 .. batches - 1`` of every policy: the registered part of an experiment that
    later batches extended (``bench/per_update.py`` runs the batches of a policy in order)."""
    return {unit: arms for unit, arms in units.items() if unit[2] < batches}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--csv", type=Path, required=True, help="an updates.csv of bench/per_update.py")
    parser.add_argument("--out", type=Path, help="directory of table.md / power.md (default: the CSV's)")
    parser.add_argument("--power", action="store_true", help="also write power.md (the pilot's sizing)")
    parser.add_argument("--tag", default="", help="write table_<tag>.md (e.g. partial)")
    parser.add_argument("--batches", type=int,
                        help="only the units of rollout batches 0 .. BATCHES-1 (e.g. 1: the registered six units of "
                        "a CSV that more batches extended)")
    args = parser.parse_args()
    units = load_units(read_rows(args.csv))
    if args.batches is not None:
        units = first_batches(units, args.batches)
    if not units:
        raise SystemExit(f"{args.csv}: no rows" + (f" of batches below {args.batches}" if args.batches else ""))
    out = args.out or args.csv.parent
    text = report(units)
    (out / f"table{'_' + args.tag if args.tag else ''}.md").write_text(text + "\n")
    print(text)
    if args.power:
        power = power_table(units)
        (out / "power.md").write_text(power + "\n")
        print("\n" + power)


if __name__ == "__main__":
    main()
