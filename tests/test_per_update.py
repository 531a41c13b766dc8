"""The per-update experiment (bench/per_update.py, bench/per_update_report.py): every arm of a (policy, batch)
updates the same batch from the same weights, a zero bonus changes nothing, and the report's paired statistics on a
hand-made table."""

import math

import pytest

from bench.per_update import (
    BUDGET_MATCHED,
    BUDGET_SOURCE,
    GRPO,
    OPTIMIZER_STATE,
    batch_seed,
    ensure_policies,
    policy_dir,
    read_rows,
    rollout_digest,
    run_arm,
    run_batch,
)
from bench.per_update_report import compare, dose_response_table, first_batches, load_units, power_table
from prover_lightning.envs.base import Task
from prover_lightning.seeding import derive_seed
from prover_lightning.types import RolloutBatch, StepSample, Trajectory

ZERO_BONUS = "prover_paper_oracle@coef=0.0"


@pytest.fixture(scope="module")
def rows(tmp_path_factory):
    """One (policy, batch) of a briefly warmed-up policy (GRPO seed 3, iteration 0) under four arms."""
    out = tmp_path_factory.mktemp("per_update")
    ensure_policies(out, 3, [0], warm_up_steps=30)
    arms = [GRPO, ZERO_BONUS, BUDGET_SOURCE, BUDGET_MATCHED]
    run_batch(out, out / "updates.csv", 3, 0, 0, arms)
    run_batch(out, out / "updates.csv", 3, 0, 0, arms)  # a rerun finds every row done and adds none
    return out, {r["arm"]: r for r in read_rows(out / "updates.csv")}, len(read_rows(out / "updates.csv"))


def test_every_arm_updates_the_same_batch_from_the_same_policy(rows):
    _, by_arm, count = rows
    assert count == 4
    assert len({r["batch_digest"] for r in by_arm.values()}) == 1
    assert len({r["success_before"] for r in by_arm.values()}) == 1
    assert all(r["batch_seed"] == str(batch_seed(3, 0, 0)) for r in by_arm.values())


def test_a_zero_bonus_arm_equals_grpo_bit_for_bit_and_a_credited_bonus_does_not(rows):
    _, by_arm, _ = rows
    grpo, zero, oracle = by_arm[GRPO], by_arm[ZERO_BONUS], by_arm[BUDGET_SOURCE]
    assert zero["success_after"] == grpo["success_after"]  # the same text: the same float64 to the last digit
    assert float(zero["segments_verified"]) > 0 and float(zero["segments_credited"]) == 0
    assert float(zero["extra_tokens"]) == float(oracle["extra_tokens"]) > 0  # the verifier ran the same episodes
    assert float(oracle["segments_credited"]) > 0 and float(oracle["bonus_token_share"]) > 0
    assert oracle["success_after"] != grpo["success_after"]
    assert float(grpo["extra_tokens"]) == 0 and float(grpo["bonus_token_share"]) == 0


def test_budget_matched_arm_spends_the_oracle_arms_extra_tokens_on_rollouts(rows):
    _, by_arm, _ = rows
    matched, oracle = by_arm[BUDGET_MATCHED], by_arm[BUDGET_SOURCE]
    assert float(matched["token_ratio_set"]) == float(oracle["extra_token_ratio"])
    episodes = round(float(oracle["extra_token_ratio"]) * 64)  # extra episodes of 8 groups x 8
    assert float(matched["extra_tokens"]) >= episodes  # one token per step, at least one step per episode
    assert float(matched["extra_tokens"]) <= 9 * episodes  # at most 9 steps
    assert math.isnan(float(by_arm[GRPO]["token_ratio_set"]))


def test_a_policy_saved_along_the_grpo_run_is_the_run_s_update(rows):
    """Iteration 0 of GRPO seed 3 from its warm-up policy is one GRPO arm update with seed 3: the policy saved after
    it has the exact success the arm's update reaches."""
    out, _, _ = rows
    ensure_policies(out, 3, [1], warm_up_steps=30)
    arm = run_arm(GRPO, policy_dir(out, 3, 0), 3, out)
    saved = run_arm(GRPO, policy_dir(out, 3, 1), batch_seed(3, 1, 0), out)
    assert saved["success_before"] == arm["success_after"]
    with pytest.raises(ValueError, match="token_ratio"):
        run_arm(GRPO, policy_dir(out, 3, 0), 3, out, token_ratio=0.5)


def test_an_arm_continues_the_grpo_runs_optimiser_state(rows):
    """The policy after iteration 1 is saved with the run's AdamW state after its 2 updates; an arm from it starts
    at step 2 with those moments (a different update than a fresh AdamW's), the warm-up policy's rows at step 0."""
    import torch

    out, by_arm, _ = rows
    ensure_policies(out, 3, [1], warm_up_steps=30)
    state = policy_dir(out, 3, 1) / OPTIMIZER_STATE
    saved = torch.load(state, weights_only=True)
    assert {int(s["step"]) for s in saved["state"].values()} == {2}
    assert {r["optimizer_steps_before"] for r in by_arm.values()} == {"0"}
    carried = run_arm(GRPO, policy_dir(out, 3, 1), 5, out, optimizer_state=state)
    fresh = run_arm(GRPO, policy_dir(out, 3, 1), 5, out)
    assert (carried["optimizer_steps_before"], fresh["optimizer_steps_before"]) == (2, 0)
    assert carried["batch_digest"] == fresh["batch_digest"] and carried["success_after"] != fresh["success_after"]
    with pytest.raises(FileNotFoundError, match="no optimiser state beside the policy"):
        run_arm(GRPO, policy_dir(out, 3, 0), 3, out, optimizer_state=policy_dir(out, 3, 0) / OPTIMIZER_STATE)


def test_batch_seeds_are_distinct_hashes():
    assert batch_seed(0, 5, 1) == derive_seed("per-update", 0, 5, 1) % 2**31
    assert len({batch_seed(s, k, b) for s in (0, 1) for k in (5, 20) for b in range(5)}) == 20


def _batch(response: int) -> RolloutBatch:
    step = StepSample(prompt_ids=[1, 2], response_ids=[response], response_logprobs=[-0.5], response_text="1",
                      action="a", admissible=True, observation="o", reward=1.0)
    return RolloutBatch([Trajectory(Task("t0", "trap_corridor", 0), 0, steps=[step])], 0, 1.0)


def test_rollout_digest_follows_the_sampled_tokens_not_the_advantages():
    a, b = _batch(5), _batch(5)
    b.trajectories[0].steps[0].advantage = 0.7  # credit edits the advantages, not what was sampled
    assert rollout_digest(a) == rollout_digest(b) != rollout_digest(_batch(6))


def _row(unit: tuple[int, int, int], arm: str, before: float, after: float, extra: float = 0.0,
         digest: str = "d") -> dict:
    seed, iteration, batch = unit
    return {"policy_seed": str(seed), "policy_iteration": str(iteration), "batch": str(batch), "arm": arm,
            "batch_digest": f"{digest}{unit}", "success_before": str(before), "success_after": str(after),
            "rollout_tokens": "500", "extra_tokens": str(500 * extra), "extra_token_ratio": str(extra),
            "bonus_token_share": "0.0", "segments_proposed": "0", "segments_verified": "0",
            "segments_credited": "0"}


ORACLE = "prover_paper_oracle@coef=1.0"
UNITS = [(0, 5, 0), (0, 5, 1), (1, 20, 0)]
#: GRPO gains 0.1, 0.2, 0.0 (mean 0.1); the oracle adds d = 0.02, 0.01, 0.03 (mean 0.02, SD 0.01) with extra tokens
#: 1.0, 1.2, 0.8 rollouts (mean 1.0)
TABLE = [_row(u, GRPO, 0.5, a) for u, a in zip(UNITS, (0.6, 0.7, 0.5))] + [
    _row(u, ORACLE, 0.5, a, x) for u, a, x in zip(UNITS, (0.62, 0.71, 0.53), (1.0, 1.2, 0.8))]


def test_report_paired_difference_on_a_hand_made_table():
    c = compare(load_units(TABLE), ORACLE, GRPO)
    assert c["n"] == 3 and c["mean"] == pytest.approx(0.02) and c["sd"] == pytest.approx(0.01)
    assert c["grpo_gain"] == pytest.approx(0.1) and c["relative"] == pytest.approx(0.2)
    assert c["extra_ratio"] == pytest.approx(1.0) and c["per_extra_token"] == pytest.approx(0.02)
    assert c["p"] == pytest.approx(0.25)  # exact sign flips: 2 of the 8 have |mean| >= 0.02
    assert 0.01 - 1e-12 <= c["low"] < 0.02 < c["high"] <= 0.03 + 1e-12  # bootstrap means lie within the d's


def test_first_batches_keeps_the_registered_units_of_an_extended_table():
    units = load_units(TABLE)
    assert sorted(first_batches(units, 1)) == [(0, 5, 0), (1, 20, 0)]
    assert first_batches(units, 2) == units
    c = compare(first_batches(units, 1), ORACLE, GRPO)
    assert c["n"] == 2 and c["mean"] == pytest.approx(0.025)  # d = 0.02 and 0.03


def test_power_table_sizes_the_units_by_the_paired_sd():
    text = power_table(load_units(TABLE))
    assert "gain +0.10000 over 3 units; effect to detect 10% of it = +0.01000" in text
    assert f"| {ORACLE} | 3 | 0.01000 | 10 |" in text  # d / SD = 1: 10 pairs give 80 % power (noncentral t)


def test_dose_response_marks_arms_without_runs():
    text = dose_response_table(load_units(TABLE))
    assert text.splitlines()[2].startswith("| oracle | +0.0200 [") and text.count("n/a") == 8


def test_load_units_refuses_a_unit_whose_arms_saw_different_batches():
    with pytest.raises(ValueError, match=r"unit \(0, 5, 0\): arm 'x' has batch_digest"):
        load_units([_row((0, 5, 0), GRPO, 0.5, 0.6), _row((0, 5, 0), "x", 0.5, 0.6, digest="e")])
    with pytest.raises(ValueError, match="success_before"):
        load_units([_row((0, 5, 0), GRPO, 0.5, 0.6), _row((0, 5, 0), "x", 0.4, 0.6)])
