"""CriticSearch (callbacks/critic_search.py) and the trap corridor's oracle critic against hand-computed values.

The hand-worked group (binary reward, mean-centred GRPO advantages: the win +0.5, the loss -0.5; coef 0.5):

    W (won):  walk on, take key, step back, walk on, open door   labels G G B G G   c = [1, 1, 0, 1, 1]
    L (lost): walk on, take key, touch trap, open door           labels G G B B     c = [1, 1, 0, 0]
    mean c over the group's 9 turns = 6/9 = 2/3  ->  A_turn: W [1/3, 1/3, -2/3, 1/3, 1/3], L [1/3, 1/3, -2/3, -2/3]
    A = A_GRPO + 0.5 A_turn:  W [2/3, 2/3, 1/6, 2/3, 2/3],  L [-1/3, -1/3, -5/6, -5/6]
"""

from types import SimpleNamespace

import pytest

from callbacks import CostRatios, CriticSearchCredit, LLMCritic, TrapCorridorCritic
from callbacks.critic_search import Critic, parse_labels
from callbacks.prover import PolicyBackend
from callbacks.prover.judge_backends import JudgeBackend
from callbacks.prover.segments import JudgeFailure
from callbacks.stages import check_stages
from prover_lightning.envs.base import Task
from prover_lightning.types import RolloutBatch, StepSample, Trajectory
from tests.helpers import pivot_batch, run_callbacks
from tests.scripted import ScriptedSampler

R2 = 2**0.5
#: a trainer for the callbacks that read nothing of it (the oracle critic, a scripted backend)
NO_TRAINER = SimpleNamespace(lightning_module=None)


def _traj(actions, won, advantage, group=0):
    steps = [StepSample(prompt_ids=[], response_ids=[1], response_logprobs=[-1.0], response_text=a, action=a,
                        admissible=True, observation=f"room {i}", advantage=advantage) for i, a in enumerate(actions)]
    if won:
        steps[-1].reward = 1.0
    return Trajectory(Task("t", "x"), group, steps=steps, won=won)


def test_the_oracle_critic_credits_a_trap_corridor_group_step_by_step():
    win = _traj(["walk on", "take key", "step back", "walk on", "open door"], True, 0.5)
    loss = _traj(["walk on", "take key", "touch trap", "open door"], False, -0.5)
    batch = RolloutBatch([win, loss], policy_version=0, temperature=1.0)
    run_callbacks([CriticSearchCredit(TrapCorridorCritic(), coef=0.5)], NO_TRAINER, batch)
    assert [s.advantage for s in win.steps] == pytest.approx([2 / 3, 2 / 3, 1 / 6, 2 / 3, 2 / 3])
    assert [s.advantage for s in loss.steps] == pytest.approx([-1 / 3, -1 / 3, -5 / 6, -5 / 6])
    assert batch.stats["critic/trajectories"] == 2 and batch.stats["critic/failures"] == 0
    assert batch.stats["critic/good_turn_share"] == pytest.approx(6 / 9)
    assert batch.stat_weights["critic/good_turn_share"] == 9
    assert batch.stats["critic/generated_tokens"] == 0


def test_the_oracle_critic_judges_wait_invalid_and_a_door_opened_without_the_key_bad():
    (labels,) = TrapCorridorCritic().critique([_traj(["wait", None, "walk on", "open door"], False, 0.0)], None)
    assert labels.good == [False, False, True, False]


def test_llm_critic_on_the_policy_skips_and_counts_an_unparseable_answer(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    success, failure = batch.trajectories
    prompts = []
    good = '{"labels": ["bad", "bad", "good", "bad", "good"]}'

    def critic_policy(prompt):
        prompts.append(prompt)
        return good if "the task was achieved" in prompt else "step 3 was the key"

    pivot_trainer.lightning_module.sampler = ScriptedSampler(tokenizer, critic_policy)
    run_callbacks([CriticSearchCredit(LLMCritic(PolicyBackend(max_new_tokens=64)), coef=0.5)], pivot_trainer, batch)
    # only the success is critiqued: c = [0, 0, 1, 0, 1], mean 0.4 -> A_turn = [-0.4, -0.4, 0.6, -0.4, 0.6]
    assert [s.advantage for s in success.steps] == pytest.approx(
        [1 / R2 - 0.2, 1 / R2 - 0.2, 1 / R2 + 0.3, 1 / R2 - 0.2, 1 / R2 + 0.3], abs=1e-6)
    assert [s.advantage for s in failure.steps] == pytest.approx([-1 / R2] * 5, abs=1e-6)  # GRPO's, untouched
    assert batch.stats["critic/trajectories"] == 1 and batch.stats["critic/failures"] == 1
    assert batch.stats["critic/failures/malformed"] == 1 and batch.stats["critic/failures/timeout"] == 0
    assert batch.stats["critic/good_turn_share"] == pytest.approx(0.4)
    answered = sum(len(tokenizer.encode(a, add_special_tokens=False)) for a in (good, "step 3 was the key"))
    assert batch.stats["critic/generated_tokens"] == answered == batch.annotations["cost/extra"].generated_tokens
    success_prompt = next(p for p in prompts if "the task was achieved" in p)
    assert "Step 3: pick key -> train-corridor: step 3, key held" in success_prompt
    assert "Outcome: the task was achieved after 5 steps." in success_prompt
    assert "exactly 5 entries" in success_prompt


@pytest.mark.parametrize("answer, kind", [
    ('{"labels": ["good", "bad"]}', "out_of_range"),
    ('{"labels": ["good", "fine", "bad"]}', "malformed"),
    ('labels: good good bad', "malformed"),
])
def test_parse_labels_refuses_a_wrong_answer(answer, kind):
    failure = parse_labels(answer, 3)
    assert isinstance(failure, JudgeFailure) and failure.kind == kind
    assert parse_labels('Here: {"labels": ["Good", "bad", "GOOD"]}', 3).good == [True, False, True]


class _TimedOut(JudgeBackend):
    def chat(self, conversations, pl_module, tools=None):
        return [JudgeFailure("timeout", "no answer in 1 s") for _ in conversations]


def test_a_backend_timeout_is_counted_and_leaves_grpo_advantages():
    win, loss = _traj(["walk on", "open door"], True, 0.5), _traj(["wait", "open door"], False, -0.5)
    batch = RolloutBatch([win, loss], policy_version=0, temperature=1.0)
    run_callbacks([CriticSearchCredit(LLMCritic(_TimedOut()))], NO_TRAINER, batch)
    assert [s.advantage for s in win.steps + loss.steps] == [0.5, 0.5, -0.5, -0.5]
    assert batch.stats["critic/failures/timeout"] == 2 and "critic/good_turn_share" not in batch.stats


def test_critic_search_needs_cost_ratios_after_it():
    check_stages([CriticSearchCredit(TrapCorridorCritic()), CostRatios()])
    with pytest.raises(ValueError, match="CriticSearchCredit provides extra generation"):
        check_stages([CriticSearchCredit(TrapCorridorCritic())])
    assert issubclass(TrapCorridorCritic, Critic)


def test_fit_with_the_critic_search_overlay_the_policy_critiquing_itself(tmp_path):
    from tests.helpers import fit_with_overlays

    logged = fit_with_overlays(tmp_path, "critic_search")
    keys = {"critic/trajectories", "critic/failures", "critic/generated_tokens", "cost/cumulative_extra_token_ratio"}
    assert keys <= set(logged) and all(len(logged[k]) == 2 for k in keys)  # 2 iterations
