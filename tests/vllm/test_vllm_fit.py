"""End-to-end ``fit`` with the vLLM backend: every rollout batch is sampled by the engine holding the current
weights, and the first update's PPO ratio is 1 (the engine's log-probs are the trainer's)."""

from __future__ import annotations

import pytest

pytest.importorskip("vllm")

from tests.test_fit import COUNTER, scalars, write_config  # noqa: E402
from tests.vllm.conftest import VLLM_TEST_SETTINGS, VLLM_TINY_CONFIG  # noqa: E402
from train import main  # noqa: E402

pytestmark = pytest.mark.vllm


@pytest.mark.parametrize("lora", [False, True], ids=["full", "lora"])
def test_fit_with_the_vllm_backend(tmp_path, lora):
    cfg = write_config(tmp_path, COUNTER)
    args = ["fit", "--config", cfg, "--model.model_config", str(VLLM_TINY_CONFIG).replace("'", '"'),
            "--model.generation_backend", "vllm", "--trainer.callbacks+=tests.test_fit.VersionRecorder"]
    args += [f"--model.vllm.{k}={v}" for k, v in VLLM_TEST_SETTINGS.items()]
    if lora:
        args += ["--model.lora.r=4", "--model.lr=0.05"]
    cli = main(args)
    recorder = next(c for c in cli.trainer.callbacks if type(c).__name__ == "VersionRecorder")
    # 2 updates per iteration; each iteration's rollouts come from an engine holding exactly the trained version
    assert recorder.seen == [(0, 0, 0), (2, 2, 1)]
    assert cli.model.sampler.policy_version == cli.model.policy_version == 4
    logged = scalars(tmp_path)
    assert logged["loss/ratio_mean"][0] == pytest.approx(1.0, abs=1e-3)
    assert len(logged["time/weight_sync_s"]) == 2 and len(logged["val/success_rate"]) == 2
