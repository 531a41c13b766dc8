"""What a benchmark's result file records besides its figures: the command that made it, and the machine it ran on with
its load at the start and at the end of the measurement (the development CPU is often shared with other jobs, which
moves every timing), so that each figure quoted in the docs can be traced to a file and read with its conditions.

    load_start = os.getloadavg()
    ...                                   # the measurement
    write_result(out, {"command": command(), "machine": machine(load_start), ...})
"""

from __future__ import annotations

import json
import os
import platform
import sys
import tempfile
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
# environment variables that change how many threads a benchmark uses or how they wait
THREAD_VARIABLES = ("OMP_NUM_THREADS", "OMP_WAIT_POLICY", "MKL_NUM_THREADS", "TOKENIZERS_PARALLELISM",
                    "VLLM_CPU_OMP_THREADS_BIND", "VLLM_CPU_KVCACHE_SPACE")


def command() -> str:
    """The command line that runs this process's script, its path relative to the repository root when inside it."""
    script = Path(sys.argv[0]).resolve()
    name = script.relative_to(ROOT).as_posix() if script.is_relative_to(ROOT) else sys.argv[0]
    return " ".join(["python", name, *sys.argv[1:]])


def machine(load_average_start: tuple[float, float, float]) -> dict:
    """The CPU, platform, torch version and thread count of this process, the set ``THREAD_VARIABLES``, and the load
    average (1, 5, 15 minutes: ``os.getloadavg()``) given for the start and read now for the end."""
    return {
        "cpu": cpuinfo("model name") or platform.processor(), "platform": platform.platform(),
        "torch": torch.__version__,
        "threads": torch.get_num_threads(), "cpu_count": os.cpu_count(),
        "environment": {k: os.environ[k] for k in THREAD_VARIABLES if k in os.environ},
        "load_average_start": list(load_average_start), "load_average_end": list(os.getloadavg()),
    }


def write_result(path: str | Path, result: dict) -> Path:
    """Write ``result`` as indented JSON to ``path`` (its folder created if missing); return the path.

    The text goes to a temporary file beside ``path`` (``.<name>.*.tmp``, ignored by git) that, synced to disk, then
    replaces it (``os.replace``, atomic), so a process killed while writing leaves the previous result whole: a
    resumable evaluation rewrites its file after each chunk.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(result, indent=2) + "\n"
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    umask = os.umask(0)
    os.umask(umask)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o666 & ~umask)  # as a plain write would create it (mkstemp's file is private)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    print(f"wrote {path}")
    return path


def cpuinfo(key: str) -> str:
    """The first value of ``key`` (``model name``, ``vendor_id``, ...) in ``/proc/cpuinfo``; ``""`` where there is
    no such file or key."""
    try:
        with open("/proc/cpuinfo") as f:
            return next((line.split(":", 1)[1].strip() for line in f if line.startswith(key)), "")
    except OSError:
        return ""

