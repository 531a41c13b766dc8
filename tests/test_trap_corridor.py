"""The trap corridor: dynamics step by step, the exact success probability against brute-force enumeration, and the
exact evaluation of a real (tiny) policy against the log-probs its sampler reports."""

from __future__ import annotations

import itertools
import random
from types import SimpleNamespace

import pytest

from bench.corridor_policy import make_policy
from callbacks.exact_success import ExactSuccess, action_probabilities
from prover_lightning.envs.corridor import OPEN_DOOR, TAKE_KEY
from prover_lightning.envs.pool import EnvPool
from prover_lightning.envs.trap_corridor import (
    STEP_BACK,
    TOUCH_TRAP,
    WAIT,
    CorridorState,
    TrapCorridor,
    TrapCorridorSpec,
    reachable_states,
    success_probability,
)
from prover_lightning.policy import load_model, load_tokenizer
from prover_lightning.prompts import IndexChoiceTemplate
from prover_lightning.rollout import RewardConfig, RolloutEngine
from prover_lightning.sampler import HFSampler

SPEC = TrapCorridorSpec(length=5, num_train_tasks=6, num_valid_tasks=3)


def test_a_won_run_with_a_recovered_mistake_and_a_lost_run_after_the_key():
    model = TrapCorridor(seed=2, length=5)
    assert (model.key_room, model.trap_room) == (0, 2)
    s = CorridorState(0, False)
    assert model.actions(s) == [model.fillers[0][0], STEP_BACK, TAKE_KEY]
    s, _ = model.step(s, TAKE_KEY)
    assert s == CorridorState(1, True) and model.observation(s) == "room 2 of 5 , key held"
    s, _ = model.step(s, model.actions(s)[0])
    assert model.actions(s) == [model.fillers[2][0], STEP_BACK, TOUCH_TRAP]
    back, _ = model.step(s, STEP_BACK)
    assert back == CorridorState(1, True)  # a wasted step, recoverable
    trapped, _ = model.step(s, TOUCH_TRAP)
    assert trapped == CorridorState(3, False)  # the right key decision, then the trap: this run cannot win
    door = CorridorState(4, True)
    assert model.actions(door) == [OPEN_DOOR, STEP_BACK, WAIT]
    assert model.step(door, WAIT) == (door, False) and model.step(door, OPEN_DOOR) == (None, True)
    assert model.step(CorridorState(4, False), OPEN_DOOR) == (None, False)
    with pytest.raises(ValueError, match="'open door' is not an action of room 1"):
        model.step(CorridorState(0, False), OPEN_DOOR)


def enumerate_episodes(spec: TrapCorridorSpec, task, probs, max_steps: int) -> float:
    """Win probability by brute force through the environment itself: every sequence of choices (each listed
    action, or 3 = an invalid response that uses the step), each distinct episode counted once (the choices after
    its end fixed to 0), weighted by the product of its steps' probabilities."""
    env, dynamics, total = spec.make(), spec.model(task), 0.0
    for choices in itertools.product(range(4), repeat=max_steps):
        res, state, p, ended = env.reset(task), CorridorState(0, False), 1.0, None
        for t, c in enumerate(choices):
            pi = probs(state, t)
            p *= pi[c] if c < 3 else 1 - sum(pi)
            if c < 3:
                res = env.step(res.admissible_actions[c])
                state = dynamics.step(state, dynamics.actions(state)[c])[0] or state
            if res.done:
                ended = t
                break
        if ended is not None and any(choices[ended + 1 :]):
            continue  # the same episode as the sequence with zeros after its end
        total += p * res.won
    return total


def test_exact_success_probability_matches_enumeration():
    spec = TrapCorridorSpec(length=4)
    task = spec.tasks("train")[1]
    rng, table = random.Random(0), {}

    def policy(state, t):  # an arbitrary policy depending on the state and the step, with some invalid mass
        if (state, t) not in table:
            w = [rng.random() for _ in range(4)]
            table[(state, t)] = [x / sum(w) for x in w[:3]]
        return table[(state, t)]

    exact = success_probability(spec.model(task), policy, 6)
    assert exact == pytest.approx(enumerate_episodes(spec, task, policy, 6), rel=1e-12)
    assert 0.01 < exact < 1


def test_uniform_policy_closed_form_without_slack():
    """Budget = length 3: the key room is room 1, the trap room room 2, no step can be wasted: win iff take key,
    a filler (not the trap, not back), open door: (1/3)^3."""
    for seed in range(5):
        model = TrapCorridor(seed, 3)
        assert (model.key_room, model.trap_room) == (0, 1)
        assert success_probability(model, lambda s, t: [1 / 3] * 3, 3) == pytest.approx(1 / 27)


def test_reachable_states_are_those_the_dynamic_program_visits():
    model = TrapCorridor(seed=2, length=5)
    asked = set()

    def policy(state, t):
        asked.add((state, t))
        return [0.3, 0.3, 0.3]  # and 0.1 for an invalid response, which keeps the state

    success_probability(model, policy, 7)
    assert asked == set(reachable_states(model, 7))


@pytest.fixture(scope="module")
def tiny_policy(tmp_path_factory):
    out = tmp_path_factory.mktemp("trap_policy")
    make_policy(out, seed=0, spec=SPEC, max_steps=7, warm_up_steps=30)
    tokenizer = load_tokenizer(str(out))
    return load_model(str(out)).eval(), tokenizer


def test_exact_probabilities_are_the_samplers_distribution(tiny_policy):
    """The log-prob the sampler records for each sampled answer equals log of the computed probability of that
    answer in that (state, step): the evaluation sees the very distribution the rollouts sample from."""
    model, tokenizer = tiny_policy
    engine = RolloutEngine(EnvPool(SPEC, num_workers=0), IndexChoiceTemplate(), RewardConfig(), max_steps=7,
                           history_length=0, max_new_tokens=1, show_progress=False)
    sampler = HFSampler(model, tokenizer, version=lambda: 0)
    trajs, _ = engine.run_groups(sampler, SPEC.tasks("train")[:2], 3, temperature=1.0)
    template, checked = IndexChoiceTemplate(), 0
    for traj in trajs:
        dynamics = SPEC.model(traj.task)
        state = CorridorState(0, False)
        for t, step in enumerate(traj.steps):
            prompt = template.render(traj.goal, [], dynamics.observation(state), dynamics.actions(state), t, 7)
            assert tokenizer.decode(step.prompt_ids) == tokenizer.decode(tokenizer.apply_chat_template(
                [{"role": "user", "content": prompt}], add_generation_prompt=True, tokenize=True,
                return_dict=True)["input_ids"])
            if step.action is not None:
                k = dynamics.actions(state).index(step.action)
                p = action_probabilities(model, tokenizer, [prompt], 3, 1.0)[0, k].item()
                assert p == pytest.approx(2.718281828459045 ** step.response_logprobs[0], rel=1e-4)
                checked += 1
                state = dynamics.step(state, step.action)[0] or state
    assert checked > 10


def test_exact_success_callback_logs_the_mean_over_held_out_tasks(tiny_policy):
    model, tokenizer = tiny_policy
    dm = SimpleNamespace(env=SPEC, temperature=1.0, history_length=0, template=IndexChoiceTemplate(),
                         max_episode_steps=7)
    trainer = SimpleNamespace(datamodule=dm)
    module = SimpleNamespace(policy=model, full_policy=model, tokenizer=tokenizer, merged_adapter=None)
    callback = ExactSuccess(split="valid")
    callback.setup(trainer, module, "fit")
    batch = SimpleNamespace(iteration=0, stats={})
    callback.on_train_batch_start(trainer, module, batch, 0)
    uniform = sum(success_probability(SPEC.model(t), lambda s, t: [1 / 3] * 3, 7) for t in SPEC.tasks("valid")) / 3
    assert batch.stats["eval/exact_success_valid"] == pytest.approx(uniform, abs=0.03)  # a warm-up near uniform
