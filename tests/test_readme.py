"""The README's pipeline table, layout and benchmarks name what exists: every ``file: function`` of "One iteration" is
defined there, the layout lists every top-level folder and every module of the core package, and every benchmark's
figures name their committed result file."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def ignored(name: str) -> bool:
    """Whether .gitignore ignores a top-level folder of this name (build outputs such as ``*.egg-info``, ``runs``)."""
    patterns = [line.strip().rstrip("/") for line in (ROOT / ".gitignore").read_text().splitlines()]
    return any(p and not p.startswith("#") and fnmatch.fnmatch(name, p) for p in patterns)


def section(title: str) -> str:
    return README.split(f"\n## {title}\n")[1].split("\n## ")[0]


def test_one_iteration_table_names_existing_functions():
    pairs = re.findall(r"`([\w/]+\.py)`: `(\w+)(?:\.(\w+))?`", section("One iteration"))
    assert len(pairs) >= 12
    for path, name, member in pairs:
        text = (ROOT / path).read_text()
        assert re.search(rf"^(class|def) {name}\b", text, re.MULTILINE), f"{path}: {name}"
        if member:
            assert re.search(rf"^    def {member}\b", text, re.MULTILINE), f"{path}: {name}.{member}"


def test_layout_lists_every_folder_and_core_module():
    layout = section("Layout")
    folders = {
        p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith((".", "_")) and not ignored(p.name)
    }
    listed = set(re.findall(r"^(\w+)/ ", layout, re.MULTILINE))
    assert folders <= listed, folders - listed
    core = layout.split("prover_lightning/")[1].split("\ndatamodules/")[0]
    modules = {p.stem for p in (ROOT / "prover_lightning").glob("*.py") if p.stem != "__init__"}
    missing = {m for m in modules if not re.search(rf"\b{m}\b", core)}
    assert not missing, missing



def test_benchmark_figures_name_committed_result_files():
    """Every benchmark command of the Benchmarks section names the file its figures come from, and every result file
    the README names exists (a path with a ``<placeholder>`` is a template, not a file)."""
    bullets = re.findall(r"^- `(?:[A-Z_]+=\S+ )*(?:\.venv-vllm/bin/)?python (bench/\w+\.py)([^\n]*(?:\n  [^\n]*)*)",
                         section("Benchmarks"), re.MULTILINE)
    scripts = {script for script, _ in bullets}
    assert scripts >= {"bench/update_memory.py", "bench/precision.py", "bench/update_flops.py",
                       "bench/rollout_throughput.py", "bench/generation_throughput.py"}
    assert not [script for script, text in bullets if "bench/results/" not in text]
    named = {path for path in re.findall(r"bench/results/[\w./<>-]*[\w>]", README) if "<" not in path}  # no templates
    assert named and not {p for p in named if not (ROOT / p).exists()}
