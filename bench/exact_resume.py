"""Exact-resume check on the key corridor: a run killed (SIGKILL) after a checkpoint and resumed from it must equal the
uninterrupted run bit for bit, in its final weights and in every logged curve.

For each method (GRPO, and GRPO + the ProVer divergence overlay), three ``train.py fit`` processes on the same policy
and seed: (1) the uninterrupted run to ``2 N`` updates; (2) the same run with a checkpoint every ``N`` updates, killed
with ``kill -9`` some seconds after its checkpoint at ``N`` (between checkpoints, so some iterations after it are
logged and lost); (3) a fresh process resuming (2) from its ``last.ckpt`` (the checkpoint at ``N``) to ``2 N``, in the
same TensorBoard directory. It then compares (1) with (3): the largest absolute difference over all trained weights
(from the last checkpoint of each) and over every scalar of every step (TensorBoard, as its reader shows them), the
number of steps per curve, and which tags or steps differ. Wall-clock timings are not compared.

    python bench/exact_resume.py --out /tmp/exact_resume   # writes bench/results/exact_resume.json

The policy is built as in the benchmark (``bench/corridor_policy.py``) unless ``--policy`` names one.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BASE_CONFIG = "configs/corridor_grpo.yaml"
METHODS = {"grpo": [], "prover_divergence": ["configs/prover_divergence.yaml"]}


def fit_command(method: str, policy: Path, out: Path, version: str, max_steps: int, every: int | None,
                ckpt_path: Path | None = None) -> list[str]:
    """``train.py fit`` of ``method`` on the corridor, logging to ``out/tb/<method>/<version>``, with a checkpoint
    every ``every`` updates (and a ``last.ckpt``) under ``out/ckpt/<method>/<version>``."""
    cmd = [sys.executable, "train.py", "fit", "--config", BASE_CONFIG]
    for overlay in METHODS[method]:
        cmd += ["--config", overlay]
    cmd += [
        "--model.model", str(policy), "--seed_everything", "0", "--trainer.max_steps", str(max_steps),
        "--trainer.logger.init_args.save_dir", str(out / "tb"), "--trainer.logger.init_args.name", method,
        "--trainer.logger.init_args.version", version, "--trainer.enable_checkpointing", "true",
        "--trainer.callbacks+=ModelCheckpoint", f"--trainer.callbacks.dirpath={out / 'ckpt' / method / version}",
        "--trainer.callbacks.save_last=true", "--trainer.callbacks.save_top_k=-1",
        f"--trainer.callbacks.every_n_train_steps={every or max_steps}",
    ]
    return cmd + (["--ckpt_path", str(ckpt_path)] if ckpt_path else [])


def run(cmd: list[str], log: Path, kill_after: Path | None = None, kill_delay_s: float = 0.0) -> int:
    """Run ``cmd``, output to ``log``; with ``kill_after``, SIGKILL it ``kill_delay_s`` seconds after that file
    appears. Returns the exit status (``-9`` when killed)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, OMP_NUM_THREADS="1", OMP_WAIT_POLICY="PASSIVE", TOKENIZERS_PARALLELISM="false")
    with open(log, "w") as fh:
        proc = subprocess.Popen(cmd, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT, env=env)
        if kill_after is not None:
            while proc.poll() is None and not kill_after.exists():
                time.sleep(0.2)
            time.sleep(kill_delay_s)
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
        return proc.wait()


def scalars(tb_dir: Path) -> dict[str, dict[int, float]]:
    """Every scalar curve of a run as TensorBoard shows it: tag -> {step: value}, without wall-clock timings
    (``time/*``, ``*_s``, ``*time_ratio``) and Lightning's ``epoch`` and ``hp_metric`` (logged with every write, and at
    every start); raises if a step appears twice in a curve."""
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    acc = EventAccumulator(str(tb_dir), size_guidance={"scalars": 0}).Reload()
    out = {}
    for tag in acc.Tags()["scalars"]:
        if tag.startswith("time/") or tag.endswith("_s") or "time_ratio" in tag or tag in ("epoch", "hp_metric"):
            continue
        events = acc.Scalars(tag)
        steps = [e.step for e in events]
        if len(set(steps)) != len(steps):
            raise ValueError(f"{tb_dir}: curve {tag} holds a step more than once")
        out[tag] = {e.step: e.value for e in events}
    return out


def iterations_logged(tb_dir: Path) -> int:
    """The iterations a run has logged: one more than the last step of its iteration clock
    (:data:`bench.credit_assignment.ITERATION_TAG`, logged at every iteration, one whose episodes all aborted too)."""
    from bench.credit_assignment import ITERATION_TAG

    return max(scalars(tb_dir)[ITERATION_TAG]) + 1


def weights(ckpt: Path) -> dict:
    import torch

    return torch.load(ckpt, map_location="cpu", weights_only=False)["state_dict"]


def compare(method: str, policy: Path, out: Path, n: int, kill_delay_s: float) -> dict:
    """Run the three fits of ``method`` and compare the uninterrupted run with the resumed one."""
    logs = out / "logs"
    full = fit_command(method, policy, out, "uninterrupted", 2 * n, n)
    assert run(full, logs / f"{method}-uninterrupted.log") == 0, f"{method}: uninterrupted run failed"
    ckpt_dir = out / "ckpt" / method / "resumed"
    first = run(fit_command(method, policy, out, "resumed", 2 * n, n), logs / f"{method}-killed.log",
                kill_after=ckpt_dir / "last.ckpt", kill_delay_s=kill_delay_s)
    logged_before_kill = iterations_logged(out / "tb" / method / "resumed")
    resumed = fit_command(method, policy, out, "resumed", 2 * n, n, ckpt_path=ckpt_dir / "last.ckpt")
    assert run(resumed, logs / f"{method}-resumed.log") == 0, f"{method}: resumed run failed"
    a, b = weights(out / "ckpt" / method / "uninterrupted" / "last.ckpt"), weights(ckpt_dir / "last.ckpt")
    weight_diff = max(float((a[k].float() - b[k].float()).abs().max()) for k in a)
    sa, sb = scalars(out / "tb" / method / "uninterrupted"), scalars(out / "tb" / method / "resumed")
    differing = sorted(
        tag for tag in set(sa) | set(sb) if sa.get(tag, {}).keys() != sb.get(tag, {}).keys()
        or any(sa[tag][s] != sb[tag][s] for s in sa[tag])
    )
    scalar_diff = max(
        (abs(sa[t][s] - sb[t][s]) for t in set(sa) & set(sb) for s in set(sa[t]) & set(sb[t])), default=0.0
    )
    return {
        "method": method, "updates": 2 * n, "checkpoint_at_update": n, "killed_exit_status": first,
        "iterations_logged_before_the_kill": logged_before_kill,
        "iterations_at_the_checkpoint": n // 2,  # configs/corridor_grpo.yaml: 2 updates per iteration
        "max_abs_weight_difference": weight_diff, "max_abs_scalar_difference": scalar_diff,
        "curves": len(sa), "points": sum(len(v) for v in sa.values()),
        "curves_differing": differing, "bit_identical": weight_diff == 0.0 and not differing,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True, help="working directory (runs, checkpoints, logs)")
    parser.add_argument("--policy", type=Path, help="corridor policy directory (default: built under --out)")
    parser.add_argument("--updates", type=int, default=20, help="N: the checkpoint is at update N of 2 N")
    parser.add_argument("--kill-delay-s", type=float, default=15.0, help="seconds after the checkpoint to kill")
    parser.add_argument("--methods", nargs="+", default=list(METHODS), choices=list(METHODS))
    parser.add_argument("--results", type=Path, default=ROOT / "bench" / "results" / "exact_resume.json")
    args = parser.parse_args()
    policy = args.policy
    if policy is None:
        from bench.corridor_policy import make_policy

        policy = args.out / "policy"
        make_policy(policy, seed=0)
    rows = [compare(m, policy.resolve(), args.out.resolve(), args.updates, args.kill_delay_s) for m in args.methods]
    command = "python bench/exact_resume.py " + " ".join(sys.argv[1:])
    args.results.parent.mkdir(parents=True, exist_ok=True)
    args.results.write_text(json.dumps({"command": command, "runs": rows}, indent=2) + "\n")
    for row in rows:
        print(json.dumps(row))


if __name__ == "__main__":
    main()
