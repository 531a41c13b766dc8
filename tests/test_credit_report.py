"""The benchmark report's paired statistics, checked against hand-computed numbers."""

import math

import numpy as np
import pytest

from bench.credit_report import (
    budget_match,
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
    # 2 pairs (1 degree of freedom, critical t 12.71) need d = 11.55 for 80 % power: beyond the first bracket of 10 SD
    assert detectable_effect(0.03, 2) == pytest.approx(0.03 * 11.55, rel=1e-3)
    assert paired_power(0.03, detectable_effect(0.03, 2), 2) == pytest.approx(0.8, abs=1e-6)


def test_power_of_a_large_effect_is_not_nan():
    # delta / sd = 5 at 3 pairs: noncentrality 8.66, power 0.9755 (scipy's lower-tail cdf is NaN there; it is ~0)
    assert paired_power(0.01, 0.05, 3) == pytest.approx(0.97546, abs=1e-4)
    assert seeds_for_power(0.01, 0.05) == 3


def test_power_analysis_uses_the_pilots_paired_sd():
    runs = runs_of({"grpo_paper": [0.50, 0.40, 0.30, 0.45], "prover": [0.52, 0.46, 0.31, 0.50]})
    text = power_analysis(runs, "grpo_paper", relative_effect=0.10)
    sd = paired_difference(runs, "prover", "grpo_paper", "exact_success")["sd"]
    assert f"| prover | 4 | {sd:.4f} | {seeds_for_power(sd, 0.10 * 0.4125)} |" in text


def test_power_analysis_reads_train_success_where_no_run_has_exact_success():
    runs = {m: {seed: [{"train_success": v, "exact_success": math.nan, "iteration": 0}] for seed, v in enumerate(vs)}
            for m, vs in {"grpo_paper": [0.50, 0.25, 0.375], "gigpo": [0.625, 0.25, 0.5]}.items()}
    text = power_analysis(runs, "grpo_paper")  # d = 0.125, 0, 0.125: sd 0.0722
    assert "mean train success 0.3750 over 3 seeds; effect to detect 10% of it = 0.0375" in text
    assert f"| gigpo | 3 | 0.0722 | {seeds_for_power(0.125 / math.sqrt(3), 0.0375)} |" in text


def test_power_analysis_has_no_seed_count_without_a_paired_spread():
    runs = runs_of({"grpo_paper": [0.50, 0.40, 0.30], "same": [0.50, 0.40, 0.30]})  # every paired difference 0
    assert "| same | 3 | 0.0000 | n/a (no seed differs) |" in power_analysis(runs, "grpo_paper")
    one = runs_of({"grpo_paper": [0.50], "other": [0.60]})  # one paired seed: no SD
    assert "| other | 1 | nan | n/a (fewer than 2 paired seeds) |" in power_analysis(one, "grpo_paper")
    never = runs_of({"grpo_paper": [0.0, 0.0], "other": [0.25, 0.0]})  # the reference never succeeds
    assert "| other | 2 | 0.1768 | n/a (reference mean 0) |" in power_analysis(never, "grpo_paper")
    # a spread of 0.25 against an effect of 0.01: (1.96 + 0.84)² × 625 ≈ 4,900 seeds, beyond the search
    noisy = runs_of({"grpo_paper": [0.1, 0.1], "wide": [0.1 + 0.25 / math.sqrt(2), 0.1 - 0.25 / math.sqrt(2)]})
    assert "| wide | 2 | 0.2500 | more than 1000 |" in power_analysis(noisy, "grpo_paper")


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
    assert cost["untimed"] == [0.0] * 3  # none of the 5 own seconds in the untimed iteration 0
    judged_first = cost_ratios([cost_rows([120.0, 130.0, 150.0], [4.0, 2.0, 3.0])], grpo)
    assert judged_first["wall"] == [pytest.approx(20 / 15)] * 3  # iteration 0's 4 s are not in the wall ratio...
    assert judged_first["untimed"] == [pytest.approx(4 / 9)] * 3  # ...and are 4 of the method's 9 own seconds
    assert all(math.isnan(x) for x in cost_ratios(grpo, grpo)["untimed"])  # GRPO: no own seconds


def test_a_one_iteration_run_has_no_wall_ratio_and_does_not_fail():
    cost = cost_ratios([cost_rows([120.0], [0.0])], [cost_rows([100.0], [0.0])])
    assert cost["tokens"] == [pytest.approx(1.2)] * 3 and all(math.isnan(x) for x in cost["wall"])


def real_env_rows(method: str, seed: int, per_iteration: dict[str, list[float]]) -> list[dict]:
    """A 3-iteration run's CSV rows as a real environment logs them (no exact success): 100 rollout tokens and 50
    environment steps per iteration, 10 s per iteration after the first, ``per_iteration`` setting the rest."""
    from bench.credit_assignment import COLUMNS

    rows = []
    for i in range(3):
        row = dict.fromkeys(COLUMNS, 0.0) | {"method": method, "seed": seed, "iteration": i, "exact_success": "",
                                             "val_success": "", "rollout_tokens": 100.0, "rollout_env_steps": 50.0,
                                             "wall_s": "" if i == 0 else 10.0}
        row |= {name: values[i] for name, values in per_iteration.items()}
        row["tokens"] = row["rollout_tokens"] + row["extra_tokens"]
        rows.append(row)
    return rows


def test_real_environment_report_health_and_cost_against_hand_computed_numbers(tmp_path):
    from bench.credit_assignment import write_csv
    from bench.credit_report import health, load, report

    rows = []
    for seed, val in ((0, 0.25), (1, 0.5)):
        rows += real_env_rows("grpo_paper", seed, {"train_success": [0.0, 0.25, 0.5], "val_success": ["", "", val],
                                                   "eligible_group_rate": [""] * 3, "bonus_token_share": [""] * 3})
    prover = {  # extra tokens / env steps every iteration; the judge and verifier's seconds (iteration 0 has no wall)
        "extra_tokens": [30.0] * 3, "extra_env_steps": [20.0] * 3, "extra_s": [2.0, 3.0, 3.0],
        "wall_s": ["", 12.0, 12.0], "train_success": [0.25, 0.5, 0.75]}
    rows += real_env_rows("prover_paper", 0, prover | {
        "val_success": ["", "", 0.5], "segments_proposed": [2.0, 0.0, 2.0], "segment_turns_mean": [1.0, 0.0, 3.0],
        "segments_verified": [2.0, 0.0, 2.0], "segments_verified_positive": [1.0, 0.0, 0.0],
        "eligible_group_rate": [0.5, 0.0, 0.25], "eligible_groups": [2.0, 0.0, 1.0], "judge_failures": [1.0, 0.0, 0.0]})
    rows += real_env_rows("prover_paper", 1, prover | {  # no segment: mean length empty (seed 0: 0, older CSVs)
        "val_success": ["", "", 0.7], "segments_proposed": [0.0, 4.0, 0.0], "segment_turns_mean": ["", 2.5, ""],
        "segments_verified": [0.0, 4.0, 0.0], "segments_verified_positive": [0.0, 3.0, 0.0],
        "eligible_group_rate": [0.25, 0.5, 0.0], "eligible_groups": [1.0, 2.0, 0.0], "judge_failures": [0.0, 0.0, 1.0]})
    write_csv(rows, tmp_path / "runs.csv")

    h = health(load(tmp_path / "runs.csv")["prover_paper"])
    assert h["positive_verify_share"] == pytest.approx(4 / 8)  # (1 + 3) positive of (2 + 2 + 4) verified
    assert h["segment_turns"] == pytest.approx((2 * 1.0 + 2 * 3.0 + 4 * 2.5) / 8)  # 2.25 turns per proposed segment
    assert h["eligible_group_rate"] == pytest.approx(1.5 / 6)  # mean of the 6 iterations' rates
    assert h["extra_token_ratio"] == pytest.approx(180 / 600)  # 6 x 30 extra ÷ 6 x 100 rollout tokens
    assert h["judge_failure_share"] == pytest.approx(2 / 10)  # 2 dropped cases ÷ (2 + 8 segments proposed)
    grpo = health(load(tmp_path / "runs.csv")["grpo_paper"])
    assert math.isnan(grpo["positive_verify_share"]) and math.isnan(grpo["segment_turns"])
    assert grpo["extra_token_ratio"] == 0.0

    text = report(tmp_path / "runs.csv", tmp_path, methods=["grpo_paper", "prover_paper"])
    # final val success, mean ± standard error over the 2 seeds: (0.5 + 0.7) / 2, sd 0.1414 / sqrt(2)
    assert "| prover_paper | 2 | 0.50 ± 0.00 | 0.60 ± 0.10 |" in text
    assert "| grpo_paper | 2 | 0.25 ± 0.00 | 0.38 ± 0.12 |" in text  # (0.25 + 0.5) / 2 = 0.375, se 0.125
    # cost ÷ GRPO: tokens 130 / 100, env steps 70 / 50; wall in-run: 2 x 24 s ÷ (2 x 24 − 2 x 6 s of the method's)
    assert "| prover_paper | 1.30× / 1.30× / 1.30× | 1.40× / 1.40× / 1.40× | 1.33× / 1.33× / 1.33× |" in text
    # own seconds untimed: iteration 0's 2 s of the 8 s per seed have no wall time
    assert "| 1.33× / 1.33× / 1.33× | 25% / 25% / 25% |" in text
    assert "| 1.00× / 1.00× / 1.00× | n/a / n/a / n/a |" in text  # GRPO: no own seconds
    assert "| grpo_paper | 1.00× / 1.00× / 1.00× | 1.00× / 1.00× / 1.00× | 1.00× / 1.00× / 1.00× |" in text
    # health: positive-verify share, segment length, eligible-group rate, judge failure share, bonus token share,
    # extra tokens ÷ rollout; GRPO has no eligible groups or bonus tokens to count a share of
    assert "| 0.500 | 2.25 | 0.250 | 0.200 | 0.0000 | 0.300 |" in text
    assert "| grpo_paper | 0.2500 ± 0.0000 | 0.2500 ± 0.0000 | n/a | n/a | n/a | n/a | n/a | 0.000 |" in text
    # counts behind the shares, over 3 iterations x 2 seeds: eligible groups, proposed, judge failures, verified,
    # verified with Â > 0
    assert "| prover_paper | 2 | 6 | 8 | 2 | 8 | 4 |" in text
    assert "| grpo_paper | 2 | 0 | 0 | 0 | 0 | 0 |" in text
    assert "exact success" not in text and "Δ mean train success (run)" in text
    assert "validation success (after iteration)" not in text  # the per-iteration table only when asked for
    text = report(tmp_path / "runs.csv", tmp_path, methods=["grpo_paper", "prover_paper"], per_iteration=True)
    assert "| prover_paper | 1 | 0: 0.250, 1: 0.500, 2: 0.750 | 2: 0.700 |" in text
    assert "| grpo_paper | 0 | 0: 0.000, 1: 0.250, 2: 0.500 | 2: 0.250 |" in text
    assert png_size(tmp_path / "curves.png")[0] == 1732  # 3 panels: train, tokens, validation


def png_size(path) -> tuple[int, int]:
    """Width and height in pixels of a PNG file (its IHDR chunk)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_a_count_the_runs_did_not_record_is_not_0(tmp_path):
    from bench.credit_report import counts

    rows = real_env_rows("prover_paper", 0, {"segments_proposed": [2.0, 1.0, 0.0]})
    for row in rows:
        del row["judge_failures"]  # a CSV from before the column existed
    c = counts({0: rows})
    assert c["segments_proposed"] == 3 and c["judge_failures"] is None and c["runs"] == 1


def test_trailing_mean_leaves_out_the_iterations_without_a_value():
    from bench.credit_report import trailing_mean

    x = np.array([0.2, math.nan, 0.4, math.nan, math.nan, math.nan, 1.0])
    # window 3: [0.2], [0.2, -], [0.2, -, 0.4], [-, 0.4, -], [0.4, -, -], [-, -, -], [-, -, 1.0]
    np.testing.assert_allclose(trailing_mean(x, 3), [0.2, 0.2, 0.3, 0.4, 0.4, math.nan, 1.0])


def success_rows(success: list[float], tokens_per_iteration: float = 100.0) -> list[dict]:
    """One seed's rows with the given training success (NaN: every episode aborted) and cumulative tokens."""
    return [{"iteration": float(i), "train_success": s, "cum_tokens": tokens_per_iteration * (i + 1)}
            for i, s in enumerate(success)]


def test_an_iteration_without_success_can_reach_the_target_and_its_tokens_count():
    from bench.credit_report import iterations_to_target

    # trailing 5: 0.8 at iteration 4; at iteration 5 (all aborted) the window is iterations 1-4, all 1.0
    rows = success_rows([0.0, 1.0, 1.0, 1.0, 1.0, math.nan])
    assert iterations_to_target(rows, 0.9) == (5.0, 600.0)


def test_success_at_tokens_interpolates_over_iterations_without_success():
    from bench.credit_report import success_at_tokens

    # trailing 5: 0.5 up to iteration 4 (tokens 500), none at 5 (its window all aborted), 1.0 at 6 (tokens 700)
    rows = success_rows([0.5, *[math.nan] * 5, 1.0])
    np.testing.assert_allclose(success_at_tokens(rows, np.array([100.0, 500.0, 600.0, 700.0])), [0.5, 0.5, 0.75, 1.0])
    assert np.isnan(success_at_tokens(success_rows([math.nan] * 3), np.array([100.0]))).all()


def test_report_leaves_iterations_and_seeds_without_training_success_out_of_every_mean(tmp_path):
    from bench.credit_assignment import write_csv
    from bench.credit_report import report

    rows = []  # "": an iteration whose episodes all aborted
    for method, per_seed in (("grpo_paper", [[0.0, "", 0.5], [0.25, 0.25, ""], [0.5, 0.5, 0.5]]),
                             ("prover_paper", [[0.5, "", 1.0], ["", "", ""], [1.0, 0.5, ""]])):
        for seed, success in enumerate(per_seed):
            rows += real_env_rows(method, seed, {"train_success": success, "cum_tokens": [100.0, 200.0, 300.0]})
    write_csv(rows, tmp_path / "runs.csv")
    text = report(tmp_path / "runs.csv", tmp_path, target=0.8, methods=["grpo_paper", "prover_paper"])
    # per seed, the mean over its iterations with a value: GRPO 0.25, 0.25, 0.5; ProVer 0.75, none, 0.75
    grpo_se = np.std([0.25, 0.25, 0.5], ddof=1) / math.sqrt(3)  # 0.083
    assert f"| grpo_paper | 3 | 0.33 ± {grpo_se:.2f} | n/a | 0/3 |" in text  # final train success: last 10 = all 3
    assert "| prover_paper | 3 | 0.75 ± 0.00 | n/a | 1/3 | 0.0 | 0.1 |" in text  # seed 2 reaches 0.8 at iteration 0
    assert f"| 0.333 ± {grpo_se:.3f} |" in text and "| 0.750 ± 0.000 |" in text  # AUC steps
    assert "| +125.0% |" in text  # vs GRPO, equal steps: 0.75 / 0.3333 - 1
    # paired over the seeds where both have a value (0 and 2): d = 0.5, 0.25; relative 0.375 / mean(0.25, 0.5)
    half = 12.706204736174698 * np.std([0.5, 0.25], ddof=1) / math.sqrt(2)  # t(0.975, 1) x sd / sqrt(n)
    assert f"| prover_paper | 2 | +0.3750 [{0.375 - half:+.4f}, {0.375 + half:+.4f}] | +100.0% |" in text
    assert "| prover_paper | 0.7500 ± 0.0000 | 0.7500 ± 0.0000 |" in text
    assert png_size(tmp_path / "curves.png") == (1155, 495)  # 2 panels of 5.25 x 4.5 in at 110 dpi: no validation


def test_a_partial_report_cuts_every_run_to_its_first_iterations(tmp_path):
    from bench.credit_assignment import write_csv
    from bench.credit_report import report

    # GRPO ran 3 iterations, the other method 2 (stopped part way): with first_iterations 2, GRPO's third does not
    # count; train success per seed: GRPO mean(0.25, 0.75) = 0.5, the other mean(0.5, 1.0) = 0.75 -> +50 %
    rows = real_env_rows("grpo_paper", 0, {"train_success": [0.25, 0.75, 1.0]})
    rows += real_env_rows("prover_paper", 0, {"train_success": [0.5, 1.0, 0.0]})[:2]
    write_csv(rows, tmp_path / "runs.csv")
    with pytest.raises(ValueError, match="different lengths"):
        report(tmp_path / "runs.csv", tmp_path)
    with pytest.raises(ValueError, match=r"shorter than first_iterations=3 .*\('prover_paper', 0\): 2"):
        report(tmp_path / "runs.csv", tmp_path, first_iterations=3)
    text = report(tmp_path / "runs.csv", tmp_path, first_iterations=2, tag="partial")
    assert text.startswith("Partial: the first 2 iterations of each run (runs stopped part way).")
    assert "| grpo_paper | 1 | 0.50 | n/a | 0/1 |" in text and "| prover_paper | 1 | 0.75 |" in text  # one seed: no ±
    assert "| 0.500 | 0.500 | +0.0% | +0.0% |" in text and "| +50.0% |" in text  # AUC steps, vs GRPO at equal steps
    assert (tmp_path / "table_partial.md").read_text() == text + "\n"


def test_budget_match_sizes_extra_episodes_from_unrounded_ratio():
    # two seeds of 34.99 extra and 240 rollout tokens: R = 69.98 / 480 = 0.145792, 48 R = 6.998, so k = 7; the
    # table's R, 0.146, would give 48 x 0.146 = 7.008, k = 8. With 35.01 extra tokens, 48 R = 7.002: k = 8
    runs = {s: [{"extra_tokens": 34.99, "rollout_tokens": 240.0}] for s in (201, 202)}
    sized = budget_match(runs, 48)
    assert sized["extra_token_ratio"] == pytest.approx(69.98 / 480)
    assert round(sized["extra_token_ratio"], 3) == 0.146 and math.ceil(48 * 0.146) == 8  # the rounded R says 8
    assert sized["extra_episodes"] == 7 and sized["token_ratio"] == "0.1458"
    assert sized["method"] == "grpo_budget_matched@token_ratio=0.1458" and sized["seeds"] == [201, 202]
    assert round(float(sized["token_ratio"]) * 48) == 7  # ExtraRollouts' episode count gives back k
    above = {s: [{"extra_tokens": 35.01, "rollout_tokens": 240.0}] for s in (201, 202)}
    assert budget_match(above, 48)["extra_episodes"] == 8


def test_budget_match_refuses_runs_without_extra_tokens():
    with pytest.raises(ValueError, match="no extra tokens"):
        budget_match({201: [{"extra_tokens": 0.0, "rollout_tokens": 240.0}]}, 48)
    with pytest.raises(ValueError, match="episodes must be >= 1"):
        budget_match({201: [{"extra_tokens": 1.0, "rollout_tokens": 240.0}]}, 0)


def test_pairing_check_reads_iteration_0_of_every_method_of_a_seed():
    from bench.credit_report import pairing_table

    def run(success: float, tokens: float, steps: float, first: int = 0) -> list[dict]:
        return [{"iteration": float(i), "train_success": success, "rollout_tokens": tokens,
                 "rollout_env_steps": steps} for i in range(first, 3)]

    nan = math.nan
    budget = "grpo_budget_matched@token_ratio=0.25"
    runs = {"prover_paper": {1: run(0.5, 400, 40), 2: run(0.25, 300, 31), 3: run(0.5, 100, 10, first=1),
                             5: run(0.375, 200, 20), 6: run(nan, nan, nan)},
            "grpo_paper": {1: run(0.5, 400, 40), 2: run(0.25, 300, 30), 3: run(0.5, 100, 10), 4: run(0.5, 1, 1),
                           5: run(0.5, 200, 20), 6: run(nan, nan, nan)},
            # trains on its extra episodes: another train success at iteration 0, the same rollout
            budget: {1: run(0.6, 400, 40), 2: run(0.25, 300, 30)}}
    text = pairing_table(runs)
    assert "| 1 | 3 | 0.5000 | 400 | 40 | yes |" in text  # the budget-matched train success is not compared
    # the reference's values, then each differing method and column
    assert "| 2 | 3 | 0.2500 | 300 | 30 | no: prover_paper env steps 31 ≠ 30 |" in text
    assert "| 3 | 2 | 0.5000 | 100 | 10 | n/a (no iteration 0: prover_paper) |" in text  # a partial run: named
    assert "| 4 |" not in text  # one method ran seed 4: nothing to pair
    assert "| 5 | 2 | 0.5000 | 200 | 20 | no: prover_paper train success 0.375 ≠ 0.5 |" in text
    assert "| 6 | 2 | n/a | n/a | n/a | n/a |" in text  # nothing recorded: nothing checked
    assert f"{budget} also counts the extra episodes" in text
    runs[budget][1][0]["rollout_tokens"] = 401.0
    assert f"| 1 | 3 | 0.5000 | 400 | 40 | no: {budget} generated tokens 401 ≠ 400 |" in pairing_table(runs)
    # the budget-matched run as the reference (GRPO not selected): the train success is read from the next method
    text = pairing_table({budget: runs[budget], "prover_paper": runs["prover_paper"]})
    assert "| 1 | 2 | 0.5000 | 401 | 40 | no: prover_paper generated tokens 400 ≠ 401 |" in text
    assert "| 2 | 2 | 0.2500 | 300 | 30 | no: prover_paper env steps 31 ≠ 30 |" in text
    assert pairing_table({"grpo_paper": runs["grpo_paper"]}) == ""  # no seed with two methods


def test_the_report_shows_the_pairing_check(tmp_path):
    from bench.credit_assignment import write_csv
    from bench.credit_report import report

    rows = real_env_rows("grpo_paper", 0, {"train_success": [0.25, 0.5, 0.5]})
    rows += real_env_rows("prover_paper", 0, {"train_success": [0.125, 0.5, 0.5]})
    write_csv(rows, tmp_path / "runs.csv")
    text = report(tmp_path / "runs.csv", tmp_path, methods=["grpo_paper", "prover_paper"])
    assert "| 0 | 2 | 0.2500 | 100 | 50 | no: prover_paper train success 0.125 ≠ 0.25 |" in text
    assert "iteration 0: train success" not in report(tmp_path / "runs.csv", tmp_path, methods=["grpo_paper"])
