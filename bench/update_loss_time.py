"""The update's time with the base config's loss (PPO clip + k3 KL to the reference, which needs a reference forward)
against the paper overlays' loss (Prime-RL's DPPO loss, no reference: ``configs/grpo_paper.yaml``), on the same step
samples in one run, as a ratio.

Samples: the real ALFWorld step samples of :func:`bench.update_flops.alfworld_samples` (the winning expert runs of the
first ``--games`` train games with the configuration's RL prompt; advantages ±1, old log-probs -1). Each loss is a
``GRPOModule`` built from the base config's ``model`` section, the DPPO one with the overlay's ``model`` section on top;
both start from the same weights (the config's warm start and a fresh LoRA seeded alike). One measurement is one
rollout iteration's updates (``GRPOUpdate.iteration``: the reference pass when the loss has a KL term, then
``num_minibatches x ppo_epochs`` updates), after which the trainable weights and a fresh optimiser are restored. The
two losses alternate over ``--rounds`` rounds (ABBA), after one untimed warm-up iteration each.

    python bench/update_loss_time.py [--config configs/alfworld_grpo_cpu.yaml] [--overlay configs/grpo_paper.yaml] \
        [--games 4] [--rounds 2] [--precision 32-true] [--out bench/results/update_loss_time.json] [--note "..."]

``--precision`` replaces the base config's ``model.precision`` for both losses (say ``32-true`` on a CPU without
bfloat16 matmuls, as the runs there use).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import torch
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.run_record import command, machine, write_result  # noqa: E402
from bench.update_flops import alfworld_samples, build_module  # noqa: E402
from prover_lightning.module import GRPOModule  # noqa: E402
from prover_lightning.policy import reference_model  # noqa: E402
from prover_lightning.types import StepSample  # noqa: E402
from prover_lightning.update import GRPOUpdate  # noqa: E402


def loss_configs(base: dict, overlay: dict) -> dict[str, dict]:
    """The two configurations compared: ``"ppo_kl"``, the base config as it is, and ``"dppo"``, its ``model``
    section updated by the overlay's (the rest of the base config unchanged).

    Raises:
        ValueError: the overlay does not set ``model.loss_type: dppo``, or the base config's loss is not PPO with a
            reference KL (``kl_coef > 0``): the comparison would not be the one this script reports.
    """
    if overlay.get("model", {}).get("loss_type") != "dppo":
        raise ValueError("the overlay must set model.loss_type: dppo (e.g. configs/grpo_paper.yaml)")
    if base["model"].get("loss_type", "ppo") != "ppo" or not base["model"].get("kl_coef", 0.01) > 0:
        raise ValueError("the base config must use the PPO loss with model.kl_coef > 0")
    return {"ppo_kl": base, "dppo": {**base, "model": {**base["model"], **overlay["model"]}}}


def iteration_seconds(module: GRPOModule, samples: list[StepSample], temperature: float,
                      start: dict[str, torch.Tensor]) -> float:
    """Wall seconds of one rollout iteration's updates of ``module`` on ``samples``, from the trainable weights
    ``start`` and a fresh optimiser (restored first, so every measurement does the same work)."""
    with torch.no_grad():
        for name, p in module.policy.named_parameters():
            if name in start:
                p.copy_(start[name])
    hp = module.hparams
    update = GRPOUpdate(
        module.policy, module.configure_optimizers(), module.loss_fn,
        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
        micro_batch_size=hp.micro_batch_size, num_minibatches=hp.num_minibatches, ppo_epochs=hp.ppo_epochs,
        max_grad_norm=hp.max_grad_norm, precision_context=module.autocast,
        filter_zero_advantages=module.filter_zero_advantages,
    )
    t0 = time.perf_counter()
    for _ in update.iteration(samples, temperature, seed=0):
        pass
    return time.perf_counter() - t0


def measure(args) -> dict:
    base = yaml.safe_load(Path(args.config).read_text())
    if args.precision is not None:
        base["model"]["precision"] = args.precision
    configs = loss_configs(base, yaml.safe_load(Path(args.overlay).read_text()))
    load_start = os.getloadavg()
    modules = {}
    for name, config in configs.items():
        torch.manual_seed(args.seed)  # the same fresh LoRA for both
        modules[name] = build_module(config)
    samples = alfworld_samples(base, modules["ppo_kl"].tokenizer, args.games)
    temperature = float(base["data"].get("temperature", 1.0))
    starts = {name: {n: p.detach().clone() for n, p in m.policy.named_parameters() if p.requires_grad}
              for name, m in modules.items()}
    for name, m in modules.items():  # warm-up, untimed
        iteration_seconds(m, samples[: m.hparams.micro_batch_size], temperature, starts[name])
    seconds: dict[str, list[float]] = {name: [] for name in modules}
    for r in range(args.rounds):
        order = list(modules) if r % 2 == 0 else list(modules)[::-1]  # ABBA
        for name in order:
            seconds[name].append(iteration_seconds(modules[name], samples, temperature, starts[name]))
            print(f"round {r} {name}: {seconds[name][-1]:.1f} s", flush=True)
    totals = {name: sum(s) for name, s in seconds.items()}
    return {
        "command": command(), "note": args.note, "machine": machine(load_start),
        "config": Path(args.config).as_posix(), "overlay": Path(args.overlay).as_posix(),
        "precision": base["model"].get("precision"),
        "samples": len(samples), "tokens": sum(len(s.prompt_ids) + len(s.response_ids) for s in samples),
        "reference_forward": {name: m.loss_fn.kl_coef > 0 for name, m in modules.items()},
        "rounds": args.rounds, "seconds": seconds, "total_seconds": totals,
        "dppo_over_ppo_kl": totals["dppo"] / totals["ppo_kl"],
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", default="configs/alfworld_grpo_cpu.yaml")
    parser.add_argument("--overlay", default="configs/grpo_paper.yaml")
    parser.add_argument("--games", type=int, default=4, help="ALFWorld train games whose expert runs give samples")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the two losses (ABBA)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--precision", default=None, help="model.precision for both losses (default: the config's)")
    parser.add_argument("--note", default="", help="free text stored with the result (e.g. the machine's load)")
    parser.add_argument("--out", default="bench/results/update_loss_time.json")
    args = parser.parse_args(argv)
    result = measure(args)
    write_result(Path(args.out), result)
    print(f"{result['samples']} samples: PPO+KL {result['total_seconds']['ppo_kl']:.1f} s, DPPO "
          f"{result['total_seconds']['dppo']:.1f} s, ratio {result['dppo_over_ppo_kl']:.3f}")


if __name__ == "__main__":
    main()
