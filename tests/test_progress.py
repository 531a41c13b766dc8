"""The training progress bar counts rollout iterations and shows updates and the watched metrics (a tiny fit)."""

from __future__ import annotations

import re
import time

import pytest

from prover_lightning.progress import IterationProgressBar
from prover_lightning.trainer_cli import tensorboard_command
from tests.helpers import COUNTER, shown_warnings, write_config
from train import main


def test_progress_bar_shows_iterations_updates_and_metrics(tmp_path, capsys, recwarn):
    cfg = write_config(tmp_path, COUNTER)  # 2 updates per iteration, max_steps 4: 2 iterations
    cli = main(["fit", "--config", cfg, "--trainer.enable_progress_bar=true", "--model.gradient_checkpointing=true"])
    assert shown_warnings(recwarn) == []  # full weights, a reference policy, activation checkpointing
    trainer, bar = cli.trainer, cli.trainer.progress_bar_callback
    assert isinstance(bar, IterationProgressBar)
    tqdm = bar.train_progress_bar
    assert (tqdm.desc, tqdm.n, tqdm.total, tqdm.unit) == ("train", 2, 2, "iteration")

    shown = bar.get_metrics(trainer, cli.model)
    logged = trainer.callback_metrics
    assert list(shown) == ["updates", "success", "invalid", "return", "kl", "val_success", "rollout_s", "update_s"]
    assert shown["updates"] == "4/4"
    for label, name in [("success", "train/success_rate"), ("invalid", "train/invalid_action_rate"),
                        ("return", "train/return"), ("kl", "loss/kl"), ("val_success", "val/success_rate"),
                        ("update_s", "time/update_s")]:
        assert shown[label] == pytest.approx(logged[name].item()), label

    out = capsys.readouterr().out.replace("\r", "\n")
    assert "v_num" not in out and "Epoch" not in out and "it/s" not in out.split("Validation")[0]
    lines = out.strip().splitlines()
    assert [line.split(":")[0] for line in lines[-2:]] == ["curves", "checkpoint"]  # after the bar: where it wrote
    assert f"policy: {tmp_path / 'run' / 'version_0' / 'policy'} (exported with its tokenizer)" in lines  # above
    last = lines[-3]
    assert last.startswith("train: 100%|")
    assert re.search(r"\| 2/2 \[[0-9:]+<00:00, +[0-9.]+(s/iteration|iteration/s), updates=4/4, success=0\.000, ", last)


def test_a_fit_resumed_at_max_steps_with_the_bar_shown_ends_and_says_where_it_wrote(tmp_path, capsys):
    """Resumed from its final checkpoint, a fit trains nothing and opens no training bar, but still runs the
    ``on_train_end`` hooks (the export), the bar's among them."""
    cfg = write_config(tmp_path, COUNTER)
    main(["fit", "--config", cfg, "--trainer.enable_progress_bar=true"])
    run = tmp_path / "run" / "version_0"
    ckpt = run / "checkpoints" / "epoch=0-step=4.ckpt"
    capsys.readouterr()
    main(["fit", "--config", cfg, "--trainer.enable_progress_bar=true", "--ckpt_path", str(ckpt)])
    assert capsys.readouterr().out.replace("\r", "\n").strip().splitlines()[-3:] == [
        f"policy: {run / 'policy'} (exported with its tokenizer)",
        f"curves: {run} ({tensorboard_command()} --logdir {run})",
        f"checkpoint: {ckpt} (resume: --ckpt_path {ckpt} --trainer.logger.init_args.version 0)",
    ]


def test_the_tensorboard_command_is_the_one_this_shell_can_start(tmp_path, monkeypatch):
    """On PATH: ``tensorboard``; a virtual environment used without activating it: the script beside its Python;
    neither: ``tensorboard``, which names what to install."""
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    monkeypatch.setattr("sys.executable", str(bin_dir / "python"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert tensorboard_command() == "tensorboard"  # nowhere
    (bin_dir / "tensorboard").write_text("#!/bin/sh\n")
    assert tensorboard_command() == str(bin_dir / "tensorboard")  # beside the Python, not on PATH
    (bin_dir / "tensorboard").chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    assert tensorboard_command() == "tensorboard"  # on PATH: the activated environment


def test_a_fit_resumed_mid_run_counts_on_from_the_iterations_done(tmp_path, capsys):
    """Resumed after 1 of 3 iterations, the bar starts at 1/3 and ends at 3/3 (a fit resumed within its epoch gets no
    ``on_train_epoch_start``, where the bar used to learn where it starts: it ended at 2/3)."""
    cfg = write_config(tmp_path, COUNTER)
    keep = ["--trainer.callbacks+=lightning.pytorch.callbacks.ModelCheckpoint",
            "--trainer.callbacks.init_args.every_n_train_steps=2", "--trainer.limit_val_batches=0"]
    main(["fit", "--config", cfg, "--trainer.max_steps=2", *keep])
    ckpt = tmp_path / "run" / "version_0" / "checkpoints" / "epoch=0-step=2.ckpt"
    capsys.readouterr()
    cli = main(["fit", "--config", cfg, "--trainer.max_steps=6", "--trainer.enable_progress_bar=true",
                "--ckpt_path", str(ckpt), *keep])
    tqdm = cli.trainer.progress_bar_callback.train_progress_bar
    assert (tqdm.initial, tqdm.n, tqdm.total) == (1, 3, 3)
    shown = [line for line in capsys.readouterr().out.replace("\r", "\n").splitlines() if line.startswith("train:")]
    assert any(line.endswith("| 1/3 [00:00<?, ?iteration/s]") for line in shown)  # before an iteration ends
    assert "| 3/3 [" in shown[-1] and "updates=6/6" in shown[-1]


@pytest.mark.parametrize("subcommand, bar", [("fit", "Validation"), ("test", "Testing")])
def test_a_held_out_bar_counts_the_rollouts_of_its_first_batch(tmp_path, capsys, monkeypatch, subcommand, bar):
    """A held-out batch's episodes are played in ``on_after_batch_transfer``, before Lightning resets the bar's
    clock; here they take 1.1 s, so the bar reads at least 1 s elapsed and 1.1 s per batch (Lightning's read 00:00 and
    hundreds of batches a second)."""
    from datamodules.episodes import EpisodeDataModule

    play = EpisodeDataModule.on_after_batch_transfer

    def slow_held_out(self, batch, dataloader_idx):
        if not self.trainer.training:
            time.sleep(1.1)
        return play(self, batch, dataloader_idx)

    monkeypatch.setattr(EpisodeDataModule, "on_after_batch_transfer", slow_held_out)
    cfg = write_config(tmp_path, COUNTER)
    main([subcommand, "--config", cfg, "--trainer.enable_progress_bar=true", "--trainer.max_steps=2"])
    lines = [line for line in capsys.readouterr().out.replace("\r", "\n").splitlines()
             if line.startswith(f"{bar} DataLoader 0: 100%")]
    assert lines, f"no finished {bar} bar"
    for line in lines:
        shown = re.search(r"\| 1/1 \[00:([0-9]{2})<00:00, +([0-9.]+)s/it\]", line)
        assert shown and int(shown[1]) >= 1 and float(shown[2]) >= 1.1, line
