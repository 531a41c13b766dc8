"""The key corridor (controlled benchmark env) and the answer-by-number prompt template."""

import itertools
import re
from pathlib import Path

import pytest
import torch

from prover_lightning.envs.corridor import OPEN_DOOR, TAKE_KEY, KeyCorridorSpec, key_room, room_actions
from prover_lightning.envs.pool import EnvPool
from prover_lightning.prompts import IndexChoiceTemplate, Turn, chat_prompt_ids
from prover_lightning.rollout import RewardConfig, RolloutEngine
from tests.scripted import ScriptedSampler

SPEC = KeyCorridorSpec(length=4, num_actions=3, num_train_tasks=4, num_valid_tasks=2)


def play(env, task, choose):
    """Run one episode, ``choose(step, admissible) -> action``; returns the list of StepResults."""
    results = [env.reset(task)]
    while not results[-1].done:
        results.append(env.step(choose(len(results) - 1, results[-1].admissible_actions)))
    return results


def test_winning_episode_step_by_step():
    task = SPEC.tasks("train")[0]
    env = SPEC.make()
    key = key_room(task.seed, SPEC.length)

    def choose(step, admissible):
        if step == key:
            assert admissible[-1] == TAKE_KEY
            return TAKE_KEY
        if step == SPEC.length - 1:
            assert admissible[0] == OPEN_DOOR
            return OPEN_DOOR
        assert TAKE_KEY not in admissible and OPEN_DOOR not in admissible
        return admissible[0]

    results = play(env, task, choose)
    assert results[0].goal == "take the key and open the door"
    assert results[0].observation == "room 1 of 4 , key not held"
    assert [r.observation for r in results[1:-1]] == [
        f"room {i + 2} of 4 , key {'held' if i >= key else 'not held'}" for i in range(SPEC.length - 1)
    ]
    assert results[-1].observation == "the door opens" and results[-1].won and results[-1].score == 1.0
    assert len(results) == SPEC.length + 1


def test_exactly_two_steps_decide_random_success_is_one_ninth():
    """Enumerate every action sequence of a corridor: wins are exactly the sequences with ``take key`` in the key
    room and ``open door`` in the door room, 3**(L-2) of 3**L."""
    task = SPEC.tasks("train")[1]
    env = SPEC.make()
    wins = 0
    for choice in itertools.product(range(3), repeat=SPEC.length):
        results = play(env, task, lambda step, admissible: admissible[choice[step]])
        wins += results[-1].won
        assert all(r.done == (i == SPEC.length) for i, r in enumerate(results))
    assert wins == 3 ** (SPEC.length - 2)


def test_unlisted_action_changes_nothing_and_splits_use_disjoint_seeds():
    env = SPEC.make()
    task = SPEC.tasks("valid")[0]
    first = env.reset(task)
    res = env.step("fly away")
    assert res.observation == first.observation and res.info == {"admissible": False} and not res.done
    assert {t.seed for t in SPEC.tasks("train")}.isdisjoint(t.seed for t in SPEC.tasks("valid"))
    with pytest.raises(ValueError, match="splits"):
        SPEC.tasks("valid_seen")
    with pytest.raises(ValueError, match="num_actions"):
        KeyCorridorSpec(num_actions=1)


def test_shuffled_rooms_keep_their_actions_and_are_seeded():
    for room in range(8):
        plain = room_actions(5, room, 8, 3)
        shuffled = room_actions(5, room, 8, 3, shuffle=True)
        assert sorted(plain) == sorted(shuffled) and shuffled == room_actions(5, room, 8, 3, shuffle=True)


def test_index_choice_template_renders_numbers_and_parses_them():
    template = IndexChoiceTemplate()
    text = template.render("goal", [Turn("room 1", "wave")], "room 2", ["walk on", TAKE_KEY], step=1, max_steps=8)
    assert text == "goal | step 2 of 8 | before: room 1 -> wave | room 2 | actions: 1) walk on 2) take key"
    assert template.parse(" 2 ", ["walk on", TAKE_KEY]) == TAKE_KEY
    assert template.parse("1", ["walk on", TAKE_KEY]) == "walk on"
    for bad in ("3", "0", "-1", "two", ""):
        assert template.parse(bad, ["walk on", TAKE_KEY]) is None
    assert template.parse("1") is None  # nothing listed
    assert template.stop == []


def test_engine_plays_the_corridor_by_number(tokenizer):
    """A scripted policy that reads the numbered list wins every episode; the engine maps numbers to actions."""

    def policy(prompt: str) -> str:
        listed = prompt.split("actions: ")[-1].split("<|im_end|>")[0]  # up to where the chat template ends the turn
        numbers = {action.strip(): n for n, action in re.findall(r"(\d)\) ([^\d]+)", listed)}
        return numbers.get(TAKE_KEY) or numbers.get(OPEN_DOOR) or "1"

    engine = RolloutEngine(EnvPool(SPEC, num_workers=0), SPEC.prompt_template(), RewardConfig(), max_steps=SPEC.length,
                           history_length=0, max_new_tokens=1, show_progress=False)
    tasks = SPEC.tasks("train")
    trajs, stats = engine.run_groups(ScriptedSampler(tokenizer, policy), tasks, group_size=2, temperature=1.0)
    for traj in trajs:
        key = key_room(traj.task.seed, SPEC.length)
        assert traj.won and len(traj.steps) == SPEC.length
        assert traj.steps[key].action == TAKE_KEY and traj.steps[-1].action == OPEN_DOOR
        assert [s.reward for s in traj.steps] == [0.0] * (SPEC.length - 1) + [10.0]
    assert stats["env_steps"] == len(tasks) * 2 * SPEC.length


def test_the_quickstart_config_trains_the_shipped_policy_which_answers_validly():
    # configs/corridor_grpo.yaml starts from artifacts/corridor_policy: it loads alone, and its first token is an
    # action number for a corridor prompt (the format warm-up's purpose)
    import yaml
    from transformers import AutoModelForCausalLM, AutoTokenizer

    root = Path(__file__).resolve().parents[1]
    model_dir = yaml.safe_load((root / "configs/corridor_grpo.yaml").read_text())["model"]["model"]
    assert model_dir == "artifacts/corridor_policy"
    tokenizer = AutoTokenizer.from_pretrained(root / model_dir)
    model = AutoModelForCausalLM.from_pretrained(root / model_dir)
    spec = KeyCorridorSpec()
    env = spec.make()
    first = env.reset(spec.tasks("train")[0])
    prompt = IndexChoiceTemplate().render(first.goal, [], first.observation, first.admissible_actions, 0, 8)
    [ids] = chat_prompt_ids(tokenizer, [prompt])
    with torch.no_grad():
        probs = model(torch.tensor([ids])).logits[0, -1].softmax(-1)
    numbers = [tokenizer.convert_tokens_to_ids(str(k)) for k in range(1, len(first.admissible_actions) + 1)]
    assert probs[numbers].sum() > 0.99
