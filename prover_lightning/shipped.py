"""Paths relative to the repository that also resolve in an installed package: the shipped configs
(``configs/``), the artifacts they start from (``artifacts/``) and the example overlays (``examples/``).

A wheel installs ``configs/`` and ``artifacts/`` beside the packages, as the repository holds them (pyproject.toml),
so :data:`ROOT`, the directory above ``prover_lightning/``, is the repository in a checkout and ``site-packages`` in an
install, and one rule serves both: a relative path that does not exist in the working directory is looked up under
:data:`ROOT`. The choice: the configs and the README keep their repository paths (``artifacts/corridor_policy``,
``--config configs/corridor_grpo.yaml``), which then work unchanged from any directory, instead of a second spelling
for installs.
"""

from __future__ import annotations

from pathlib import Path

#: the directory holding ``configs/``, ``artifacts/`` and the top-level packages (a checkout: the repository; an
#: install: ``site-packages``)
ROOT = Path(__file__).resolve().parent.parent


def shipped_path(value: str) -> str:
    """``value``, a file or folder path, where it can be read: as given when it exists (relative to the working
    directory) or is absolute; else ``ROOT / value`` when that exists (a path relative to the repository, read from a
    checkout or an install); else ``value`` unchanged (a model id, ``pkg:...``, or a missing path the caller reports).
    """
    path = Path(value)
    if not value or path.is_absolute() or value.startswith("~") or path.exists():
        return value
    shipped = ROOT / path
    return str(shipped) if shipped.exists() else value


def config_path(value: str) -> str:
    """A ``--config`` value where it can be read: a bare name (no folder, no suffix) of a shipped config,
    e.g. ``grpo_paper``, is ``configs/grpo_paper.yaml`` under :data:`ROOT`; any other value goes through
    :func:`shipped_path` (``configs/corridor_grpo.yaml`` from any directory)."""
    path = Path(value)
    if path.name == value and not path.suffix and not path.exists() and (ROOT / "configs" / f"{value}.yaml").is_file():
        return str(ROOT / "configs" / f"{value}.yaml")
    return shipped_path(value)
