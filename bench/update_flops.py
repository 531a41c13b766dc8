"""Where the GRPO update's time goes on this CPU: each phase's achieved FLOP/s against the CPU's measured matmul peak
(model FLOPs utilisation, MFU), its tokens/s and its padding share; and, in the same run, the update with and without
length-grouped micro-batches (``GRPOUpdate(group_by_length=...)``), as a tokens/s ratio.

Peak: the best of ``--peak-repeats`` timed ``torch.matmul`` of two ``--gemm-n`` square matrices, in float32 and in
bfloat16 (AMX where the CPU has it), with the thread count the update uses (``torch.get_num_threads()``); a GEMM does
``2 n^3`` FLOPs. MFU is against the bfloat16 peak: under ``bf16-mixed`` the model's matmuls run in bfloat16 (its
output head in float32, counted at the bfloat16 peak as well).

Samples: real ALFWorld step samples with the configuration's RL prompt, the winning walkthrough runs
(:class:`~datamodules.expert.ExpertDataModule`, the behaviour-cloning data) of the first ``--games`` train games: their
prompts are the ones the policy sees (task, last H turns, observation, admissible actions, chat template), their
responses the expert's action tokens. Advantages alternate ±1, old log-probs are -1 (neither changes the cost). The
policy is the configuration's (``--config``: model, LoRA, precision, KL, micro-batch size, ...), trained by
:class:`~prover_lightning.update.GRPOUpdate` as ``GRPOModule.training_step`` does: one rollout iteration's updates.

Phases (exclusive wall seconds): ``reference`` (the KL reference's forward, no gradient; absent when ``kl_coef`` is 0),
``old_logprobs`` (the policy's forward before the first update over the mini-batches but the first; only with
``recompute_old_logprobs`` and several mini-batches), ``train_forward`` (the update's forwards, loss and bookkeeping),
``backward``, ``optimizer`` (clipping and AdamW step).

FLOPs, counted analytically for every forward the model actually ran (a forward hook reads its ``input_ids``,
``attention_mask`` and ``logits_to_keep``), with ``T`` a row's tokens and ``K`` its positions with logits:

- forward: ``2 N T + 4 L d_attn T^2 + 2 d V K`` — ``N`` the weights of the decoder's linear layers (embeddings and
  output head excluded; LoRA adapters included when active), ``L`` layers, ``d_attn`` = heads x head size, ``d V`` the
  output head. This is the forward part of the PaLM appendix B MFU formula, ``6N + 12 L H Q T`` FLOPs per token for
  training (Chowdhery et al. 2022, arXiv:2204.02311; ``2N`` per token as in Kaplan et al. 2020, arXiv:2001.08361,
  §2.1), with the full ``T^2`` attention (causality not halved, as in PaLM) and the head counted only where logits are
  computed (``logits_to_keep``).
- backward: ``2 N T + 2 N_train T + 8 L d_attn T^2 + 2 d V K (1 + head trained)`` — every matmul's input gradient
  (as much as its forward), weight gradients only for trainable weights (``N_train``: the LoRA adapters; all of ``N``
  without LoRA, which gives PaLM's backward = 2 x forward), both attention matmuls' two gradients. So with LoRA the
  backward is ~1 x the forward, not 2 x. (Approximate: layer 0's frozen projections need no input gradient.)
- optimizer: not counted (~10 FLOPs per trainable weight, negligible).

Each figure is given twice: ``real`` counts each row at its own length (``T`` = its attention-mask tokens, ``K`` its
response tokens), ``padded`` at the width it was computed at (what the hardware did). ``padding_share`` = 1 - real
tokens / padded tokens processed; ``tokens_per_s`` = real tokens (prompt + response) processed / seconds (for the
total: the samples' tokens, each counted once, / the update's seconds); ``mfu`` = FLOPs / seconds / bfloat16 peak.
The two micro-batch orders alternate (``--rounds``, ABBA) on the same samples, each from the same adapter weights with
a fresh optimiser; ``speedup_tokens_per_s`` = the length-grouped total tokens/s / the shuffled one.

    python bench/update_flops.py [--config configs/alfworld_grpo_cpu.yaml] [--games 16] [--rounds 2] \
        [--out bench/results/update_flops.json] [--note "machine shared with other jobs"]
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import torch
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.run_record import command, machine, write_result  # noqa: E402
from datamodules.expert import ExpertDataModule  # noqa: E402
from prover_lightning.envs.alfworld import ALFWorldSpec  # noqa: E402
from prover_lightning.module import GRPOModule  # noqa: E402
from prover_lightning.policy import LoraSettings, reference_model  # noqa: E402
from prover_lightning.prompts import PromptTemplate  # noqa: E402
from prover_lightning.types import StepSample  # noqa: E402
from prover_lightning.update import GRPOUpdate  # noqa: E402

ORDERS = {"shuffled": False, "length-grouped": True}  # name -> GRPOUpdate(group_by_length=...)


def gemm_peak(dtype: torch.dtype, n: int, repeats: int) -> float:
    """FLOP/s of the fastest of ``repeats`` ``n x n`` matmuls in ``dtype`` (after one warm-up)."""
    a, b = torch.randn(n, n).to(dtype), torch.randn(n, n).to(dtype)
    torch.matmul(a, b)
    best = min(_seconds(lambda: torch.matmul(a, b)) for _ in range(repeats))
    return 2 * n**3 / best


def _seconds(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


class PhaseClock:
    """Exclusive wall seconds per phase: entering a phase inside another pauses the outer one."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = collections.defaultdict(float)
        self.stack: list[str] = []
        self._since = 0.0

    @contextmanager
    def phase(self, name: str):
        self._switch()
        self.stack.append(name)
        try:
            yield
        finally:
            self._switch()
            self.stack.pop()

    def _switch(self) -> None:
        now = time.perf_counter()
        if self.stack:
            self.seconds[self.stack[-1]] += now - self._since
        self._since = now


class TimedUpdate(GRPOUpdate):
    """:class:`GRPOUpdate` whose passes run inside ``clock`` phases (backward and optimiser step: see
    :func:`timed_update`)."""

    clock: PhaseClock

    def reference_logprobs(self, samples, temperature):
        with self.clock.phase("reference"):
            return super().reference_logprobs(samples, temperature)

    def old_logprobs(self, samples, minibatches, temperature):
        with self.clock.phase("old_logprobs"):
            return super().old_logprobs(samples, minibatches, temperature)

    def update(self, samples, ref, temperature, old=None):
        with self.clock.phase("train_forward"):
            return super().update(samples, ref, temperature, old)


class TimedAdamW(torch.optim.AdamW):
    """AdamW whose ``step`` runs in the ``optimizer`` phase of ``clock``."""

    clock: PhaseClock

    def step(self, closure=None):
        with self.clock.phase("optimizer"):
            return super().step(closure)


def timed_update(module: GRPOModule, clock: PhaseClock, group_by_length: bool) -> TimedUpdate:
    """The module's GRPO update as ``GRPOModule.grpo_update`` builds it (without a trainer), with a fresh AdamW."""
    hp = module.hparams
    optimizer = TimedAdamW([p for p in module.policy.parameters() if p.requires_grad], lr=hp.lr,
                           weight_decay=hp.weight_decay, betas=tuple(hp.betas))
    optimizer.clock = clock

    def backward(loss: torch.Tensor) -> None:
        with clock.phase("backward"):
            loss.backward()

    update = TimedUpdate(
        module.policy, optimizer, module.loss_fn, lambda: reference_model(module.policy, module.reference),
        pad_id=module.tokenizer.pad_token_id, micro_batch_size=hp.micro_batch_size,
        num_minibatches=hp.num_minibatches, ppo_epochs=hp.ppo_epochs, max_grad_norm=hp.max_grad_norm,
        backward=backward, precision_context=module.autocast, recompute_old_logprobs=hp.recompute_old_logprobs,
        group_by_length=group_by_length,
    )
    update.clock = clock
    return update


def model_counts(module: GRPOModule) -> dict[str, float]:
    """The shapes the FLOP formulas need (module docstring): ``n_linear`` (decoder linear weights, adapters
    excluded), ``n_adapter`` (LoRA weights), ``n_trainable_linear`` (trainable decoder linear weights, adapters
    included), ``n_head`` (d x V), ``head_trained``, ``layers``, ``d_attn``."""
    head = module.policy.get_output_embeddings()
    linears = [(n, m) for n, m in module.policy.named_modules() if isinstance(m, torch.nn.Linear) and m is not head]
    config = module.policy.config
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    return {
        "n_linear": sum(m.weight.numel() for n, m in linears if "lora_" not in n),
        "n_adapter": sum(m.weight.numel() for n, m in linears if "lora_" in n),
        "n_trainable_linear": sum(m.weight.numel() for _, m in linears if m.weight.requires_grad),
        "n_head": head.weight.numel(),
        "head_trained": float(head.weight.requires_grad),
        "layers": config.num_hidden_layers,
        "d_attn": config.num_attention_heads * head_dim,
    }


def forward_flops(c: dict[str, float], tokens: float, squares: float, logits: float, adapters: bool) -> float:
    """Forward FLOPs of rows with ``tokens`` = sum T, ``squares`` = sum T^2, ``logits`` = sum K."""
    n = c["n_linear"] + (c["n_adapter"] if adapters else 0)
    return 2 * n * tokens + 4 * c["layers"] * c["d_attn"] * squares + 2 * c["n_head"] * logits


def backward_flops(c: dict[str, float], tokens: float, squares: float, logits: float) -> float:
    """Backward FLOPs of rows with ``tokens`` = sum T, ``squares`` = sum T^2, ``logits`` = sum K (adapters on)."""
    n = c["n_linear"] + c["n_adapter"]
    return (2 * n * tokens + 2 * c["n_trainable_linear"] * tokens + 8 * c["layers"] * c["d_attn"] * squares
            + 2 * c["n_head"] * logits * (1 + c["head_trained"]))


class ForwardLog:
    """Per phase, the token counts of every forward the model ran: ``tokens``, ``squares`` (sum of T^2) and
    ``logits``, each ``real`` and ``padded`` (module docstring)."""

    def __init__(self, clock: PhaseClock) -> None:
        self.clock = clock
        self.counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)

    def hook(self, module, args, kwargs) -> None:
        mask = kwargs["attention_mask"]
        rows, width = mask.shape
        keep = int(kwargs["logits_to_keep"])
        real = mask.sum(-1).double()
        c = self.counts[self.clock.stack[-1]]
        c["tokens_real"] += float(real.sum())
        c["squares_real"] += float((real**2).sum())
        c["logits_real"] += float(mask[:, width - keep + 1 :].sum())  # response tokens: keep - 1 columns
        c["tokens_padded"] += rows * width
        c["squares_padded"] += rows * width**2
        c["logits_padded"] += rows * keep


def alfworld_samples(config: dict, tokenizer, games: int) -> list[StepSample]:
    """The step samples of the winning walkthrough runs of the first ``games`` ALFWorld train games, with the
    configuration's prompt settings; advantages alternate ±1, old log-probs -1."""
    data = config["data"]
    prompt = data.get("prompt", {}).get("init_args", {})
    spec = ALFWorldSpec()
    dm = ExpertDataModule(
        env=spec, history_length=data["history_length"], max_episode_steps=data["max_episode_steps"],
        max_new_tokens=data["max_new_tokens"], num_env_workers=1, show_progress=False, prompt=PromptTemplate(**prompt),
    )
    dm.setup("validate")
    try:
        trajectories = dm.expert_trajectories(spec.tasks("train")[:games], tokenizer)
    finally:
        dm.teardown("validate")
    samples = [s for t in trajectories for s in t.steps]
    for i, s in enumerate(samples):
        s.advantage = (-1.0) ** i
        s.response_logprobs = [-1.0] * len(s.response_ids)
    return samples


def build_module(config: dict) -> GRPOModule:
    """The configuration's ``GRPOModule`` (its ``model`` section), in train mode as under ``fit``."""
    kw = dict(config["model"])
    if kw.get("lora") is not None:
        kw["lora"] = LoraSettings(**kw["lora"])
    if kw.get("init_adapter"):
        kw["init_adapter"] = str(ROOT / kw["init_adapter"])
    module = GRPOModule(**kw)
    module.train()
    return module


def summarise(seconds: dict[str, float], counts: dict, c: dict, peak: float, sample_tokens: int) -> dict[str, dict]:
    """Per phase and in total: seconds, tokens, padding share, FLOPs, FLOP/s, MFU, tokens/s (module docstring);
    the total's ``tokens_per_s`` counts each sample's tokens once (``sample_tokens``)."""
    def flops(phase: str, kind: str) -> float:
        n = counts.get("train_forward" if phase == "backward" else phase)
        if phase == "optimizer" or not n:
            return 0.0
        args = (n[f"tokens_{kind}"], n[f"squares_{kind}"], n[f"logits_{kind}"])
        if phase == "backward":
            return backward_flops(c, *args)
        return forward_flops(c, *args, adapters=phase != "reference")

    out = {}
    for phase in [*seconds, "total"]:
        s = sum(seconds.values()) if phase == "total" else seconds[phase]
        phases = list(seconds) if phase == "total" else [phase]
        row = {"seconds": s}
        if phase not in ("optimizer", "backward"):
            fwd = [p for p in phases if p not in ("optimizer", "backward")]
            real, padded = (sum(counts[p][f"tokens_{k}"] for p in fwd) for k in ("real", "padded"))
            row.update(tokens_real=real, tokens_padded=padded, padding_share=1 - real / padded,
                       tokens_per_s=(sample_tokens if phase == "total" else real) / s)
        for kind in ("real", "padded"):
            f = sum(flops(p, kind) for p in phases)
            row.update({f"flops_{kind}": f, f"flop_per_s_{kind}": f / s, f"mfu_{kind}": f / s / peak})
        out[phase] = row
    return out


def measure(args) -> dict:
    config = yaml.safe_load(Path(args.config).read_text())
    load_before = os.getloadavg()
    peak = {name: gemm_peak(dtype, args.gemm_n, args.peak_repeats)
            for name, dtype in (("float32", torch.float32), ("bfloat16", torch.bfloat16))}
    module = build_module(config)
    samples = alfworld_samples(config, module.tokenizer, args.games)
    counts = model_counts(module)
    adapter0 = {n: p.detach().clone() for n, p in module.policy.named_parameters() if p.requires_grad}
    temperature = float(config["data"].get("temperature", 1.0))

    # warm-up (not timed; its step is undone below): one micro-batch's update, so one-time set-up costs no order
    first = samples[: module.hparams.micro_batch_size]
    warm = timed_update(module, PhaseClock(), True)
    with module.autocast():
        warm.update(first, warm.reference_logprobs(first, temperature), temperature)

    runs: dict[str, list] = {name: [] for name in ORDERS}
    for r in range(args.rounds):
        for name in ORDERS if r % 2 == 0 else reversed(ORDERS):
            with torch.no_grad():
                for n, p in module.policy.named_parameters():
                    if n in adapter0:
                        p.copy_(adapter0[n])
            clock = PhaseClock()
            log = ForwardLog(clock)
            handles = [net.register_forward_pre_hook(log.hook, with_kwargs=True)
                       for net in (module.policy, module.reference) if net is not None]
            update = timed_update(module, clock, ORDERS[name])
            stats = list(update.iteration(samples, temperature, seed=args.seed + r))
            for h in handles:
                h.remove()
            runs[name].append((dict(clock.seconds), {k: dict(v) for k, v in log.counts.items()}, stats))
            print(f"round {r} {name}: " + ", ".join(f"{k} {v:.1f} s" for k, v in clock.seconds.items()), flush=True)

    orders = {}
    for name, rs in runs.items():
        seconds = {k: sum(r[0][k] for r in rs) for k in rs[0][0]}
        summed = {p: collections.Counter() for p in rs[0][1]}
        for r in rs:
            for p, v in r[1].items():
                summed[p].update(v)
        sample_tokens = len(rs) * sum(len(s.prompt_ids) + len(s.response_ids) for s in samples)
        orders[name] = {"phases": summarise(seconds, summed, counts, peak["bfloat16"], sample_tokens),
                        "loss": statistics.fmean(s["loss"] for r in rs for s in r[2])}
    before, after = (orders[n]["phases"]["total"]["tokens_per_s"] for n in ORDERS)
    prompt_tokens = [len(s.prompt_ids) for s in samples]
    response_tokens = [len(s.response_ids) for s in samples]
    hp = module.hparams
    return {
        "command": command(),
        "note": args.note,
        "machine": machine(load_before),
        "peak_flop_per_s": peak, "gemm_n": args.gemm_n, "bf16_over_fp32": peak["bfloat16"] / peak["float32"],
        "model": counts,
        "settings": {k: hp[k] for k in ("precision", "micro_batch_size", "num_minibatches", "ppo_epochs", "kl_coef",
                                        "recompute_old_logprobs", "gradient_checkpointing", "loss_aggregation")}
        | {"lora": config["model"].get("lora")},
        "samples": {"games": args.games, "count": len(samples), "prompt_tokens": _spread(prompt_tokens),
                    "response_tokens": _spread(response_tokens)},
        "rounds": args.rounds,
        "orders": orders,
        "speedup_tokens_per_s": after / before,
    }


def _spread(values: list[int]) -> dict[str, float]:
    return {"min": min(values), "mean": statistics.fmean(values), "max": max(values)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", default=str(ROOT / "configs/alfworld_grpo_cpu.yaml"))
    parser.add_argument("--games", type=int, default=16, help="ALFWorld train games whose expert runs give samples")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the two orders (ABBA)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--gemm-n", type=int, default=2048)
    parser.add_argument("--peak-repeats", type=int, default=5)
    parser.add_argument("--note", default="", help="free text stored with the result (e.g. the machine's load)")
    parser.add_argument("--out", default=str(ROOT / "bench/results/update_flops.json"))
    args = parser.parse_args(argv)
    result = measure(args)
    for name, row in result["orders"].items():
        for phase, p in row["phases"].items():
            extra = (f", {p['tokens_per_s']:.0f} tokens/s, padding {p['padding_share']:.1%}"
                     if "tokens_per_s" in p else "")
            print(f"{name:15s} {phase:14s} {p['seconds']:7.1f} s, MFU {p['mfu_real']:.1%} real "
                  f"/ {p['mfu_padded']:.1%} padded{extra}")
    print(f"peak {result['peak_flop_per_s']['bfloat16'] / 1e9:.0f} GFLOP/s bf16, "
          f"{result['peak_flop_per_s']['float32'] / 1e9:.0f} fp32; speed-up {result['speedup_tokens_per_s']:.2f}x")
    write_result(args.out, result)


if __name__ == "__main__":
    main()
