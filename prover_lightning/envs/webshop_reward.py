"""WebShop's purchase reward (Yao et al., 2022, "WebShop: Towards Scalable Real-World Web Interaction with Grounded
Language Agents", NeurIPS, https://arxiv.org/abs/2207.01206), our own implementation, on the products and goals of
:mod:`prover_lightning.envs.webshop_catalogue`.

Reward at ``buy now`` (paper section 3; the same terms as the original ``web_agent_site/engine/goal.py``)::

    r = r_type * (|U_att ∩ Y_att| + |U_opt ∩ Y_opt| + 1[y_price <= u_price]) / (|U_att| + |U_opt| + 1)

    - U_att, the goal's attributes; one counts as bought when a product attribute (attributes file) has a token-set
      ratio > 85 with it, or else when it is a substring of the product's name, bullet points or description (all
      lower-cased);
    - U_opt, the goal's option values; one counts as bought when a selected option value matches it: equal (after
      lower-casing, whitespace collapsing, "/" -> " | ") for an option named "size", token-set ratio > 85 otherwise;
    - price: the purchase price is at most the goal's ``price_upper`` (no limit: the term counts as met);
    - r_type: title_score = |T(goal name) ∩ T(bought name)| / |T(goal name)| (0.2 when T(goal name) is empty), where
      T is the set of lower-cased alphabetic words (two letters or more) of a name minus English function words;
      r_type = 1 when the product's ``query`` equals the goal's, or their ``product_category`` paths (split on "›")
      share >= 2 levels, or title_score > 0.2, else 0.5; then 0.1 when title_score < 0.1, and 0 when it is 0.
    - token-set ratio: the ``token_set_ratio`` of thefuzz/rapidfuzz, re-implemented: both strings lower-cased,
      non-alphanumerics replaced by spaces, split into word sets; with I = sorted common words, A, B = I followed by
      each side's sorted other words, the best Indel similarity (100 x (1 - edit distance without substitutions /
      total length), rounded) among (I, A), (I, B), (A, B); 0 when a side has no words.

Simplifications against the original, on purpose:
    - T(name) keeps every content word, where the original keeps spaCy's nouns and proper nouns (no spaCy here);
    - option matching counts goal options hit by the selected values (the paper's set intersection); the original
      counts selected values, and also credits a selected value found in the product's text, which can push its
      reward above 1; its colour normalisation (``normalize_color``) is not applied;
    - a product priced by a range costs its lower bound (the original draws a uniform price in the range per server);
    - the observation leaves out the instruction (the prompt carries the goal), and the item page shows the selected
      options and the reviews page reviews from the optional reviews file; no "Attributes" page, no images.

This module imports no torch.
"""

from __future__ import annotations

import re
from typing import Any

from prover_lightning.envs.webshop_catalogue import Goal, Product, normalize_option

#: options matched exactly rather than by token-set ratio (the original's ``EXACT_MATCH_OPTS``)
EXACT_MATCH_OPTIONS = ("size",)
FUZZY_THRESHOLD = 85
_FUNCTION_WORDS = frozenset(
    "a an the and or but nor of for with without in on at to from by as into onto per via is are be it its this that "
    "these those your you our my his her their".split())


# ----------------------------------------------------------------------------------------------- reward
def _words(text: str) -> list[str]:
    return re.sub(r"[^0-9a-z]+", " ", str(text).lower()).split()


def _indel_ratio(a: str, b: str) -> float:
    """100 x (1 - Indel distance / (len(a) + len(b))) = 100 x 2 LCS / (len(a) + len(b))."""
    if not a and not b:
        return 100.0
    prev = [0] * (len(b) + 1)
    for ca in a:
        cur = [0]
        for j, cb in enumerate(b):
            cur.append(prev[j] + 1 if ca == cb else max(prev[j + 1], cur[j]))
        prev = cur
    return 200.0 * prev[-1] / (len(a) + len(b))


def token_set_ratio(s1: str, s2: str) -> int:
    """thefuzz's ``token_set_ratio`` (0-100), as described in the module docstring."""
    w1, w2 = set(_words(s1)), set(_words(s2))
    if not w1 or not w2:
        return 0
    common = " ".join(sorted(w1 & w2))
    a = " ".join([common, *sorted(w1 - w2)]).strip()
    b = " ".join([common, *sorted(w2 - w1)]).strip()
    best = max(_indel_ratio(common, a), _indel_ratio(common, b), _indel_ratio(a, b)) if common else _indel_ratio(a, b)
    return int(round(best))


def _title_words(name: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{2,}", name.lower()) if w not in _FUNCTION_WORDS}


def type_reward(product: Product, goal: Goal) -> dict[str, Any]:
    """r_type with its parts (query match, category match, title score)."""
    query_match = product.query == goal.query
    levels = lambda path: {x.strip() for x in path.split("›")}  # noqa: E731
    category_match = len(levels(product.product_category) & levels(goal.product_category)) >= 2
    wanted = _title_words(goal.name)
    title_score = len(wanted & _title_words(product.name)) / len(wanted) if wanted else 0.2
    r_type = 1.0 if (query_match or category_match or title_score > 0.2) else 0.5
    if title_score < 0.1:
        r_type = 0.1
    if title_score == 0.0:
        r_type = 0.0
    return {"r_type": r_type, "query_match": query_match, "category_match": category_match,
            "title_score": title_score}


def purchase_reward(product: Product, goal: Goal, options: dict[str, str],
                    price: float) -> tuple[float, dict[str, Any]]:
    """The reward in [0, 1] of buying ``product`` at ``price`` with ``options`` (option name -> value) for ``goal``,
    and its parts (see the module docstring)."""
    r_type = type_reward(product, goal)
    text = " ".join([product.name, " ".join(product.bullets), product.description]).lower()
    attributes_hit = [g for g in goal.attributes
                      if any(token_set_ratio(p, g) > FUZZY_THRESHOLD for p in product.attributes) or g.lower() in text]

    def option_hit(wanted: str) -> bool:
        wanted = normalize_option(wanted)
        return any(value == wanted if name.lower() in EXACT_MATCH_OPTIONS
                   else token_set_ratio(value, wanted) > FUZZY_THRESHOLD for name, value in options.items())

    options_hit = [o for o in goal.goal_options if option_hit(o)]
    price_ok = goal.price_upper <= 0 or price <= goal.price_upper
    total = len(goal.attributes) + len(goal.goal_options) + 1
    reward = (len(attributes_hit) + len(options_hit) + float(price_ok)) / total * r_type["r_type"]
    return reward, {**r_type, "attributes_hit": attributes_hit, "options_hit": options_hit, "price_ok": price_ok}
