"""How much slower a bfloat16 matmul is than a float32 one on this CPU: the ratio behind
:func:`prover_lightning.precision.warn_if_bf16_is_emulated`.

The shapes are one MLP projection of SmolLM2-135M-Instruct over a step's prompt (560 tokens × hidden 576 times
576 × intermediate 1536), the matmul that dominates a CPU run's prefill and update. Rounds alternate the two dtypes
(so a change in background load hits both alike); per round, the median time of ``--reps`` products after one warm-up
product; the reported ratio is the median over rounds of bf16 time ÷ float32 time. Also recorded: whether the CPU has
bf16 matmul instructions (:func:`~prover_lightning.precision.cpu_has_bf16_matmul`) and torch's CPU capability.

    python bench/cpu_bf16_matmul.py [--rounds 5] [--reps 5] [--threads 1] [--out bench/results/cpu_bf16_matmul.json]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.precision import cpu_has_bf16_matmul  # noqa: E402

#: (tokens, hidden, intermediate) of the timed product
SHAPE = (560, 576, 1536)


def product_seconds(dtype: torch.dtype, reps: int, seed: int) -> float:
    """Median seconds of ``reps`` products of a (tokens × hidden) and a (hidden × intermediate) matrix in ``dtype``,
    after one warm-up product."""
    g = torch.Generator().manual_seed(seed)
    tokens, hidden, inter = SHAPE
    a = torch.randn(tokens, hidden, generator=g).to(dtype)
    b = torch.randn(hidden, inter, generator=g).to(dtype)
    a @ b
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        a @ b
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", default="bench/results/cpu_bf16_matmul.json")
    args = parser.parse_args()
    load = os.getloadavg()
    torch.set_num_threads(args.threads)
    rounds = []
    for r in range(args.rounds):
        f32 = product_seconds(torch.float32, args.reps, r)
        bf16 = product_seconds(torch.bfloat16, args.reps, r)
        rounds.append({"float32_s": f32, "bfloat16_s": bf16, "ratio": bf16 / f32})
        print(f"round {r}: float32 {f32 * 1e3:.2f} ms, bfloat16 {bf16 * 1e3:.2f} ms, ratio {bf16 / f32:.2f}")
    ratio = statistics.median(x["ratio"] for x in rounds)
    write_result(args.out, {
        "command": command(), "machine": machine(load), "shape_tokens_hidden_intermediate": list(SHAPE),
        "cpu_capability": torch.backends.cpu.get_cpu_capability(), "bf16_matmul_instructions": cpu_has_bf16_matmul(),
        "rounds": rounds, "bf16_over_float32_median": ratio,
    })
    print(f"bfloat16 / float32 time, median over rounds: {ratio:.2f}")


if __name__ == "__main__":
    main()
