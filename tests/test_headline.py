"""The README's results table (bench/headline.py): the committed README holds what the script makes of the committed
result files, and the script reads tables, paired differences and warm-start reports as they are written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.headline import END, START, headline, last_value, markdown_table, paired, probe_difference, replace_block

ROOT = Path(__file__).resolve().parent.parent

PAIRED = """Some text.

| method vs grpo_paper | seeds | Δ mean exact success (run) [95 % CI] | p | Δ final (last 10) [95 % CI] | p |
|---|---|---|---|---|---|
| prover_paper_oracle | 20 | +0.0629 [-0.0335, +0.1593] | 0.188 | +0.0786 [-0.1159, +0.2731] | 0.408 |
| prover_paper_oracle@coef=0.0 | 20 | +0.0000 | n/a | +0.0000 | n/a |
| one_seed | 1 | +0.0500 | n/a | +0.0500 | n/a |

| method | runs | eligible groups |
|---|---|---|
| prover_paper_oracle | 20 | 4429 |
"""


def test_the_readme_block_is_generated_from_the_committed_result_files():
    readme = (ROOT / "README.md").read_text()
    block = readme.split(START + "\n")[1].split("\n" + END)[0]
    assert block == headline(ROOT)
    # the trap corridor's registered question (1) and the warm start, as their files hold them
    assert "| +0.0629 [-0.0335, +0.1593], p = 0.188 |" in block
    assert "| +0.1591 [+0.0288, +0.2894], p = 0.022 |" in block  # SPO-tree − GRPO, the baselines' table
    assert "| 0.389 / 0.361 |" in block  # val/success_rate 0.38889, test/success_rate 0.36111 of 36 games
    # the recipe's last probe: sampled 0.4375 -> 0.5208 over 36 games, greedy 19 -> 25
    assert "| +0.0833 [-0.0347, +0.2014], p = 0.223 (permutation); greedy 19 → 25 of 36 |" in block


def test_tables_are_found_by_their_first_headers_and_rows_by_their_first_cell(tmp_path):
    path = tmp_path / "table.md"
    path.write_text(PAIRED)
    table = markdown_table(path, "method vs grpo_paper")
    # the first column named "p" is the run's, not the last 10 iterations'
    assert paired(table, "prover_paper_oracle", "Δ mean exact success (run) [95 % CI]") == \
        "+0.0629 [-0.0335, +0.1593], p = 0.188"
    assert paired(table, "prover_paper_oracle@coef=0.0", "Δ mean exact success (run) [95 % CI]") == \
        "+0.0000 on each of the 20 seeds (SD 0: no CI)"
    assert paired(table, "one_seed", "Δ mean exact success (run) [95 % CI]") == "+0.0500 (one seed: no CI)"
    header, rows = markdown_table(path, "method", "runs")
    assert header == ["method", "runs", "eligible groups"]
    assert rows == {"prover_paper_oracle": ["prover_paper_oracle", "20", "4429"]}
    with pytest.raises(ValueError, match="no table whose header starts with \\['method', 'seeds'\\]"):
        markdown_table(path, "method", "seeds")
    with pytest.raises(KeyError, match="no row 'gigpo'"):
        paired(table, "gigpo", "Δ mean exact success (run) [95 % CI]")


def test_a_warm_start_report_gives_its_last_value(tmp_path):
    path = tmp_path / "report.md"
    path.write_text("| run | tag | what | values (step: value) |\n|---|---|---|---|\n"
                    "| sft | `val/success_rate` | greedy success | 141: 0.19444, 283: 0.5, 425: 0.38889 |\n")
    assert last_value(path, "val/success_rate") == "0.389"
    with pytest.raises(ValueError, match="no row for test/success_rate"):
        last_value(path, "test/success_rate")


def test_the_block_between_the_markers_is_replaced_and_missing_markers_are_named():
    text = f"# Title\n\n{START}\nold table\n{END}\n\nafter\n"
    assert replace_block(text, "new\ntable") == f"# Title\n\n{START}\nnew\ntable\n{END}\n\nafter\n"
    with pytest.raises(ValueError, match="README.md: needs one"):
        replace_block("# no markers\n", "table")


def test_a_probe_comparison_gives_its_sampled_difference_and_greedy_counts(tmp_path):
    path = tmp_path / "comparison.json"
    sampled = {"games": 4, "difference": 0.125, "low": -0.0625, "high": 0.3125, "p_permutation": 0.5}
    greedy = {"games": 4, "a_success": 0.25, "b_success": 0.75, "difference": 0.5}
    path.write_text(json.dumps({"comparison": {"all": {"sampled": sampled, "greedy": greedy}}}))
    assert probe_difference(path) == "+0.1250 [-0.0625, +0.3125], p = 0.500 (permutation); greedy 1 → 3 of 4"
    path.write_text(json.dumps({"comparison": {"all": {"greedy": greedy}}}))
    with pytest.raises(ValueError, match=r"comparison\.json: needs sampled and greedy figures, has \['greedy'\]"):
        probe_difference(path)
