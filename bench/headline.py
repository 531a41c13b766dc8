"""The README's "Results at a glance" table, read from the committed result files of the studies (never typed by
hand): the trap corridor's paired comparisons (ProVer's, and the paper's other baselines'), the per-update
experiment's, the ALFWorld comparison's health and cost, the learning recipe's probe, the warm start's held-out
success. It rewrites the block between ``<!-- headline:start -->`` and ``<!-- headline:end -->`` in README.md;
``tests/test_headline.py`` checks that the committed README holds what this script makes of the committed files.

    python bench/headline.py            # rewrite the README's block
    python bench/headline.py --check    # exit 1 if the README's block differs from the files

Sources (each a committed output of the command its page names): ``bench/results/trap_corridor/table.md`` and
``bench/results/trap_corridor_baselines/table.md`` and ``bench/results/alfworld/table.md``
(``bench/credit_assignment.py --report-only``),
``bench/results/per_update/table.md`` (``bench/per_update_report.py``), the learning recipe's last probe
``bench/results/alfworld_pilot4/probe_comparison_24.json`` (``scripts/evaluate.py compare``), the warm start's
``bench/results/warm_start/report_explorer_sft_3epochs.md`` and ``..._test_unseen.md``
(``bench/warm_start_report.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- headline:start -->", "<!-- headline:end -->"
TRAP = "bench/results/trap_corridor/table.md"
TRAP_BASELINES = "bench/results/trap_corridor_baselines/table.md"
ALFWORLD = "bench/results/alfworld/table.md"
WARM_SEEN = "bench/results/warm_start/report_explorer_sft_3epochs.md"
WARM_UNSEEN = "bench/results/warm_start/report_explorer_sft_3epochs_test_unseen.md"
PER_UPDATE = "bench/results/per_update/table.md"
RECIPE_PROBE = "bench/results/alfworld_pilot4/probe_comparison_24.json"
#: the reference methods of the trap corridor's pre-registered comparison (its page, "Methods")
TRAP_GRPO, TRAP_MATCHED = "grpo_paper", "grpo_budget_matched@token_ratio=0.665"
#: the first column of the credit report's cost table (bench/credit_report.py), whose next three are tokens, env
#: steps and wall time
COST_HEADER = "generated tokens ÷ GRPO (iterations 0–9 / last 10 / cumulative)"


def markdown_table(path: Path, *headers: str) -> tuple[list[str], dict[str, list[str]]]:
    """The first markdown table of ``path`` whose header row starts with the cells ``headers``: its header cells and
    its rows keyed by their first cell.

    Raises:
        ValueError: no such table in the file (names the file and the headers).
    """
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        if _cells(line)[:len(headers)] == list(headers):
            rows = {}
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                values = _cells(row)
                rows[values[0]] = values
            return _cells(line), rows
    raise ValueError(f"{path}: no table whose header starts with {list(headers)}")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else []


def cell(table: tuple[list[str], dict[str, list[str]]], row: str, column: str) -> str:
    """The value of ``row`` (its first cell) in the first column named ``column``.

    Raises:
        KeyError: no such row or column (names it).
    """
    header, rows = table
    if row not in rows:
        raise KeyError(f"no row {row!r}; rows: {sorted(rows)}")
    if column not in header:
        raise KeyError(f"no column {column!r}; columns: {header}")
    return rows[row][header.index(column)]


def paired(table, row: str, delta_column: str) -> str:
    """A paired difference as ``Δ [95 % CI], p = …``, or, where the report gives no p-value because the difference
    is the same on every seed, ``Δ on each of the n seeds`` (or, for one seed, Δ alone)."""
    delta, p, seeds = cell(table, row, delta_column), cell(table, row, "p"), cell(table, row, "seeds")
    if p != "n/a":
        return f"{delta}, p = {p}"
    # bench/credit_report.py gives no p-value for one seed, or for several whose differences have SD 0
    return f"{delta} (one seed: no CI)" if int(seeds) < 2 else f"{delta} on each of the {seeds} seeds (SD 0: no CI)"


def per_update_paired(table, row: str) -> str:
    """A per-update report's paired difference (``bench/per_update_report.py``) as ``Δ [95 % CI], p = …``."""
    return f"{cell(table, row, 'Δ exact success after the update [95 % CI]')}, p = {cell(table, row, 'p')}"


def last_value(path: Path, tag: str) -> str:
    """The last ``step: value`` of ``tag`` in a warm-start report (bench/warm_start_report.py), as 3 decimals.

    Raises:
        ValueError: the report has no row for ``tag`` (names the file and the tag).
    """
    for line in path.read_text().splitlines():
        values = _cells(line)
        if len(values) == 4 and values[1] == f"`{tag}`":
            return f"{float(values[3].split(', ')[-1].split(': ')[1]):.3f}"
    raise ValueError(f"{path}: no row for {tag}")


def probe_difference(path: Path) -> str:
    """A paired evaluation comparison (``scripts/evaluate.py compare``, over all its games) as ``Δ sampled success
    [95 % CI], p = … (permutation); greedy a → b of n games``.

    Raises:
        ValueError: the comparison has no sampled or no greedy figures (names the file).
    """
    row = json.loads(path.read_text())["comparison"]["all"]
    if "sampled" not in row or "greedy" not in row:
        raise ValueError(f"{path}: needs sampled and greedy figures, has {sorted(row)}")
    s, g = row["sampled"], row["greedy"]
    won = [round(g[k] * g["games"]) for k in ("a_success", "b_success")]
    return (f"{s['difference']:+.4f} [{s['low']:+.4f}, {s['high']:+.4f}], p = {s['p_permutation']:.3f} "
            f"(permutation); greedy {won[0]} → {won[1]} of {g['games']}")


def _cumulative(ratios: str) -> str:
    """The cumulative window of a cost cell ``iterations 0–9 / last 10 / cumulative``."""
    return ratios.split(" / ")[-1]


def headline(root: Path = ROOT) -> str:
    """The README's results table, made from the committed result files under ``root``."""
    trap_vs_grpo = markdown_table(root / TRAP, f"method vs {TRAP_GRPO}")
    trap_vs_matched = markdown_table(root / TRAP, f"method vs {TRAP_MATCHED}")
    trap_delta = "Δ mean exact success (run) [95 % CI]"
    baselines_vs_grpo = markdown_table(root / TRAP_BASELINES, f"method vs {TRAP_GRPO}")
    baselines_cost = markdown_table(root / TRAP_BASELINES, "method", COST_HEADER)
    alf_paired = markdown_table(root / ALFWORLD, "method vs grpo_paper")
    alf_health = markdown_table(root / ALFWORLD, "method", "mean train success (run)")
    alf_counts = markdown_table(root / ALFWORLD, "method", "runs")
    alf_cost = markdown_table(root / ALFWORLD, "method", COST_HEADER)
    div = "prover_paper_divergence"
    trap_page, alf_page = "docs/experiments/trap_corridor.md", "docs/experiments/alfworld.md"
    warm_page = "docs/experiments/warm_start.md"
    update_vs_grpo = markdown_table(root / PER_UPDATE, "arm − grpo_paper")
    update_vs_matched = markdown_table(root / PER_UPDATE, "arm − grpo_budget_matched")
    oracle = "prover_paper_oracle@coef=1.0"
    rows = [
        (f"[Trap corridor]({trap_page}), 20 paired seeds, pre-registered",
         "ProVer (oracle judge) − GRPO: mean exact success over the run",
         paired(trap_vs_grpo, "prover_paper_oracle", trap_delta), TRAP),
        ("", "ProVer (oracle judge) with λ = 0, its control − GRPO",
         paired(trap_vs_grpo, "prover_paper_oracle@coef=0.0", trap_delta), TRAP),
        ("", "ProVer (oracle judge) − budget-matched GRPO (equal tokens)",
         paired(trap_vs_matched, "prover_paper_oracle", trap_delta), TRAP),
        ("", "GiGPO − GRPO (not one of the registered questions)",
         paired(trap_vs_grpo, "gigpo_paper", trap_delta), TRAP),
        (f"[Trap corridor, the paper's other baselines]({trap_page}), "
         f"{cell(baselines_vs_grpo, 'spo_tree', 'seeds')} paired seeds, pre-registered",
         "SPO-tree − GRPO: mean exact success over the run",
         paired(baselines_vs_grpo, "spo_tree", trap_delta), TRAP_BASELINES),
        ("", "SPO-chain − GRPO", paired(baselines_vs_grpo, "spo_chain", trap_delta), TRAP_BASELINES),
        ("", "CriticSearch (oracle critic) − GRPO",
         paired(baselines_vs_grpo, "critic_search_oracle", trap_delta), TRAP_BASELINES),
        ("", "SPO-chain, SPO-tree ÷ GRPO: generated tokens",
         ", ".join(_cumulative(cell(baselines_cost, m, COST_HEADER)) for m in ("spo_chain", "spo_tree")),
         TRAP_BASELINES),
        (f"[One update at a time](docs/experiments/per_update.md), trap corridor, "
         f"{cell(update_vs_grpo, oracle, 'units')} paired units, pre-registered",
         "ProVer's bonus (oracle judge, λ = 1) − GRPO: exact success after one update",
         per_update_paired(update_vs_grpo, oracle), PER_UPDATE),
        ("", "ProVer's bonus (oracle judge, λ = 1) − budget-matched GRPO",
         per_update_paired(update_vs_matched, oracle), PER_UPDATE),
        (f"[ALFWorld]({alf_page}), 3 paired seeds, pre-registered",
         "ProVer (divergence judge): groups it could work on, segments the verifier confirmed",
         f"{cell(alf_counts, div, 'eligible groups')} eligible groups (rate "
         f"{cell(alf_health, div, 'eligible-group rate')}); {cell(alf_counts, div, 'verified with Â > 0')} of "
         f"{cell(alf_counts, div, 'segments verified')} verified with Â > 0", ALFWORLD),
        ("", "ProVer (divergence judge) ÷ GRPO: generated tokens, env steps, in-run wall time",
         ", ".join(_cumulative(cell(alf_cost, div, column)) for column in alf_cost[0][1:4]), ALFWORLD),
        ("", "ProVer (divergence judge) − GRPO: mean train success over the run",
         paired(alf_paired, div, "Δ mean train success (run) [95 % CI]"), ALFWORLD),
        ("[ALFWorld learning recipe](docs/experiments/alfworld_recipe.md), its last pilot (one seed; train games "
         "only), pre-registered",
         "GRPO after 24 updates − the warm start: sampled success on 36 train probe games, paired per game",
         probe_difference(root / RECIPE_PROBE), RECIPE_PROBE),
        (f"[Warm start]({warm_page}) (behaviour cloning, shipped ALFWorld adapter)",
         "greedy success on the held-out `valid_seen` / `valid_unseen` games (36 each)",
         f"{last_value(root / WARM_SEEN, 'val/success_rate')} / {last_value(root / WARM_UNSEEN, 'test/success_rate')}",
         f"{WARM_SEEN}, {WARM_UNSEEN}"),
    ]
    lines = ["| study | comparison | result | source |", "|---|---|---|---|"]
    for study, comparison, result, sources in rows:
        links = ", ".join(f"[`{Path(s).parent.name}/{Path(s).name}`]({s})" for s in sources.split(", "))
        lines.append(f"| {study} | {comparison} | {result} | {links} |")
    return "\n".join(lines)


def replace_block(text: str, block: str, name: str = "README.md") -> str:
    """``text`` with the lines between its headline markers replaced by ``block``.

    Raises:
        ValueError: the markers are missing or out of order (names the file).
    """
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        raise ValueError(f"{name}: needs one {START} line followed by one {END} line")
    head, rest = text.split(START + "\n", 1)
    return f"{head}{START}\n{block}\n{END}{rest.split(END, 1)[1]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the README's block differs from the files")
    parser.add_argument("--readme", type=Path, default=ROOT / "README.md")
    args = parser.parse_args(argv)
    text = args.readme.read_text()
    updated = replace_block(text, headline(), str(args.readme))
    if args.check:
        if updated != text:
            print(f"{args.readme}: the headline block differs from bench/headline.py's; run it", file=sys.stderr)
            return 1
        return 0
    args.readme.write_text(updated)
    return 0


if __name__ == "__main__":
    sys.exit(main())
