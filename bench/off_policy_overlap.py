"""What one-step off-policy rollouts buy: training-iteration wall time with ``data.off_policy_steps: 1`` ÷ with 0, in
one process on the same machine, rounds alternating the two so that a change in background load hits both alike.

Each run is ``train.py fit`` of GRPO on the key corridor (``configs/corridor_grpo.yaml``: the shipped corridor
policy, 8 tasks × 8 episodes × up to 8 steps per iteration, 2 updates) for ``--iterations`` iterations, without
validation or logging. An iteration's wall time is the time from one iteration's end (``on_train_batch_end``) to the
next one's; the first iteration of a run is left out (its rollout has nothing to overlap with, and it warms up).
Per run, the mean iteration time; the reported ratio is mean over the rounds of off-policy ÷ over the rounds of
synchronous. Also recorded per iteration: the rollout's own time (``time/rollout_total_s``, from the batch: with
off-policy it ran in the background thread), the wait for it (``time/rollout_wait_s``) and the update's
(``time/update_s``): synchronous iterations take about rollout + update, and a perfect overlap would take about the
larger of the two.

    python bench/off_policy_overlap.py [--iterations 6] [--rounds 3] [--out bench/results/off_policy_overlap.json]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import lightning as L
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's packages when run as a script
from bench.run_record import command, machine, write_result  # noqa: E402

CONFIG = "configs/corridor_grpo.yaml"
MODES = (0, 1)


class IterationClock(L.Callback):
    """Records, per training iteration, the wall time since the previous iteration's end and the batch's rollout,
    wait and update seconds."""

    def __init__(self) -> None:
        self.iterations: list[dict[str, float]] = []
        self._last_end: float | None = None
        self._rollout: dict[str, float] = {}

    def on_train_batch_start(self, trainer, pl_module, batch, batch_idx):
        self._rollout = {k: float(batch.stats.get(f"time/rollout_{k}", 0.0)) for k in ("total_s", "wait_s")}

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx):
        now = time.perf_counter()
        if self._last_end is not None:
            self.iterations.append({"wall_s": now - self._last_end, "rollout_s": self._rollout["total_s"],
                                    "rollout_wait_s": self._rollout["wait_s"],
                                    "update_s": float(trainer.callback_metrics["time/update_s"])})
        self._last_end = now


def run(mode: int, iterations: int, seed: int) -> list[dict[str, float]]:
    """The timed iterations (all but the first) of one fit with ``data.off_policy_steps: mode``."""
    from train import main

    with tempfile.TemporaryDirectory() as root:  # the run's config.yaml goes there, not into the checkout
        cli = main(["fit", "--config", str(ROOT / CONFIG), "--model.model", str(ROOT / "artifacts/corridor_policy"),
                    "--seed_everything", str(seed), "--trainer.max_steps", str(2 * iterations),
                    "--trainer.limit_val_batches", "0", "--trainer.logger", "false", "--trainer.default_root_dir", root,
                    "--data.off_policy_steps", str(mode),
                    "--trainer.callbacks+=bench.off_policy_overlap.IterationClock"])
    return next(c for c in cli.trainer.callbacks if type(c).__name__ == "IterationClock").iterations  # imported anew


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--iterations", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(ROOT / "bench/results/off_policy_overlap.json"))
    args = ap.parse_args(argv)
    load_start = os.getloadavg()
    runs = []
    for round_ in range(args.rounds):
        for mode in MODES if round_ % 2 == 0 else MODES[::-1]:
            its = run(mode, args.iterations, args.seed)
            mean = {k: statistics.fmean(it[k] for it in its) for k in its[0]}
            runs.append({"round": round_, "off_policy_steps": mode, "iterations": its, "mean": mean})
            print(f"round {round_}, off_policy_steps {mode}: iteration {mean['wall_s']:.3f} s (rollout "
                  f"{mean['rollout_s']:.3f} s, wait {mean['rollout_wait_s']:.3f} s, update {mean['update_s']:.3f} s)")
    mean_wall = {m: statistics.fmean(r["mean"]["wall_s"] for r in runs if r["off_policy_steps"] == m) for m in MODES}
    ratio = mean_wall[1] / mean_wall[0]
    print(f"mean iteration wall time: synchronous {mean_wall[0]:.3f} s, one step off-policy {mean_wall[1]:.3f} s, "
          f"ratio {ratio:.3f}")
    write_result(args.out, {
        "command": command(), "machine": machine(load_start),
        "settings": {k: v for k, v in vars(args).items() if k != "out"} | {"config": CONFIG,
                                                                          "torch_threads": torch.get_num_threads()},
        "mean_iteration_s": {"synchronous": mean_wall[0], "off_policy": mean_wall[1]},
        "ratio_off_policy_over_synchronous": ratio,
        "runs": runs,
    })


if __name__ == "__main__":
    main()
