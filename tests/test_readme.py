"""The README's pipeline table and layout name what exists: every ``file: function`` of "One iteration" is defined
there, and the layout lists every top-level folder and every module of the core package."""

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
