"""Resume: a run stopped after a checkpoint and resumed equals the uninterrupted run bit for bit (weights and every
curve, one point per step), for GRPO and with ProVer's verifier; a run resumed from its final checkpoint still
validates and exports, once. Each interrupted run raises from a callback (its logs are flushed, as after a kill that
came late) and is resumed in the same process, whose global generator ``seed_everything`` has reset."""

from __future__ import annotations

import lightning as L
import pytest
import torch

from bench.exact_resume import iterations_logged
from bench.exact_resume import scalars as curves
from tests.test_fit import COUNTER, write_config
from train import main


class Killed(Exception):
    """Stands for a kill."""


class KillAt(L.Callback):
    """Raises :class:`Killed` when training iteration ``iteration`` starts, or, with ``final_validation``, when the
    validation after the last update starts (after the final checkpoint, before the export)."""

    def __init__(self, iteration: int = -1, final_validation: bool = False):
        self.iteration, self.final_validation = iteration, final_validation

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        if batch.iteration == self.iteration:
            raise Killed

    def on_validation_start(self, trainer, pl_module):
        if self.final_validation and trainer.state.fn == "fit" and trainer.global_step == trainer.max_steps:
            raise Killed


class EndCounter(L.Callback):
    """Counts validation runs and ``on_train_end`` calls."""

    def __init__(self):
        self.validations, self.train_ends = 0, 0

    def on_validation_end(self, trainer, pl_module):
        self.validations += 1

    def on_train_end(self, trainer, pl_module):
        self.train_ends += 1


def checkpointing(directory, every: int) -> list[str]:
    return ["--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={directory}",
            "--trainer.callbacks.save_last=true", f"--trainer.callbacks.every_n_train_steps={every}"]


def config(directory) -> str:
    directory.mkdir()
    return write_config(directory, COUNTER, max_val_tasks=2)


def fit(args: list[str]):
    return main(["fit", *args])


def weights(cli) -> dict[str, torch.Tensor]:
    return {k: v.detach().clone() for k, v in cli.model.policy.state_dict().items()}


def assert_same_run(full, full_dir, resumed, resumed_dir):
    a, b = weights(full), weights(resumed)
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    assert curves(full_dir) == curves(resumed_dir)  # (it raises if a curve holds a step twice)


@pytest.mark.slow
def test_run_killed_between_checkpoints_resumes_bit_for_bit(tmp_path):
    # 4 iterations of 2 updates, a checkpoint every 2 iterations: killed as iteration 3 starts, after iteration 2 was
    # logged; resumed from the checkpoint after iteration 1, it runs iterations 2 and 3 again
    cfg = config(tmp_path / "a")
    full = fit(["--config", cfg, "--trainer.max_steps", "8"])
    cfg_b = config(tmp_path / "b")
    ckpt = checkpointing(tmp_path / "b" / "ckpt", 4)
    with pytest.raises(Killed):
        fit(["--config", cfg_b, "--trainer.max_steps", "8", *ckpt, "--trainer.callbacks+=tests.test_resume.KillAt",
             "--trainer.callbacks.iteration=3"])
    killed = curves(tmp_path / "b" / "run" / "version_0")
    assert list(killed["train/success_rate"]) == [0, 1, 2]  # iteration 2 was logged after the checkpoint
    assert iterations_logged(tmp_path / "b" / "run" / "version_0") == 3
    resumed = fit(["--config", cfg_b, "--trainer.max_steps", "8", *ckpt,
                   "--ckpt_path", str(tmp_path / "b" / "ckpt" / "last.ckpt")])
    assert resumed.trainer.global_step == 8 and resumed.datamodule.iteration == 4
    assert_same_run(full, tmp_path / "a" / "run" / "version_0", resumed, tmp_path / "b" / "run" / "version_0")


@pytest.mark.slow
def test_resume_from_the_final_checkpoint_validates_and_exports_once(tmp_path):
    cfg = config(tmp_path / "a")
    full = fit(["--config", cfg])
    cfg_b = config(tmp_path / "b")
    ckpt = checkpointing(tmp_path / "b" / "ckpt", 2)
    with pytest.raises(Killed):  # killed after the checkpoint at max_steps, before the final validation and export
        fit(["--config", cfg_b, *ckpt, "--trainer.callbacks+=tests.test_resume.KillAt",
             "--trainer.callbacks.final_validation=true"])
    export = tmp_path / "b" / "run" / "version_0" / "policy"
    assert not export.exists()
    resumed = fit(["--config", cfg_b, *ckpt, "--trainer.callbacks+=tests.test_resume.EndCounter",
                   "--ckpt_path", str(tmp_path / "b" / "ckpt" / "last.ckpt")])
    counter = next(c for c in resumed.trainer.callbacks if isinstance(c, EndCounter))
    assert (counter.validations, counter.train_ends) == (1, 1)
    assert (export / "config.json").exists()
    assert_same_run(full, tmp_path / "a" / "run" / "version_0", resumed, tmp_path / "b" / "run" / "version_0")
    assert list(curves(tmp_path / "b" / "run" / "version_0")["val/success_rate"]) == [0, 1]


def test_finished_fit_does_no_end_of_training_work_twice(tmp_path):
    cli = fit(["--config", write_config(tmp_path, COUNTER), "--trainer.callbacks+=tests.test_resume.EndCounter"])
    counter = next(c for c in cli.trainer.callbacks if isinstance(c, EndCounter))
    assert (counter.validations, counter.train_ends) == (2, 1)  # one validation per iteration, one export


@pytest.fixture(scope="module")
def corridor_policy(tmp_path_factory):
    from bench.corridor_policy import make_policy

    out = tmp_path_factory.mktemp("corridor") / "policy"
    make_policy(out, seed=0, warm_up_steps=60)
    return out


def test_prover_run_killed_between_checkpoints_resumes_bit_for_bit(tmp_path, corridor_policy):
    # the corridor with ProVer's divergence judge and verifier: the continuations of iterations 2 and 3 are sampled
    # again after the resume, and must be the same
    def args(name: str) -> list[str]:
        return ["--config", "configs/corridor_grpo.yaml", "--config", "configs/prover_divergence.yaml",
                "--model.model", str(corridor_policy), "--trainer.max_steps", "8", "--trainer.val_check_interval", "2",
                "--trainer.logger.init_args.save_dir", str(tmp_path), "--trainer.logger.init_args.name", name,
                "--trainer.logger.init_args.version", "0", "--trainer.enable_checkpointing", "true",
                "--data.tasks_per_step", "4", "--data.group_size", "4", "--data.val_tasks_per_batch", "4"]

    full = fit(args("a"))
    ckpt = checkpointing(tmp_path / "ckpt", 4)
    with pytest.raises(Killed):
        fit([*args("b"), *ckpt, "--trainer.callbacks+=tests.test_resume.KillAt", "--trainer.callbacks.iteration=3"])
    resumed = fit([*args("b"), *ckpt, "--ckpt_path", str(tmp_path / "ckpt" / "last.ckpt")])
    assert_same_run(full, tmp_path / "a" / "version_0", resumed, tmp_path / "b" / "version_0")
    continuations = curves(tmp_path / "b" / "version_0")["prover/continuations"]
    assert continuations[2] > 0 and continuations[3] > 0  # the verifier sampled in the re-run iterations


def test_rollout_seed_is_the_runs_seed_unless_set_and_resumes_with_the_checkpoint(monkeypatch):
    from datamodules import RolloutDataModule
    from tests.envs_for_tests import CounterSpec

    monkeypatch.setenv("PL_GLOBAL_SEED", "5")  # what seed_everything(5) records
    assert RolloutDataModule(CounterSpec(), num_env_workers=0).seed == 5
    assert RolloutDataModule(CounterSpec(), num_env_workers=0, seed=2).seed == 2
    monkeypatch.delenv("PL_GLOBAL_SEED")
    resumed = RolloutDataModule(CounterSpec(), num_env_workers=0)
    assert resumed.seed == 0
    resumed.load_state_dict({"iteration": 3, "seed": 5})  # e.g. a run with seed_everything: true (a random seed)
    assert (resumed.seed, resumed.iteration) == (5, 3)


def test_iterations_logged_counts_an_iteration_whose_episodes_all_aborted(tmp_path):
    from torch.utils.tensorboard import SummaryWriter

    writer = SummaryWriter(str(tmp_path))  # iteration 2: every episode aborted, no success rate
    for step in range(3):
        writer.add_scalar("train/episodes", 0.0 if step == 2 else 8.0, step)
        if step < 2:
            writer.add_scalar("train/success_rate", 0.5, step)
    writer.close()
    assert iterations_logged(tmp_path) == 3


def test_a_model_setting_changed_on_resume_is_used_and_named(tmp_path):
    """Lightning's CLI would replace the config's model settings with the checkpoint's: here the given one wins, and
    the warning names each setting that differs (and none when the command is the same)."""
    cfg = config(tmp_path / "a")
    ckpt = checkpointing(tmp_path / "a" / "ckpt", 2)
    fit(["--config", cfg, *ckpt, "--trainer.max_steps", "2"])
    resume = ["--config", cfg, *ckpt, "--trainer.max_steps", "2", "--ckpt_path", str(tmp_path / "a" / "ckpt" /
                                                                                        "last.ckpt")]
    import warnings

    with warnings.catch_warnings(record=True) as caught:  # the same command: nothing to name
        warnings.simplefilter("always")
        fit(resume)
    assert not [w for w in caught if "differ from the checkpoint's" in str(w.message)]
    with pytest.warns(UserWarning, match=r"differ from the checkpoint's.*: model\.lr: 0\.001 \(checkpoint\) -> 0\.5$"):
        resumed = fit([*resume, "--model.lr", "0.5"])
    assert resumed.model.hparams.lr == 0.5
