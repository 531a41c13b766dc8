"""WebShop (Yao et al., 2022, "WebShop: Towards Scalable Real-World Web Interaction with Grounded Language Agents",
NeurIPS, https://arxiv.org/abs/2207.01206) in its text mode, offline: our own implementation of the pages, the actions,
the search and the purchase reward, reading the original data schema. This module holds the environment (pages and
actions), its spec and its prompt; the data schema, the loaders and the search are in
:mod:`prover_lightning.envs.webshop_catalogue`, the reward and the simplifications against the original in
:mod:`prover_lightning.envs.webshop_reward`.

Pages and actions (as in WebShop's text mode; ``[SEP]`` separates the page's texts):
    - search page: ``search[<query>]`` (the only page with a search bar; nothing to click there);
    - results page: ``click[back to search]``, ``click[next >]`` / ``click[< prev]`` (when there is a next / previous
      page), ``click[<asin>]`` for each product listed; 10 products a page, with name and price, out of the top 50;
    - item page: ``click[back to search]``, ``click[< prev]`` (back to the results page), ``click[<option value>]``
      (values grouped by option name; a click selects that value for its option), ``click[description]``,
      ``click[features]``, ``click[reviews]``, ``click[buy now]``;
    - description / features / reviews pages: ``click[back to search]``, ``click[< prev]`` (back to the item page, the
      selected options kept).
    Buttons match case-insensitively and whitespace-collapsed. ``admissible_actions`` lists every click of the page as
    ``click[<button text in lower case>]``, the form in which the rollout engine compares its parsed (lower-cased)
    actions. The search page lists none: a search is free text, so it cannot be enumerated, and an empty list makes
    the engine skip its admissibility check there; its observation and the prompt say ``search[<your query>]`` instead.
    An invalid action (neither ``search[...]`` nor ``click[...]``, an empty query, a search outside the search page,
    a button that is not on the page) changes nothing: the observation says why and repeats the page, and
    ``info["valid"]`` is False (True after a valid action).

Reward: ``click[buy now]`` scores the purchase with :func:`prover_lightning.envs.webshop_reward.purchase_reward`.
Success (``won``) is a reward of exactly 1.0; ``score`` is the reward; the episode is done at ``buy now``.

Data: ``WebShopSpec``'s file arguments and their schemas are described in :mod:`prover_lightning.envs.webshop_catalogue`
(defaults: the small catalogue shipped in ``envs/webshop_data``, written by ``scripts/make_webshop_data.py``).

Speed: the catalogue and its BM25 index are built once per worker process and data files, and shared by the
environment instances of that process (``_catalogue``). Measured on a busy 2-core CPU: a reset takes ~3 µs, a click
well under a millisecond, a search 0.2-0.6 ms; a whole five-step episode ~0.5 ms.

This module imports no torch.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, field
from typing import Any

from prover_lightning.envs.base import Environment, EnvironmentSpec, StepResult, Task
from prover_lightning.envs.webshop_catalogue import Goal, WebShopFiles, _catalogue, resolve_files
from prover_lightning.envs.webshop_reward import purchase_reward
from prover_lightning.prompts import PromptTemplate

#: verl-agent's WebShop role sentence, plus the action syntax
WEBSHOP_ROLE = ("You are an expert autonomous agent operating in the WebShop e-commerce platform. Actions look like "
                "search[<your query>] (on the search page) or click[<button>] (a button of the page, e.g. a product "
                "id, an option value, buy now).")
BACK_TO_SEARCH, NEXT_PAGE, PREV_PAGE, BUY_NOW = "back to search", "next >", "< prev", "buy now"
SUB_PAGES = ("description", "features", "reviews")
_ACTION_RE = re.compile(r"^(search|click)\[(.*)\]$", re.IGNORECASE | re.DOTALL)


# ----------------------------------------------------------------------------------------------- spec
class WebShopPromptTemplate(PromptTemplate):
    """The default step prompt with the WebShop role, and a closing instruction that fits the page.

    The base template's last line (the instruction) is replaced: on the search page, which lists no admissible
    action, it asks for ``search[<your query>]``; elsewhere it asks for one of the listed clicks, and without
    ``<think>`` its example is the last admissible action (always valid there, unlike a fixed example such as
    ``click[buy now]``, which a small model copies onto pages where it does not exist).
    """

    def __init__(self, agent_role: str = WEBSHOP_ROLE, think: bool = True, list_admissible: bool = True,
                 response_prefix: str = "") -> None:
        super().__init__(agent_role=agent_role, think=think, list_admissible=list_admissible,
                         response_prefix=response_prefix)

    def render(self, goal, history, observation, admissible, step, max_steps) -> str:
        head = super().render(goal, history, observation, admissible, step, max_steps).rsplit("\n", 1)[0]
        reason = "First reason step by step about the current situation inside <think> </think> tags. Then "
        lead = "Now it's your turn to take an action. " + (reason if self.think else "")
        if not admissible:
            ask = "write a search for the product you need inside <action> </action> tags, as search[<your query>]."
        else:
            ask = "choose one admissible action and write it inside <action> </action> tags"
            ask += "." if self.think else f", e.g. <action>{admissible[-1]}</action>."
        return head + "\n" + lead + (ask if self.think else ask[0].upper() + ask[1:])


class WebShopSpec(EnvironmentSpec):
    """Which WebShop goals exist and how to build a :class:`WebShopEnv` (see the docstring of
    :mod:`prover_lightning.envs.webshop_catalogue` for the files).

    Args:
        products_path: products file (original ``items_shuffle`` schema); None: the shipped catalogue, whose other
            files then default to the shipped ones too.
        goals_path: goals (goal list, ``items_human_ins`` or ``items_ins_v2`` schema); required with ``products_path``.
        attributes_path: product attributes (``items_ins_v2`` schema), optional with ``products_path``.
        reviews_path: reviews, optional with ``products_path``.
        num_test_goals: goals ``[0, num_test_goals)`` form the ``test`` split, the rest ``train``.
        search_results: how many products a search returns at most (the original: 50).
        results_per_page: products on one results page (the original: 10).

    Raises:
        ValueError: bad sizes, or ``products_path`` without ``goals_path``.
    """

    name = "webshop"

    def __init__(self, products_path: str | None = None, goals_path: str | None = None,
                 attributes_path: str | None = None, reviews_path: str | None = None, num_test_goals: int = 50,
                 search_results: int = 50, results_per_page: int = 10) -> None:
        if num_test_goals < 0 or search_results < 1 or results_per_page < 1:
            raise ValueError(f"need num_test_goals >= 0, search_results >= 1, results_per_page >= 1; got "
                             f"{num_test_goals}, {search_results}, {results_per_page}")
        self.files = resolve_files(products_path, goals_path, attributes_path, reviews_path)
        self.num_test_goals = num_test_goals
        self.search_results = search_results
        self.results_per_page = results_per_page

    def __repr__(self) -> str:
        return f"WebShopSpec({self.files}, num_test_goals={self.num_test_goals})"

    def tasks(self, split: str) -> list[Task]:
        """``Task("goal-<i>", <target's category>)`` for the goals of ``split`` ("test" or "train"), by index.

        Raises:
            FileNotFoundError: a data file is missing (names it).
            ValueError: unknown split.
        """
        goals = _catalogue(self.files).goals
        if split == "test":
            indices = range(min(self.num_test_goals, len(goals)))
        elif split == "train":
            indices = range(self.num_test_goals, len(goals))
        else:
            raise ValueError(f"WebShop has splits 'train' and 'test', not {split!r}")
        return [Task(task_id=f"goal-{i}", task_type=goals[i].category) for i in indices]

    @property
    def task_types(self) -> list[str]:
        """The product categories of the goals' targets, sorted."""
        return sorted({g.category for g in _catalogue(self.files).goals})

    def make(self) -> WebShopEnv:
        """A :class:`WebShopEnv` on this spec's files (sharing the process's catalogue and index)."""
        return WebShopEnv(self.files, search_results=self.search_results, results_per_page=self.results_per_page)

    def prompt_template(self) -> PromptTemplate:
        """verl-agent's WebShop prompt: the WebShop role with the action syntax, ``<think>`` then ``<action>``."""
        return WebShopPromptTemplate()


# ----------------------------------------------------------------------------------------------- env
@dataclass
class _Page:
    """Where the agent is: ``kind`` is search, results, item, description, features, reviews or done."""

    kind: str = "search"
    query: str = ""
    results: tuple[str, ...] = ()
    page: int = 1
    asin: str = ""
    options: dict[str, str] = field(default_factory=dict)


class WebShopEnv(Environment):
    """One WebShop session at a time (see the module docstring). ``Task.seed`` is ignored: nothing is random.

    Args:
        files: the data files; the catalogue and its index come from the per-process cache.
        search_results, results_per_page: as in :class:`WebShopSpec`.
    """

    def __init__(self, files: WebShopFiles, search_results: int = 50, results_per_page: int = 10) -> None:
        self.catalogue = _catalogue(files)
        self.catalogue.index()
        self.search_results, self.per_page = search_results, results_per_page
        self.goal: Goal | None = None
        self.state = _Page(kind="done")

    # ------------------------------------------------------------------ episode
    def reset(self, task: Task) -> StepResult:
        """Open the search page for goal ``task.task_id`` ("goal-<index>"); ``goal`` is its instruction text.

        Raises:
            ValueError: the task id is not "goal-<index>" of an existing goal (names the goals file).
        """
        goals = self.catalogue.goals
        match = re.fullmatch(r"goal-(\d+)", task.task_id)
        if match is None or int(match.group(1)) >= len(goals):
            raise ValueError(f"WebShop task id {task.task_id!r} names no goal of {self.catalogue.files.goals} "
                             f"({len(goals)} goals, ids goal-0 .. goal-{len(goals) - 1})")
        self.goal = goals[int(match.group(1))]
        self.state = _Page()
        return StepResult(observation=self._render(), admissible_actions=self._admissible(),
                          goal=self.goal.instruction_text, info={"valid": True, "page": "search"})

    def step(self, action: str) -> StepResult:
        """Apply ``search[...]`` or ``click[...]``; an invalid action leaves the page as it was (``info["valid"]``).

        Raises:
            RuntimeError: no episode is running (never reset, or already bought).
        """
        if self.state.kind == "done":
            raise RuntimeError("WebShopEnv.step called with no episode running (bought already, or never reset); "
                               "call reset first")
        text = " ".join(str(action).split())
        match = _ACTION_RE.match(text)
        if match is None:
            return self._invalid(f"{text!r} is neither search[...] nor click[...]")
        verb, arg = match.group(1).lower(), " ".join(match.group(2).lower().split())
        if verb == "search":
            if self.state.kind != "search":
                return self._invalid("search is only possible on the search page (click[back to search] first)")
            if not arg:
                return self._invalid("empty search query")
            results = tuple(self.catalogue.search(arg, self.search_results))
            self.state = _Page(kind="results", query=arg, results=results)
            return self._result()
        target = self._buttons().get(arg)
        if target is None:
            if self.state.kind == "search":
                return self._invalid("there are no buttons on the search page; use search[<your query>]")
            return self._invalid(f"there is no {arg!r} button on this page")
        return target()

    # ------------------------------------------------------------------ pages
    def _n_pages(self) -> int:
        return max(1, math.ceil(len(self.state.results) / self.per_page))

    def _shown(self) -> tuple[str, ...]:
        start = (self.state.page - 1) * self.per_page
        return self.state.results[start:start + self.per_page]

    def _goto(self, **changes) -> StepResult:
        for key, value in changes.items():
            setattr(self.state, key, value)
        return self._result()

    def _select(self, name: str, value: str) -> StepResult:
        self.state.options[name] = value
        return self._result()

    def _buttons(self) -> dict[str, Any]:
        """Button text (lower case) -> what clicking it does, in page order."""
        s, buttons = self.state, {}
        if s.kind == "search":
            return buttons
        buttons[BACK_TO_SEARCH] = lambda: self._goto(kind="search", query="", results=(), page=1, asin="", options={})
        if s.kind == "results":
            if s.page < self._n_pages():
                buttons[NEXT_PAGE] = lambda: self._goto(page=s.page + 1)
            if s.page > 1:
                buttons[PREV_PAGE] = lambda: self._goto(page=s.page - 1)
            for asin in self._shown():
                buttons.setdefault(asin.lower(), functools.partial(self._goto, kind="item", asin=asin, options={}))
        elif s.kind == "item":
            buttons[PREV_PAGE] = lambda: self._goto(kind="results", asin="", options={})
            for name, values in self.catalogue.products[s.asin].options.items():
                for value in values:
                    buttons.setdefault(value, functools.partial(self._select, name, value))
            for sub in SUB_PAGES:
                buttons[sub] = functools.partial(self._goto, kind=sub)
            buttons[BUY_NOW] = self._buy
        else:  # a sub-page
            buttons[PREV_PAGE] = lambda: self._goto(kind="item")
        return buttons

    def _admissible(self) -> list[str]:
        return [f"click[{b}]" for b in self._buttons()]

    def _render(self) -> str:
        s = self.state
        if s.kind == "search":
            return "WebShop [SEP] Search page: find products with search[<your query>]"
        parts = ["Back to Search"]
        if s.kind == "results":
            parts.append(f"Page {s.page} (Total results: {len(s.results)})")
            if s.page > 1:
                parts.append("< Prev")
            if s.page < self._n_pages():
                parts.append("Next >")
            for asin in self._shown():
                product = self.catalogue.products[asin]
                parts += [asin, product.name, product.price_tag]
            if not s.results:
                parts.append(f"No products match '{s.query}'.")
            return " [SEP] ".join(parts)
        product = self.catalogue.products[s.asin]
        parts.append("< Prev")
        if s.kind == "item":
            for name, values in product.options.items():
                parts += [name, *values]
            if s.options:
                parts.append("Selected: " + ", ".join(f"{k}: {v}" for k, v in s.options.items()))
            parts += [product.name, f"Price: ${product.price:.2f}", f"Rating: {product.rating}",
                      "Description", "Features", "Reviews", "Buy Now"]
        elif s.kind == "description":
            parts.append(product.description or "No description.")
        elif s.kind == "features":
            parts += product.bullets or ["No features listed."]
        else:
            reviews = [f"{r['title']} ({r['score']} stars): {r['body']}".strip() for r in product.reviews]
            parts += reviews or ["No reviews."]
        return " [SEP] ".join(parts)

    def _result(self, valid: bool = True, observation: str | None = None) -> StepResult:
        return StepResult(observation=observation or self._render(), admissible_actions=self._admissible(),
                          info={"valid": valid, "page": self.state.kind})

    def _invalid(self, reason: str) -> StepResult:
        result = self._result(False, f"Invalid action: {reason}. Nothing happened. [SEP] {self._render()}")
        result.info["reason"] = reason
        return result

    def _buy(self) -> StepResult:
        s, product = self.state, self.catalogue.products[self.state.asin]
        reward, details = purchase_reward(product, self.goal, dict(s.options), product.price)
        won = reward == 1.0
        chosen = ", ".join(f"{k}: {v}" for k, v in s.options.items()) or "none"
        observation = (f"Thank you for shopping with us! [SEP] Purchased [SEP] {product.asin} [SEP] {product.name} "
                       f"[SEP] Options: {chosen} [SEP] Price: ${product.price:.2f} [SEP] Your score (min 0.0, max 1.0) "
                       f"[SEP] {reward:.2f}")
        info = {"valid": True, "page": "done", "asin": product.asin, "options": dict(s.options), "price": product.price,
                "reward": reward, **details}
        self.state = _Page(kind="done")
        return StepResult(observation=observation, done=True, won=won, score=reward, info=info)

    def close(self) -> None:
        """End the session (the shared catalogue stays cached for the process's other envs)."""
        self.state = _Page(kind="done")
