"""The paper-overlays-on-every-environment script (bench/paper_overlays.py), its pure parts: the command of a pair,
the figures from a hand-made scalars dict, the table, resuming. Its figures come from its full run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from bench.paper_overlays import ENVS, OVERLAYS, command, done_pairs, summarise, table

ROOT = Path(__file__).resolve().parent.parent
SETTING = {"iterations": 2, "tasks_per_step": 1, "group_size": 8}


def option(cmd: list[str], name: str) -> str:
    """The value after the last ``name`` in ``cmd`` (the CLI's last one wins)."""
    return cmd[len(cmd) - 1 - cmd[::-1].index(name) + 1]


def test_command_composes_base_config_overlay_and_short_setting(tmp_path):
    cmd = command("alfworld", "prover_paper", tmp_path, SETTING, ["--data.seed", "3"])
    assert cmd[:3] == [sys.executable, "train.py", "fit"]
    configs = [b for a, b in zip(cmd, cmd[1:]) if a == "--config"]
    assert configs == ["configs/alfworld_grpo_cpu.yaml", "configs/prover_paper.yaml"]
    assert option(cmd, "--model.init_adapter") == "artifacts/alfworld_sft_smollm2"
    assert (ROOT / "artifacts/alfworld_sft_smollm2/adapter_config.json").exists()
    # 2 iterations x 1 update per iteration (num_minibatches 1 x ppo_epochs 1), no validation, G = 8
    assert option(cmd, "--trainer.max_steps") == "2"
    assert option(cmd, "--trainer.limit_val_batches") == "0"
    assert option(cmd, "--data.tasks_per_step") == "1" and option(cmd, "--data.group_size") == "8"
    assert option(cmd, "--trainer.logger.init_args.save_dir") == str(tmp_path / "tb")
    assert option(cmd, "--trainer.logger.init_args.name") == "alfworld"
    assert option(cmd, "--trainer.logger.init_args.version") == "prover_paper"
    assert cmd[-2:] == ["--data.seed", "3"]
    inside = command("webshop", "grpo_paper", ROOT / "bench" / "results" / "x", SETTING, [])
    assert option(inside, "--trainer.logger.init_args.save_dir") == "bench/results/x/tb"  # train.py runs from ROOT
    # WebShop and SearchQA from the bare model, as the recorded runs were made, not from their configs' warm starts
    assert option(inside, "--model.init_adapter") == "null"
    assert option(command("searchqa", "grpo_paper", tmp_path, SETTING, []), "--model.init_adapter") == "null"


def test_max_steps_counts_updates_of_the_base_config(tmp_path, monkeypatch):
    config = tmp_path / "configs" / "two_epochs.yaml"
    config.parent.mkdir()
    config.write_text(yaml.safe_dump({"model": {"num_minibatches": 2, "ppo_epochs": 3}}))
    monkeypatch.setattr("bench.credit_assignment.ROOT", tmp_path)
    monkeypatch.setitem(ENVS, "two_epochs", ("configs/two_epochs.yaml", []))
    assert option(command("two_epochs", "grpo_paper", tmp_path, SETTING, []), "--trainer.max_steps") == "12"


def test_every_env_and_overlay_config_exists():
    assert set(ENVS) == {"alfworld", "webshop", "searchqa"}
    assert set(OVERLAYS) == {"grpo_paper", "prover_paper", "grpo_budget_matched"}
    for path in [base for base, _ in ENVS.values()] + list(OVERLAYS.values()):
        assert (ROOT / path).is_file(), path


@pytest.mark.parametrize("env, overlay, setting", [("nethack", "grpo_paper", SETTING), ("webshop", "gigpo", SETTING),
                                                   ("webshop", "grpo_paper", SETTING | {"iterations": 0})])
def test_bad_pair_or_setting_is_refused(env, overlay, setting, tmp_path):
    with pytest.raises(ValueError, match="nethack|gigpo|iterations"):
        command(env, overlay, tmp_path, setting, [])


PROVER_SCALARS = {
    "train/success_rate": {0: 0.25, 1: 0.5},
    "train/episodes": {0: 8.0, 1: 8.0},
    "rollout/groups": {0: 1.0, 1: 1.0},
    "prover/eligible_groups": {0: 1.0, 1: 0.0},
    "prover/segments_proposed": {0: 1.0, 1: 0.0},
    "prover/segments_verified": {0: 1.0, 1: 0.0},
    "prover/segments_verified_positive": {0: 1.0, 1: 0.0},
    "prover/judge_failures": {0: 0.0, 1: 1.0},
    "prover/judge_failures/unparseable": {0: 0.0, 1: 1.0},
    "prover/judge_failures/timeout": {0: 0.0, 1: 0.0},
    "prover/repairs": {0: 2.0, 1: 3.0},
    "cost/cumulative_extra_token_ratio": {0: 2.0, 1: 1.25},
    "cost/cumulative_extra_env_step_ratio": {0: 3.0, 1: 1.5},
    "cost/cumulative_extra_time_ratio": {0: 0.5, 1: 0.75},
}


def test_summarise_prover_run():
    figures = summarise(PROVER_SCALARS)
    assert figures == {
        "iterations": 2, "episodes": 16.0, "train_success_rate": 0.375, "eligible_group_rate": 0.5,
        "segments_proposed": 1.0, "segments_verified": 1.0, "segments_verified_positive": 1.0,
        "positive_verify_share": 1.0, "judge_failures": 1.0, "judge_failures_by_kind": {"unparseable": 1.0},
        "repairs": 5.0, "extra_token_ratio": 1.25, "extra_env_step_ratio": 1.5, "extra_time_ratio": 0.75,
        "extra_episodes": None,
    }


def test_summarise_budget_matched_run_weights_success_by_episodes():
    figures = summarise({"train/success_rate": {0: 0.0, 1: 0.3}, "train/episodes": {0: 10.0, 1: 10.0 / 3},
                         "extra_rollouts/episodes": {0: 2.0, 1: 2.0}, "rollout/groups": {0: 1.0, 1: 1.0},
                         "cost/cumulative_extra_token_ratio": {0: 0.2, 1: 0.25}})
    assert figures["train_success_rate"] == pytest.approx(0.3 * (10 / 3) / (40 / 3))  # 0.075
    assert figures["extra_episodes"] == 4.0 and figures["extra_token_ratio"] == 0.25
    assert figures["eligible_group_rate"] is None and figures["positive_verify_share"] is None
    assert figures["judge_failures"] is None and figures["judge_failures_by_kind"] == {}


def test_summarise_counts_an_iteration_whose_episodes_all_aborted():
    # iteration 1 trained on no episode: no success rate there, yet it is an iteration of the run
    figures = summarise({"train/success_rate": {0: 0.5, 2: 0.25}, "train/episodes": {0: 4.0, 1: 0.0, 2: 4.0}})
    assert figures["iterations"] == 3 and figures["episodes"] == 8.0
    assert figures["train_success_rate"] == pytest.approx((0.5 * 4 + 0.25 * 4) / 8)  # 0.375


def test_summarise_refuses_a_run_that_did_not_train():
    with pytest.raises(ValueError, match="train/success_rate"):
        summarise({"rollout/groups": {0: 1.0}})


def test_table_and_resume_from_records():
    ok = {"env": "webshop", "overlay": "prover_paper", "exit_status": 0, "wall_s": 312.4, "error": None,
          **summarise(PROVER_SCALARS)}
    failed = {"env": "searchqa", "overlay": "grpo_paper", "exit_status": 1, "wall_s": 20.0,
              "error": "Traceback\nKeyError: 'rollout/total_s'"}
    lines = table([ok, failed]).splitlines()
    assert lines[2] == ("| webshop | prover_paper | 0 | 312 | 2 | 16 | 0.375 | 0.500 | 1 | 1 | 1.000 | 1 | 5 | 1.250 "
                        "| 1.500 | 0.750 | — |")
    assert lines[3] == "| searchqa | grpo_paper | 1 | 20 |" + " — |" * 13
    assert lines[-1] == "- searchqa × grpo_paper: Traceback / KeyError: 'rollout/total_s'"
    assert done_pairs([ok, failed]) == {("webshop", "prover_paper")}
