"""Soak test: a long corridor run with ProVer (divergence judge, verifier, credit) and environment worker processes,
recording the trainer's resident memory (RSS, its environment workers included) and open file descriptors after every
training iteration, and the least-squares slope of each after a warm-up. A leak shows as a slope that stays positive;
a flat run as one near 0.

    python bench/soak.py --out /tmp/soak   # 300 updates; writes bench/results/soak.csv and bench/results/soak.json

The policy is built as in the benchmark (``bench/corridor_policy.py``, seed 0) unless ``--policy`` names one.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import lightning as L

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class ResourceLog(L.Callback):
    """Appends ``iteration, rss_mb, anon_mb, open_fds`` of the trainer process and its children (environment workers)
    to ``path`` (CSV) after every training iteration. ``anon_mb`` is the anonymous part of the RSS (``RssAnon``: heap,
    tensors), what a leak grows; the rest is file-backed pages (libraries, mapped weights) that the kernel drops and
    reloads under memory pressure from other processes.

    Args:
        path: the CSV file (its header is written first).
    """

    def __init__(self, path: str) -> None:
        self.path = Path(path)
        self.path.write_text("iteration,rss_mb,anon_mb,open_fds\n")

    def on_train_batch_end(self, trainer, pl_module, outputs, batch, batch_idx) -> None:
        import psutil

        procs = [psutil.Process()]
        procs += procs[0].children(recursive=True)
        rss = sum(p.memory_info().rss for p in procs) / 2**20
        anon = sum(_rss_anon_kb(p.pid) for p in procs) / 2**10
        fds = sum(p.num_fds() for p in procs)
        with open(self.path, "a") as fh:
            fh.write(f"{batch.iteration},{rss:.1f},{anon:.1f},{fds}\n")


def _rss_anon_kb(pid: int) -> int:
    """``RssAnon`` of a process, in KiB (Linux ``/proc/<pid>/status``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("RssAnon:"):
            return int(line.split()[1])
    raise ValueError(f"no RssAnon in /proc/{pid}/status")


def slope_per_100(rows: list[dict], column: str, warm_up: int) -> float:
    """Least-squares slope of ``column`` over the iterations from ``warm_up`` on, per 100 iterations."""
    import numpy as np

    kept = [r for r in rows if int(r["iteration"]) >= warm_up]
    slope, _ = np.polyfit([int(r["iteration"]) for r in kept], [float(r[column]) for r in kept], 1)
    return 100 * float(slope)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="working directory (run logs)")
    parser.add_argument("--policy", type=Path, help="corridor policy directory (default: built under --out)")
    parser.add_argument("--updates", type=int, default=300, help="optimiser updates (2 per iteration)")
    parser.add_argument("--warm-up", type=int, default=20, help="iterations left out of the slopes")
    parser.add_argument("--env-workers", type=int, default=2, help="environment worker processes")
    parser.add_argument("--results", type=Path, default=ROOT / "bench" / "results" / "soak")
    args = parser.parse_args()
    out = args.out.resolve()
    policy = args.policy
    if policy is None:
        from bench.corridor_policy import make_policy

        policy = out / "policy"
        make_policy(policy, seed=0)
    csv_path = args.results.with_suffix(".csv")
    csv_path.parent.mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable, "train.py", "fit", "--config", "configs/corridor_grpo.yaml",
        "--config", "configs/prover_divergence.yaml", "--model.model", str(policy.resolve()),
        "--trainer.max_steps", str(args.updates), "--data.num_env_workers", str(args.env_workers),
        "--trainer.logger.init_args.save_dir", str(out / "tb"),
        "--trainer.callbacks+=bench.soak.ResourceLog", f"--trainer.callbacks.path={csv_path.resolve()}",
    ]
    env = dict(os.environ, OMP_NUM_THREADS="1", OMP_WAIT_POLICY="PASSIVE", TOKENIZERS_PARALLELISM="false")
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "soak.log", "w") as fh:
        done = subprocess.run(cmd, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT, env=env)
    if done.returncode != 0:
        raise SystemExit(f"the soak run failed (exit {done.returncode}); see {out / 'soak.log'}")
    with open(csv_path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    summary = {
        "command": "python bench/soak.py " + " ".join(sys.argv[1:]),
        "iterations": len(rows), "updates": args.updates, "env_workers": args.env_workers,
        "warm_up_iterations": args.warm_up,
        "rss_mb_first": float(rows[0]["rss_mb"]), "rss_mb_at_warm_up": float(rows[args.warm_up]["rss_mb"]),
        "rss_mb_last": float(rows[-1]["rss_mb"]), "rss_mb_max": max(float(r["rss_mb"]) for r in rows),
        "rss_mb_slope_per_100_iterations": slope_per_100(rows, "rss_mb", args.warm_up),
        "anon_mb_first": float(rows[0]["anon_mb"]), "anon_mb_at_warm_up": float(rows[args.warm_up]["anon_mb"]),
        "anon_mb_last": float(rows[-1]["anon_mb"]), "anon_mb_max": max(float(r["anon_mb"]) for r in rows),
        "anon_mb_slope_per_100_iterations": slope_per_100(rows, "anon_mb", args.warm_up),
        "open_fds_first": int(rows[0]["open_fds"]), "open_fds_last": int(rows[-1]["open_fds"]),
        "open_fds_max": max(int(r["open_fds"]) for r in rows),
        "open_fds_slope_per_100_iterations": slope_per_100(rows, "open_fds", args.warm_up),
    }
    args.results.with_suffix(".json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
