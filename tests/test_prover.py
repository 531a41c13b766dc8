"""ProVer callbacks (judge → verify → credit) on a corridor whose pivotal step is known, with scripted policies.

The corridor (``tests.envs_for_tests.PivotSpec``): the key can be taken only at step index 2, "open door" wins iff the
key is held. The current policy never takes the key by itself: it waits and opens the door at the last step (index 4),
so from any state without the key its success rate is exactly 0, and from any state with the key exactly 1.
"""

from __future__ import annotations

import io
import json
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch
import yaml
from lightning.pytorch.loggers import CSVLogger, TensorBoardLogger
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from bench.exact_resume import scalars as curves
from callbacks.cost import CostRatios, add_extra_cost
from callbacks.prover import (
    DivergenceJudge,
    EveryStepSegments,
    HFBackend,
    JudgedPairLogger,
    JudgeOnlyCredit,
    KeyRoomJudge,
    LLMJudge,
    OpenAIBackend,
    PolicyBackend,
    RandomJudge,
    Segment,
    SegmentCredit,
    SegmentJudge,
    SegmentVerifier,
)
from callbacks.prover.judges import Judge, parse_verdict
from callbacks.prover.segments import FAILURE_KINDS, SEGMENTS_KEY, JudgeCase, JudgeFailure, Verdict, select_pairs
from callbacks.prover.verifier import advantage_estimate
from prover_lightning.envs.base import Task
from prover_lightning.iteration_log import logging_step
from prover_lightning.policy import load_model
from prover_lightning.types import RolloutBatch, StepSample, Trajectory
from tests.helpers import (
    LENGTH,
    PIVOT,
    TINY_MODEL_CONFIG,
    free_port,
    pivot_batch,
    pivot_stub_trainer,
    positions,
    record_continuations,
    run_callbacks,
    scalars,
    send_json,
    serve,
    wait_then_open,
    write_config,
)
from tests.scripted import ScriptedSampler, step_of
from train import main

ROOT = Path(__file__).resolve().parents[1]


def segment(batch: RolloutBatch, start: int, end: int, **kw) -> Segment:
    """A segment of the batch's first trajectory (the success), contrasted with its second."""
    return Segment(batch.trajectories[0], (batch.trajectories[1],), start_step=start, end_step=end, **kw)


def stat(batch: RolloutBatch, *names: str) -> tuple[float, ...]:
    return tuple(batch.stats[f"prover/{n}"] for n in names)


def n_tokens(tokenizer, text: str) -> int:
    return len(tokenizer.encode(text, add_special_tokens=False))


# ----------------------------------------------------------------------------------------------- pairs and judges
def hand_made(actions, won, group_id=0, aborted=False) -> Trajectory:
    steps = [StepSample(prompt_ids=[], response_ids=[7], response_logprobs=[-1.0], response_text=a or "", action=a,
                        admissible=True, observation=f"obs {i}") for i, a in enumerate(actions)]
    return Trajectory(Task("t", "x"), group_id, steps=steps, won=won, aborted=aborted)


def test_pair_is_the_failure_sharing_the_longest_action_prefix():
    batch = RolloutBatch([
        hand_made(["a", "b", "c"], True),                 # 0
        hand_made(["a", "x", "x"], False),                # 1: shares 1 step with 0
        hand_made(["a", "b", "d"], True),                 # 2
        hand_made(["a", "b", "x"], False),                # 3: shares 2 steps with 0 and with 2 -> (0, 3), first
        hand_made(["a", "b", "c"], False, aborted=True),  # 4: aborted, takes no part
        hand_made(["a"], True, group_id=1),               # 5: group 1 has no failure: not eligible
        hand_made(["x"], True, group_id=2),               # 6
        hand_made(["y"], False, group_id=2),              # 7: ties with 8 at 0 shared steps -> the first
        hand_made(["z"], False, group_id=2),              # 8
    ], policy_version=0, temperature=1.0)
    assert [positions(batch, *pair) for pair in select_pairs(batch)] == [(0, 3), (6, 7)]


def test_divergence_judge_finds_the_pivotal_step(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    success, failure = batch.trajectories
    assert success.actions == ["wait", "wait", "pick key", "wait", "open door"] and success.won
    assert failure.actions == ["wait"] * 4 + ["open door"] and not failure.won
    for window, expected in [(0, (2, 2)), (1, (1, 3)), (4, (0, 4))]:
        run_callbacks([SegmentJudge(DivergenceJudge(window))], pivot_trainer, batch)
        (seg,) = batch.annotations[SEGMENTS_KEY]
        assert (seg.start_step, seg.end_step) == expected and positions(batch, seg.success, *seg.failures) == (0, 1)
        assert seg.judge == "DivergenceJudge" and seg.reason == "actions first differ at step 3"
    assert batch.stats["prover/eligible_groups"] == 1 and batch.stats["prover/segments_proposed"] == 1
    assert batch.stats["prover/judge_failures"] == 0


def test_the_oracle_judge_names_the_last_step_that_took_the_key():
    lost_and_retaken = hand_made(["go", "take key", "touch trap", "take key", "open door"], True)
    never = hand_made(["go", "open door"], True)
    failure = hand_made(["go", "go"], False)
    regained, missing = KeyRoomJudge().propose([JudgeCase(lost_and_retaken, [failure]), JudgeCase(never, [failure])],
                                                None)
    assert (regained.start_step, regained.end_step) == (3, 3)
    assert isinstance(missing, JudgeFailure) and missing.kind == "malformed"


def test_random_judge_is_uniform_over_segments_in_range_and_seeded():
    pair = JudgeCase(hand_made(["a"] * 5, True), [hand_made(["b"] * 5, False)])
    draws = [(v.start_step, v.end_step) for v in RandomJudge(seed=0).propose([pair] * 3000, None)]
    every = {(a, b) for a in range(5) for b in range(a, 5)}
    assert set(draws) == every  # 15 segments, all inside [0, 4], start <= end
    assert min(draws.count(s) for s in every) > 120  # 200 expected each
    assert draws == [(v.start_step, v.end_step) for v in RandomJudge(seed=0).propose([pair] * 3000, None)]
    assert draws != [(v.start_step, v.end_step) for v in RandomJudge(seed=1).propose([pair] * 3000, None)]
    short = {(v.start_step, v.end_step) for v in RandomJudge(seed=0, max_length=2).propose([pair] * 500, None)}
    assert short == {(a, b) for a, b in every if b - a < 2}


def test_random_judge_resumes_its_draws_from_a_checkpoint():
    pair = JudgeCase(hand_made(["a"] * 6, True), [hand_made(["b"] * 6, False)])
    callback = SegmentJudge(RandomJudge(seed=3))
    callback.judge.propose([pair] * 10, None)
    state = torch.load(io.BytesIO(_saved(callback.state_dict())), weights_only=False)  # as a checkpoint would
    expected = callback.judge.propose([pair] * 20, None)
    resumed = SegmentJudge(RandomJudge(seed=3))
    resumed.load_state_dict(state)
    assert resumed.judge.propose([pair] * 20, None) == expected


def _saved(obj) -> bytes:
    buffer = io.BytesIO()
    torch.save(obj, buffer)
    return buffer.getvalue()


# ----------------------------------------------------------------------------------------------- LLM judge
def test_llm_judge_on_the_policy_reads_1_based_json(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    prompts = []

    answer = 'Sure. {"start_step": 3, "end_step": 3, "reason": "it took the key"}'

    def judge_policy(prompt):
        prompts.append(prompt)
        return answer

    pivot_trainer.lightning_module.sampler = ScriptedSampler(tokenizer, judge_policy)
    judge = SegmentJudge(LLMJudge(PolicyBackend(max_new_tokens=32), max_observation_chars=40))
    run_callbacks([judge], pivot_trainer, batch)
    assert batch.stats["prover/judge_generated_tokens"] == n_tokens(tokenizer, answer)
    (seg,) = batch.annotations[SEGMENTS_KEY]
    assert (seg.start_step, seg.end_step, seg.reason, seg.judge) == (2, 2, "it took the key", "LLMJudge")
    (prompt,) = prompts
    assert "Task: take the key when you can, then open the door" in prompt
    assert "Step 3: pick key -> train-corridor: step 3, key held" in prompt
    assert "Step 3: wait -> train-corridor: step 3, key not held" in prompt
    assert "1 <= start_step <= end_step <= 5" in prompt


@pytest.mark.parametrize("answer, kind", [
    ("step 3 decided it", "malformed"),
    ('{"start_step": "three", "end_step": 3}', "malformed"),
    ('{"start_step": 0, "end_step": 2}', "out_of_range"),
    ('{"start_step": 4, "end_step": 6}', "out_of_range"),
    ('{"start_step": 4, "end_step": 2}', "reversed"),
])
def test_llm_judge_bad_answers_skip_the_group_and_are_counted(pivot_trainer, tokenizer, answer, kind):
    batch = pivot_batch(pivot_trainer, tokenizer)
    pivot_trainer.lightning_module.sampler = ScriptedSampler(tokenizer, lambda p: answer)
    run_callbacks([SegmentJudge(LLMJudge())], pivot_trainer, batch)
    assert batch.annotations[SEGMENTS_KEY] == []
    assert batch.stats["prover/eligible_groups"] == 1 and batch.stats["prover/segments_proposed"] == 0
    assert "prover/segment_turns_mean" not in batch.stats  # no segment: no mean length, not 0
    assert batch.stat_weights == {"prover/eligible_group_rate": 1.0}  # nor a merge weight for it; 1 group
    assert batch.stats["prover/judge_failures"] == 1
    counts = {k: batch.stats[f"prover/judge_failures/{k}"] for k in FAILURE_KINDS}
    assert counts == {k: float(k == kind) for k in FAILURE_KINDS}


def test_parse_verdict():
    assert parse_verdict('```json\n{"start_step": 2, "end_step": 4, "reason": "x"}\n```') == Verdict(1, 3, "x")
    assert parse_verdict('{"note": {"a": 1}} then {"start_step": 1, "end_step": 1}') == Verdict(0, 0, "")
    assert parse_verdict('{"start_step": true, "end_step": 1}').kind == "malformed"
    assert parse_verdict('{"start_step": 1, "end_step": 2').kind == "malformed"  # unterminated


class _JudgeServer(BaseHTTPRequestHandler):
    """An OpenAI-style endpoint whose behaviour is chosen by the requested model name."""

    requests: list = []

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.requests.append((self.path, self.headers.get("Authorization"), body))
        model = body["model"]
        if model == "slow":
            time.sleep(1.5)
        if model in ("trickle", "trickle headers"):  # a byte every 0.1 s: every read is quick, the answer never ends
            if model == "trickle":
                self.send_response(200)
                self.send_header("Content-Length", "100")
                self.end_headers()
            for _ in range(30):
                self.wfile.write(b"H" if model == "trickle headers" else b" ")
                self.wfile.flush()
                time.sleep(0.1)
            return
        if model == "broken":
            self.send_error(500)
            return
        content = {"judge": '{"start_step": 3, "end_step": 4, "reason": "key"}', "chatty": "no idea"}.get(model, "")
        raw = json.dumps({"choices": [{"message": {"content": content}}], "usage": {"completion_tokens": 17}}).encode()
        send_json(self, b"not json" if model == "garbage" else raw)

    def log_message(self, *args):
        pass


@pytest.fixture
def judge_server():
    yield from serve(_JudgeServer)  # "slow" answers after its timed-out client has gone


def test_openai_backend_against_a_local_server(pivot_trainer, tokenizer, judge_server, monkeypatch):
    monkeypatch.setenv("JUDGE_KEY", "sekrit")
    batch = pivot_batch(pivot_trainer, tokenizer)
    backend = OpenAIBackend(judge_server + "/v1/", "judge", api_key_env="JUDGE_KEY", timeout_s=5.0)
    run_callbacks([SegmentJudge(LLMJudge(backend))], pivot_trainer, batch)
    (seg,) = batch.annotations[SEGMENTS_KEY]
    assert (seg.start_step, seg.end_step, seg.reason) == (2, 3, "key")
    assert batch.stats["prover/judge_generated_tokens"] == 17  # the endpoint's usage.completion_tokens
    ((path, auth, body),) = _JudgeServer.requests
    assert path == "/v1/chat/completions" and auth == "Bearer sekrit"
    assert body["model"] == "judge" and body["temperature"] == 0.0
    assert "Which consecutive steps of the successful attempt" in body["messages"][0]["content"]


@pytest.mark.parametrize("model, kind", [("chatty", "malformed"), ("slow", "timeout"), ("broken", "http_error"),
                                         ("garbage", "bad_response"), ("closed port", "unreachable"),
                                         ("trickle", "timeout"), ("trickle headers", "timeout")])
def test_openai_backend_failures_are_counted_not_raised(pivot_trainer, tokenizer, judge_server, model, kind):
    batch = pivot_batch(pivot_trainer, tokenizer)
    url = f"http://127.0.0.1:{free_port()}" if model == "closed port" else judge_server
    t0 = time.perf_counter()
    run_callbacks([SegmentJudge(LLMJudge(OpenAIBackend(url, model, timeout_s=0.3)))], pivot_trainer, batch)
    assert time.perf_counter() - t0 < 1.2  # bounded by the timeout, not by the slow server
    assert batch.annotations[SEGMENTS_KEY] == []
    assert batch.stats["prover/judge_failures"] == 1 and batch.stats[f"prover/judge_failures/{kind}"] == 1


def test_openai_backend_names_a_missing_key_variable():
    with pytest.raises(ValueError, match="NO_SUCH_JUDGE_KEY"):
        OpenAIBackend("http://127.0.0.1:1", "m", api_key_env="NO_SUCH_JUDGE_KEY")


def test_hf_backend_loads_its_model_on_first_use(tmp_path, tokenizer):
    load_model("unused", model_config=TINY_MODEL_CONFIG, vocab_size=len(tokenizer)).save_pretrained(tmp_path)
    tokenizer.save_pretrained(tmp_path)
    backend = HFBackend(str(tmp_path), max_new_tokens=4)
    assert backend.sampler is None  # nothing loaded at construction (config time)
    pair = JudgeCase(hand_made(["a", "b"], True), [hand_made(["a", "c"], False)])
    (verdict,) = LLMJudge(backend).propose([pair], SimpleNamespace(device="cpu"))
    assert backend.sampler is not None
    assert isinstance(verdict, JudgeFailure) and verdict.kind == "malformed"  # a random model writes no JSON


# ----------------------------------------------------------------------------------------------- verifier
def test_verifier_advantage_is_1_on_the_pivot_and_0_on_irrelevant_segments(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    pivot, irrelevant, from_start, last = (segment(batch, a, b) for a, b in [(2, 2), (3, 3), (0, 2), (4, 4)])
    batch.annotations[SEGMENTS_KEY] = [pivot, irrelevant, from_start, last]
    add_extra_cost(batch, generated_tokens=11.0)  # what a model judge generated: extra generation too
    run_callbacks([SegmentVerifier(num_continuations=3, max_segments_per_batch=4), CostRatios()], pivot_trainer, batch)

    def as_tuple(s: Segment) -> tuple:
        return s.advantage, s.stderr, s.success_before, s.success_after, s.n_before, s.n_after

    assert as_tuple(pivot) == (1.0, 0.0, 0.0, 1.0, 3, 3)
    assert as_tuple(irrelevant) == (0.0, 0.0, 1.0, 1.0, 3, 3)
    assert as_tuple(from_start) == (1.0, 0.0, 0.0, 1.0, 3, 3)  # before = the initial state (empty prefix)
    assert as_tuple(last) == (0.0, 0.0, 1.0, 1.0, 3, 0)  # after the winning step: terminal and won, not sampled
    # all 7 sides x 3 continuations in one batched rollout: the first generate call has all 21 prompts
    assert pivot_trainer.lightning_module.sampler.calls[0] == 21
    # a continuation from a prefix of k steps replays k env steps, then samples (4 - k) waits and one "open door"
    prefixes = [2, 3, 3, 4, 0, 3, 4]
    waits = sum(4 - k for k in prefixes)
    wait, open_door = n_tokens(tokenizer, "<action>wait</action>"), n_tokens(tokenizer, "<action>open door</action>")
    tokens = 3 * (waits * wait + 7 * open_door) + 11
    stats = batch.stats
    assert stats["cost/extra_generated_tokens"] == tokens and stats["prover/continuation_tokens"] == tokens - 11
    assert stats["cost/extra_env_steps"] == 3 * (sum(prefixes) + waits + 7)
    assert stats["cost/extra_token_ratio"] == pytest.approx(tokens / stats["rollout/generated_tokens"])
    assert stats["cost/cumulative_extra_token_ratio"] == pytest.approx(stats["cost/extra_token_ratio"])
    assert stats["cost/extra_time_ratio"] > 0
    assert stat(batch, "segments_verified", "continuations", "replay_mismatches") == (4, 21, 0)
    assert stat(batch, "advantage_mean", "advantage_positive_share", "segments_verified_positive") == (0.5, 0.5, 2)
    assert stat(batch, "advantage_positive_per_proposed") == (0.5,)  # 2 positive of 4 proposed
    # the means over the 4 verified (and 4 proposed) segments merge across ranks weighted by 4
    assert {k: w for k, w in batch.stat_weights.items() if k.startswith("prover/")} == dict.fromkeys(
        ["prover/advantage_mean", "prover/advantage_stderr_mean", "prover/advantage_positive_share",
         "prover/advantage_positive_per_proposed"], 4.0)


def test_positive_share_of_proposed_segments_counts_the_unverified_as_not_positive(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    pivot, irrelevant, later = segment(batch, 2, 2), segment(batch, 3, 3), segment(batch, 1, 1)
    batch.annotations[SEGMENTS_KEY] = [pivot, irrelevant, later]
    run_callbacks([SegmentVerifier(num_continuations=2, max_segments_per_batch=2)], pivot_trainer, batch)
    assert (pivot.advantage, irrelevant.advantage, later.skipped) == (1.0, 0.0, "over_budget")
    # 1 positive: of 2 verified, of 3 proposed; each share weighted by its own denominator
    assert stat(batch, "advantage_positive_share", "advantage_positive_per_proposed") == (0.5, 1 / 3)
    assert batch.stat_weights["prover/advantage_positive_share"] == 2.0
    assert batch.stat_weights["prover/advantage_positive_per_proposed"] == 3.0


def test_continuations_sample_at_the_training_temperature(tokenizer):
    """Guards against continuations sampled at another temperature than the training rollouts' (the validation
    temperature, or a hard-coded 1.0): Â must estimate the success rates of the policy being trained."""
    stub = pivot_stub_trainer(tokenizer, temperature=0.7, val_temperature=0.3)
    try:
        batch = pivot_batch(stub, tokenizer)
        batch.annotations[SEGMENTS_KEY] = [segment(batch, 2, 2)]
        sampler = stub.lightning_module.sampler  # the current policy, fresh: it saw no call yet
        run_callbacks([SegmentVerifier(num_continuations=2)], stub, batch)
    finally:
        stub.datamodule.teardown("fit")
    # 2 from s_2 (wait at steps 3, 4, open at 5) and 2 from s_3 (wait at 4, open at 5), in lockstep: 3 rounds
    assert sampler.calls == [4, 4, 2]
    assert [p.temperature for p in sampler.params] == [0.7, 0.7, 0.7]


def test_a_continuation_takes_only_the_steps_left_of_the_episode_cap(pivot_trainer, tokenizer, monkeypatch):
    """Guards against the step cap of a continuation counted from its restored state instead of from the episode
    start: a continuation from s_l (l replayed steps) may sample only max_episode_steps - l = 5 - l steps."""
    batch = pivot_batch(pivot_trainer, tokenizer, current=lambda prompt: "<action>wait</action>")  # never ends
    calls = record_continuations(monkeypatch, pivot_trainer.datamodule)
    seg = segment(batch, 1, 2)  # s_pre = s_1, s_post = s_3
    batch.annotations[SEGMENTS_KEY] = [seg]
    run_callbacks([SegmentVerifier(num_continuations=2)], pivot_trainer, batch)
    ((starts, continuations),) = calls
    assert [len(s.prefix_actions) for s in starts] == [1, 1, 3, 3]
    assert [len(c.steps) for c in continuations] == [4, 4, 2, 2]
    assert all(c.truncated and not c.won for c in continuations)
    # the first sampled step of a continuation from s_l is the episode's step l + 1 of 5
    assert [step_of(tokenizer.decode(c.steps[0].prompt_ids)) for c in continuations] == [2, 2, 4, 4]
    assert (seg.advantage, seg.n_before, seg.n_after) == (0.0, 2, 2)


def test_verifier_standard_error_of_mixed_outcomes():
    adv, stderr, p_b, p_a = advantage_estimate([True, False, False, False], [True, True, False, True])
    assert (adv, p_b, p_a) == (0.5, 0.25, 0.75)
    assert stderr == pytest.approx((0.25 * 0.75 / 4 + 0.75 * 0.25 / 4) ** 0.5)


def test_replay_mismatch_is_excluded_and_counted(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    batch.trajectories[0].steps[1].observation = "tampered record"  # replays through step 1 no longer match
    pivot, first = segment(batch, 2, 2), segment(batch, 0, 0)
    batch.annotations[SEGMENTS_KEY] = [pivot, first]
    run_callbacks([SegmentVerifier(num_continuations=2)], pivot_trainer, batch)
    assert pivot.skipped == "no_usable_continuation" and not pivot.verified
    assert first.verified and (first.advantage, first.n_before, first.n_after) == (0.0, 2, 2)  # no key either side
    assert stat(batch, "replay_mismatches", "segments_unverifiable", "segments_verified") == (4, 1, 1)


def test_aborted_continuations_are_excluded_and_segments_over_budget_skipped(pivot_trainer, tokenizer):
    def traps_with_the_key(prompt):  # the env raises on "trap": continuations holding the key abort
        holds_key = "key held" in prompt.split("current observation is:")[1]
        return "<action>trap</action>" if holds_key else wait_then_open(prompt)

    batch = pivot_batch(pivot_trainer, tokenizer, current=traps_with_the_key)
    pivot, later = segment(batch, 2, 2), segment(batch, 3, 3)
    batch.annotations[SEGMENTS_KEY] = [pivot, later]
    run_callbacks([SegmentVerifier(num_continuations=2, max_segments_per_batch=1)], pivot_trainer, batch)
    assert pivot.skipped == "no_usable_continuation" and later.skipped == "over_budget"
    assert stat(batch, "aborted_continuations", "continuations") == (2, 4)
    assert stat(batch, "segments_unverifiable", "segments_over_budget") == (1, 1)
    assert "prover/advantage_mean" not in batch.stats  # none verified: no mean over them, and no weight
    assert batch.stat_weights == {"prover/advantage_positive_per_proposed": 2.0}  # 0 positive of the 2 proposed
    assert batch.stats["prover/advantage_positive_per_proposed"] == 0.0


def test_cumulative_overhead_survives_state_dict(pivot_trainer, tokenizer):
    verifier, ratios = SegmentVerifier(num_continuations=2), CostRatios()
    first = pivot_batch(pivot_trainer, tokenizer)
    first.annotations[SEGMENTS_KEY] = [segment(first, 2, 2)]
    run_callbacks([verifier, ratios], pivot_trainer, first)
    second = pivot_batch(pivot_trainer, tokenizer)  # no segments: no extra cost, but its rollout cost counts
    run_callbacks([verifier, ratios], pivot_trainer, second)
    extra = first.stats["cost/extra_generated_tokens"]
    own = first.stats["rollout/generated_tokens"] + second.stats["rollout/generated_tokens"]
    assert second.stats["cost/extra_token_ratio"] == 0.0
    assert second.stats["prover/segments_verified"] == 0  # and no mean over the verified segments, rather than 0:
    assert not {"prover/advantage_mean", "prover/advantage_stderr_mean", "prover/advantage_positive_share",
                "prover/advantage_positive_per_proposed"} & set(second.stats)
    assert second.stats["cost/cumulative_extra_token_ratio"] == pytest.approx(extra / own)
    # ranks merge the ratios into the ratio of their sums: weights are the rollout tokens, this batch's and the run's
    assert second.stat_weights["cost/extra_token_ratio"] == second.stats["rollout/generated_tokens"]
    assert second.stat_weights["cost/cumulative_extra_token_ratio"] == own
    resumed = CostRatios()
    resumed.load_state_dict(ratios.state_dict())
    assert resumed.totals == ratios.totals and resumed.totals["generated_tokens"] == extra


def test_cost_ratios_name_a_missing_rollout_statistic(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    del batch.stats["rollout/env_steps"]
    with pytest.raises(KeyError, match="CostRatios needs the batch statistic 'rollout/env_steps'"):
        run_callbacks([CostRatios()], pivot_trainer, batch)


# ----------------------------------------------------------------------------------------------- credit
def advantages(batch):
    return [[s.advantage for s in t.steps] for t in batch.trajectories]


def test_credit_adds_coef_times_advantage_to_exactly_the_segment_steps(pivot_trainer, tokenizer):
    for apply_negative in (False, True):
        batch = pivot_batch(pivot_trainer, tokenizer)
        grpo = advantages(batch)
        assert grpo[0] == [pytest.approx(0.7071, abs=1e-4)] * 5 and grpo[1] == [pytest.approx(-0.7071, abs=1e-4)] * 5
        batch.annotations[SEGMENTS_KEY] = [
            segment(batch, 2, 3, advantage=1.0, stderr=0.0),   # applied: 0.5 x 1.0
            segment(batch, 0, 0, advantage=-0.5, stderr=0.0),  # negative: only with apply_negative, 0.5 x -0.5
            segment(batch, 4, 4, advantage=0.2, stderr=0.0),   # below the threshold
            segment(batch, 1, 1),                              # not verified
        ]
        run_callbacks([SegmentCredit(coef=0.5, threshold=0.25, apply_negative=apply_negative)], pivot_trainer, batch)
        bonus = [-0.25 if apply_negative else 0.0, 0.0, 0.5, 0.5, 0.0]
        assert advantages(batch) == [[a + b for a, b in zip(grpo[0], bonus)], grpo[1]]
        assert [s.bonus for s in batch.annotations[SEGMENTS_KEY]] == [0.5, -0.25 if apply_negative else 0.0, 0.0, 0.0]
        steps = batch.trajectories[0].steps
        credited = [0, 2, 3] if apply_negative else [2, 3]
        total = sum(len(s.response_ids) for s in batch.samples())
        assert batch.stats["prover/segments_credited"] == len(credited) - 1
        share = sum(len(steps[i].response_ids) for i in credited) / total
        assert batch.stats["prover/bonus_token_share"] == pytest.approx(share)
        assert batch.stat_weights["prover/bonus_token_share"] == total  # merged over the ranks' training tokens


def test_credit_with_coef_0_changes_nothing_and_counts_no_credited_segment(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    grpo = advantages(batch)
    batch.annotations[SEGMENTS_KEY] = [segment(batch, 2, 3, advantage=1.0, stderr=0.0)]
    run_callbacks([SegmentCredit(coef=0.0)], pivot_trainer, batch)
    assert advantages(batch) == grpo
    assert batch.stats["prover/segments_credited"] == 0 and batch.stats["prover/bonus_token_share"] == 0.0


def test_judge_only_credit_adds_a_fixed_bonus_to_every_judged_segment(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    grpo = advantages(batch)
    batch.annotations[SEGMENTS_KEY] = [segment(batch, 1, 2), segment(batch, 3, 3, advantage=-1.0, stderr=0.0)]
    run_callbacks([JudgeOnlyCredit(bonus=0.3)], pivot_trainer, batch)
    assert advantages(batch) == [[a + b for a, b in zip(grpo[0], [0.0, 0.3, 0.3, 0.3, 0.0])], grpo[1]]
    assert batch.stats["prover/segments_credited"] == 2


def test_a_segment_credits_its_own_trajectory_after_the_batch_list_is_reordered(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    success, failure = batch.trajectories
    run_callbacks([SegmentJudge(DivergenceJudge(window=0))], pivot_trainer, batch)
    batch.trajectories = [failure, success]  # what a stage that rebuilds the groups would leave
    grpo = [[s.advantage for s in t.steps] for t in (success, failure)]
    run_callbacks([JudgeOnlyCredit(bonus=0.3)], pivot_trainer, batch)
    # the judged step (index 2, "pick key") of the success got the bonus; the failure, now first, nothing
    assert [s.advantage for s in success.steps] == [a + b for a, b in zip(grpo[0], [0.0, 0.0, 0.3, 0.0, 0.0])]
    assert [s.advantage for s in failure.steps] == grpo[1]


def test_full_chain_credits_the_pivot_and_logs_text_and_histogram(pivot_trainer, tokenizer, tmp_path):
    logger = TensorBoardLogger(save_dir=tmp_path, name="tb", version=0)
    pivot_trainer.loggers = [logger]
    batch = pivot_batch(pivot_trainer, tokenizer)
    grpo = advantages(batch)
    run_callbacks([SegmentJudge(DivergenceJudge(window=0)), SegmentVerifier(num_continuations=2),
                   SegmentCredit(coef=1.0)], pivot_trainer, batch)
    JudgedPairLogger().on_train_batch_end(pivot_trainer, pivot_trainer.lightning_module, None, batch, 0)
    assert advantages(batch) == [[a + (1.0 if i == PIVOT else 0.0) for i, a in enumerate(grpo[0])], grpo[1]]
    logger.experiment.flush()
    acc = EventAccumulator(str(tmp_path / "tb" / "version_0")).Reload()
    assert "prover/advantage" in acc.Tags()["histograms"]
    text = acc.Tensors("prover/judged_pair/text_summary")[0].tensor_proto.string_val[0].decode()
    assert "- **▶ Step 3: pick key -> train-corridor: step 3, key held**" in text
    assert "- Step 2: wait" in text
    assert "**Â = +1.00 ± 0.00 (success rate before 0.00 over 2, after 1.00 over 2)**" in text
    assert "bonus +1.000 per step" in text


def test_full_chain_with_a_csv_logger_writes_the_histogram_values_and_the_text_beside_its_metrics(
        pivot_trainer, tokenizer, tmp_path):
    pivot_trainer.loggers = [CSVLogger(save_dir=tmp_path, name="csv", version=0)]
    batch = pivot_batch(pivot_trainer, tokenizer)
    run_callbacks([SegmentJudge(DivergenceJudge(window=0)), SegmentVerifier(num_continuations=2),
                   SegmentCredit(coef=1.0)], pivot_trainer, batch)
    JudgedPairLogger().on_train_batch_end(pivot_trainer, pivot_trainer.lightning_module, None, batch, 0)
    step = logging_step(pivot_trainer)
    run = tmp_path / "csv" / "version_0"
    # the one verified segment, the pivot: success rate 0 before it, 1 after it
    assert (run / "histograms" / "prover" / "advantage.csv").read_text().splitlines() == ["step,value", f"{step},1.0"]
    text = (run / "text" / "prover" / "judged_pair.md").read_text()
    assert text.startswith(f"## step {step}\n\n**group** ")
    assert "**Â = +1.00 ± 0.00 (success rate before 0.00 over 2, after 1.00 over 2)**" in text


def test_every_step_ablation_verifies_each_step_and_credits_only_the_pivot(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    grpo = advantages(batch)
    run_callbacks([EveryStepSegments(), SegmentVerifier(num_continuations=2, max_segments_per_batch=100),
                   SegmentCredit()],
        pivot_trainer, batch)
    segments = batch.annotations[SEGMENTS_KEY]
    assert [(s.start_step, s.end_step) for s in segments] == [(i, i) for i in range(LENGTH)]
    assert [s.advantage for s in segments] == [0.0, 0.0, 1.0, 0.0, 0.0]  # only the pivotal step moves the odds
    assert stat(batch, "eligible_groups", "segments_proposed", "segments_verified", "judge_failures") == (1, 5, 5, 0)
    assert advantages(batch) == [[a + (1.0 if i == PIVOT else 0.0) for i, a in enumerate(grpo[0])], grpo[1]]


# ----------------------------------------------------------------------------------------------- configs and fit
@pytest.mark.parametrize("overlay, judge, credit", [
    ("prover", "LLMJudge", "SegmentCredit"), ("prover_divergence", "DivergenceJudge", "SegmentCredit"),
    ("prover_random", "RandomJudge", "SegmentCredit"), ("prover_no_verify", "LLMJudge", "JudgeOnlyCredit"),
    ("prover_exhaustive", None, "SegmentCredit"), ("prover_paper", "LLMJudge", "SegmentCredit"),
])
def test_overlay_configs_append_prover_callbacks_to_the_base(overlay, judge, credit, capsys):
    with pytest.raises(SystemExit):
        main(["fit", "--config", str(ROOT / "configs/alfworld_grpo_cpu.yaml"),
              "--config", str(ROOT / f"configs/{overlay}.yaml"), "--print_config"])
    callbacks = yaml.safe_load(capsys.readouterr().out)["trainer"]["callbacks"]
    names = [c["class_path"].rsplit(".", 1)[-1] for c in callbacks]
    verifier = [] if credit == "JudgeOnlyCredit" else ["SegmentVerifier"]
    base = ["TrajectoryTextLogger", "GroupOutcomes", "EvalTrajectoryTextLogger", "ExportPolicy", "ModelCheckpoint"]
    first = "SegmentJudge" if judge else "EveryStepSegments"
    assert names == [*base, first, *verifier, credit, "CostRatios", "JudgedPairLogger"]
    if judge:
        assert callbacks[len(base)]["init_args"]["judge"]["class_path"].endswith(judge)


PROVER_KEYS = {
    *(f"prover/{k}" for k in [
        "eligible_groups", "eligible_group_rate", "segments_proposed", "segment_turns_mean", "judge_failures",
        "repairs", "judge_tool_calls", "judge_s", "judge_generated_tokens", "segments_verified",
        "segments_verified_positive", "segments_over_budget", "segments_unverifiable", "continuations",
        "continuation_tokens", "replay_mismatches", "aborted_continuations", "advantage_mean",
        "advantage_stderr_mean", "advantage_positive_share", "advantage_positive_per_proposed", "verify_s",
        "segments_credited", "bonus_token_share",
    ]),
    *(f"prover/judge_failures/{k}" for k in FAILURE_KINDS),
}
#: logged only at the iterations with a proposed (segment_turns_mean, advantage_positive_per_proposed) or verified
#: segment (the others)
MEANS_OVER_SEGMENTS = {f"prover/{k}" for k in ["segment_turns_mean", "advantage_positive_per_proposed",
                                               "advantage_mean", "advantage_stderr_mean", "advantage_positive_share"]}
COST_KEYS = {f"cost/{k}" for k in [
    "extra_generated_tokens", "extra_env_steps", "extra_s", "extra_token_ratio", "extra_env_step_ratio",
    "extra_time_ratio", "cumulative_extra_token_ratio", "cumulative_extra_env_step_ratio",
    "cumulative_extra_time_ratio",
]}


def test_fit_with_prover_divergence_on_a_shipped_alfworld_game(tmp_path):
    env = {"class_path": "prover_lightning.envs.alfworld.ALFWorldSpec"}
    cfg = write_config(tmp_path, env, max_val_tasks=1)
    cli = main(["fit", "--config", cfg, "--config", str(ROOT / "configs/prover_divergence.yaml"),
                "--trainer.logger.init_args.name", "run"])
    assert cli.trainer.global_step == 4  # two rollout iterations
    logged = scalars(tmp_path)
    assert PROVER_KEYS - MEANS_OVER_SEGMENTS <= {k for k in logged if k.startswith("prover/")} <= PROVER_KEYS
    assert {k for k in logged if k.startswith("cost/")} == COST_KEYS
    # every key on every iteration, but a mean over segments only at the iterations that have one
    assert all(len(logged[k]) == 2 for k in (PROVER_KEYS | COST_KEYS) - MEANS_OVER_SEGMENTS)
    eligible, verified = logged["prover/eligible_groups"], logged["prover/segments_verified"]
    proposed = logged["prover/segments_proposed"]
    assert all(v <= e for v, e in zip(verified, eligible))
    assert all(len(logged.get(f"prover/{k}", [])) == sum(p > 0 for p in proposed)
               for k in ("segment_turns_mean", "advantage_positive_per_proposed"))
    assert all(len(logged.get(f"prover/{k}", [])) == sum(v > 0 for v in verified)
               for k in ("advantage_mean", "advantage_stderr_mean", "advantage_positive_share"))


class FailsWithAKindOfItsOwnAtFirst(Judge):
    """A custom judge that answers every case with a failure: of a kind of its own, ``endpoint_crashed``, at its first
    call, ``malformed`` at every later one."""

    def __init__(self) -> None:
        self.calls = 0

    def propose(self, cases: list[JudgeCase], pl_module) -> list[JudgeFailure]:
        self.calls += 1
        return [JudgeFailure("endpoint_crashed" if self.calls == 1 else "malformed") for _ in cases]


def test_a_judge_failure_kind_of_a_custom_judge_has_a_point_only_at_the_iterations_it_happened(tmp_path):
    env = {"class_path": "tests.envs_for_tests.TwoTypeCounterSpec"}
    cfg = write_config(tmp_path, env, max_val_tasks=1)
    overlay = tmp_path / "judge.yaml"
    overlay.write_text(yaml.safe_dump({"trainer": {"callbacks+": [
        {"class_path": "tests.scripted.FirstEpisodeOfSomeTasksWins"},
        {"class_path": "callbacks.prover.SegmentJudge",
         "init_args": {"judge": {"class_path": "tests.test_prover.FailsWithAKindOfItsOwnAtFirst"}}},
        {"class_path": "callbacks.prover.JudgeOnlyCredit"},
        {"class_path": "callbacks.CostRatios"},
        {"class_path": "callbacks.prover.JudgedPairLogger"},
    ]}}))
    cli = main(["fit", "--config", cfg, "--config", str(overlay), "--trainer.max_steps=6"])
    # 3 iterations of 2 tasks: seeds 3 and 0 (both with a first episode that wins: 2 eligible groups), 7 and 2 (1),
    # 1 and 4 (1)
    assert [[t.seed for t in cli.datamodule.tasks_for_iteration(i)] for i in range(3)] == [[3, 0], [7, 2], [1, 4]]
    logged = curves(tmp_path / "run" / "version_0")  # {step: value}; raises if a step is logged twice
    assert logged["prover/eligible_groups"] == {0: 2.0, 1: 1.0, 2: 1.0}
    assert logged["prover/judge_failures"] == {0: 2.0, 1: 1.0, 2: 1.0}
    assert logged["prover/judge_failures/malformed"] == {0: 0.0, 1: 1.0, 2: 1.0}  # a known kind: every iteration
    assert logged["prover/judge_failures/endpoint_crashed"] == {0: 2.0}  # not repeated at iterations 1 and 2
    # no segment at any iteration: the text tab shows each iteration's failures, with their groups
    acc = EventAccumulator(str(tmp_path / "run" / "version_0"), size_guidance={"tensors": 0}).Reload()
    texts = {e.step: e.tensor_proto.string_val[0].decode() for e in acc.Tensors("prover/judged_pair/text_summary")}
    assert sorted(texts) == [0, 1, 2]
    assert texts[0].splitlines() == [
        "**no segment**: the judge failed on 2 judged group(s) (endpoint_crashed × 2)", "",
        "- group 0, endpoint_crashed: (no detail)", "- group 1, endpoint_crashed: (no detail)"]
    assert texts[1].startswith("**no segment**: the judge failed on 1 judged group(s) (malformed × 1)")
