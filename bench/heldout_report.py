"""Held-out success of several methods' trained policies, paired by training seed and by game: the analysis of a
pre-registered comparison of methods (``docs/experiments/alfworld_prover.md``).

Input: one evaluation file of ``scripts/evaluate.py run`` per method and training seed, at
``DIR/<method>/seed<S>.json``, all played under one protocol (the same settings but the checkpoint: else an error that
names the two files and the settings in which they differ).

- Per method and seed: sampled success (the mean over games of each game's sampled success rate) and greedy success.
- Per method against the reference, per seed ``s`` (paired by game, :func:`prover_lightning.evaluation.compare`):
  ``d_s``, the mean over the games both played of the per-game difference of sampled success (method − reference),
  with its bootstrap CI over games and permutation p; the greedy difference with McNemar's p.
- Across seeds (the unit of replication is the training run): the mean of ``d_s`` with its Student-t 95 % CI and the
  paired t-test p (:func:`bench.credit_report.t_summary`), over the seeds both methods have.
- Power: with the paired SD of ``d_s`` of the ``--primary`` method, the paired seeds a two-sided paired t-test needs
  for 80 % power at α = 0.05 to detect a true difference of ``--delta``
  (:func:`bench.credit_report.seeds_for_power`).

    python bench/heldout_report.py --dir bench/results/alfworld_prover/heldout --reference grpo_paper \\
        --primary prover_paper_progress [--delta 0.05] [--out DIR/report]

writes ``report.json`` and ``report.md``.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.credit_report import format_ci, format_p, seeds_needed, t_summary  # noqa: E402
from bench.run_record import command, write_result  # noqa: E402
from prover_lightning.evaluation import GameOutcome, compare, summarise  # noqa: E402
from scripts.evaluate import load_outcomes, settings_differ, settings_unknown  # noqa: E402

SEED_FILE = re.compile(r"seed(\d+)\.json")


def load_evaluations(directory: Path) -> dict[str, dict[int, tuple[dict, list[GameOutcome]]]]:
    """``{method: {seed: (settings, outcomes)}}`` from ``directory/<method>/seed<S>.json``.

    Raises:
        FileNotFoundError: no evaluation file under ``directory``.
        ValueError: two files differ in a protocol setting, or one lacks a setting the other records (names both
            files and the settings).
    """
    out: dict[str, dict[int, tuple[dict, list[GameOutcome]]]] = {}
    first: tuple[Path, dict] | None = None
    for path in sorted(directory.glob("*/seed*.json")):
        match = SEED_FILE.fullmatch(path.name)
        if not match:
            continue
        settings, games = load_outcomes(path)
        if first is None:
            first = (path, settings)
        differ, unknown = settings_differ(first[1], settings), settings_unknown(first[1], settings)
        if differ or unknown:
            raise ValueError(f"{path} and {first[0]} are not one protocol: settings differ {differ}, "
                             f"recorded by one only {unknown}")
        out.setdefault(path.parent.name, {})[int(match.group(1))] = (settings, games)
    if not out:
        raise FileNotFoundError(f"no evaluation file <method>/seed<S>.json under {directory}")
    return out


def analyse(evaluations: dict[str, dict[int, tuple[dict, list[GameOutcome]]]], reference: str, primary: str,
            delta: float) -> dict:
    """The figures of the module docstring as one dict: ``success`` (per method and seed), ``per_seed`` and
    ``across_seeds`` (per method other than the reference), and ``power`` (for ``primary``).

    Raises:
        KeyError: ``reference`` or ``primary`` has no evaluation (names the methods that have).
    """
    for name in (reference, primary):
        if name not in evaluations:
            raise KeyError(f"no evaluation of method {name!r}; evaluated: {sorted(evaluations)}")
    success = {m: {s: summarise(games)["all"] for s, (_, games) in sorted(by_seed.items())}
               for m, by_seed in evaluations.items()}
    per_seed: dict[str, dict[int, dict]] = {}
    across: dict[str, dict] = {}
    for method in sorted(m for m in evaluations if m != reference):
        seeds = sorted(set(evaluations[method]) & set(evaluations[reference]))
        per_seed[method] = {s: compare(evaluations[reference][s][1], evaluations[method][s][1])["all"]
                            for s in seeds}
        across[method] = t_summary([per_seed[method][s]["sampled"]["difference"] for s in seeds
                                    if "sampled" in per_seed[method][s]])
    sd = across[primary]["sd"]
    power = {"method": primary, "delta": delta, "paired_sd": sd, "seeds_run": across[primary]["n"],
             "seeds_needed": seeds_needed(sd, delta, 0.8, 0.05) if sd and not math.isnan(sd) else None}
    return {"reference": reference, "success": success, "per_seed": per_seed, "across_seeds": across,
            "power": power}


def markdown(result: dict) -> str:
    """The report's tables: success per method and seed, then each method against the reference."""
    ref = result["reference"]
    lines = ["| method | seed | sampled success | greedy won |", "|---|---|---|---|"]
    for method, by_seed in sorted(result["success"].items()):
        for seed, row in by_seed.items():
            lines.append(f"| `{method}` | {seed} | {row.get('sampled_success', math.nan):.3f} "
                         f"| {row.get('greedy_won', 0)} / {row.get('greedy_games', 0)} |")
    lines += ["", f"Against `{ref}`, per seed paired by game (sampled: bootstrap CI over games, permutation p; "
              "greedy: McNemar p):", "", "| method | seed | sampled difference [95 % CI] | p | greedy difference | p |",
              "|---|---|---|---|---|---|"]
    for method, by_seed in result["per_seed"].items():
        for seed, row in by_seed.items():
            s, g = row.get("sampled", {}), row.get("greedy", {})
            nan = math.nan
            lines.append(f"| `{method}` | {seed} | {s.get('difference', nan):+.3f} [{s.get('low', nan):+.3f}, "
                         f"{s.get('high', nan):+.3f}] | {s.get('p_permutation', nan):.3g} "
                         f"| {g.get('difference', nan):+.3f} | {g.get('p_mcnemar', nan):.3g} |")
    lines += ["", f"Across seeds (paired t over the per-seed sampled differences to `{ref}`):", "",
              "| method | seeds | mean difference [95 % CI] | p | paired SD |", "|---|---|---|---|---|"]
    for method, diff in result["across_seeds"].items():
        lines.append(f"| `{method}` | {diff['n']} | {format_ci(diff)} | {format_p(diff)} | {diff['sd']:.3f} |")
    p = result["power"]
    lines += ["", f"Power: with `{p['method']}`'s paired SD {p['paired_sd']:.3f} over {p['seeds_run']} seeds, a paired "
              f"t-test needs {p['seeds_needed']} seeds for 80 % power at α = 0.05 to detect {p['delta']:+.3f}."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path, required=True, help="holds <method>/seed<S>.json evaluation files")
    parser.add_argument("--reference", required=True, help="the method every other is compared with")
    parser.add_argument("--primary", required=True, help="the method whose paired SD sizes the seeds")
    parser.add_argument("--delta", type=float, default=0.05, help="the true difference in sampled success to detect")
    parser.add_argument("--out", type=Path, default=None, help="output stem (default: DIR/report)")
    args = parser.parse_args(argv)
    result = analyse(load_evaluations(args.dir), args.reference, args.primary, args.delta)
    stem = args.out or args.dir / "report"
    write_result(stem.with_suffix(".json"), {"command": command(), **result})
    stem.with_suffix(".md").write_text(markdown(result))
    print(markdown(result))


if __name__ == "__main__":
    main()
