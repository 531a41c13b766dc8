"""WebShop's data and search (Yao et al., 2022, "WebShop: Towards Scalable Real-World Web Interaction with Grounded
Language Agents", NeurIPS, https://arxiv.org/abs/2207.01206): the original data schema read into products and goals,
and a catalogue with its BM25 search. The environment is :mod:`prover_lightning.envs.webshop`, the purchase reward
:mod:`prover_lightning.envs.webshop_reward`.

Data (``WebShopSpec`` arguments; defaults: the small catalogue shipped in ``envs/webshop_data``, written by
``scripts/make_webshop_data.py``):
    - ``products_path``: a JSON list of products in the schema of WebShop's ``items_shuffle_1000.json``: ``asin``,
      ``name``, ``full_description``, ``small_description`` (list or str), ``pricing`` ("$12.99", "$12.99 - $19.99",
      or a list of such strings; empty: $100), ``images``, ``customization_options`` (option name -> list of
      ``{"value", "image"}``, or null), ``category``, ``query``, ``product_category``. As in the original, an asin that
      is "nan" or longer than 10 characters is skipped, and so is a repeated asin.
    - ``attributes_path``: the schema of ``items_ins_v2_1000.json``: asin -> ``{"attributes": [...], "instruction":
      ..., "instruction_attributes": [...]}``; a product without an entry gets the attribute list ``["DUMMY_ATTR"]``.
    - ``goals_path``, one of: a JSON list of goals as the original builds them in memory (``asin``,
      ``instruction_text``, ``attributes``, ``goal_options`` (list of values, or option name -> value),
      ``price_upper``, and ``name`` / ``query`` / ``category`` / ``product_category``, each defaulting to the target
      product's), used in file order; or human instructions in the schema of ``items_human_ins.json`` (asin -> list of
      ``{"instruction", "instruction_attributes", "instruction_options"}``); or instructions in the schema of the
      attributes file (asin -> ``{"instruction", "instruction_attributes"}``: the original's synthetic goals, one per
      combination of the product's option values). From instruction files, goals are built in product order as the
      original does (instructions without attributes skipped; price_upper the larger of two of the first four
      multiples of $10 above the price, drawn with a fixed seed here, else no limit) and shuffled with
      ``random.Random(233)``, the permutation of the original's ``random.seed(233); random.shuffle(goals)``: with the
      same files, goal indices (and so the splits) follow the original's; only the price limits are this module's.
    - ``reviews_path`` (optional): a JSON list of ``{"asin", "reviews": [{"title", "stars" or "score", "review" or
      "body"}], "average_rating"}``.
    Splits: ``test`` = goals ``[0, num_test_goals)``, ``train`` = the rest (the original: test 0-499 of its shuffled
    goals; pass ``num_test_goals=500`` with the real files).

Search: BM25 (``bm25s``, English stop words, Snowball stemmer) over each product's name, query, product category,
bullet points (``small_description``), ``full_description`` and option names and values; products scoring above 0,
best first (ties in catalogue order), at most 50, 10 to a page. The original uses a Lucene (pyserini) BM25 index over
name, description, first bullet point and options.

Speed: the catalogue and its BM25 index are built once per worker process and data files, and shared by the
environment instances of that process (``_catalogue``). Measured on a busy 2-core CPU: the shipped catalogue loads in
~20 ms and is indexed in ~50 ms (1,000 products: ~1 s, once per worker).

This module imports no torch.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import bm25s
import numpy as np
import Stemmer

#: the small catalogue shipped with the package (see scripts/make_webshop_data.py)
SHIPPED_DATA_PATH = Path(__file__).resolve().parent / "webshop_data"
SHIPPED_PRODUCTS = SHIPPED_DATA_PATH / "products.json"
SHIPPED_ATTRIBUTES = SHIPPED_DATA_PATH / "attributes.json"
SHIPPED_GOALS = SHIPPED_DATA_PATH / "goals.json"
SHIPPED_REVIEWS = SHIPPED_DATA_PATH / "reviews.json"
#: the original's price limits: multiples of $10 up to $990
PRICE_RANGE = [10.0 * i for i in range(1, 100)]
#: the price limit of a goal without one (the original's value)
NO_PRICE_LIMIT = 1000000.0
GOAL_SHUFFLE_SEED = 233


# ----------------------------------------------------------------------------------------------- data
@dataclass
class Product:
    """One product, normalised from the original schema.

    Attributes:
        asin: product id (upper case, as in the data); clicked as ``click[<asin in lower case>]``.
        name, category, query, product_category: as in the products file (``query`` lower-cased and stripped).
        description: ``full_description``. bullets: ``small_description`` as a list.
        pricing: one price, or the (low, high) bounds of a range. price: the purchase price (the lower bound).
        price_tag: the price as the results page shows it ("$12.99" or "$12.99 to $19.99").
        options: option name (lower case) -> values (lower case, "/" -> " | "), in file order.
        attributes: from the attributes file (``["DUMMY_ATTR"]`` when absent there).
        reviews: ``{"title", "score", "body"}`` dicts. rating: average rating, or "N.A.".
    """

    asin: str
    name: str
    category: str = ""
    query: str = ""
    product_category: str = ""
    description: str = ""
    bullets: list[str] = field(default_factory=list)
    pricing: list[float] = field(default_factory=lambda: [100.0])
    price: float = 100.0
    price_tag: str = "$100.00"
    options: dict[str, list[str]] = field(default_factory=dict)
    attributes: list[str] = field(default_factory=list)
    reviews: list[dict[str, Any]] = field(default_factory=list)
    rating: str = "N.A."


@dataclass
class Goal:
    """One instruction: buy ``asin`` (or anything as good) with these attributes, options and price limit.

    ``goal_options`` holds option values only (the original accepts a list of values or a name -> value dict and
    uses the values); ``name`` / ``query`` / ``category`` / ``product_category`` are the target's, for r_type.
    """

    asin: str
    instruction_text: str
    attributes: list[str]
    goal_options: list[str]
    price_upper: float
    name: str
    query: str
    category: str
    product_category: str


@dataclass(frozen=True)
class WebShopFiles:
    """The data files of one catalogue (absolute paths; ``attributes`` and ``reviews`` may be None)."""

    products: str
    goals: str
    attributes: str | None = None
    reviews: str | None = None


def _read_json(path: str, what: str) -> Any:
    if not Path(path).is_file():
        raise FileNotFoundError(f"WebShop {what} file not found: {path}")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def normalize_option(value: str) -> str:
    """An option value as the pages show and match it: lower case, stripped, whitespace-collapsed, "/" -> " | "."""
    return " ".join(str(value).strip().replace("/", " | ").lower().split())


def parse_pricing(pricing: Any) -> list[float]:
    """Prices of a product's ``pricing`` field: ``"$12.99"`` -> [12.99], ``"$12.99 - $19.99"`` -> [12.99, 19.99]
    (a list of such strings, or numbers, is read the same way); empty -> [100.0], the original's default."""
    if pricing is None or pricing == "" or pricing == []:
        return [100.0]
    if isinstance(pricing, (int, float)):
        return [float(pricing)]
    if isinstance(pricing, list):
        pricing = " ".join(p if isinstance(p, str) else f"${p}" for p in pricing)
    prices = []
    for part in str(pricing).split("$")[1:]:
        digits = re.sub(r"[^\d.]", "", part)
        if digits.strip("."):
            prices.append(float(digits))
    return prices[:2] or [100.0]


def _bullets(value: Any) -> list[str]:
    if value is None:
        return []
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _review(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        return {"title": "", "score": "", "body": str(raw)}
    return {"title": str(raw.get("title", "")), "score": raw.get("score", raw.get("stars", "")),
            "body": str(raw.get("body", raw.get("review", "")))}


def load_products(products_path: str, attributes_path: str | None = None,
                  reviews_path: str | None = None) -> dict[str, Product]:
    """asin -> :class:`Product` from the original-schema files, in file order (skipping bad or repeated asins).

    Raises:
        FileNotFoundError: a given file does not exist (names it).
        ValueError: the products file is not a list of products with ``asin`` and ``name`` (names file and index).
    """
    raw = _read_json(products_path, "products")
    attributes = _read_json(attributes_path, "attributes") if attributes_path else {}
    reviews = {r["asin"]: r for r in _read_json(reviews_path, "reviews")} if reviews_path else {}
    if not isinstance(raw, list):
        raise ValueError(f"{products_path}: expected a JSON list of products, got {type(raw).__name__}")
    products: dict[str, Product] = {}
    for i, p in enumerate(raw):
        if not isinstance(p, dict) or "asin" not in p or "name" not in p:
            raise ValueError(f"{products_path}: product {i} needs 'asin' and 'name'")
        asin = str(p["asin"])
        if asin == "nan" or len(asin) > 10 or asin in products:
            continue
        pricing = parse_pricing(p.get("pricing"))
        tag = " to ".join(f"${x:.2f}" for x in pricing)
        options = {}
        for name, values in (p.get("customization_options") or {}).items():
            if values:
                options[name.lower()] = [normalize_option(v["value"] if isinstance(v, dict) else v) for v in values]
        review = reviews.get(asin, {})
        products[asin] = Product(
            asin=asin, name=str(p["name"]), category=str(p.get("category", "")),
            query=str(p.get("query", "")).lower().strip(), product_category=str(p.get("product_category", "")),
            description=str(p.get("full_description") or ""), bullets=_bullets(p.get("small_description")),
            pricing=pricing, price=pricing[0], price_tag=tag, options=options,
            attributes=list(attributes.get(asin, {}).get("attributes") or ["DUMMY_ATTR"]),
            reviews=[_review(r) for r in review.get("reviews", [])],
            rating=str(review.get("average_rating", "N.A.")))
    return products


def _price_limit(price: float, rng: random.Random) -> tuple[float, str]:
    """The original's price limit for a product at ``price``: the larger of two of the first four multiples of $10
    above it, with its instruction suffix; no limit (and no suffix) when fewer than two exist."""
    above = [p for p in PRICE_RANGE if p > price][:4]
    if len(above) < 2:
        return NO_PRICE_LIMIT, ""
    upper = max(rng.sample(above, 2))
    return upper, f", and price lower than {upper:.2f} dollars"


def _goal(product: Product, text: str, attributes: list, options: Any, price_upper: float, extra: dict) -> Goal:
    values = list(options.values()) if isinstance(options, dict) else list(options or [])
    return Goal(asin=product.asin, instruction_text=text, attributes=[str(a) for a in attributes],
                goal_options=[str(v) for v in values], price_upper=float(price_upper),
                name=str(extra.get("name") or product.name), query=str(extra.get("query") or product.query),
                category=str(extra.get("category") or product.category),
                product_category=str(extra.get("product_category") or product.product_category))


def load_goals(goals_path: str, products: dict[str, Product]) -> list[Goal]:
    """Goals from a goal list, a human-instruction file or an attributes file (see the module docstring).

    Raises:
        FileNotFoundError: the file does not exist (names it).
        ValueError: a listed goal lacks a field or names an asin not in the catalogue (names file and index).
    """
    raw = _read_json(goals_path, "goals")
    if isinstance(raw, list):
        goals = []
        for i, g in enumerate(raw):
            missing = [k for k in ("asin", "instruction_text", "attributes") if k not in g]
            if missing:
                raise ValueError(f"{goals_path}: goal {i} lacks {missing}")
            if g["asin"] not in products:
                raise ValueError(f"{goals_path}: goal {i} names asin {g['asin']!r}, not in the products file")
            goals.append(_goal(products[g["asin"]], str(g["instruction_text"]), g["attributes"],
                               g.get("goal_options"), g.get("price_upper", NO_PRICE_LIMIT), g))
        return goals
    if not isinstance(raw, dict):
        raise ValueError(f"{goals_path}: expected a list of goals or an asin -> instructions mapping")
    rng, goals = random.Random("webshop-price-limits"), []
    for asin, product in products.items():
        entry = raw.get(asin)
        if isinstance(entry, list):  # human instructions
            for ins in entry:
                if not ins.get("instruction_attributes"):
                    continue
                upper, suffix = _price_limit(product.price, rng)
                goals.append(_goal(product, str(ins["instruction"]).strip(".") + suffix,
                                   ins["instruction_attributes"], ins.get("instruction_options"), upper, {}))
        elif isinstance(entry, dict) and entry.get("instruction") and entry.get("instruction_attributes"):
            upper, suffix = _price_limit(product.price, rng)  # synthetic: one goal per option combination
            names = sorted(product.options)
            for combo in itertools.product(*(product.options[n] for n in names)):
                chosen = dict(zip(names, combo))
                with_text = " with " + ", and ".join(f"{k}: {v}" for k, v in chosen.items()) if chosen else ""
                goals.append(_goal(product, f"{entry['instruction']}{with_text}{suffix}",
                                   entry["instruction_attributes"], chosen, upper, {}))
    random.Random(GOAL_SHUFFLE_SEED).shuffle(goals)
    return goals


# ----------------------------------------------------------------------------------------------- catalogue + search
class Catalogue:
    """Products, goals and the BM25 index of one set of data files (build through :func:`_catalogue`)."""

    def __init__(self, files: WebShopFiles) -> None:
        self.files = files
        self.products = load_products(files.products, files.attributes, files.reviews)
        self.goals = load_goals(files.goals, self.products)
        self.asins = list(self.products)
        self._index = None
        self._stemmer = None

    def index(self):
        """The BM25 index, built on first use."""
        if self._index is not None:
            return self._index
        self._stemmer = Stemmer.Stemmer("english")
        docs = [" ".join([p.name, p.query, p.product_category, *p.bullets, p.description,
                          *(f"{name} {' '.join(values)}" for name, values in p.options.items())])
                for p in self.products.values()]
        tokens = bm25s.tokenize(docs, stopwords="en", stemmer=self._stemmer, show_progress=False)
        index = bm25s.BM25()
        index.index(tokens, show_progress=False)
        self._index = index
        return index

    def search(self, query: str, k: int = 50) -> list[str]:
        """Asins of the (at most ``k``) products with a BM25 score above 0 for ``query``, best first, ties in
        catalogue order."""
        index = self.index()
        words = bm25s.tokenize([query], stopwords="en", stemmer=self._stemmer, return_ids=False, show_progress=False)[0]
        ids = [index.vocab_dict[w] for w in words if w and w in index.vocab_dict]
        if not ids:
            return []
        scores = index.get_scores(ids)
        order = np.argsort(-scores, kind="stable")[:k]
        return [self.asins[i] for i in order if scores[i] > 0]


@functools.lru_cache(maxsize=4)
def _catalogue(files: WebShopFiles) -> Catalogue:
    """One :class:`Catalogue` per data files and process: every env instance of a worker shares it."""
    return Catalogue(files)

# ----------------------------------------------------------------------------------------------- files
def resolve_files(products_path=None, goals_path=None, attributes_path=None, reviews_path=None) -> WebShopFiles:
    """The data files: the shipped ones when ``products_path`` is None, else the given ones (then ``goals_path`` is
    required and a missing attributes / reviews path means no such file).

    Raises:
        ValueError: ``products_path`` given without ``goals_path``.
    """
    if products_path is None:
        return WebShopFiles(str(SHIPPED_PRODUCTS), str(goals_path or SHIPPED_GOALS),
                            str(attributes_path or SHIPPED_ATTRIBUTES), str(reviews_path or SHIPPED_REVIEWS))
    if goals_path is None:
        raise ValueError("WebShopSpec: products_path is set but goals_path is not; goals must come with their "
                         "catalogue")
    absolute = lambda p: None if p is None else os.path.abspath(os.path.expanduser(str(p)))  # noqa: E731
    return WebShopFiles(absolute(products_path), absolute(goals_path), absolute(attributes_path),
                        absolute(reviews_path))
