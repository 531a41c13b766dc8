"""Bad inputs through ``train.py``, each a fresh process from the repository root: the seconds from the command's
start to its exit, the exit status, its ``error:`` line, whether a traceback was printed, and whether it left a
TensorBoard version behind.

    python bench/cli_errors.py [--root CHECKOUT] [--out bench/results/cli_errors.json]

``--root`` runs another checkout's ``train.py`` (e.g. a ``git worktree`` of an older commit, for the times before
a change), with this script's list of bad inputs.

Every command is the quickstart's (``train.py fit --config configs/corridor_grpo.yaml``) with one mistake, logging
under a fresh temporary directory. The times include Python's start and the imports of torch, Lightning and
transformers, on whatever else the machine runs (the load average before and after is recorded).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASE = ["train.py", "fit", "--config", "configs/corridor_grpo.yaml"]

#: name -> (the arguments after ``train.py``, the key or file its error line must name)
BAD_INPUTS = {
    "missing trap-corridor policy (its config before bench/corridor_policy.py)": (
        ["fit", "--config", "configs/trap_corridor_grpo.yaml"], "model.model"),
    "missing local model path": ([*BASE[1:], "--model.model", "artifacts/no_such_policy"], "model.model"),
    "missing LoRA adapter": ([*BASE[1:], "--model.init_adapter", "artifacts/no_such_adapter"], "model.init_adapter"),
    "group of one": ([*BASE[1:], "--data.group_size", "1"], "data.group_size"),
    "misspelt key": ([*BASE[1:], "--data.group_sise", "3"], "data.group_sise"),
    "wrong type": ([*BASE[1:], "--data.group_size", "many"], "data.group_size"),
    "--optimizer": ([*BASE[1:], "--optimizer", "torch.optim.SGD"], "--optimizer"),
    "predict": (["predict", "--config", "configs/corridor_grpo.yaml"], "predict"),
    "trainer.precision (refused in setup)": ([*BASE[1:], "--trainer.precision", "bf16-mixed"], "trainer.precision"),
    "config file not valid YAML": (["fit", "--config", "{tmp}/broken.yaml"], "broken.yaml"),
}


def run_bad_input(args: list[str], tmp: Path, root: Path = ROOT) -> dict:
    """Run ``root``'s ``train.py`` with ``args`` (``{tmp}`` replaced by ``tmp``), logging under ``tmp/tb``; its
    outcome."""
    args = [a.replace("{tmp}", str(tmp)) for a in args]
    if args[0] == "fit":
        args += ["--trainer.logger.init_args.save_dir", str(tmp / "tb")]
    env = {k: v for k, v in os.environ.items() if k != "PROVER_LIGHTNING_TRACEBACK"}
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "train.py", *args], cwd=root, env=env, capture_output=True,
                          text=True, timeout=600)
    seconds = time.perf_counter() - t0
    errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    return {
        "command": " ".join(["python", "train.py", *args]),
        "seconds": round(seconds, 1),
        "exit_status": done.returncode,
        "error_line": errors[-1] if errors else None,
        "error_lines": len(errors),
        "traceback": "Traceback" in done.stderr,
        "tensorboard_versions_left": sorted(str(p.relative_to(tmp)) for p in (tmp / "tb").glob("*/version_*")),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose train.py runs")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "cli_errors.json")
    opts = parser.parse_args()
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=opts.root, capture_output=True, text=True).stdout.strip()
    results, load_before = {}, os.getloadavg()
    for name, (args, key) in BAD_INPUTS.items():
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "broken.yaml").write_text("model:\n  lr: [1, 2\n")
            outcome = run_bad_input(args, Path(tmp), opts.root)
        outcome["names_the_key"] = bool(outcome["error_line"]) and key in outcome["error_line"]
        results[name] = outcome
        print(f"{outcome['seconds']:6.1f} s  exit {outcome['exit_status']}  {name}: {outcome['error_line']}")
    opts.out.parent.mkdir(parents=True, exist_ok=True)
    opts.out.write_text(json.dumps({"commit": commit, "load_average_before": load_before,
                                    "load_average_after": os.getloadavg(), "cpus": os.cpu_count(),
                                    "bad_inputs": results}, indent=2) + "\n")
    print(f"wrote {opts.out}")


if __name__ == "__main__":
    main()
