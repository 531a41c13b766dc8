"""Export the policy of a Lightning checkpoint with ``save_pretrained``, as ``callbacks.ExportPolicy`` does at the end
of ``fit``: with LoRA on the plain base, the adapter (``adapter_config.json`` + ``adapter_model.safetensors``, a few
MB), which a GRPO config starts from through ``model.init_adapter``; with full weights, or LoRA on a base with a warm
start merged in (``model.init_adapter``), the whole model; with the tokenizer, so that the folder loads alone.

    python scripts/export_checkpoint.py --config configs/alfworld_sft_cpu.yaml \\
        --ckpt runs/alfworld_sft_cpu/version_0/checkpoints/last.ckpt --out artifacts/alfworld_sft_smollm2
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from unittest import mock

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from callbacks.export import standalone_policy  # noqa: E402
from prover_lightning.policy import load_trained_weights  # noqa: E402
from train import main as cli_main  # noqa: E402


def export(config: str, ckpt: str, out: str) -> Path:
    """Build the config's module, load the checkpoint's trained weights into it and save its policy and tokenizer
    under ``out``.

    Raises:
        FileNotFoundError, KeyError: see :func:`~prover_lightning.policy.load_trained_weights`.
    """
    with mock.patch.object(sys, "argv", sys.argv[:1]):  # the CLI reads its arguments from the config alone
        module = cli_main(["--config", config], run=False).model
    load_trained_weights(module, ckpt)
    standalone_policy(module).save_pretrained(out)
    module.tokenizer.save_pretrained(out)
    return Path(out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--config", required=True, help="the config the checkpoint was trained with")
    parser.add_argument("--ckpt", required=True, help="Lightning checkpoint (.ckpt)")
    parser.add_argument("--out", required=True, help="folder to write")
    args = parser.parse_args()
    print(f"exported to {export(args.config, args.ckpt, args.out)}")
