"""How far RL moved a LoRA policy's weights, measured against the warm start it started from: for every adapted
matrix, the Frobenius norm of the RL adapter's weight change ``(alpha / r) B A`` divided by that of the warm-start
adapter's own change (the behaviour-cloning update that was merged into the base weights before RL).

    python bench/adapter_movement.py --init-adapter artifacts/alfworld_sft_smollm2_h1 \
        --ckpt bench/results/alfworld_pilot3/tb/grpo_paper/seed102/checkpoints/last.ckpt \
        --out bench/results/alfworld_pilot3/adapter_movement.json

A ratio of 0.05 means RL changed each matrix by about a twentieth of what cloning did. It reads weights only (no
forward, no game): a readout of the update's size, which a pilot's DPPO mask cannot show when every update is made on
the batch its own policy has just sampled. The ratio is reported per matrix and summarised by its mean, median and
range over matrices. Both files must adapt the same matrices.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

import torch
from safetensors.torch import load_file

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.run_record import command, write_result  # noqa: E402
from prover_lightning.policy import checkpoint_file  # noqa: E402

#: peft adapter settings under which a matrix's change is not ``(alpha / r) B A``
UNSUPPORTED = ("use_rslora", "use_dora", "alpha_pattern", "rank_pattern")


def lora_deltas(weights: dict[str, torch.Tensor], scale: float) -> dict[str, torch.Tensor]:
    """``{matrix: scale * B @ A}`` for every LoRA pair in ``weights`` (a peft adapter's or a checkpoint's state dict),
    keyed by the adapted module's name from ``model.layers`` on (peft's and the module's prefixes and its adapter
    names dropped), shape ``[out_features, in_features]`` in float32.

    Raises:
        ValueError: ``weights`` holds no LoRA pair, an ``A`` without its ``B``, or two pairs of one matrix (two
            adapters).
    """
    out = {}
    for key, a in weights.items():
        if ".lora_A." not in key:
            continue
        b_key = key.replace(".lora_A.", ".lora_B.")
        if b_key not in weights:
            raise ValueError(f"{key} has no {b_key}")
        name = key[key.index("layers."):key.index(".lora_A.")]
        if name in out:
            raise ValueError(f"two LoRA pairs adapt {name} (several adapters?): {key}")
        out[name] = scale * weights[b_key].float() @ a.float()
    if not out:
        raise ValueError("no LoRA weights (keys with '.lora_A.') in the given state dict")
    return out


def movement(rl: dict[str, torch.Tensor], warm_start: dict[str, torch.Tensor]) -> dict:
    """Per matrix ``||rl[m]||_F / ||warm_start[m]||_F`` and its mean, median, minimum and maximum over matrices.

    Raises:
        ValueError: the two adapt different matrices.
    """
    if rl.keys() != warm_start.keys():
        raise ValueError(f"the RL adapter and the warm start adapt different matrices: "
                         f"{sorted(rl.keys() ^ warm_start.keys())[:4]}")
    ratios = {m: (rl[m].norm() / warm_start[m].norm()).item() for m in sorted(rl)}
    values = list(ratios.values())
    return {"matrices": len(values), "mean": statistics.mean(values), "median": statistics.median(values),
            "min": min(values), "max": max(values), "per_matrix": ratios}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--init-adapter", required=True, help="the warm start's peft adapter directory")
    parser.add_argument("--ckpt", required=True, help="the RL run's Lightning checkpoint (one file)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    adapter = Path(args.init_adapter)
    config = json.loads((adapter / "adapter_config.json").read_text())
    variants = [k for k in UNSUPPORTED if config.get(k)]
    if variants:
        parser.error(f"{adapter / 'adapter_config.json'} sets {variants}: only plain LoRA (scale alpha / r) is read")
    warm_start = lora_deltas(load_file(adapter / "adapter_model.safetensors"), config["lora_alpha"] / config["r"])
    ckpt = torch.load(checkpoint_file(args.ckpt, "--ckpt"), map_location="cpu", weights_only=False)
    lora = ckpt["hyper_parameters"]["lora"]
    rl = lora_deltas(ckpt["state_dict"], lora["alpha"] / lora["r"])
    result = movement(rl, warm_start)
    summary = {k: v for k, v in result.items() if k != "per_matrix"}
    print(json.dumps(summary))
    write_result(args.out, {"command": command(), "init_adapter": args.init_adapter, "ckpt": args.ckpt,
                            "global_step": ckpt.get("global_step"), **result})


if __name__ == "__main__":
    main()
