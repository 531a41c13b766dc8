"""bench/pilot_readouts.py: readouts read back from a TensorBoard run written here, and the trend by hand."""

import math

import numpy as np
from torch.utils.tensorboard import SummaryWriter

from bench.pilot_readouts import iteration_rows, summarise, trend


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
