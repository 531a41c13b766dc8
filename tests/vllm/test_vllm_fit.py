"""End-to-end ``fit`` with the vLLM backend: every rollout batch is sampled by the engine holding the current
weights, so the PPO ratio of each iteration's (single) update is 1 even after large updates; a resumed run loads the
checkpoint's weights into the engine before its first rollout."""

from __future__ import annotations

import pytest
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from tests.helpers import COUNTER, VLLM_TEST_SETTINGS, VLLM_TINY_CONFIG, write_config
from train import main

pytest.importorskip("vllm")
pytestmark = pytest.mark.vllm


def vllm_args(tmp_path, lora: bool = False) -> list[str]:
    """A fit on the counter env (in 2 spawned worker processes) with the tiny model and the vLLM backend: one update
    per rollout iteration with a large learning rate, so an engine holding stale weights would show as a PPO ratio
    far from 1."""
    args = ["fit", "--config", write_config(tmp_path, COUNTER, num_env_workers=2), "--model.model_config",
            str(VLLM_TINY_CONFIG).replace("'", '"'), "--model.generation_backend", "vllm",
            "--model.num_minibatches=1", "--model.lr=0.05", "--trainer.callbacks+=tests.helpers.VersionRecorder"]
    args += [f"--model.vllm.{k}={v}" for k, v in VLLM_TEST_SETTINGS.items()]
    return args + (["--model.lora.r=4"] if lora else [])


def logged(tmp_path, version: int, tag: str) -> list[float]:
    acc = EventAccumulator(str(tmp_path / "run" / f"version_{version}")).Reload()
    return [e.value for e in acc.Scalars(tag)]


def recorded(cli) -> list[tuple[int, int, int]]:
    return next(c for c in cli.trainer.callbacks if type(c).__name__ == "VersionRecorder").seen


@pytest.mark.parametrize("lora", [False, True], ids=["full", "lora"])
def test_fit_with_the_vllm_backend(tmp_path, lora):
    cli = main([*vllm_args(tmp_path, lora), "--trainer.max_steps", "3"])
    # (version that sampled the batch, version about to train on it, iteration)
    assert recorded(cli) == [(0, 0, 0), (1, 1, 1), (2, 2, 2)]
    assert cli.model.sampler.policy_version == cli.model.policy_version == 3
    assert logged(tmp_path, 0, "loss/ratio_mean") == pytest.approx([1.0, 1.0, 1.0], abs=1e-3)
    assert len(logged(tmp_path, 0, "time/weight_sync_s")) == 3 and len(logged(tmp_path, 0, "val/success_rate")) == 3


def test_resumed_fit_loads_the_checkpoint_weights_into_the_engine(tmp_path):
    ckpt = ["--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={tmp_path / 'ckpt'}",
            "--trainer.callbacks.save_last=true", "--trainer.callbacks.every_n_train_steps=1"]
    main([*vllm_args(tmp_path), "--trainer.max_steps", "1", *ckpt])
    resumed = main([*vllm_args(tmp_path), "--trainer.max_steps", "2", "--trainer.logger.init_args.version", "1",
                    "--ckpt_path", str(tmp_path / "ckpt" / "last.ckpt")])
    # the engine was built from the initial weights in setup; the restored version 1 reached it before the rollout
    assert recorded(resumed) == [(1, 1, 1)]
    assert logged(tmp_path, 1, "loss/ratio_mean") == pytest.approx([1.0], abs=1e-3)
