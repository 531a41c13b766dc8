"""The benchmark report's paired statistics, checked against hand-computed numbers."""

import math

import pytest

from bench.credit_report import (
    cost_ratios,
    detectable_effect,
    paired_difference,
    paired_power,
    power_analysis,
    seeds_for_power,
)


def runs_of(values: dict[str, list[float]]) -> dict:
    """Runs whose every iteration has the given exact success (one value per seed, 3 iterations each)."""
    return {m: {seed: [{"exact_success": v, "iteration": i} for i in range(3)] for seed, v in enumerate(vs)}
            for m, vs in values.items()}


def test_paired_difference_mean_ci_and_p_value():
    runs = runs_of({"grpo_paper": [0.5, 0.4, 0.3], "prover": [0.6, 0.6, 0.6]})  # d = 0.1, 0.2, 0.3
    diff = paired_difference(runs, "prover", "grpo_paper", "exact_success")
    half = 4.302652729911275 * 0.1 / math.sqrt(3)  # t(0.975, 2) x sd / sqrt(n)
    assert diff["n"] == 3 and diff["mean"] == pytest.approx(0.2) and diff["sd"] == pytest.approx(0.1)
    assert (diff["low"], diff["high"]) == (pytest.approx(0.2 - half), pytest.approx(0.2 + half))
    assert diff["p"] == pytest.approx(0.07417990022744855)  # t = 3.4641, two-sided, 2 degrees of freedom
    assert diff["relative"] == pytest.approx(0.2 / 0.4)


def test_power_of_the_paired_t_test():
    # effect size d = delta / sd = 1: 10 pairs give 80.3 % power (two-sided, alpha 0.05), 9 pairs fewer than 80 %
    assert paired_power(1.0, 1.0, 10) == pytest.approx(0.8031, abs=1e-4)
    assert seeds_for_power(1.0, 1.0) == 10 and seeds_for_power(2.0, 1.0) == 34
    assert paired_power(1.0, detectable_effect(1.0, 10), 10) == pytest.approx(0.8, abs=1e-6)


def test_power_analysis_uses_the_pilots_paired_sd():
    runs = runs_of({"grpo_paper": [0.50, 0.40, 0.30, 0.45], "prover": [0.52, 0.46, 0.31, 0.50]})
    text = power_analysis(runs, "grpo_paper", relative_effect=0.10)
    sd = paired_difference(runs, "prover", "grpo_paper", "exact_success")["sd"]
    assert f"| prover | 4 | {sd:.4f} | {seeds_for_power(sd, 0.10 * 0.4125)} |" in text


def cost_rows(tokens: list[float], extra_s: list[float]) -> list[dict]:
    """One seed's rows: rollouts of ``tokens`` per iteration; iteration 0 has no wall time (nothing before it)."""
    return [{"tokens": t, "rollout_env_steps": t, "extra_env_steps": 0.0, "wall_s": math.nan if i == 0 else 10.0,
             "extra_s": s} for i, (t, s) in enumerate(zip(tokens, extra_s))]


def test_cost_ratios_against_hand_computed_sums():
    method = [cost_rows([120.0, 130.0, 150.0], [0.0, 2.0, 3.0])]
    grpo = [cost_rows([100.0, 100.0, 100.0], [0.0, 0.0, 0.0])]
    cost = cost_ratios(method, grpo)
    assert cost["tokens"] == [pytest.approx(400 / 300)] * 3  # every window holds all three iterations
    assert cost["wall"] == [pytest.approx(20 / 15)] * 3  # 20 s of wall, 5 s of it the method's own


def test_a_one_iteration_run_has_no_wall_ratio_and_does_not_fail():
    cost = cost_ratios([cost_rows([120.0], [0.0])], [cost_rows([100.0], [0.0])])
    assert cost["tokens"] == [pytest.approx(1.2)] * 3 and all(math.isnan(x) for x in cost["wall"])
