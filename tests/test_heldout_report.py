"""The held-out comparison across training seeds (``bench/heldout_report.py``) on hand-made evaluation files."""

import json
import math

import pytest

from bench.credit_report import detectable_effect, paired_power, t_summary
from bench.heldout_report import (
    analyse,
    load_evaluations,
    load_start,
    main,
    seeds_to_run,
    welch_with_start,
    with_start_error,
)
from scripts.evaluate import load_outcomes

GAMES = [("valid_seen", "g1"), ("valid_seen", "g2"), ("valid_unseen", "g3"), ("valid_unseen", "g4")]
SETTINGS = {"configs": ["c.yaml"], "overrides": [], "splits": ["valid_seen", "valid_unseen"], "episodes": 4,
            "temperature": 1.0, "seed": 0, "chunk": 12, "max_games": None, "games_per_type": None}
#: sampled wins of 4 per game (g1, g2, g3, g4), per method and training seed
WINS = {"grpo_paper": {1: [2, 0, 4, 2], 2: [1, 1, 1, 2], 3: [4, 4, 0, 2]},
        "prover": {1: [3, 0, 4, 2], 2: [1, 1, 3, 2], 3: [4, 3, 0, 2]}}
GREEDY = {"grpo_paper": [True, False, True, False], "prover": [True, True, True, False]}


def write_evaluations(root, wins=WINS, settings=SETTINGS, step=24):
    for method, by_seed in wins.items():
        for seed, counts in by_seed.items():
            games = [{"split": split, "task_id": task, "task_type": "pick", "task_seed": 0,
                      "greedy_won": won, "greedy_steps": 5, "sampled_wins": w, "sampled_episodes": 4, "aborted": 0}
                     for (split, task), w, won in zip(GAMES, counts, GREEDY[method])]
            path = root / method / f"seed{seed}.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            ckpt = f"runs/tb/{method}_token_ratio_0_15/seed{seed}/checkpoints/last.ckpt"
            path.write_text(json.dumps({"settings": {**settings, "ckpt": ckpt}, "ckpt_global_step": step,
                                        "games": games}))


#: the starting policy's sampled wins of 4 and greedy outcomes, per game (g1, g2, g3, g4)
START_WINS, START_GREEDY = [2, 0, 2, 2], [False, False, True, False]


def write_start(root, settings=SETTINGS):
    games = [{"split": split, "task_id": task, "task_type": "pick", "task_seed": 0, "greedy_won": won,
              "greedy_steps": 5, "sampled_wins": w, "sampled_episodes": 4, "aborted": 0}
             for (split, task), w, won in zip(GAMES, START_WINS, START_GREEDY)]
    path = root / "warm_start.json"
    path.write_text(json.dumps({"settings": {**settings, "ckpt": None}, "ckpt_global_step": None, "games": games}))
    return path


def edit(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_paired_by_game_within_a_seed_and_by_seed_across_seeds(tmp_path):
    write_evaluations(tmp_path)
    result = analyse(load_evaluations(tmp_path, 24), "grpo_paper", "prover", delta=0.05)
    # per-game differences of sampled success: seed 1 (0.25, 0, 0, 0), seed 2 (0, 0, 0.5, 0), seed 3 (0, -0.25, 0, 0)
    per_seed = result["per_seed"]["prover"]
    assert [per_seed[s]["all"]["sampled"]["difference"] for s in (1, 2, 3)] == pytest.approx([1 / 16, 2 / 16, -1 / 16])
    assert per_seed[1]["all"]["greedy"]["b_only"] == 1 and per_seed[1]["all"]["greedy"]["a_only"] == 0
    assert result["success"]["grpo_paper"][1]["sampled_success"] == pytest.approx(0.5)  # (0.5 + 0 + 1 + 0.5) / 4
    across = result["across_seeds"]["prover"]
    # d = (1, 2, -1) / 16: mean 1/24, sd sqrt(21)/48; half-width t(0.975, 2) sd / sqrt(3); t = 0.7559, 2 df
    sd, half = math.sqrt(21) / 48, 4.302652729911275 * math.sqrt(21) / 48 / math.sqrt(3)
    assert across["n"] == 3 and across["mean"] == pytest.approx(1 / 24) and across["sd"] == pytest.approx(sd)
    assert (across["low"], across["high"]) == (pytest.approx(1 / 24 - half), pytest.approx(1 / 24 + half))
    assert across["p"] == pytest.approx(0.5285954792089683)
    # per split, seed 1: valid_seen games g1, g2 (0.25, 0) -> 0.125; valid_unseen g3, g4 (0, 0) -> 0
    assert per_seed[1]["split/valid_seen"]["sampled"]["difference"] == pytest.approx(0.125)
    assert per_seed[1]["split/valid_unseen"]["sampled"]["difference"] == pytest.approx(0.0)
    power = result["power"]
    rms = math.sqrt((1 + 4 + 1) / 256 / 3)  # about 0, not about the mean 1/24: 0.0884, not the SD 0.0955
    assert power["rms"] == pytest.approx(rms) and power["sd"] == pytest.approx(sd) and power["seeds_run"] == 3
    needed = power["seeds_needed"]
    assert paired_power(rms, 0.05, needed) >= 0.8 > paired_power(rms, 0.05, needed - 1)
    assert power["power_reached"] == pytest.approx(paired_power(sd, 0.05, 3))
    assert power["detectable"] == pytest.approx(detectable_effect(sd, 3))


def test_a_seed_one_method_lacks_leaves_the_pair_out(tmp_path):
    wins = {"grpo_paper": WINS["grpo_paper"], "prover": {1: WINS["prover"][1], 2: WINS["prover"][2]}}
    write_evaluations(tmp_path, wins)
    result = analyse(load_evaluations(tmp_path, 24), "grpo_paper", "prover", delta=0.05)
    assert result["across_seeds"]["prover"]["n"] == 2
    assert result["across_seeds"]["prover"]["mean"] == pytest.approx(3 / 32)  # (1/16 + 2/16) / 2


def test_one_seed_has_no_spread_and_says_so(tmp_path):
    write_evaluations(tmp_path, {"grpo_paper": WINS["grpo_paper"], "prover": {1: WINS["prover"][1]}})
    main(["--dir", str(tmp_path), "--reference", "grpo_paper", "--primary", "prover", "--step", "24"])
    text = (tmp_path / "report.md").read_text()
    assert "| `prover` | 1 | +0.0625 | n/a | n/a |" in text  # d = 1/16 on the one seed: no SD, no CI, no p
    assert "reached, with their SD n/a, power n/a" in text


def test_evaluations_under_another_protocol_are_refused_by_name(tmp_path):
    write_evaluations(tmp_path)
    edit(tmp_path / "prover" / "seed2.json", lambda d: d["settings"].update(overrides=["--x", "1"]))
    with pytest.raises(ValueError, match=r"seed2\.json.*overrides"):
        load_evaluations(tmp_path, 24)


def set_sampled(game: int, episodes: int, aborted: int):
    def change(data):
        data["games"][game].update(sampled_episodes=episodes, aborted=aborted)
    return change


@pytest.mark.parametrize("change, message", [
    (set_sampled(1, 0, 0), r"1 games not played to the end"),  # interrupted before its sampled episodes
    (lambda d: d["games"][2].update(greedy_steps=None), r"1 games not played to the end"),
    (lambda d: d.update(ckpt_global_step=12), r"at global step 12, not 24"),
    (lambda d: d["settings"].update(ckpt="runs/tb/grpo_paper/seed2/checkpoints/last.ckpt"), r"not of method 'prover'"),
    (lambda d: d["settings"].update(ckpt="runs/tb/prover/seed3/checkpoints/last.ckpt"), r"seed 2"),
    (lambda d: d["games"][2].update(task_id="g4"), r"played other games"),
])
def test_an_unfinished_or_mismatched_evaluation_is_refused_by_name(tmp_path, change, message):
    write_evaluations(tmp_path)
    edit(tmp_path / "prover" / "seed2.json", change)
    with pytest.raises(ValueError, match=r"prover/seed2\.json.*" + message):
        load_evaluations(tmp_path, 24)


def test_aborted_episodes_count_as_played(tmp_path):
    write_evaluations(tmp_path)
    edit(tmp_path / "prover" / "seed2.json", set_sampled(1, 3, 1))  # 3 usable sampled episodes and 1 aborted
    games = load_evaluations(tmp_path, 24)["prover"][2][1]
    assert (games[1].sampled_episodes, games[1].aborted) == (3, 1)


def test_the_primary_must_differ_from_the_reference_and_delta_be_positive(tmp_path):
    write_evaluations(tmp_path)
    evaluations = load_evaluations(tmp_path, 24)
    with pytest.raises(ValueError, match="primary method is the reference"):
        analyse(evaluations, "grpo_paper", "grpo_paper", delta=0.05)
    with pytest.raises(ValueError, match="delta must be a positive"):
        analyse(evaluations, "grpo_paper", "prover", delta=0.0)


def test_a_missing_reference_is_named(tmp_path):
    write_evaluations(tmp_path, {"prover": WINS["prover"]})
    with pytest.raises(KeyError, match="grpo_paper"):
        analyse(load_evaluations(tmp_path, 24), "grpo_paper", "prover", delta=0.05)
    with pytest.raises(FileNotFoundError, match="seed<S>"):
        load_evaluations(tmp_path / "empty", 24)


def test_the_script_writes_json_and_markdown(tmp_path, capsys):
    write_evaluations(tmp_path)
    main(["--dir", str(tmp_path), "--reference", "grpo_paper", "--primary", "prover", "--step", "24"])
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["across_seeds"]["prover"]["mean"] == pytest.approx(1 / 24)
    text = (tmp_path / "report.md").read_text()
    assert "| `prover` | 3 | +0.0417 [-0.1955, +0.2788] | 0.529 |" in text
    assert "| `prover` | 2 | all | +0.125 [" in text and "| `prover` | 1 | split/valid_seen | +0.125 [" in text


def test_every_run_against_the_starting_policy_paired_by_game_then_across_seeds(tmp_path):
    write_evaluations(tmp_path)
    evaluations = load_evaluations(tmp_path, 24)
    result = analyse(evaluations, "grpo_paper", "prover", 0.05, load_start(write_start(tmp_path), evaluations))
    assert result["start_success"]["sampled_success"] == pytest.approx(0.375)  # (0.5 + 0 + 0.5 + 0.5) / 4
    grpo = result["against_start"]["grpo_paper"]
    # grpo_paper - start, per game in quarters: seed 1 (0, 0, 2, 0), seed 2 (-1, 1, -1, 0), seed 3 (2, 4, -2, 0)
    d = [grpo["per_seed"][s]["all"]["sampled"]["difference"] for s in (1, 2, 3)]
    assert d == pytest.approx([2 / 16, -1 / 16, 4 / 16])
    assert (grpo["per_seed"][1]["all"]["greedy"]["b_only"], grpo["per_seed"][1]["all"]["greedy"]["a_only"]) == (1, 0)
    across = grpo["across_seeds"]["all"]
    # d = (6, -3, 12) / 48: mean 5/48, SD sqrt(57)/48, t = 1.1471 on 2 df; half-width t(0.975, 2) SD / sqrt(3)
    assert across["n"] == 3 and across["mean"] == pytest.approx(5 / 48) and across["sd"] == pytest.approx(
        math.sqrt(57) / 48)
    assert (across["low"], across["high"]) == (pytest.approx(5 / 48 - 0.390725592460986),
                                               pytest.approx(5 / 48 + 0.390725592460986))
    assert across["p"] == pytest.approx(0.37005921165128797)
    # with the start's sampling error: its per-game rates (1/2, 0, 1/2, 1/2) of 4 episodes have variances
    # p (1 - p) / 3 = (1/12, 0, 1/12, 1/12), so se_start^2 = (3/12) / 4^2 = 1/64, on (1/4)^2 / (3 (1/12)^2 / 3) = 9 df;
    # a = SD^2 / 3 = 57/6912; df = (a + 1/64)^2 / (a^2 / 2 + (1/64)^2 / 9) = 9.3220; SE = sqrt(a + 1/64) = 0.154504
    assert across["se_start"] == pytest.approx(0.125) and across["df_with_start"] == pytest.approx(9.322033898305085)
    welch = welch_with_start(t_summary([6 / 48, -3 / 48, 12 / 48]), load_outcomes(tmp_path / "warm_start.json")[1])
    assert (welch["low"], welch["high"]) == (pytest.approx(5 / 48 - 0.34768074759407486),
                                             pytest.approx(5 / 48 + 0.34768074759407486))
    assert welch["p"] == pytest.approx(0.5165528678823387)
    # reported: the wider of the two, here the conditional interval (half-width 0.3907) and Welch's p
    assert (across["low_with_start"], across["high_with_start"]) == (across["low"], across["high"])
    assert across["p_with_start"] == welch["p"]
    # seeds without spread: no conditional interval, the start's error alone (a = 0, df 9: t(0.975, 9) 0.125 = 0.2828)
    flat = with_start_error(t_summary([0.125, 0.125, 0.125]), load_outcomes(tmp_path / "warm_start.json")[1])
    assert math.isnan(flat["p"]) and flat["df_with_start"] == pytest.approx(9.0)
    assert (flat["low_with_start"], flat["high_with_start"]) == (pytest.approx(0.125 - 0.2827696453497756),
                                                                 pytest.approx(0.125 + 0.2827696453497756))
    assert flat["p_with_start"] == pytest.approx(0.34343639613791355)  # t = 0.125 / 0.125 = 1 on 9 df
    # valid_unseen alone (g3, g4): seed 1 (2, 0) / 4 / 2 = 0.25, seed 2 -0.125, seed 3 -0.25
    unseen = grpo["across_seeds"]["split/valid_unseen"]
    assert unseen["mean"] == pytest.approx(-1 / 24) and unseen["p"] == pytest.approx(0.8075499102701248)
    assert "against_start" not in analyse(evaluations, "grpo_paper", "prover", 0.05)


@pytest.mark.parametrize("change, message", [
    (lambda d: d["settings"].update(ckpt="runs/last.ckpt"), r"an evaluation of checkpoint 'runs/last\.ckpt'"),
    (lambda d: d["games"][0].update(sampled_episodes=2), r"1 games not played to the end"),
    (lambda d: d["settings"].update(episodes=8), r"not under the methods' protocol.*episodes"),
    (lambda d: d["games"][3].update(task_id="g5"), r"played other games"),
])
def test_a_starting_policy_of_another_kind_is_refused_by_name(tmp_path, change, message):
    write_evaluations(tmp_path)
    path = write_start(tmp_path)
    edit(path, change)
    with pytest.raises(ValueError, match=r"warm_start\.json.*" + message):
        load_start(path, load_evaluations(tmp_path, 24))


def test_the_script_reports_the_starting_policy(tmp_path):
    write_evaluations(tmp_path)
    start = write_start(tmp_path)
    main(["--dir", str(tmp_path), "--reference", "grpo_paper", "--primary", "prover", "--step", "24",
          "--start", str(start)])
    text = (tmp_path / "report.md").read_text()
    assert "| starting policy | | 0.375 | 1 / 4 |" in text
    row = "| `grpo_paper` | all | 3 | +0.1042 [-0.2866, +0.4949] | 0.370 | 0.157 | 0.125 | [-0.2866, +0.4949] | 0.517 |"
    assert row in text


def test_with_the_starts_error_a_true_null_is_rejected_at_about_alpha_and_without_it_more_often():
    """bench/start_error_type1.py's simulation, smaller: 3 seeds, no run-to-run spread, 600 simulated comparisons."""
    import numpy as np

    from bench.start_error_type1 import rejection_rates

    rng = np.random.default_rng(0)
    rates = rejection_rates(3, 0.0, 4, 600, rng, rng.beta(0.6, 1.6, 72))
    assert rates["conditional"] > 0.10 and 0.02 < rates["reported"] <= rates["welch"] < 0.08, rates


@pytest.mark.parametrize("needed, n", [(7, 7), (2, 3), (3, 3), (10, 10), (14, 10), ("more than 1000", 10), (None, 3)])
def test_the_seeds_to_run_are_the_sizings_within_3_and_10(needed, n):
    assert seeds_to_run({"seeds_needed": needed}) == n
