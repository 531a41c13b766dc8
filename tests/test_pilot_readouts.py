"""bench/pilot_readouts.py: readouts read back from a TensorBoard run written here, and the trend by hand."""

import math

import numpy as np
import pytest
from torch.utils.tensorboard import SummaryWriter

from bench.pilot_readouts import READOUTS, best_case_lower_bound, iteration_rows, markdown, summarise, trend


def test_rows_and_summary_from_a_written_run(tmp_path):
    with SummaryWriter(str(tmp_path)) as w:
        for step, (won, update_s) in enumerate([(0.25, 10.0), (0.5, 20.0), (0.75, 30.0)]):
            w.add_scalar("train/episodes", 8.0, step)
            w.add_scalar("train/success_rate", won, step)
            w.add_scalar("time/update_s", update_s, step)
        w.add_scalar("groups/band_share", 0.5, 1)  # one iteration only
    rows = iteration_rows(tmp_path)
    assert [r["iteration"] for r in rows] == [0.0, 1.0, 2.0]
    assert [r["update_s"] for r in rows] == [10.0, 20.0, 30.0]
    assert math.isnan(rows[0]["band_share"]) and rows[1]["band_share"] == 0.5
    summary = summarise(rows)
    assert summary["mean"]["update_s"] == 20.0 and summary["mean"]["band_share"] == 0.5
    assert math.isnan(summary["mean"]["rollout_s"])
    assert math.isclose(summary["train_success_trend"]["slope"], 0.25)


def test_trend_by_hand():
    # y = 1, 3, 2, 4 over x = 0..3: slope = sum((x - 1.5)(y - 2.5)) / sum((x - 1.5)^2) = 4 / 5
    t = trend(np.arange(4.0), np.array([1.0, 3.0, 2.0, 4.0]))
    assert math.isclose(t["slope"], 0.8)
    # fitted 1.3, 2.1, 2.9, 3.7: residuals -0.3, 0.9, -0.9, 0.3, SSR = 1.8; s.e. = sqrt(SSR / (n - 2) / Sxx)
    half = 4.302652729911275 * math.sqrt(1.8 / 2 / 5)  # t(0.975, 2 degrees of freedom)
    assert math.isclose(t["ci_high"] - t["slope"], half, rel_tol=1e-9)
    assert math.isnan(trend(np.arange(2.0), np.array([0.0, 1.0]))["slope"])


def test_futility_enumerates_every_outcome_of_the_remaining_iterations():
    # success 0, 0, 0 run, 1 iteration left of 2 episodes: its outcomes 0, 0.5, 1 over x = 0..3.
    # 0.5: slope 1.5 * 0.5 / 5 = 0.15, fitted -0.1, 0.05, 0.2, 0.35, SSR 0.075, s.e. sqrt(0.075 / 2 / 5);
    # 1: twice the residuals, lower bound 0.3 - t * sqrt(0.3 / 2 / 5) = -0.445 (worse); 0: no trend, no CI
    b = best_case_lower_bound(np.zeros(3), remaining=1, episodes=2)
    assert b["at"] == [0.5]
    assert math.isclose(b["ci_low"], 0.15 - 4.302652729911275 * math.sqrt(0.075 / 2 / 5), rel_tol=1e-9)
    assert math.isclose(trend(np.arange(4.0), np.array([0.0, 0.0, 0.0, 1.0]))["ci_low"],
                        0.3 - 4.302652729911275 * math.sqrt(0.3 / 2 / 5), rel_tol=1e-9)


def test_summary_reads_futility_and_the_grad_norm_trend():
    rows = [{"iteration": float(i), **{c: math.nan for c in READOUTS}} for i in range(3)]
    for r, won, g in zip(rows, [0.0, 0.0, 0.0], [0.03, 0.02, 0.01]):
        r["train_success"], r["grad_norm"] = won, g
    summary = summarise(rows, planned_iterations=4, episodes_per_iteration=2)
    assert summary["best_case"]["at"] == [0.5] and summary["best_case"]["remaining"] == 1.0
    assert math.isclose(summary["grad_norm_trend"]["slope"], -0.01)
    assert "Futility" in markdown(rows, summary)
    assert "best_case" not in summarise(rows, planned_iterations=3)
    with pytest.raises(ValueError, match="episodes_per_iteration"):
        summarise(rows, planned_iterations=4)
    with pytest.raises(ValueError, match="too many"):
        best_case_lower_bound(np.zeros(3), remaining=5, episodes=32)
