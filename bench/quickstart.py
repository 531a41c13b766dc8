"""The README's quickstart as a newcomer runs it: its wall and CPU time from a fresh clone, and its curve against
the key-corridor study's.

    python bench/quickstart.py [--out bench/results/quickstart/quickstart.json]

The command is the first line of the README's ``## Quickstart`` code block, read from the README itself (so what is
timed is what the README says). It runs in a fresh ``git clone`` of this checkout's ``HEAD`` (setup already done:
the clone uses this checkout's ``.venv``), as one process under ``time``-like accounting: wall seconds from start to
exit, and the user and system CPU seconds of the process and its children. The times include Python's start and the
imports of torch, Lightning and transformers, on whatever else the machine runs (the load average before and after
is recorded, with the CPU's vector capability). The run's ``train/success_rate`` per iteration is compared with the
study's rows of the same run (``bench/results/corridor/runs.csv``, method ``grpo``, seed 0), and its greedy
``val/success_rate`` per validation is recorded.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for ``bench.*`` when run as a script

from bench.credit_assignment import read_scalars  # noqa: E402

STUDY = ROOT / "bench" / "results" / "corridor" / "runs.csv"


def quickstart_command(readme: str) -> list[str]:
    """The first command of the ``## Quickstart`` section's first ``bash`` code block of ``readme``, split into
    arguments.

    Raises:
        ValueError: the README has no such section or block.
    """
    section = readme.split("\n## Quickstart\n", 1)
    block = re.search(r"^```bash\n(.+?)\n", section[1], re.MULTILINE) if len(section) == 2 else None
    if block is None:
        raise ValueError("README.md: no '## Quickstart' section with a ```bash block")
    return shlex.split(block.group(1))


def study_train_success(path: Path = STUDY, method: str = "grpo", seed: int = 0) -> list[float]:
    """The study run's train success per iteration, in order."""
    rows = [r for r in csv.DictReader(path.open()) if r["method"] == method and int(r["seed"]) == seed]
    return [float(r["train_success"]) for r in sorted(rows, key=lambda r: int(r["iteration"]))]


def compare(run: list[float], study: list[float]) -> dict:
    """The run's train success per iteration against the study's first ``len(run)`` iterations: how many are equal,
    the first that differs (``None``: none) and the largest absolute difference.

    Raises:
        ValueError: the run has more iterations than the study.
    """
    if len(run) > len(study):
        raise ValueError(f"the run has {len(run)} iterations, the study {len(study)}")
    diffs = [abs(a - b) for a, b in zip(run, study)]
    unequal = [i for i, d in enumerate(diffs) if d != 0.0]
    return {"iterations": len(run), "equal_iterations": len(run) - len(unequal),
            "first_unequal_iteration": unequal[0] if unequal else None, "max_abs_difference": max(diffs, default=0.0)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "quickstart" / "quickstart.json")
    args = parser.parse_args()
    import torch

    command = quickstart_command((ROOT / "README.md").read_text())
    with tempfile.TemporaryDirectory() as tmp:
        clone = Path(tmp) / "prover-lightning"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        (clone / ".venv").symlink_to((ROOT / ".venv").resolve())
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True,
                                check=True).stdout.strip()
        load_before = os.getloadavg()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(command, cwd=clone, capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        load_after = os.getloadavg()
        if done.returncode != 0:
            raise SystemExit(f"the quickstart exited {done.returncode}:\n{done.stderr[-3000:]}")
        [version] = sorted((clone / "runs").glob("*/version_*"))
        scalars = read_scalars(version)
    train = [e.value for e in scalars["train/success_rate"]]
    result = {
        "command": shlex.join(command),
        "commit": commit,
        "wall_s": round(wall, 2),
        "user_s": round(after.ru_utime - before.ru_utime, 2),
        "system_s": round(after.ru_stime - before.ru_stime, 2),
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in load_after],
        "cpus": os.cpu_count(),
        "cpu_capability": torch.backends.cpu.get_cpu_capability(),
        "train_success": train,
        "val_success": {str(e.step): e.value for e in scalars["val/success_rate"]},
        "against_study": {"file": str(STUDY.relative_to(ROOT)), "method": "grpo", "seed": 0,
                          **compare(train, study_train_success())},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "train_success"}, indent=1))


if __name__ == "__main__":
    main()
