"""The README and the docs name what exists: the README stays short and keeps its two commands, every relative link
of README.md and docs/ resolves (file and heading), the architecture page's pipeline table names functions that are
defined, its layout lists every top-level folder and core module, every benchmark names its committed result file,
and a table copied from a result file is that file's, line for line."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
DOCS = ROOT / "docs"
PAGES = [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]
#: the README's two commands: the main job on the embedded default, and the tests (.ci/run runs the latter)
MAIN_JOB = "bash scripts/setup.sh && .venv/bin/python train.py fit --config configs/alfworld_grpo_cpu.yaml"
TESTS = "bash scripts/setup.sh && .venv/bin/python -m pytest -q"
#: a table copied from a result file is marked by this comment on the line before it
FROM_MARKER = re.compile(r"^<!-- from: (\S+) -->$")


def ignored(name: str) -> bool:
    """Whether .gitignore ignores a top-level folder of this name (build outputs such as ``*.egg-info``, ``runs``)."""
    patterns = [line.strip().rstrip("/") for line in (ROOT / ".gitignore").read_text().splitlines()]
    return any(p and not p.startswith("#") and fnmatch.fnmatch(name, p) for p in patterns)


def section(page: str, title: str) -> str:
    """The text of a docs page's ``## title`` section, up to the next ``## `` heading."""
    return (DOCS / page).read_text().split(f"\n## {title}\n")[1].split("\n## ")[0]


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a markdown file's headings (outside code blocks); a repeated heading gets ``-1``, ``-2``..."""
    counts: dict[str, int] = {}
    out = set()
    for heading in re.findall(r"^#{1,6} (.+)$", prose(text), re.MULTILINE):
        base = slug(heading)
        out.add(f"{base}-{counts[base]}" if base in counts else base)
        counts[base] = counts.get(base, 0) + 1
    return out


def prose(text: str) -> str:
    """``text`` without its fenced code blocks and inline code spans (which hold paths, not links)."""
    return re.sub(r"`[^`\n]*`", "", re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL))


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """The relative links and images of a markdown file under ``root`` whose file, or heading (``#anchor``), does
    not exist, each as ``page: target (why)``."""
    text, bad = page.read_text(), []
    for target in re.findall(r"\]\(([^)\s]+)\)", prose(text)):
        if re.match(r"^[a-z]+:", target):  # https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        if not resolved.exists():
            bad.append(f"{page.relative_to(root)}: {target} (no such file)")
        elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved.read_text()):
            bad.append(f"{page.relative_to(root)}: {target} (no such heading)")
    return bad


def test_the_readme_is_short_and_keeps_its_two_commands():
    assert len(README.splitlines()) <= 210
    assert f"```bash\n{MAIN_JOB}\n```" in README
    assert f"```bash\n{TESTS}\n```" in README
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert "bash scripts/setup.sh" in ci and ".venv/bin/python -m pytest -q" in ci  # the test command, in two lines


def test_every_relative_link_of_the_readme_and_the_docs_resolves():
    links = sum(len(re.findall(r"\]\(([^)\s]+)\)", prose(p.read_text()))) for p in PAGES)
    assert len(PAGES) >= 20 and links >= 100  # README, docs/ and docs/experiments/ pages, linked to each other
    assert [bad for page in PAGES for bad in broken_links(page)] == []


def test_a_broken_link_or_heading_is_found(tmp_path):
    (tmp_path / "other.md").write_text("# Other page\n\n## Protocol (registered)\n\n```\n## not a heading\n```\n")
    page = tmp_path / "page.md"
    page.write_text("[ok](other.md#protocol-registered) [file](missing.md) [heading](other.md#not-a-heading) "
                    "`[code](missing.md)` [web](https://example.org) [self](#page) [self-missing](#nope)\n\n# Page\n")
    rel = [b.split(": ", 1)[1] for b in broken_links(page, tmp_path)]
    assert rel == ["missing.md (no such file)", "other.md#not-a-heading (no such heading)", "#nope (no such heading)"]


def test_github_anchors_of_the_docs_headings():
    assert slug("Resume, soak and a hung environment worker") == "resume-soak-and-a-hung-environment-worker"
    assert slug("Credit assignment: ProVer and GiGPO (overlays)") == "credit-assignment-prover-and-gigpo-overlays"
    assert anchors("# A\n## Results\n### Results\n") == {"a", "results", "results-1"}


def test_one_iteration_table_names_existing_functions():
    pairs = re.findall(r"`([\w/]+\.py)`: `(\w+)(?:\.(\w+))?`", section("architecture.md", "One iteration"))
    assert len(pairs) >= 12
    for path, name, member in pairs:
        text = (ROOT / path).read_text()
        assert re.search(rf"^(class|def) {name}\b", text, re.MULTILINE), f"{path}: {name}"
        if member:
            assert re.search(rf"^    def {member}\b", text, re.MULTILINE), f"{path}: {name}.{member}"


def test_layout_lists_every_folder_and_core_module():
    layout = section("architecture.md", "Layout")
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
    """Every benchmark command of the benchmarks page names the file its figures come from, and every result file
    the README or a docs page names exists (a path with a ``<placeholder>`` is a template, not a file)."""
    bullets = re.findall(r"^- `(?:[A-Z_]+=\S+ )*(?:\.venv-vllm/bin/)?python (bench/\w+\.py)([^\n]*(?:\n  [^\n]*)*)",
                         (DOCS / "benchmarks.md").read_text(), re.MULTILINE)
    scripts = {script for script, _ in bullets}
    assert scripts >= {"bench/update_memory.py", "bench/precision.py", "bench/update_flops.py",
                       "bench/rollout_throughput.py", "bench/generation_throughput.py"}
    assert not [script for script, text in bullets if "bench/results/" not in text]
    text = "\n".join(p.read_text() for p in PAGES)
    named = {path for path in re.findall(r"bench/results/[\w./<>-]*[\w>]", text) if "<" not in path}  # no templates
    assert len(named) >= 30 and not {p for p in named if not (ROOT / p).exists()}


def copied_tables(page: Path) -> list[tuple[str, list[str]]]:
    """The ``(result file, table lines)`` of each table a docs page marks as copied from a result file."""
    lines, out = page.read_text().splitlines(), []
    for i, line in enumerate(lines):
        if m := FROM_MARKER.match(line):
            table = []
            for row in lines[i + 1:]:
                if not row.startswith("|"):
                    break
                table.append(row)
            out.append((m.group(1), table))
    return out


@pytest.mark.parametrize("page", ["experiments/corridor.md", "experiments/trap_corridor.md",
                                  "experiments/per_update.md"])
def test_a_copied_table_is_its_result_file_line_for_line(page):
    tables = copied_tables(DOCS / page)
    assert len(tables) >= 3
    for source, table in tables:
        assert len(table) >= 3, source  # a header, its rule and a row
        lines = (ROOT / source).read_text().splitlines()
        start = lines.index(table[0])
        assert lines[start:start + len(table)] == table, source


def test_the_quickstart_figures_are_its_result_file_and_its_command_is_the_timed_one():
    import json

    from bench.quickstart import quickstart_command

    result = json.loads((ROOT / "bench" / "results" / "quickstart" / "quickstart.json").read_text())
    assert quickstart_command(README) == result["command"].split()
    vals = list(result["val_success"].values())
    quickstart = README.split("\n## Quickstart\n")[1].split("\n## ")[0]
    assert f"took {result['wall_s']:.0f} s of wall time ({result['user_s'] + result['system_s']:.0f} s of CPU)" in (
        " ".join(quickstart.split()))
    assert f"went from {vals[0]:.1f} to {vals[-1]:.1f}" in quickstart
    assert result["wall_s"] < 60  # the front door's budget: a finished run in under a minute
    study = result["against_study"]
    assert f"at {study['equal_iterations']} of {study['iterations']} iterations" in quickstart


def test_quickstart_comparison_counts_equal_iterations_and_the_first_drift():
    from bench.quickstart import compare, quickstart_command

    assert compare([0.1, 0.2, 0.3], [0.1, 0.2, 0.4, 0.5]) == {
        "iterations": 3, "equal_iterations": 2, "first_unequal_iteration": 2, "max_abs_difference": pytest.approx(0.1)}
    with pytest.raises(ValueError, match="3 iterations, the study 2"):
        compare([0.1, 0.2, 0.3], [0.1, 0.2])
    assert quickstart_command("# x\n## Quickstart\ntext\n```bash\npython train.py fit --a 'b c'\nsecond\n```\n") == [
        "python", "train.py", "fit", "--a", "b c"]
    with pytest.raises(ValueError, match="Quickstart"):
        quickstart_command("# no such section\n")


def test_the_prompt_token_and_quickstart_figures_of_the_docs_are_their_result_files():
    import json

    tokens = json.loads((ROOT / "bench" / "results" / "prompt_tokens.json").read_text())
    t, share = tokens["tokens"], tokens["share_of_mean_total"]
    recipe = " ".join((DOCS / "experiments" / "alfworld_recipe.md").read_text().split())
    assert (f"the {tokens['prompts']} step prompts held {t['total']['mean']} tokens on average "
            f"({t['total']['min']}–{t['total']['max']}). Of these, {t['history']['mean']} "
            f"({share['history'] * 100:.1f} %) were the history, {t['admissible']['mean']} "
            f"({share['admissible'] * 100:.1f} %) the admissible-action list and {t['rest']['mean']} "
            f"({share['rest'] * 100:.1f} %) the rest") in recipe
    assert f"It holds {share['history'] * 100:.0f} % of a prompt's tokens" in recipe
    benchmarks = " ".join((DOCS / "benchmarks.md").read_text().split())
    assert (f"Committed run: {t['total']['mean']} tokens a step on average, history {share['history'] * 100:.1f} %, "
            f"admissible list {share['admissible'] * 100:.1f} %, the rest {share['rest'] * 100:.1f} %.") in benchmarks
    quick = json.loads((ROOT / "bench" / "results" / "quickstart" / "quickstart.json").read_text())
    study = quick["against_study"]
    assert (f"Committed run: {quick['wall_s']} s wall, {quick['user_s']} s user and {quick['system_s']} s system "
            f"on the 2-core {quick['cpu_capability']} CPU") in benchmarks
    assert f"{study['equal_iterations']} of {study['iterations']} iterations equal to the study" in benchmarks
