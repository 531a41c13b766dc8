"""The reference of the synchronous run: the losses, grad norms and final weights of a 2-iteration fit of the tiny
random Llama on the counter environment (:func:`tests.helpers.write_config`), as the trainer produced them before
``data.off_policy_steps`` existed. ``tests/test_off_policy.py`` checks that ``data.off_policy_steps: 0`` still
produces exactly these values.

Bit-for-bit float results depend on the CPU's vector instructions (an AVX-512 and an AVX2 machine differ in the 5th
significant digit after two updates) and on its maker (the math libraries take other paths on an AMD CPU than on an
Intel one with the same instructions), so there is one reference per kind,
``fixtures/sync_run_golden_<vendor>_<capability>.json`` (``/proc/cpuinfo``'s ``vendor_id``,
``torch.backends.cpu.get_cpu_capability()``), each written on such a machine by (from the repository root)::

    python -m tests.sync_run_golden /tmp/golden_run   # writes this machine's reference

The Intel AVX-512 one was written at the commit before the option was added, the AMD AVX2 one at a commit whose
Intel AVX-512 run still matched its reference, and the AMD AVX-512 one at a commit whose run on that machine, its
libraries held to AVX2 (``ATEN_CPU_CAPABILITY=avx2 MKL_ENABLE_INSTRUCTIONS=AVX2 ONEDNN_MAX_CPU_ISA=AVX2``), matched
the AMD AVX2 reference.
"""

from __future__ import annotations

import json
import platform
import sys
from pathlib import Path

from bench.exact_resume import scalars
from bench.run_record import cpuinfo
from tests.helpers import COUNTER, write_config


def cpu_vendor() -> str:
    """The CPU's maker as ``/proc/cpuinfo`` names it (``GenuineIntel``, ``AuthenticAMD``), else
    ``platform.processor()`` (``unknown`` when empty)."""
    return cpuinfo("vendor_id") or platform.processor() or "unknown"


def golden_path() -> Path:
    """The reference of this machine's CPU kind (it may not exist: no reference was written on such a CPU)."""
    import torch

    kind = f"{cpu_vendor()}_{torch.backends.cpu.get_cpu_capability()}"
    return Path(__file__).parent / "fixtures" / f"sync_run_golden_{kind}.json"


#: the curves compared: every update statistic and the rollouts' returns
CURVES = ("loss/loss", "loss/kl", "loss/pg_loss", "loss/ratio_mean", "train/grad_norm", "train/return")


def fingerprint(cli, tb_dir: Path) -> dict:
    """The compared values of a finished fit: ``curves`` (tag -> [value per iteration]) and ``weights`` (parameter
    name -> [sum, sum of squares] of its values, in float64)."""
    curves = scalars(tb_dir)
    weights = {k: [float(v.double().sum()), float(v.double().square().sum())]
               for k, v in cli.model.policy.state_dict().items()}
    return {"curves": {tag: [curves[tag][s] for s in sorted(curves[tag])] for tag in CURVES if tag in curves},
            "weights": weights}


def synchronous_fit(directory: Path, *args: str):
    """The reference fit (2 iterations of 2 updates) under ``directory``, with extra CLI ``args``."""
    from train import main

    directory.mkdir(parents=True, exist_ok=True)
    return main(["fit", "--config", write_config(directory, COUNTER), *args])


if __name__ == "__main__":
    out = Path(sys.argv[1])
    cli = synchronous_fit(out)
    golden_path().write_text(json.dumps(fingerprint(cli, out / "run" / "version_0"), indent=1) + "\n")
