"""The held-out comparison across training seeds (``bench/heldout_report.py``) on hand-made evaluation files."""

import json
import math

import pytest

from bench.credit_report import paired_power
from bench.heldout_report import analyse, load_evaluations, main

GAMES = [("valid_seen", "g1"), ("valid_seen", "g2"), ("valid_unseen", "g3")]
SETTINGS = {"configs": ["c.yaml"], "overrides": [], "splits": ["valid_seen", "valid_unseen"], "episodes": 4,
            "temperature": 1.0, "seed": 0, "chunk": 12, "max_games": None, "games_per_type": None}
#: sampled wins of 4 per game (g1, g2, g3), per method and training seed
WINS = {"grpo_paper": {1: [2, 0, 4], 2: [1, 1, 1], 3: [4, 4, 0]},
        "prover": {1: [3, 0, 4], 2: [1, 1, 3], 3: [4, 3, 0]}}
GREEDY = {"grpo_paper": [True, False, True], "prover": [True, True, True]}


def write_evaluations(root, wins=WINS, settings=SETTINGS):
    for method, by_seed in wins.items():
        for seed, counts in by_seed.items():
            games = [{"split": split, "task_id": task, "task_type": "pick", "task_seed": 0,
                      "greedy_won": won, "greedy_steps": 5, "sampled_wins": w, "sampled_episodes": 4, "aborted": 0}
                     for (split, task), w, won in zip(GAMES, counts, GREEDY[method])]
            path = root / method / f"seed{seed}.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps({"settings": {**settings, "ckpt": f"{method}/{seed}.ckpt"}, "games": games}))


def test_paired_by_game_within_a_seed_and_by_seed_across_seeds(tmp_path):
    write_evaluations(tmp_path)
    result = analyse(load_evaluations(tmp_path), "grpo_paper", "prover", delta=0.05)
    # per-game differences of sampled success: seed 1 (0.25, 0, 0), seed 2 (0, 0, 0.5), seed 3 (0, -0.25, 0)
    per_seed = result["per_seed"]["prover"]
    assert [per_seed[s]["sampled"]["difference"] for s in (1, 2, 3)] == pytest.approx([1 / 12, 2 / 12, -1 / 12])
    assert per_seed[1]["greedy"]["b_only"] == 1 and per_seed[1]["greedy"]["a_only"] == 0
    assert result["success"]["grpo_paper"][1]["sampled_success"] == pytest.approx(0.5)  # (0.5 + 0 + 1) / 3
    across = result["across_seeds"]["prover"]
    # d = (1, 2, -1) / 12: mean 1/18, sd sqrt(21)/36; half-width t(0.975, 2) sd / sqrt(3); t = 0.7559, 2 df
    sd, half = math.sqrt(21) / 36, 4.302652729911275 * math.sqrt(21) / 36 / math.sqrt(3)
    assert across["n"] == 3 and across["mean"] == pytest.approx(1 / 18) and across["sd"] == pytest.approx(sd)
    assert (across["low"], across["high"]) == (pytest.approx(1 / 18 - half), pytest.approx(1 / 18 + half))
    assert across["p"] == pytest.approx(0.5285954792089683)
    needed = result["power"]["seeds_needed"]
    assert paired_power(sd, 0.05, needed) >= 0.8 > paired_power(sd, 0.05, needed - 1)


def test_a_seed_one_method_lacks_leaves_the_pair_out(tmp_path):
    wins = {"grpo_paper": WINS["grpo_paper"], "prover": {1: WINS["prover"][1], 2: WINS["prover"][2]}}
    write_evaluations(tmp_path, wins)
    result = analyse(load_evaluations(tmp_path), "grpo_paper", "prover", delta=0.05)
    assert result["across_seeds"]["prover"]["n"] == 2
    assert result["across_seeds"]["prover"]["mean"] == pytest.approx(1 / 8)  # (1/12 + 2/12) / 2


def test_evaluations_under_another_protocol_are_refused_by_name(tmp_path):
    write_evaluations(tmp_path)
    path = tmp_path / "prover" / "seed2.json"
    data = json.loads(path.read_text())
    data["settings"]["episodes"] = 8
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=r"seed2\.json.*episodes"):
        load_evaluations(tmp_path)


def test_a_missing_reference_is_named(tmp_path):
    write_evaluations(tmp_path, {"prover": WINS["prover"]})
    with pytest.raises(KeyError, match="grpo_paper"):
        analyse(load_evaluations(tmp_path), "grpo_paper", "prover", delta=0.05)
    with pytest.raises(FileNotFoundError, match="seed<S>"):
        load_evaluations(tmp_path / "empty")


def test_the_script_writes_json_and_markdown(tmp_path, capsys):
    write_evaluations(tmp_path)
    main(["--dir", str(tmp_path), "--reference", "grpo_paper", "--primary", "prover"])
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["across_seeds"]["prover"]["mean"] == pytest.approx(1 / 18)
    text = (tmp_path / "report.md").read_text()
    assert "| `prover` | 3 | +0.0556 [-0.2607, +0.3718] | 0.529 |" in text and "| `prover` | 2 | +0.167 [" in text
