"""Write the small WebShop catalogue shipped in ``prover_lightning/envs/webshop_data``, in WebShop's own data schema.

Five categories as in WebShop (beauty, electronics, fashion, food, furniture), five product types each, five products
a type (125 products), written as:

- ``products.json``: the schema of WebShop's ``items_shuffle_1000.json`` (``asin``, ``name``, ``full_description``,
  ``small_description`` (a list), ``pricing`` ("$12.99", or a range "$12.99 - $19.99" for one product in five),
  ``images`` (empty), ``customization_options``, ``category``, ``query``, ``product_category``);
- ``attributes.json``: the schema of ``items_ins_v2_1000.json`` (asin -> ``attributes``, ``instruction``,
  ``instruction_attributes``);
- ``reviews.json``: asin, reviews (``title``, ``stars``, ``review``), ``average_rating``;
- ``goals.json``: two goals a product (250), as the original builds goals in memory (``asin``, ``instruction_text``,
  ``attributes``, ``goal_options``, ``price_upper``, ``name``, ``query``, ``category``, ``product_category``),
  shuffled with ``random.Random(233)``; the ``test`` split is the first 50 (``WebShopSpec(num_test_goals=50)``),
  ``train`` the other 200.

A product has two to four attributes of its type's pool, and its name, bullet points and description mention those and
no other attribute of the pool, so a partial purchase scores below 1. A goal asks for one to three of its product's
attributes, a value of most of its options, and a price limit drawn as the original draws it (the larger of two of the
first four multiples of $10 above the price).

Checks, for every goal, through :class:`prover_lightning.envs.webshop.WebShopEnv`: the target is on the first results
page for the goal's instruction without its price clause (the query a scripted buyer types); the scripted buyer
(search, click the target, click each goal option, buy now) reaches reward 1.0; buying the target with no option
selected scores below 1 when the goal names options.

The output is deterministic (one seeded ``random.Random``). Usage::

    python scripts/make_webshop_data.py [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import string
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from prover_lightning.envs.base import Task  # noqa: E402
from prover_lightning.envs.webshop import WebShopEnv  # noqa: E402
from prover_lightning.envs.webshop_catalogue import PRICE_RANGE, SHIPPED_DATA_PATH, WebShopFiles, _catalogue  # noqa: E402

SEED = 20220701
GOALS_PER_PRODUCT = 2
PRODUCTS_PER_TYPE = 5
NUM_TEST_GOALS = 50


@dataclass(frozen=True)
class ProductType:
    """One kind of product: how it is searched, named and described, and what can vary between products.

    Attributes:
        query: the product's ``query`` (what WebShop's crawler searched for).
        noun: the name's type noun ("Face Moisturizer").
        path: ``product_category`` ("Root › ... › Leaf").
        attributes: the pool a product's attributes come from.
        options: option name -> values (a product offers a subset of each).
        price: (low, high) dollars.
        blurbs: attribute-free sentences for the description and bullet points.
    """

    query: str
    noun: str
    path: str
    attributes: tuple[str, ...]
    options: dict[str, tuple[str, ...]]
    price: tuple[float, float]
    blurbs: tuple[str, ...]


BEAUTY = "Beauty & Personal Care"
ELECTRONICS = "Electronics"
FASHION = "Clothing, Shoes & Jewelry"
FURNITURE = "Home & Kitchen › Furniture"
FOOD = "Grocery & Gourmet Food"

CATALOGUE: dict[str, tuple[tuple[str, ...], list[ProductType]]] = {
    "beauty": (("Lumera", "Petal & Pine", "Auralie", "Kindskin", "Vero Botanica", "Solenne", "Brightwell"), [
        ProductType("face moisturizer", "Face Moisturizer", f"{BEAUTY} › Skin Care › Face › Creams & Moisturizers",
                    ("fragrance free", "paraben free", "sensitive skin", "hyaluronic acid", "cruelty free",
                     "dry skin", "oil free"),
                    {"size": ("1.7 Fl Oz (Pack of 1)", "3.4 Fl Oz (Pack of 1)", "1.7 Fl Oz (Pack of 2)")}, (12, 45),
                    ("Absorbs quickly and leaves a smooth, non-greasy finish.",
                     "Apply morning and evening to a clean face.",
                     "Dermatologist tested.")),
        ProductType("shampoo", "Shampoo", f"{BEAUTY} › Hair Care › Shampoo & Conditioner › Shampoos",
                    ("sulfate free", "tea tree", "color treated", "damaged hair", "natural ingredients", "hair growth"),
                    {"size": ("12 Fl Oz", "16.9 Fl Oz", "33.8 Fl Oz"),
                     "scent": ("Coconut", "Lavender", "Mint", "Unscented")},
                    (8, 30), ("Lathers richly and rinses clean.", "Gentle enough for daily washing.",
                              "Made in small batches.")),
        ProductType("lipstick", "Lipstick", f"{BEAUTY} › Makeup › Lips › Lipstick",
                    ("long lasting", "matte finish", "highly pigmented", "vegan", "moisturizing", "transfer proof"),
                    {"color": ("Ruby Red", "Nude Pink", "Berry", "Coral", "Mauve")}, (6, 25),
                    ("Glides on in one smooth stroke.", "A slim bullet that fits in any purse.",
                     "Shades for every skin tone.")),
        ProductType("deodorant", "Deodorant", f"{BEAUTY} › Personal Care › Deodorants & Antiperspirants › Deodorant",
                    ("aluminum free", "baking soda free", "48 hour protection", "travel size", "charcoal"),
                    {"scent": ("Lavender", "Citrus", "Cedarwood", "Unscented"),
                     "size": ("2.65 Oz (Pack of 1)", "2.65 Oz (Pack of 2)", "2.65 Oz (Pack of 3)")}, (6, 20),
                    ("Glides on clear and dries fast.", "Keeps you fresh from morning to night.",
                     "For men and women.")),
        ProductType("sunscreen", "Sunscreen Lotion",
                    f"{BEAUTY} › Skin Care › Sunscreens & Tanning Products › Sunscreens",
                    ("spf 50", "water resistant", "reef safe", "broad spectrum", "mineral based", "non greasy"),
                    {"size": ("3 Fl Oz", "6 Fl Oz", "8 Fl Oz (Pack of 2)")}, (8, 35),
                    ("Reapply after swimming or sweating.", "Rubs in without a white cast.", "For face and body.")),
    ]),
    "electronics": (("Voltra", "Soniq", "Kestrel", "Brightline", "Nexon", "Auralink", "Tidewave"), [
        ProductType("wireless earbuds", "Wireless Earbuds",
                    f"{ELECTRONICS} › Headphones, Earbuds & Accessories › Earbuds",
                    ("noise cancelling", "bluetooth 5.3", "long battery life", "water resistant",
                     "wireless charging case", "hands free calls"),
                    {"color": ("Black", "White", "Navy Blue", "Sage Green")}, (19, 90),
                    ("Pairs with phones, tablets and laptops.", "Three sizes of ear tips included.",
                     "Touch controls for music and calls.")),
        ProductType("phone charger", "Wall Charger",
                    f"{ELECTRONICS} › Cell Phones & Accessories › Chargers & Power Adapters › Wall Chargers",
                    ("fast charging", "usb c", "dual port", "foldable plug", "overheat protection"),
                    {"power": ("20W", "30W", "65W"), "color": ("White", "Black")}, (9, 45),
                    ("Works with most phones and tablets.", "Small enough for a travel bag.",
                     "Certified for safety.")),
        ProductType("hdmi cable", "HDMI Cable", f"{ELECTRONICS} › Computers & Accessories › Cables › HDMI Cables",
                    ("4k 60hz", "high speed", "gold plated", "braided", "ethernet support"),
                    {"size": ("3 Feet", "6 Feet", "10 Feet", "15 Feet")}, (6, 22),
                    ("Connects game consoles, laptops and streaming boxes to a TV.", "Plug and go, no setup.",
                     "Backward compatible with older devices.")),
        ProductType("bluetooth speaker", "Bluetooth Speaker",
                    f"{ELECTRONICS} › Portable Audio & Video › Portable Speakers",
                    ("waterproof", "deep bass", "24 hour playtime", "built in microphone", "stereo pairing"),
                    {"color": ("Black", "Blue", "Red", "Teal")}, (20, 120),
                    ("Fits in a backpack side pocket.", "Clear sound at any volume.", "Charges over USB.")),
        ProductType("usb c hub", "USB C Hub", f"{ELECTRONICS} › Computers & Accessories › USB Hubs",
                    ("4k hdmi", "power delivery", "aluminum", "sd card reader", "gigabit ethernet"),
                    {"style": ("5 in 1", "7 in 1", "10 in 1")}, (15, 60),
                    ("Adds ports to laptops and tablets.", "No drivers needed.", "A short cable keeps the desk tidy.")),
    ]),
    "fashion": (("Northtrail", "Urban Loom", "Kelso & Co", "Maribel", "Stridewell", "Fenwick", "Ashgrove"), [
        ProductType("men t shirt", "Men's T-Shirt", f"{FASHION} › Men › Clothing › Shirts › T-Shirts",
                    ("cotton", "machine wash", "crew neck", "v neck", "slim fit", "tagless"),
                    {"color": ("Black", "White", "Heather Grey", "Navy", "Olive"),
                     "size": ("Small", "Medium", "Large", "X-Large", "XX-Large")}, (9, 30),
                    ("A wardrobe staple for every day.", "Soft from the first wear.",
                     "Holds its shape wash after wash.")),
        ProductType("women running shoes", "Women's Running Shoes", f"{FASHION} › Women › Shoes › Athletic › Running",
                    ("lightweight", "breathable mesh", "non slip", "memory foam", "arch support"),
                    {"color": ("Black White", "Pink", "Grey", "Navy Blue"),
                     "size": ("6", "7", "7.5", "8", "8.5", "9", "10")},
                    (30, 90), ("Made for road runs and the gym.", "A cushioned ride mile after mile.",
                               "Laces stay tied.")),
        ProductType("winter beanie", "Winter Beanie Hat",
                    f"{FASHION} › Men › Accessories › Hats & Caps › Skullies & Beanies",
                    ("knit", "fleece lined", "one size", "cuffed", "pom pom"),
                    {"color": ("Black", "Grey", "Burgundy", "Mustard", "Navy")}, (8, 25),
                    ("Keeps ears warm on cold mornings.", "Stretches to fit most heads.", "Unisex design.")),
        ProductType("leather belt", "Leather Belt", f"{FASHION} › Men › Accessories › Belts",
                    ("genuine leather", "reversible", "removable buckle", "dress", "casual"),
                    {"color": ("Black", "Brown", "Tan"), "size": ("32", "34", "36", "38", "40")}, (12, 40),
                    ("Comes in a gift box.", "Fits jeans, chinos and suit trousers.", "A classic square buckle.")),
        ProductType("yoga pants", "Yoga Pants", f"{FASHION} › Women › Clothing › Active › Active Pants › Leggings",
                    ("high waist", "tummy control", "squat proof", "side pockets", "moisture wicking"),
                    {"color": ("Black", "Charcoal", "Navy", "Wine Red"),
                     "size": ("X-Small", "Small", "Medium", "Large", "X-Large")}, (15, 45),
                    ("Moves with you through every pose.", "Good for the gym and for lounging.", "Flatlock seams.")),
    ]),
    "food": (("Golden Acre", "Harvest Lane", "Mountain Leaf", "Cocoa Ridge", "Bramble Farms", "Sunny Grove"), [
        ProductType("green tea", "Green Tea", f"{FOOD} › Beverages › Coffee, Tea & Cocoa › Tea › Green",
                    ("organic", "non gmo", "individually wrapped", "loose leaf", "decaf"),
                    {"flavor": ("Jasmine", "Mint", "Lemon Ginger", "Original"),
                     "size": ("20 Count (Pack of 1)", "20 Count (Pack of 6)", "100 Count")}, (5, 30),
                    ("Steep for three minutes in hot water.", "A calm, grassy taste.", "Packed at the source.")),
        ProductType("dark chocolate bar", "Dark Chocolate Bar",
                    f"{FOOD} › Snacks & Sweets › Chocolate › Chocolate Bars",
                    ("sugar free", "vegan", "fair trade", "keto friendly", "72 percent cacao"),
                    {"flavor": ("Sea Salt", "Almond", "Orange", "Raspberry"),
                     "size": ("3 Ounce (Pack of 4)", "3 Ounce (Pack of 12)")}, (6, 35),
                    ("Snaps cleanly and melts slowly.", "A rich, deep taste.", "Great for sharing.")),
        ProductType("protein bar", "Protein Bar", f"{FOOD} › Snacks & Sweets › Bars › Protein Bars",
                    ("high protein", "low sugar", "gluten free", "plant based", "soy free"),
                    {"flavor": ("Chocolate Chip", "Peanut Butter", "Cookies and Cream", "Salted Caramel"),
                     "size": ("12 Count", "24 Count")}, (14, 40),
                    ("A snack for the gym bag or the desk drawer.", "Chewy and satisfying.", "Made in the USA.")),
        ProductType("ground coffee", "Ground Coffee",
                    f"{FOOD} › Beverages › Coffee, Tea & Cocoa › Coffee › Ground Coffee",
                    ("medium roast", "arabica", "low acid", "fair trade", "organic"),
                    {"size": ("12 Ounce", "2 Pound", "5 Pound")}, (8, 45),
                    ("Brew in a drip machine, a French press or a pour over.", "Notes of cocoa and toasted nuts.",
                     "Roasted in small batches.")),
        ProductType("trail mix", "Trail Mix", f"{FOOD} › Snacks & Sweets › Snack Foods › Trail Mix",
                    ("no added sugar", "resealable bag", "kosher", "unsalted", "snack packs"),
                    {"flavor": ("Classic", "Tropical", "Cranberry Almond"),
                     "size": ("1.5 Ounce (Pack of 24)", "26 Ounce")}, (8, 25),
                    ("Nuts, seeds and dried fruit in every handful.", "Good for hikes and road trips.",
                     "A crunchy, wholesome snack.")),
    ]),
    "furniture": (("Oakhaven", "Linden Home", "Mercer Studio", "Hearthwood", "Nordvik", "Casa Verde"), [
        ProductType("office chair", "Office Chair", f"{FURNITURE} › Home Office Furniture › Home Office Chairs",
                    ("lumbar support", "mesh back", "ergonomic", "padded armrests", "headrest"),
                    {"color": ("Black", "Grey", "White")}, (60, 250),
                    ("Rolls smoothly on carpet and hard floors.", "Holds up to 300 pounds.",
                     "Tools and instructions included.")),
        ProductType("bookshelf", "Bookshelf", f"{FURNITURE} › Living Room Furniture › Bookcases",
                    ("5 tier", "industrial", "solid wood", "metal frame", "anti tip"),
                    {"color": ("Rustic Brown", "Black", "White Oak", "Walnut")}, (40, 180),
                    ("Room for books, plants and photo frames.", "Fits living rooms and home offices.",
                     "Wipe clean with a damp cloth.")),
        ProductType("coffee table", "Coffee Table", f"{FURNITURE} › Living Room Furniture › Tables › Coffee Tables",
                    ("storage shelf", "lift top", "mid century", "round", "tempered glass"),
                    {"color": ("Walnut", "Black", "White", "Natural")}, (50, 220),
                    ("The centre of any living room.", "Sturdy legs keep it steady.",
                     "Assembles in about 20 minutes.")),
        ProductType("bar stool", "Bar Stool", f"{FURNITURE} › Game & Recreation Room Furniture › Home Bar Furniture"
                    " › Barstools", ("set of 2", "swivel", "faux leather", "footrest", "backless"),
                    {"color": ("Black", "Grey", "Brown", "White"), "size": ("24 Inch", "26 Inch", "30 Inch")},
                    (50, 200),
                    ("Made for kitchen islands and home bars.", "Floor protectors on every leg.",
                     "Seat height to suit counters.")),
        ProductType("nightstand", "Nightstand", f"{FURNITURE} › Bedroom Furniture › Nightstands",
                    ("charging station", "2 drawers", "led lights", "open shelf", "farmhouse"),
                    {"color": ("White", "Black", "Rustic Oak", "Grey")}, (30, 150),
                    ("Keeps a lamp, a book and a phone within reach.", "Smooth gliding drawers.",
                     "Fits small bedrooms.")),
    ]),
}

OPENERS = ("i need", "i am looking for", "i want to buy", "find me", "i'm searching for", "get me")
REVIEW_TITLES = ("Works as described", "Great value", "Would buy again", "Decent quality", "Exactly what I wanted",
                 "Good but not perfect")
REVIEW_BODIES = ("Arrived quickly and matches the listing.", "Does the job well for the price.",
                 "I bought a second one as a gift.", "Quality is fine, packaging could be better.",
                 "Happy with this purchase so far.")


def title(phrase: str) -> str:
    return " ".join(w if any(c.isdigit() for c in w) else w.capitalize() for w in phrase.split())


def make_asin(rng: random.Random, taken: set[str]) -> str:
    while True:
        asin = "B0" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(8))
        if asin not in taken:
            taken.add(asin)
            return asin


def price_text(rng: random.Random, low: float, high: float) -> tuple[str, float]:
    """A pricing string ("$12.99", one in five a range "$12.99 - $16.99") and its lower bound."""
    price = int(rng.uniform(low, high)) + 0.99
    if rng.random() < 0.2:
        return f"${price:.2f} - ${price + rng.randint(2, 8):.2f}", price
    return f"${price:.2f}", price


def make_product(rng: random.Random, category: str, brand: str, kind: ProductType,
                 taken: set[str]) -> tuple[dict, list]:
    """One product in the items_shuffle schema, and its attributes."""
    attributes = rng.sample(kind.attributes, rng.randint(2, min(4, len(kind.attributes))))
    in_name = attributes[: rng.randint(1, 2)]
    name = f"{brand} {' '.join(title(a) for a in in_name)} {kind.noun}"
    if len(attributes) > len(in_name):
        name += ", " + ", ".join(title(a) for a in attributes[len(in_name):])
    blurbs = rng.sample(kind.blurbs, 2)
    pricing, _ = price_text(rng, *kind.price)
    options = {}
    for option, values in kind.options.items():
        chosen = sorted(rng.sample(range(len(values)), rng.randint(2, min(4, len(values)))))
        options[option] = [{"value": values[i], "image": None} for i in chosen]
    description = (f"{brand} {kind.noun}. Key features: {', '.join(attributes)}. {' '.join(blurbs)} "
                   f"Available in {len(next(iter(options.values())))} {next(iter(options))} choices.")
    product = {
        "asin": make_asin(rng, taken),
        "name": name,
        "full_description": description,
        "small_description": [f"{a.upper()}: {kind.blurbs[i % len(kind.blurbs)]}" for i, a in enumerate(attributes)],
        "pricing": pricing,
        "images": [],
        "customization_options": options,
        "category": category,
        "query": kind.query,
        "product_category": kind.path,
    }
    return product, attributes


def price_limit(rng: random.Random, price: float) -> float:
    above = [p for p in PRICE_RANGE if p > price][:4]
    return max(rng.sample(above, 2))


def make_goal(rng: random.Random, product: dict, attributes: list[str], kind: ProductType, price: float) -> dict:
    wanted = rng.sample(attributes, min(len(attributes), rng.choice((1, 2, 2, 3))))
    options = {}
    for option, values in product["customization_options"].items():
        if not options or rng.random() < 0.8:
            options[option] = rng.choice(values)["value"].lower()
    upper = price_limit(rng, price)
    noun = kind.noun.lower()
    article = "" if noun.endswith("s") else "a "
    style = rng.randrange(3)
    if style == 0:
        text = f"{rng.choice(OPENERS)} {article}{' and '.join(wanted)} {noun}"
    elif style == 1:
        text = f"{rng.choice(OPENERS)} {article}{noun} that is {' and '.join(wanted)}"
    else:
        text = f"{rng.choice(OPENERS)} {article}{noun} with {', '.join(wanted)}"
    text += ", in " + " and ".join(f"{v} {k}" for k, v in options.items())
    text += f", and price lower than {upper:.2f} dollars"
    return {"asin": product["asin"], "category": product["category"], "query": product["query"],
            "name": product["name"],
            "product_category": product["product_category"], "instruction_text": text, "attributes": wanted,
            "price_upper": upper, "goal_options": list(options.values())}


def make_reviews(rng: random.Random, asin: str) -> dict | None:
    n = rng.randint(0, 3)
    if n == 0:
        return None
    reviews = [{"title": rng.choice(REVIEW_TITLES), "stars": rng.randint(3, 5), "review": rng.choice(REVIEW_BODIES)}
               for _ in range(n)]
    return {"asin": asin, "reviews": reviews, "average_rating": round(statistics.mean(r["stars"] for r in reviews), 1)}


def generate() -> tuple[list, dict, list, list]:
    rng, taken = random.Random(SEED), set()
    products, attributes, goals, reviews = [], {}, [], []
    for category, (brands, kinds) in CATALOGUE.items():
        for kind in kinds:
            for brand in rng.sample(brands, PRODUCTS_PER_TYPE):
                product, attrs = make_product(rng, category, brand, kind, taken)
                products.append(product)
                goal = {"instruction": f"i want a {' and '.join(attrs[:2])} {kind.noun.lower()}",
                        "instruction_attributes": attrs[:2]}
                attributes[product["asin"]] = {"attributes": attrs, **goal}
                price = float(product["pricing"].split("$")[1].split()[0])
                goals += [make_goal(rng, product, attrs, kind, price) for _ in range(GOALS_PER_PRODUCT)]
                review = make_reviews(rng, product["asin"])
                if review:
                    reviews.append(review)
    rng.shuffle(products)  # like items_shuffle: categories interleaved
    random.Random(233).shuffle(goals)
    return products, attributes, goals, reviews


def check_exclusive_attributes(products: list, attributes: dict) -> None:
    """No product's text mentions an attribute of its type's pool that it does not have."""
    pools = {kind.query: kind.attributes for _, kinds in CATALOGUE.values() for kind in kinds}
    for p in products:
        text = " ".join([p["name"], *p["small_description"], p["full_description"]]).lower()
        for a in pools[p["query"]]:
            if a not in attributes[p["asin"]]["attributes"] and a in text:
                raise AssertionError(f"{p['asin']} ({p['name']}) mentions {a!r} without having it")


def check_goals(out: Path, n_goals: int) -> dict:
    """Every goal: target on results page 1 for its instruction without price; scripted buyer gets 1.0."""
    files = WebShopFiles(str(out / "products.json"), str(out / "goals.json"), str(out / "attributes.json"),
                         str(out / "reviews.json"))
    _catalogue.cache_clear()
    env, ranks, partial = WebShopEnv(files), [], []
    for i in range(n_goals):
        goal = env.catalogue.goals[i]
        env.reset(Task(f"goal-{i}", goal.category))
        query = goal.instruction_text.split(", and price lower than")[0]
        res = env.step(f"search[{query}]")
        if f"click[{goal.asin.lower()}]" not in res.admissible_actions:
            raise AssertionError(f"goal-{i}: {goal.asin} not on page 1 for {query!r}")
        ranks.append(env.state.results.index(goal.asin) + 1)
        env.step(f"click[{goal.asin}]")
        for value in goal.goal_options:
            assert env.step(f"click[{value}]").info["valid"], (i, value)
        done = env.step("click[buy now]")
        if not (done.won and done.score == 1.0):
            raise AssertionError(f"goal-{i}: scripted buyer scored {done.score}: {done.info}")
        if goal.goal_options:  # buying without choosing options scores less
            env.reset(Task(f"goal-{i}", goal.category))
            env.step(f"search[{query}]")
            env.step(f"click[{goal.asin}]")
            partial.append(env.step("click[buy now]").score)
            assert partial[-1] < 1.0
    return {"mean_rank": statistics.mean(ranks), "max_rank": max(ranks), "rank_1": sum(r == 1 for r in ranks),
            "mean_score_without_options": statistics.mean(partial)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=SHIPPED_DATA_PATH)
    args = parser.parse_args(argv)
    products, attributes, goals, reviews = generate()
    check_exclusive_attributes(products, attributes)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in (("products", products), ("attributes", attributes), ("goals", goals), ("reviews", reviews)):
        with open(args.out / f"{name}.json", "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, ensure_ascii=False)
            f.write("\n")
    stats = check_goals(args.out, len(goals))
    size = sum((args.out / f"{n}.json").stat().st_size for n in ("products", "attributes", "goals", "reviews"))
    per_category = {c: sum(p["category"] == c for p in products) for c in CATALOGUE}
    test_categories = {c: sum(g["category"] == c for g in goals[:NUM_TEST_GOALS]) for c in CATALOGUE}
    print(f"wrote {len(products)} products {per_category}, {len(goals)} goals (test {NUM_TEST_GOALS}: "
          f"{test_categories}), {len(reviews)} review lists, {size / 1024:.0f} KiB to {args.out}")
    print(f"all goals bought at reward 1.0 by the scripted buyer; target rank for the instruction query: {stats}")


if __name__ == "__main__":
    main()
