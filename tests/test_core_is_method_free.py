"""The GRPO core (module, loss, datamodule, engine, envs, CLI) never imports or names a credit-assignment method:
ProVer, GiGPO, SPO and CriticSearch stay drop-in callbacks."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORE = [*ROOT.glob("prover_lightning/**/*.py"), *ROOT.glob("datamodules/**/*.py"), ROOT / "train.py"]
#: ``callbacks.``: the project's package (``lightning.pytorch.callbacks`` is Lightning's)
FORBIDDEN = re.compile(r"prover(?![_-]lightning)|gigpo|\bspo\b|critic_?search|(?<!\.)callbacks\.|judge|verifier",
                       re.IGNORECASE)


def test_core_files_exist():
    names = {p.relative_to(ROOT).as_posix() for p in CORE}
    assert {"prover_lightning/module.py", "prover_lightning/loss.py", "datamodules/rollout.py", "train.py"} <= names


def test_core_never_mentions_credit_methods():
    offending = {
        f"{p.relative_to(ROOT)}:{i}: {line.strip()}"
        for p in CORE
        for i, line in enumerate(p.read_text().splitlines(), start=1)
        if FORBIDDEN.search(line)
    }
    assert not offending, "\n".join(sorted(offending))
