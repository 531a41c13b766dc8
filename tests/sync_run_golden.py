"""The reference of the synchronous run: the losses, grad norms and final weights of a 2-iteration fit of the tiny
random Llama on the counter environment (:func:`tests.helpers.write_config`), as the trainer produced them before
``data.off_policy_steps`` existed. ``tests/test_off_policy.py`` checks that ``data.off_policy_steps: 0`` still
produces exactly these values.

Bit-for-bit float results depend on the CPU's vector instructions (an AVX-512 and an AVX2 machine differ in the 5th
significant digit after two updates), so there is one reference per capability,
``fixtures/sync_run_golden_<capability>.json`` (``torch.backends.cpu.get_cpu_capability()``), each written on such a
machine by (from the repository root; the AVX-512 one at the commit before the option was added, the AVX2 one at a
commit whose AVX-512 run still matched its reference)::

    python -m tests.sync_run_golden /tmp/golden_run   # writes this machine's reference
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from bench.exact_resume import scalars
from tests.helpers import COUNTER, write_config


def golden_path() -> Path:
    """The reference of this machine's CPU capability (it may not exist: no reference was written on such a CPU)."""
    import torch

    return Path(__file__).parent / "fixtures" / f"sync_run_golden_{torch.backends.cpu.get_cpu_capability()}.json"


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
