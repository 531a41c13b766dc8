"""Smoke test of the credit-assignment benchmark (bench/credit_assignment.py): a few iterations of two methods on one
seed produce a CSV with sane columns, a PNG and a markdown table. The benchmark's figures come from its full run."""

import csv
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_benchmark_writes_csv_plot_and_table(tmp_path):
    cmd = [sys.executable, "bench/credit_assignment.py", "--out", str(tmp_path), "--seeds", "0", "--methods", "grpo",
           "prover_divergence", "--iterations", "3", "--warm-up-steps", "60", "--jobs", "2"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    with open(tmp_path / "runs.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    from bench.credit_assignment import COLUMNS

    assert list(rows[0]) == COLUMNS
    for method in ("grpo", "prover_divergence"):
        runs = [r for r in rows if r["method"] == method]
        assert [int(r["iteration"]) for r in runs] == [0, 1, 2]
        # 8 tasks x 8 episodes x 8 steps, one token per step
        assert all(float(r["rollout_tokens"]) == 512 and float(r["rollout_env_steps"]) <= 512 for r in runs)
        assert all(0 <= float(r["train_success"]) <= 1 for r in runs)
        cumulative = [float(r["cum_tokens"]) for r in runs]
        assert cumulative == sorted(cumulative) and cumulative[-1] == sum(float(r["tokens"]) for r in runs)
    assert all(float(r["extra_tokens"]) == 0 for r in rows if r["method"] == "grpo")
    assert all(r["exact_success"] == "" for r in rows)  # the key corridor logs no exact success: unknown, not 0
    assert (tmp_path / "curves_last.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    table = (tmp_path / "table_last.md").read_text()
    assert "| grpo | 1 |" in table and "| prover_divergence | 1 |" in table
    assert "exact success" not in table and "| method vs grpo | seeds | Δ mean train success (run)" in table


def test_prompt_token_parts_add_up_on_one_shipped_game(tmp_path):
    import json

    out = tmp_path / "prompt_tokens.json"
    done = subprocess.run([sys.executable, "bench/prompt_tokens.py", "--games", "1", "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(out.read_text())
    assert result["command"] == f"python bench/prompt_tokens.py --games 1 --out {out}"
    assert 1 <= result["prompts"] <= result["max_steps"] == 12
    tokens = result["tokens"]
    assert tokens["history"]["min"] == 0  # the first step has no history
    assert tokens["admissible"]["min"] > 0 and tokens["rest"]["min"] > 0
    total = tokens["admissible"]["mean"] + tokens["history"]["mean"] + tokens["rest"]["mean"]
    assert abs(total - tokens["total"]["mean"]) <= 0.15  # the parts add up (each mean rounded to 0.1)
    assert abs(sum(result["share_of_mean_total"].values()) - 1) <= 0.002
