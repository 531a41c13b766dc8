"""WebShopSpec / WebShopEnv: pages and actions, the purchase reward, search, the original data schema, and a fit."""

from __future__ import annotations

import json
import pickle

import pytest

from prover_lightning.envs.base import Task
from prover_lightning.envs.webshop import WebShopPromptTemplate, WebShopSpec
from prover_lightning.envs.webshop_catalogue import (
    SHIPPED_DATA_PATH,
    Goal,
    Product,
    load_goals,
    load_products,
    parse_pricing,
    resolve_files,
)
from prover_lightning.envs.webshop_reward import purchase_reward, token_set_ratio, type_reward

SHIPPED = WebShopSpec()


@pytest.fixture(scope="module")
def env():
    e = SHIPPED.make()
    yield e
    e.close()


def goal_query(goal: Goal) -> str:
    """What a scripted buyer types: the instruction without its price clause."""
    return goal.instruction_text.split(", and price lower than")[0]


# ----------------------------------------------------------------------------------------------- shipped data
def test_shipped_catalogue_splits_and_task_types():
    catalogue = SHIPPED.make().catalogue
    assert len(catalogue.products) == 125 and len(catalogue.goals) == 250
    test, train = SHIPPED.tasks("test"), SHIPPED.tasks("train")
    assert [t.task_id for t in test] == [f"goal-{i}" for i in range(50)]
    assert [t.task_id for t in train] == [f"goal-{i}" for i in range(50, 250)]
    assert SHIPPED.task_types == ["beauty", "electronics", "fashion", "food", "furniture"]
    assert {t.task_type for t in test} == set(SHIPPED.task_types)  # every category in the test split
    assert test[0].task_type == catalogue.goals[0].category
    assert sum(f.stat().st_size for f in SHIPPED_DATA_PATH.glob("*.json")) < 1_000_000
    with pytest.raises(ValueError, match="valid_seen"):
        SHIPPED.tasks("valid_seen")


@pytest.mark.parametrize("index", [0, 1, 7, 50, 123, 249])
def test_scripted_buyer_reaches_reward_1(env, index):
    goal = env.catalogue.goals[index]
    product = env.catalogue.products[goal.asin]
    first = env.reset(Task(f"goal-{index}", goal.category))
    assert first.goal == goal.instruction_text and "price lower than" in first.goal
    assert "search[<your query>]" in first.observation and first.admissible_actions == []

    res = env.step(f"search[{goal_query(goal)}]")
    assert res.info["valid"] and not res.done
    assert "Page 1 (Total results: " in res.observation and goal.asin in res.observation
    assert res.admissible_actions[:2] == ["click[back to search]", "click[next >]"]
    assert f"click[{goal.asin.lower()}]" in res.admissible_actions

    res = env.step(f"click[{goal.asin}]")  # upper case: buttons match case-insensitively
    assert product.name in res.observation and f"Price: ${product.price:.2f}" in res.observation
    for name, values in product.options.items():
        assert f"{name} [SEP] {values[0]}" in res.observation
    assert res.admissible_actions[-4:] == ["click[description]", "click[features]", "click[reviews]", "click[buy now]"]

    for value in goal.goal_options:
        res = env.step(f"click[{value}]")
        assert res.info["valid"] and value in res.observation.split("Selected: ")[1]
    res = env.step("click[features]")
    assert res.admissible_actions == ["click[back to search]", "click[< prev]"]
    assert product.bullets[0] in res.observation
    res = env.step("click[< prev]")  # back on the item page, options kept
    assert all(value in res.observation for value in goal.goal_options)

    res = env.step("click[buy now]")
    assert res.done and res.won and res.score == 1.0
    assert res.observation.endswith("Your score (min 0.0, max 1.0) [SEP] 1.00")
    assert res.info["asin"] == goal.asin and res.info["options_hit"] == goal.goal_options
    with pytest.raises(RuntimeError, match="reset"):
        env.step("click[buy now]")


def test_partial_purchase_on_shipped_goal(env):
    # goal-0: a nightstand with 'led lights' and 'farmhouse', colour 'black', under $90. Bought without choosing the
    # colour: 2 attributes + 0 options + price = 3 of 2 + 1 + 1 = 4 terms -> 0.75, not a success.
    goal = env.catalogue.goals[0]
    assert goal.attributes == ["led lights", "farmhouse"] and goal.goal_options == ["black"]
    env.reset(Task("goal-0", "furniture"))
    env.step(f"search[{goal_query(goal)}]")
    env.step(f"click[{goal.asin}]")
    res = env.step("click[buy now]")
    assert res.done and not res.won and res.score == pytest.approx(0.75)


# ----------------------------------------------------------------------------------------------- reward
MOISTURIZER = Product(
    asin="B000000001", name="Lumera Fragrance Free Face Moisturizer, Sensitive Skin", category="beauty",
    query="face moisturizer",
    product_category="Beauty & Personal Care › Skin Care › Face › Creams & Moisturizers",
    description="A light daily cream.", bullets=["Absorbs quickly."], price=25.99,
    options={"size": ["1.7 fl oz", "3.4 fl oz"], "color": ["heather gray"]},
    attributes=["fragrance free", "sensitive skin", "hyaluronic acid"])
GOAL = Goal(asin="B000000001", instruction_text="i need a fragrance free face moisturizer with hyaluronic acid",
            attributes=["fragrance free", "hyaluronic acid"], goal_options=["3.4 fl oz"], price_upper=30.0,
            name=MOISTURIZER.name, query="face moisturizer", category="beauty",
            product_category=MOISTURIZER.product_category)


def test_reward_full_match_is_1():
    # 2 attributes + 1 option + price met = 4 of 4 terms, same product type -> 1.0
    reward, info = purchase_reward(MOISTURIZER, GOAL, {"size": "3.4 fl oz"}, 25.99)
    assert reward == 1.0 and info["r_type"] == 1.0 and info["title_score"] == 1.0


def test_reward_wrong_option():
    # size is matched exactly: "1.7 fl oz" is not "3.4 fl oz" -> (2 + 0 + 1) / (2 + 1 + 1) = 0.75
    assert purchase_reward(MOISTURIZER, GOAL, {"size": "1.7 fl oz"}, 25.99)[0] == 0.75
    assert purchase_reward(MOISTURIZER, GOAL, {}, 25.99)[0] == 0.75  # no option chosen: the same


def test_reward_over_price():
    # $35 > $30: (2 + 1 + 0) / 4 = 0.75
    reward, info = purchase_reward(MOISTURIZER, GOAL, {"size": "3.4 fl oz"}, 35.0)
    assert reward == 0.75 and info["price_ok"] is False


def test_reward_missing_attribute():
    # 'paraben free' is neither a product attribute (token-set ratio with "fragrance free" is 61, with the others
    # lower) nor in the name, bullets or description: (2 + 1 + 1) / (3 + 1 + 1) = 0.8
    goal = Goal(**{**GOAL.__dict__, "attributes": ["fragrance free", "hyaluronic acid", "paraben free"]})
    reward, info = purchase_reward(MOISTURIZER, goal, {"size": "3.4 fl oz"}, 25.99)
    assert reward == pytest.approx(0.8) and info["attributes_hit"] == ["fragrance free", "hyaluronic acid"]


def test_reward_attribute_found_in_the_text_counts():
    # 'light daily cream' is not an attribute but a substring of the description: (3 + 1 + 1) / 5 = 1.0
    goal = Goal(**{**GOAL.__dict__, "attributes": ["fragrance free", "hyaluronic acid", "light daily cream"]})
    assert purchase_reward(MOISTURIZER, goal, {"size": "3.4 fl oz"}, 25.99)[0] == 1.0


def test_reward_wrong_type():
    # A shampoo for the moisturizer goal. Title words of the goal's name (7): lumera fragrance free face moisturizer
    # sensitive skin; of "Kindskin Sulfate Free Shampoo": kindskin sulfate free shampoo -> 1 shared ("free"), title
    # score 1/7 = 0.143: not > 0.2, query differs, categories share 1 level ("Beauty & Personal Care") -> r_type 0.5.
    # Attributes: "fragrance free" vs "sulfate free" has token-set ratio 62 (< 85), not in the text -> 0 of 2;
    # option 0 of 1; price $9.99 <= $30 -> 1. Reward: (0 + 0 + 1) / 4 x 0.5 = 0.125
    shampoo = Product(asin="B000000002", name="Kindskin Sulfate Free Shampoo", query="shampoo",
                      product_category="Beauty & Personal Care › Hair Care › Shampoo & Conditioner › Shampoos",
                      price=9.99, options={"size": ["12 fl oz"]}, attributes=["sulfate free", "tea tree"])
    reward, info = purchase_reward(shampoo, GOAL, {"size": "12 fl oz"}, 9.99)
    assert info["title_score"] == pytest.approx(1 / 7) and info["r_type"] == 0.5
    assert reward == pytest.approx(0.125)
    # no title word in common -> r_type 0, whatever else matches
    cable = Product(asin="B000000003", name="Voltra HDMI Cable", query="hdmi cable", attributes=["fragrance free"])
    assert purchase_reward(cable, GOAL, {"size": "3.4 fl oz"}, 5.0)[0] == 0.0


def test_type_reward_levels():
    long_name = "Lumera Fragrance Free Face Moisturizer Sensitive Skin Hyaluronic Acid Daily Cream Jar"  # 12 words
    goal = Goal(**{**GOAL.__dict__, "name": long_name, "query": "other", "product_category": "A › B"})
    # 1 of 12 title words -> 0.083 < 0.1 -> 0.1
    assert type_reward(Product(asin="x", name="Lumera Shampoo"), goal)["r_type"] == 0.1
    # 2 of 12 -> 0.167, no query or category match -> 0.5; the same query -> 1.0; 2 shared category levels -> 1.0
    assert type_reward(Product(asin="x", name="Lumera Face Wash"), goal)["r_type"] == 0.5
    assert type_reward(Product(asin="x", name="Lumera Face Wash", query="other"), goal)["r_type"] == 1.0
    same_branch = Product(asin="x", name="Lumera Face Wash", product_category="A › B › C")
    assert type_reward(same_branch, goal)["r_type"] == 1.0


def test_token_set_ratio_and_option_matching():
    # a subset of words scores 100; "heather grey" / "heather gray": LCS 11 of 12 + 12 characters -> 92
    assert token_set_ratio("fragrance free formula", "Fragrance-Free") == 100
    assert token_set_ratio("heather gray", "heather grey") == 92
    assert token_set_ratio("fragrance free", "sulfate free") == 62
    assert token_set_ratio("", "anything") == 0
    goal = Goal(**{**GOAL.__dict__, "goal_options": ["large", "heather grey"]})
    # size is exact: "x-large" is not "large" (its token-set ratio would be 100); colours are fuzzy: gray ~ grey
    reward, info = purchase_reward(MOISTURIZER, goal, {"size": "x-large", "color": "heather gray"}, 25.99)
    assert info["options_hit"] == ["heather grey"] and reward == pytest.approx(4 / 5)


# ----------------------------------------------------------------------------------------------- search
def test_search_ranks_each_product_first_for_its_own_name(env):
    for asin, product in env.catalogue.products.items():
        assert env.catalogue.search(product.name.lower())[0] == asin, product.name
    assert env.catalogue.search("zzzz qqqq") == []  # no known word: no results


def test_results_pages(env):
    env.reset(Task("goal-3", "food"))
    res = env.step("search[black]")  # 53 products match; the first 50 are shown
    assert "Page 1 (Total results: 50)" in res.observation and "< Prev" not in res.observation
    shown = [a for a in res.admissible_actions if a.startswith("click[b0")]
    assert len(shown) == 10
    res = env.step("click[next >]")
    assert "Page 2 (Total results: 50) [SEP] < Prev [SEP] Next >" in res.observation
    assert not set(shown) & set(res.admissible_actions)
    for _ in range(3):
        res = env.step("click[next >]")
    assert "Page 5" in res.observation and "click[next >]" not in res.admissible_actions
    res = env.step("click[< prev]")
    assert "Page 4" in res.observation
    res = env.step("click[back to search]")
    assert "search[<your query>]" in res.observation and res.admissible_actions == []


# ----------------------------------------------------------------------------------------------- invalid actions
@pytest.mark.parametrize("setup, action, reason", [
    ([], "buy it now", "neither search[...] nor click[...]"),
    ([], "click[buy now]", "no buttons on the search page"),
    ([], "search[]", "empty search query"),
    (["search[green tea]"], "search[coffee]", "only possible on the search page"),
    (["search[green tea]"], "click[b0nonexist]", "no 'b0nonexist' button"),
    (["search[green tea]"], "click[< prev]", "no '< prev' button"),  # page 1 has no previous page
    (["search[green tea]", "CLICK[{asin}]"], "click[next >]", "no 'next >' button"),
    (["search[green tea]", "click[{asin}]"], "click[ultraviolet]", "no 'ultraviolet' button"),
])
def test_invalid_action_leaves_the_page_unchanged(env, setup, action, reason):
    env.reset(Task("goal-5", "x"))
    before = None
    for a in setup:
        before = env.step(a.format(asin=env.state.results[0] if env.state.results else ""))
    before = before or env.reset(Task("goal-5", "x"))
    res = env.step(action)
    assert res.info["valid"] is False and reason in res.info["reason"] and not res.done
    assert res.observation.startswith("Invalid action: ") and res.observation.endswith(before.observation)
    assert res.admissible_actions == before.admissible_actions
    assert env.step("click[back to search]" if setup else "search[green tea]").info["valid"]  # still playable


def test_engine_checks_admissibility_against_listed_clicks(env):
    # the engine compares its parsed (lower-cased, whitespace-collapsed) action with admissible_actions
    template = SHIPPED.prompt_template()
    env.reset(Task("goal-5", "x"))
    res = env.step("search[green tea]")
    asin = env.state.results[0]
    assert template.parse(f"<action>click[{asin}]</action>") in res.admissible_actions
    assert template.parse("<action>Click[Back  to Search]</action>") in res.admissible_actions


# ----------------------------------------------------------------------------------------------- determinism, spec
def test_same_task_and_actions_give_same_observations():
    goal = SHIPPED.make().catalogue.goals[42]
    actions = [f"search[{goal_query(goal)}]", "click[next >]", "click[< prev]", f"click[{goal.asin}]",
               *(f"click[{o}]" for o in goal.goal_options), "click[reviews]", "click[< prev]", "click[buy now]"]

    def play(e):
        out = [e.reset(Task("goal-42", goal.category, seed=3)).observation]
        out += [(r.observation, r.admissible_actions, r.score) for r in map(e.step, actions)]
        return out

    first, second = SHIPPED.make(), pickle.loads(pickle.dumps(SHIPPED)).make()
    assert play(first) == play(second) == play(first)


def test_prompt_template_names_both_actions():
    template = SHIPPED.prompt_template()
    text = template.render("buy a green tea", [], "WebShop [SEP] Search page", [], 0, 15)
    assert "WebShop" in text and "search[<your query>]" in text and "click[<button>]" in text
    assert text.endswith("Then write a search for the product you need inside <action> </action> tags, as "
                         "search[<your query>].")
    assert "<think>" in text
    quiet = WebShopPromptTemplate(think=False, response_prefix="<action>")
    text = quiet.render("buy a green tea", [], "obs", ["click[back to search]", "click[< prev]"], 3, 15)
    # the example is an action of this page, never the base template's "look"
    assert text.endswith("write it inside <action> </action> tags, e.g. <action>click[< prev]</action>.")
    assert "<think>" not in text and "<action>look</action>" not in text
    assert quiet.parse("search[green tea]</action>") == "search[green tea]"


def test_missing_data_path_is_named(tmp_path):
    spec = WebShopSpec(products_path=str(tmp_path / "nope_products.json"), goals_path=str(tmp_path / "goals.json"))
    with pytest.raises(FileNotFoundError, match="nope_products.json"):
        spec.tasks("train")
    with pytest.raises(ValueError, match="goals_path"):
        WebShopSpec(products_path=str(tmp_path / "products.json"))
    with pytest.raises(ValueError, match="goal-999"):
        SHIPPED.make().reset(Task("goal-999", "beauty"))


# ----------------------------------------------------------------------------------------------- real schema
REAL_PRODUCTS = [
    {"asin": "B07RANGE01", "name": "Trailblazer Men's Hiking Boots Waterproof Leather",
     "full_description": "Sturdy boots for rough trails.", "small_description": ["Waterproof leather", "Rubber sole"],
     "pricing": "$59.99 - $79.99", "images": ["https://example.invalid/1.jpg"],
     "customization_options": {"Color": [{"value": "Brown/Black", "image": None}, {"value": "Grey", "image": None}],
                               "Size": [{"value": "9", "image": None}, {"value": "10 Wide", "image": None}]},
     "category": "fashion", "query": "Men's Hiking Boots ",
     "product_category": "Clothing, Shoes & Jewelry › Men › Shoes › Outdoor › Hiking Boots"},
    {"asin": "B07SINGLE2", "name": "Trailblazer Wool Hiking Socks 3 Pack", "full_description": "",
     "small_description": "Merino wool blend, cushioned", "pricing": "$14.99", "images": [],
     "customization_options": None, "category": "fashion", "query": "hiking socks",
     "product_category": "Clothing, Shoes & Jewelry › Men › Clothing › Socks"},
    {"asin": "nan", "name": "broken row", "pricing": "", "customization_options": None},
    {"asin": "B07SINGLE2", "name": "a repeated asin", "pricing": "$1.00", "customization_options": None},
    {"asin": "B07NOPRICE", "name": "Trailblazer Gaiters", "pricing": "", "customization_options": {}},
]
REAL_ATTRIBUTES = {"B07RANGE01": {"attributes": ["waterproof", "leather", "rubber sole"],
                                  "instruction": "i want waterproof hiking boots",
                                  "instruction_attributes": ["waterproof"]},
                   "B07SINGLE2": {"attributes": ["wool"]}}
REAL_HUMAN_GOALS = {
    "B07RANGE01": [{"asin": "B07RANGE01", "instruction": "i need waterproof hiking boots in grey, size 9.",
                    "instruction_attributes": ["waterproof"], "instruction_options": ["grey", "9"]},
                   {"asin": "B07RANGE01", "instruction": "boots please", "instruction_attributes": [],
                    "instruction_options": []}],
    "B07SINGLE2": [{"asin": "B07SINGLE2", "instruction": "i want wool hiking socks", "instruction_attributes": ["wool"],
                    "instruction_options": []}],
    "B0NOTHERE0": [{"asin": "B0NOTHERE0", "instruction": "not in the catalogue", "instruction_attributes": ["x"],
                    "instruction_options": []}],
}
REAL_REVIEWS = [{"asin": "B07RANGE01", "average_rating": 4.5,
                 "reviews": [{"title": "Dry feet", "stars": 5, "review": "Kept my feet dry all day."}]}]


@pytest.fixture
def real_files(tmp_path):
    paths = {}
    for name, data in (("items_shuffle_1000", REAL_PRODUCTS), ("items_ins_v2_1000", REAL_ATTRIBUTES),
                       ("items_human_ins", REAL_HUMAN_GOALS), ("reviews", REAL_REVIEWS)):
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_text(json.dumps(data))
    return paths


def test_real_schema_products(real_files):
    products = load_products(str(real_files["items_shuffle_1000"]), str(real_files["items_ins_v2_1000"]),
                             str(real_files["reviews"]))
    assert list(products) == ["B07RANGE01", "B07SINGLE2", "B07NOPRICE"]  # "nan" and the repeated asin skipped
    boots, socks, gaiters = products.values()
    assert boots.pricing == [59.99, 79.99] and boots.price == 59.99 and boots.price_tag == "$59.99 to $79.99"
    assert boots.options == {"color": ["brown | black", "grey"], "size": ["9", "10 wide"]}
    assert boots.query == "men's hiking boots" and boots.reviews[0] == {"title": "Dry feet", "score": 5,
                                                                        "body": "Kept my feet dry all day."}
    assert socks.bullets == ["Merino wool blend, cushioned"] and socks.options == {} and socks.rating == "N.A."
    assert gaiters.price == 100.0 and gaiters.attributes == ["DUMMY_ATTR"]
    assert parse_pricing(["$12.99", "$15.99"]) == [12.99, 15.99] and parse_pricing([9.5]) == [9.5]
    assert parse_pricing("$1,299.00") == [1299.0] and parse_pricing(None) == [100.0]


def test_real_schema_human_goals_play_through(real_files):
    spec = WebShopSpec(products_path=str(real_files["items_shuffle_1000"]),
                       goals_path=str(real_files["items_human_ins"]),
                       attributes_path=str(real_files["items_ins_v2_1000"]), reviews_path=str(real_files["reviews"]),
                       num_test_goals=1)
    assert len(spec.tasks("test")) == 1 and len(spec.tasks("train")) == 1  # "boots please" has no attribute
    env = spec.make()
    goals = {g.asin: (i, g) for i, g in enumerate(env.catalogue.goals)}
    index, goal = goals["B07RANGE01"]
    # the price limit is the larger of two of $60, $70, $80, $90 (the first multiples of $10 above $59.99)
    assert goal.price_upper in (70.0, 80.0, 90.0)
    assert goal.instruction_text == (f"i need waterproof hiking boots in grey, size 9, and price lower than "
                                     f"{goal.price_upper:.2f} dollars")
    assert goal.goal_options == ["grey", "9"] and goal.name == REAL_PRODUCTS[0]["name"]
    env.reset(Task(f"goal-{index}", "fashion"))
    res = env.step("search[waterproof hiking boots]")
    listed = "B07RANGE01 [SEP] Trailblazer Men's Hiking Boots Waterproof Leather [SEP] $59.99 to $79.99"
    assert listed in res.observation
    res = env.step("click[b07range01]")
    assert "color [SEP] brown | black [SEP] grey [SEP] size [SEP] 9 [SEP] 10 wide" in res.observation
    assert env.step("click[reviews]").observation.endswith("Dry feet (5 stars): Kept my feet dry all day.")
    env.step("click[< prev]")
    env.step("click[grey]")
    env.step("click[10 wide]")
    # waterproof: 1 of 1; options: grey yes, "10 wide" is not size "9" -> 1 of 2; $59.99 under the limit:
    # (1 + 1 + 1) / (1 + 2 + 1) = 0.75
    res = env.step("click[buy now]")
    assert res.done and not res.won and res.score == 0.75


def test_real_schema_synthetic_goals(real_files):
    # an attributes file with instructions as goals: one goal per option combination (2 colours x 2 sizes)
    files = resolve_files(str(real_files["items_shuffle_1000"]), str(real_files["items_ins_v2_1000"]),
                          str(real_files["items_ins_v2_1000"]))
    products = load_products(files.products, files.attributes)
    goals = load_goals(files.goals, products)
    assert len(goals) == 4 and {g.asin for g in goals} == {"B07RANGE01"}
    assert sorted(tuple(g.goal_options) for g in goals) == [("brown | black", "10 wide"), ("brown | black", "9"),
                                                           ("grey", "10 wide"), ("grey", "9")]
    assert all(g.instruction_text.startswith("i want waterproof hiking boots with color: ") for g in goals)
