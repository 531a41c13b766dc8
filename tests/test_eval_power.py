"""bench/eval_power.py: the shifted rates and the simulated power against the normal approximation."""

import json
import math

import numpy as np
import pytest
from scipy import stats

from bench.eval_power import measured_rates, power, shifted_rates


def test_the_logit_shift_moves_the_mean_by_delta_and_keeps_rates_inside_0_1():
    p = np.array([0.0, 0.25, 0.5, 1.0])
    q = shifted_rates(p, 0.1)
    assert q.mean() == pytest.approx(np.clip(p, 1e-3, 1 - 1e-3).mean() + 0.1)
    assert np.all((q > 0) & (q < 1)) and np.all(np.diff(q) > 0)
    with pytest.raises(ValueError, match="outside"):
        shifted_rates(p, 0.6)


def test_power_matches_the_normal_approximation_and_its_size_is_alpha_over_two():
    # every game at 0.5 and B at 0.6: d_g has variance (0.25 + 0.24) / k; with n = 72, k = 8 the paired test's power
    # is about Phi(0.1 sqrt(72) / sqrt(0.49 / 8) - 1.96)
    approx = stats.norm.cdf(0.1 * math.sqrt(72) / math.sqrt(0.49 / 8) - stats.norm.ppf(0.975))
    assert power(np.full(10, 0.5), 0.1, games=72, episodes=8, simulations=4000) == pytest.approx(approx, abs=0.03)
    # no gain: significant and positive in about alpha / 2 of the evaluations
    assert 0.01 <= power(np.full(10, 0.5), 0.0, games=72, episodes=8, simulations=4000) <= 0.045


def test_measured_rates_read_an_evaluation_file(tmp_path):
    games = [{"split": "a", "sampled_wins": 2, "sampled_episodes": 8}, {"split": "b", "sampled_wins": 4,
                                                                       "sampled_episodes": 8},
             {"split": "a", "sampled_wins": 0, "sampled_episodes": 0}]
    path = tmp_path / "eval.json"
    path.write_text(json.dumps({"games": games}))
    assert measured_rates(path, "a").tolist() == [0.25]
    assert measured_rates(path, None).tolist() == [0.25, 0.5]
    with pytest.raises(ValueError, match="no game with sampled episodes in split c"):
        measured_rates(path, "c")
