"""ProVer as the paper specifies it (arXiv 2609.36178), rule by rule on scripted groups: eligible groups, the judged
success, the segment rules every judge obeys, the LLM judge's ask, repairs and tools (against a scripted
OpenAI-compatible server on localhost), verification from both sides, the credit in the advantage's units,
budget-matched GRPO, the cost accounting and the callback-order contract."""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler
from math import comb
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

from callbacks import CostRatios, ExtraRollouts, GiGPOCredit
from callbacks.extra_rollouts import extra_episodes_per_group
from callbacks.prover import (
    DivergenceJudge,
    EveryStepSegments,
    JudgeCase,
    JudgeOnlyCredit,
    LLMJudge,
    OpenAIBackend,
    PolicyBackend,
    RandomJudge,
    Segment,
    SegmentCredit,
    SegmentJudge,
    SegmentRules,
    SegmentVerifier,
    Verdict,
)
from callbacks.prover.judges import JUDGE_TOOLS, FailedRuns, Judge, nearest_valid_segment
from callbacks.prover.segments import (
    FAILURE_KINDS,
    JUDGE_FAILURES_KEY,
    SEGMENTS_KEY,
    check_verdict,
    select_contrasts,
    valid_segments,
)
from callbacks.prover.verifier import advantage_estimate
from callbacks.stages import check_stages
from prover_lightning.advantages import assign_grpo_advantages
from prover_lightning.envs.base import Task
from prover_lightning.rollout import RewardConfig
from prover_lightning.types import RolloutBatch, StepSample, Trajectory
from tests.helpers import (
    COUNTER,
    pivot_batch,
    positions,
    record_continuations,
    run_callbacks,
    scalars,
    send_json,
    serve,
    write_config,
)
from tests.scripted import ScriptedSampler
from train import main

ROOT = Path(__file__).resolve().parents[1]
PAPER_RULES = SegmentRules(max_turns=4, non_terminal=True, valid_actions_only=True)


def traj(actions, won, group_id=0, admissible=None, aborted=False, reward=1.0) -> Trajectory:
    """A hand-made trajectory: one step per action (``None``: an unparseable response), the last step rewarded
    ``reward`` when won; ``admissible[k] = False`` marks step k's action as rejected by the env."""
    steps = [StepSample(prompt_ids=[], response_ids=[7, 8], response_logprobs=[-1.0, -1.0], response_text=a or "",
                        action=a, admissible=True if admissible is None else admissible[k], observation=f"saw {a} {k}")
             for k, a in enumerate(actions)]
    if won:
        steps[-1].reward = reward
    return Trajectory(Task("t", "x"), group_id, goal="reach the exit", steps=steps, won=won, aborted=aborted)


def batch_of(*trajs) -> RolloutBatch:
    return RolloutBatch(list(trajs), policy_version=0, temperature=1.0)


# ----------------------------------------------------------------------------------------------- which groups
def group(group_id: int, wins: int, lengths=None) -> list[Trajectory]:
    """8 trajectories: ``wins`` successes (of the given lengths) then failures of 6 steps."""
    lengths = lengths or [4] * wins
    return ([traj(["go"] * n, True, group_id) for n in lengths]
            + [traj(["stay"] * 6, False, group_id) for _ in range(8 - wins)])


def test_eligible_groups_have_1_to_3_successes_and_the_judged_success_is_the_shortest():
    batch = batch_of(*group(0, 0), *group(1, 1, [5]), *group(2, 3, [6, 3, 3]), *group(3, 4), *group(4, 8))
    contrasts = select_contrasts(batch, "shortest_success", (1, 3))
    assert [(positions(batch, c.success), positions(batch, *c.failures)) for c in contrasts] == [
        ((8,), tuple(range(9, 16))),      # group 1: its only success, against all 7 failures
        ((17,), tuple(range(19, 24))),    # group 2: lengths 6, 3, 3 -> the first of the two 3-step successes
    ]
    any_mixed_group = select_contrasts(batch, "shortest_success")
    assert positions(batch, *[c.success for c in any_mixed_group]) == (8, 17, 24)
    one_failure_each = select_contrasts(batch, "pair", (1, 3))
    assert [positions(batch, *c.failures) for c in one_failure_each] == [(9,), (19,)]


def test_aborted_trajectories_take_no_part_in_eligibility():
    members = group(0, 1) + group(1, 2)
    members[1].aborted = True          # a failure of group 0
    members[8].aborted = True          # one of group 1's two successes: 1 usable success left
    batch = batch_of(*members)
    assert select_contrasts(batch, "shortest_success", (2, 3)) == []
    (c0, c1) = select_contrasts(batch, "shortest_success", (1, 1))
    assert positions(batch, *c0.failures) == tuple(range(2, 8)) and positions(batch, c1.success) == (9,)


def test_one_segment_per_eligible_group_and_health_stats():
    batch = batch_of(*group(0, 1), *group(1, 3), *group(2, 0), *group(3, 5))
    assign_grpo_advantages(batch)
    run_judge = SegmentJudge(RandomJudge(seed=0), selection="shortest_success", successes=(1, 3), rules=PAPER_RULES)
    run_judge.on_train_batch_start(None, None, batch, 0)
    segments = batch.annotations[SEGMENTS_KEY]
    assert [(s.group_id, positions(batch, s.success, *s.failures)) for s in segments] == [
        (0, (0, *range(1, 8))), (1, (8, *range(11, 16)))]
    assert batch.stats["prover/eligible_groups"] == 2 and batch.stats["prover/eligible_group_rate"] == 0.5
    assert batch.stats["prover/segment_turns_mean"] == sum(s.turns for s in segments) / 2
    # merged across ranks over the union of their groups (4 here) and proposed segments (2)
    assert batch.stat_weights == {"prover/eligible_group_rate": 4.0, "prover/segment_turns_mean": 2.0}


# ----------------------------------------------------------------------------------------------- segment rules
def test_check_verdict_names_each_rule_broken():
    success = traj(["a", None, "b", "c", "d", "win"], True, admissible=[True, None, False, True, True, True])
    cases = {
        (3, 1): "reversed", (0, 6): "out_of_range", (0, 4): "too_long", (4, 5): "terminal",
        (0, 0): None, (1, 1): "invalid_action", (2, 3): "invalid_action", (3, 4): None,
    }
    for (a, b), kind in cases.items():
        failure = check_verdict(Verdict(a, b), success, PAPER_RULES)
        assert (failure.kind if failure else None) == kind, (a, b)
    assert check_verdict(Verdict(0, 5), success) is None  # no rules: any segment inside the trajectory
    assert "step 2 holds a malformed or invalid action" in check_verdict(Verdict(1, 1), success, PAPER_RULES).detail


def test_random_divergence_and_rules_agree_on_the_valid_segments():
    success = traj(["a", "b", None, "c", "d", "e", "win"], True)
    valid = valid_segments(success, PAPER_RULES)
    assert valid == [(0, 0), (0, 1), (1, 1), (3, 3), (3, 4), (3, 5), (4, 4), (4, 5), (5, 5)]
    case = JudgeCase(success, [traj(["a", "b", None, "c", "x", "x", "x"], False)], PAPER_RULES)
    draws = [(v.start_step, v.end_step) for v in RandomJudge(seed=0).propose([case] * 900, None)]
    assert set(draws) == set(valid) and min(draws.count(s) for s in valid) > 60  # uniform: 100 expected each
    (verdict,) = DivergenceJudge(window=0).propose([case], None)
    assert (verdict.start_step, verdict.end_step) == (4, 4)  # actions part at step index 4
    last = JudgeCase(success, [traj(["a", "b", None, "c", "d", "e", "lose"], False)], PAPER_RULES)
    (verdict,) = DivergenceJudge(window=1).propose([last], None)
    assert (verdict.start_step, verdict.end_step) == (5, 5)  # [5, 7] moved inside the rules: the last is terminal
    assert nearest_valid_segment(success, (-1, 9), SegmentRules()) == (0, 6)  # no rules: clipped
    (none,) = RandomJudge().propose([JudgeCase(traj([None, "win"], True), [], PAPER_RULES)], None)
    assert none.kind == "no_valid_segment"


class AnswersFixedVerdicts(Judge):
    """A custom judge that answers the i-th case with ``verdicts[i]``, whatever the rules."""

    def __init__(self, verdicts: list[Verdict]) -> None:
        self.verdicts = verdicts

    def propose(self, cases: list[JudgeCase], pl_module) -> list[Verdict]:
        return self.verdicts[: len(cases)]


def test_the_judge_callback_rejects_any_judges_segment_that_breaks_a_rule():
    """Guards against SegmentJudge trusting a judge to obey the rules (max_turns, non_terminal, valid_actions_only):
    every judge's segment is checked again, and one that breaks a rule is dropped and counted as a judge failure."""
    trajs = []
    for g in range(4):  # step 1 holds an unparseable response, step 2 an action the env rejected
        trajs += [traj(["a", None, "b", "c", "d", "win"], True, g, admissible=[True, None, False, True, True, True]),
                  traj(["a", "x", "x", "x", "x", "x"], False, g)]
    batch = batch_of(*trajs)
    verdicts = [Verdict(0, 4), Verdict(4, 5), Verdict(1, 1), Verdict(3, 4)]  # 5 turns, terminal, invalid, valid
    SegmentJudge(AnswersFixedVerdicts(verdicts), rules=PAPER_RULES).on_train_batch_start(None, None, batch, 0)
    (seg,) = batch.annotations[SEGMENTS_KEY]
    assert (seg.group_id, seg.start_step, seg.end_step, seg.judge) == (3, 3, 4, "AnswersFixedVerdicts")
    failures = [(f.group_id, f.kind) for f in batch.annotations[JUDGE_FAILURES_KEY]]
    assert failures == [(0, "too_long"), (1, "terminal"), (2, "invalid_action")]
    assert (batch.stats["prover/segments_proposed"], batch.stats["prover/judge_failures"]) == (1, 3)
    counts = {k: batch.stats[f"prover/judge_failures/{k}"] for k in FAILURE_KINDS}
    assert counts == {k: float(k in ("too_long", "terminal", "invalid_action")) for k in FAILURE_KINDS}


# ----------------------------------------------------------------------------------------------- the LLM judge
SUCCESS = ["wait", "wait", "pick key", "wait", "open door"]


def paper_case() -> JudgeCase:
    failures = [traj(["wait"] * 4 + ["open door"], False),
                traj(["pick key", "wait", "wait", "wait", "open door"], False)]
    return JudgeCase(traj(SUCCESS, True), failures, PAPER_RULES)


def test_paper_prompt_shows_the_success_in_full_and_a_preview_of_every_failure():
    judge = LLMJudge(PolicyBackend(), ask="paper", preview_actions=4)
    prompt = judge.prompt(paper_case())
    assert "one succeeded, 2 failed" in prompt
    assert "Step 3: pick key -> saw pick key 2" in prompt
    assert "Run 1 (5 steps, failed): wait | wait | … (1 more) | wait | open door; last observation: saw open door 4" \
        in prompt
    assert "Run 2 (5 steps, failed): pick key | wait | … (1 more) | wait | open door" in prompt
    assert "Diagnose one failure mode that recurs across the failed runs" in prompt
    assert "1 <= start_step <= end_step <= 4; end_step - start_step + 1 <= 4; the segment ends before the last " \
           "step (5)" in prompt
    assert "search_trajectory" not in prompt  # a local model gets the single-prompt form


def scripted_judge(tokenizer, answers):
    """A pl_module whose sampler answers judge conversations in turn from ``answers`` (by the number of repair
    requests in the conversation so far), and records each conversation it saw."""
    seen = []

    def answer(prompt):
        seen.append(prompt)
        return answers[min(prompt.count("That answer is invalid"), len(answers) - 1)]

    return SimpleNamespace(sampler=ScriptedSampler(tokenizer, answer), tokenizer=tokenizer), seen


def test_invalid_answers_are_sent_back_with_the_reason_and_repaired(tokenizer):
    answers = ['{"start_step": 5, "end_step": 5}', '{"start_step": 1, "end_step": 5}',
               '{"failure_mode": "never took the key", "start_step": 3, "end_step": 3, "reason": "took the key"}']
    module, seen = scripted_judge(tokenizer, answers)
    judge = LLMJudge(PolicyBackend(max_new_tokens=64), ask="paper", max_repairs=3)
    (verdict,) = judge.propose([paper_case()], module)
    assert verdict == Verdict(2, 2, "never took the key — took the key")
    assert judge.last_repairs == 2 and len(seen) == 3
    assert "That answer is invalid: end_step 5 is the last step; the segment must end before it." in seen[1]
    assert "That answer is invalid: steps 1..5 are 5 turns, more than 4." in seen[2]
    assert judge.last_generated_tokens == sum(len(tokenizer.encode(a, add_special_tokens=False)) for a in answers)


def test_an_answer_still_invalid_after_3_repairs_is_dropped_and_counted(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)
    module, seen = scripted_judge(tokenizer, ['{"start_step": 5, "end_step": 5}'])
    pivot_trainer.lightning_module.sampler = module.sampler
    judge = LLMJudge(PolicyBackend(max_new_tokens=64), ask="paper", max_repairs=3)
    callback = SegmentJudge(judge, selection="shortest_success", successes=(1, 3), rules=PAPER_RULES)
    run_callbacks([callback], pivot_trainer, batch)
    assert batch.annotations[SEGMENTS_KEY] == [] and len(seen) == 4  # the ask and 3 repairs
    assert batch.stats["prover/repairs"] == 3 and batch.stats["prover/judge_failures/terminal"] == 1


class _ToolServer(BaseHTTPRequestHandler):
    """A scripted OpenAI-compatible endpoint with tool calling: it searches, reads a segment, answers with a terminal
    segment, then (after the repair message) with a valid one."""

    requests: list = []
    script = [
        {"tool_calls": [{"id": "c1", "type": "function",
                         "function": {"name": "search_trajectory", "arguments": '{"query": "key", "k": 2}'}}]},
        {"tool_calls": [{"id": "c2", "type": "function",
                         "function": {"name": "get_segment",
                                      "arguments": '{"traj_id": 2, "start_turn": 1, "end_turn": 2}'}},
                        {"id": "c3", "type": "function",
                         "function": {"name": "get_segment",
                                      "arguments": '{"traj_id": 9, "start_turn": 1, "end_turn": 2}'}}]},
        {"content": '{"failure_mode": "key taken too early", "start_step": 4, "end_step": 5, "reason": "late"}'},
        {"content": '{"failure_mode": "key taken too early", "start_step": 3, "end_step": 3, "reason": "key"}'},
    ]

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.requests.append(body)
        message = {"role": "assistant", "content": None, **self.script[len(self.requests) - 1]}
        send_json(self, {"choices": [{"message": message}], "usage": {"completion_tokens": 10}})

    def log_message(self, *args):
        pass


@pytest.fixture
def tool_server():
    yield from serve(_ToolServer)


def test_tool_protocol_and_repair_against_a_local_openai_server(tool_server):
    judge = LLMJudge(OpenAIBackend(tool_server, "judge", timeout_s=5.0), ask="paper", max_repairs=3)
    (verdict,) = judge.propose([paper_case()], None)
    assert verdict == Verdict(2, 2, "key taken too early — key")
    assert (judge.last_tool_calls, judge.last_repairs, judge.last_generated_tokens) == (3, 1, 40)
    first, second, third, fourth = _ToolServer.requests
    assert [t["function"]["name"] for t in first["tools"]] == ["search_trajectory", "get_segment"]
    assert first["tool_choice"] == "auto" and first["tools"] == JUDGE_TOOLS
    assert "You may call search_trajectory(query, k)" in first["messages"][0]["content"]
    search = second["messages"][-1]
    assert search["role"] == "tool" and search["tool_call_id"] == "c1"
    assert search["content"].splitlines()[0] == "run 2 turn 1: pick key -> saw pick key 0"
    assert second["messages"][1]["tool_calls"][0]["function"]["name"] == "search_trajectory"
    segment, bad = third["messages"][-2:]
    assert segment["content"] == "run 2 turn 1: pick key -> saw pick key 0\nrun 2 turn 2: wait -> saw wait 1"
    assert bad["tool_call_id"] == "c3" and bad["content"] == "error: traj_id must be in 1..2"
    assert fourth["messages"][-1]["role"] == "user"
    assert fourth["messages"][-1]["content"].startswith("That answer is invalid: end_step 5 is the last step")


def test_tool_turns_are_bounded():
    runs = FailedRuns([traj(["wait"] * 12, False)], 40)
    assert runs.segment(1, 1, 9).startswith("error: need 1 <= start_turn <= end_turn <= 12 and at most 8 turns")
    assert runs.search("nothing matches", 3) == "no matching turn"
    assert len(runs.search("wait", 50).splitlines()) == 10  # k is capped


def test_a_backend_without_tool_calling_gets_the_single_prompt_form(tool_server):
    judge = LLMJudge(OpenAIBackend(tool_server, "judge", tool_calling=False), ask="paper")
    assert not judge.uses_tools and "search_trajectory" not in judge.prompt(paper_case())


# ----------------------------------------------------------------------------------------------- verification
def test_k_continuations_from_both_sides_of_a_non_terminal_segment(pivot_trainer, tokenizer, monkeypatch):
    """s_pre = s_l and s_post = s_{r+1}, restored exactly: each continuation replays the success's first l (r + 1)
    recorded actions, reproduces its recorded observations step by step, and starts sampling from the observation
    the success saw there. Guards against restoring one step early (s_{l-1}): here that state has the same success
    rate (no key either way), so only the restored prefix and observation tell them apart."""
    batch = pivot_batch(pivot_trainer, tokenizer)
    success = batch.trajectories[0]
    calls = record_continuations(monkeypatch, pivot_trainer.datamodule)
    judge = SegmentJudge(DivergenceJudge(window=0), selection="shortest_success", successes=(1, 3), rules=PAPER_RULES)
    run_callbacks([judge, SegmentVerifier(num_continuations=8)], pivot_trainer, batch)
    (seg,) = batch.annotations[SEGMENTS_KEY]
    assert (seg.start_step, seg.end_step, seg.n_before, seg.n_after) == (2, 2, 8, 8)  # s_pre = s_2, s_post = s_3
    assert (seg.success_before, seg.success_after, seg.advantage) == (0.0, 1.0, 1.0)
    assert batch.stats["prover/continuations"] == 16
    ((_, continuations),) = calls
    restored = {"before": ("wait", "wait"), "after": ("wait", "wait", "pick key")}
    seen_there = {"before": "train-corridor: step 2, key not held", "after": "train-corridor: step 3, key held"}
    for side, runs in (("before", continuations[:8]), ("after", continuations[8:])):
        for c in runs:
            assert tuple(c.prefix_actions) == restored[side] and not c.replay_mismatch
            for k, (action, observation) in enumerate(zip(c.prefix_actions, c.prefix_observations, strict=True)):
                assert (action, observation) == (success.steps[k].action, success.steps[k].observation), (side, k)
            assert c.initial_observation == seen_there[side] == success.steps[len(restored[side]) - 1].observation
            prompt = tokenizer.decode(c.steps[0].prompt_ids)
            assert f"current observation is: {seen_there[side]}" in prompt


# ----------------------------------------------------------------------------------------------- credit units
def one_of_eight(reward: float) -> RolloutBatch:
    batch = batch_of(traj(["a", "b", "c"], True, reward=reward), *[traj(["a", "x", "c"], False) for _ in range(7)])
    batch.annotations[SEGMENTS_KEY] = [Segment(batch.trajectories[0], tuple(batch.trajectories[1:]), 1, 1,
                                               advantage=0.25, stderr=0.1)]
    return batch


def credited(batch: RolloutBatch, reward: float, units: str, coef: float = 1.0) -> float:
    before = batch.trajectories[0].steps[1].advantage
    stub = SimpleNamespace(datamodule=SimpleNamespace(reward=RewardConfig(success_reward=reward)))
    SegmentCredit(coef=coef, units=units).on_train_batch_start(stub, None, batch, 0)
    return batch.trajectories[0].steps[1].advantage - before


def test_credit_in_the_paper_setting_is_lambda_times_delta_exactly():
    batch = one_of_eight(reward=1.0)
    assign_grpo_advantages(batch, scale_by_std=False)
    assert batch.trajectories[0].steps[0].advantage == 0.875  # the paper's A = R - mean R at 1 success of 8
    assert credited(batch, 1.0, "advantage") == 0.25
    fresh = one_of_eight(1.0)
    assign_grpo_advantages(fresh, scale_by_std=False)
    assert credited(fresh, 1.0, "advantage", coef=2.0) == 0.5


def test_credit_has_the_same_relative_strength_under_another_reward_scale_and_normalisation():
    batch = one_of_eight(reward=10.0)
    assign_grpo_advantages(batch, scale_by_std=True)
    a_success = batch.trajectories[0].steps[0].advantage
    assert a_success == pytest.approx(2.4749, abs=1e-4)  # 8.75 / 3.5355
    bonus = credited(batch, 10.0, "advantage")
    assert bonus == pytest.approx(0.25 * 10 / 3.5355339, rel=1e-6)
    assert bonus / a_success == pytest.approx(0.25 / 0.875, rel=1e-6)  # the paper's ratio
    raw = one_of_eight(reward=10.0)
    assign_grpo_advantages(raw, scale_by_std=True)
    assert credited(raw, 10.0, "raw") == 0.25  # today's option: coef x Â as is, 2.83 times weaker relative to A


def test_judge_only_credit_in_advantage_units():
    batch = one_of_eight(reward=10.0)
    assign_grpo_advantages(batch, scale_by_std=False)
    stub = SimpleNamespace(datamodule=SimpleNamespace(reward=RewardConfig(success_reward=10.0)))
    JudgeOnlyCredit(bonus=0.5, units="advantage").on_train_batch_start(stub, None, batch, 0)
    assert batch.trajectories[0].steps[1].advantage == 8.75 + 5.0


def outcomes(wins: int, k: int = 8) -> list[bool]:
    return [True] * wins + [False] * (k - wins)


def verified(wins_before: int, wins_after: int | None, batch: RolloutBatch | None = None) -> Segment:
    """A segment of the success of ``batch`` (default: a new :func:`one_of_eight`) verified from K = 8 continuations a
    side with these wins (``wins_after=None``: it ends with the winning step), Â and its standard error as the
    verifier computes them."""
    after = None if wins_after is None else outcomes(wins_after)
    adv, stderr, p_b, p_a = advantage_estimate(outcomes(wins_before), after)
    batch = batch or one_of_eight(1.0)
    return Segment(batch.trajectories[0], tuple(batch.trajectories[1:]), 1, 1, advantage=adv, stderr=stderr,
                   success_before=p_b, success_after=p_a)


def unverified(**kw) -> Segment:
    """A segment of :func:`one_of_eight`'s success with no verification figures (but ``kw``)."""
    batch = one_of_eight(1.0)
    return Segment(batch.trajectories[0], tuple(batch.trajectories[1:]), 1, 1, **kw)


def test_threshold_in_standard_errors_with_hand_computed_values():
    seg = verified(2, 4)  # p_pre = 2/8, p_post = 4/8
    assert seg.advantage == 0.25
    assert seg.stderr == pytest.approx((0.25 * 0.75 / 8 + 0.5 * 0.5 / 8) ** 0.5) == pytest.approx(0.233854, abs=1e-6)
    assert SegmentCredit().credits(seg)  # the paper: any Â > 0
    assert SegmentCredit(threshold_se=1.0).credits(seg)  # 0.25 > 0.234
    assert not SegmentCredit(threshold_se=1.5).credits(seg)  # 0.25 < 0.351
    assert not SegmentCredit(threshold=0.3, threshold_se=0.5).credits(seg)  # the larger margin, 0.3, applies
    assert SegmentCredit(threshold=0.2, threshold_se=0.5).credits(seg)  # max(0.2, 0.117) < 0.25
    ends_won = verified(6, None)  # p_post = 1 exactly: SE = sqrt(0.75 x 0.25 / 8) = 0.1531 from s_pre alone
    assert (ends_won.advantage, ends_won.stderr) == (0.25, pytest.approx(0.153093, abs=1e-6))
    assert SegmentCredit(threshold_se=1.5).credits(ends_won) and not SegmentCredit(threshold_se=2.0).credits(ends_won)
    worse = verified(4, 2)  # Â = -0.25: a penalty only with apply_negative, and only beyond the margin
    assert SegmentCredit(threshold_se=1.0, apply_negative=True).credits(worse)
    assert not SegmentCredit(threshold_se=1.5, apply_negative=True).credits(worse)
    assert not SegmentCredit(threshold_se=1.0).credits(worse)
    # SE = 0: every continuation of each side agreed; Â = +1 is credited at any k, Â = 0 never
    assert verified(0, 8).stderr == 0.0 and SegmentCredit(threshold_se=10.0).credits(verified(0, 8))
    assert not SegmentCredit(threshold_se=1.0).credits(verified(8, 8))
    assert not SegmentCredit(threshold_se=1.0).credits(unverified())  # not verified


def test_a_threshold_in_standard_errors_gates_the_bonus_in_the_advantage():
    for k, bonus in ((1.0, 0.25), (2.0, 0.0)):
        batch = one_of_eight(reward=1.0)
        batch.annotations[SEGMENTS_KEY] = [verified(2, 4, batch)]
        assign_grpo_advantages(batch, scale_by_std=False)
        stub = SimpleNamespace(datamodule=SimpleNamespace(reward=RewardConfig(success_reward=1.0)))
        SegmentCredit(threshold_se=k, units="advantage").on_train_batch_start(stub, None, batch, 0)
        assert [s.advantage for s in batch.trajectories[0].steps] == [0.875, 0.875 + bonus, 0.875]
        assert batch.stats["prover/segments_credited"] == float(bonus > 0)


def test_a_segment_with_no_effect_is_credited_40_percent_of_the_time_at_k8_without_a_margin():
    """Both sides succeed with probability 0.5, K = 8: over all 81 outcome pairs (each with its binomial
    probability), the paper's credit (Â > 0) fires with probability P(X_post > X_pre) = (1 − C(16, 8) / 4^8) / 2 and
    an expected bonus E[max(Â, 0)] = E|Â| / 2 = E|X − Y| / 16 for X, Y ~ Bin(8, 1/2) (0.0982); a margin of 2
    standard errors leaves 2629 of the 65536 equally likely outcome sequences (counted by a separate enumeration)."""
    def credited(credit: SegmentCredit) -> tuple[float, float]:
        rate = bonus = 0.0
        for before in range(9):
            for after in range(9):
                seg = verified(before, after)
                if credit.credits(seg):
                    weight = comb(8, before) * comb(8, after) / 4 ** 8
                    rate, bonus = rate + weight, bonus + weight * seg.advantage
        return rate, bonus

    mean_abs_difference = sum(comb(8, x) * comb(8, y) * abs(x - y) for x in range(9) for y in range(9)) / 4 ** 8 / 8
    rate, bonus = credited(SegmentCredit())
    assert rate == pytest.approx((1 - comb(16, 8) / 4 ** 8) / 2) == pytest.approx(0.4018, abs=1e-4)
    assert bonus == pytest.approx(mean_abs_difference / 2) == pytest.approx(0.0982, abs=1e-4)
    rate, bonus = credited(SegmentCredit(threshold_se=2.0))
    assert rate == 2629 / 4 ** 8 and bonus < 0.025


def test_threshold_se_rejects_bad_values_and_a_segment_without_a_standard_error():
    with pytest.raises(ValueError, match="threshold_se must be >= 0 or None, got -1"):
        SegmentCredit(threshold_se=-1.0)
    with pytest.raises(ValueError, match="segment of group 0, steps 1..1, has stderr None"):
        SegmentCredit(threshold_se=1.0).credits(unverified(advantage=0.5))


# ----------------------------------------------------------------------------------------------- budget-matched GRPO
def test_extra_rollouts_enlarge_the_groups_and_recompute_grpo(pivot_trainer, tokenizer):
    batch = pivot_batch(pivot_trainer, tokenizer)  # group 0: a success and a failure; the current policy never wins
    success, failure = batch.trajectories
    run_callbacks([ExtraRollouts(episodes_per_group=2), CostRatios()], pivot_trainer, batch)
    assert batch.trajectories[:2] == [success, failure] and len(batch.trajectories) == 4
    assert [t.won for t in batch.trajectories] == [True, False, False, False]
    # returns 10, 0, 0, 0: mean 2.5, unbiased std 5 -> advantages 1.5 and -0.5
    assert [t.steps[0].advantage for t in batch.trajectories] == pytest.approx([1.5, -0.5, -0.5, -0.5], abs=1e-6)
    extra_tokens = sum(len(s.response_ids) for t in batch.trajectories[2:] for s in t.steps)
    assert batch.stats["cost/extra_generated_tokens"] == extra_tokens
    assert batch.stats["cost/extra_env_steps"] == 10 and batch.stats["extra_rollouts/episodes"] == 2
    own = batch.stats["rollout/generated_tokens"]
    assert batch.stats["cost/extra_token_ratio"] == pytest.approx(extra_tokens / own)
    # merge weights: the success rate over the 2 extra episodes, the token ratio over the rollout's tokens
    assert batch.stat_weights["extra_rollouts/success_rate"] == 2.0
    weights = batch.stat_weights
    assert weights["cost/extra_token_ratio"] == weights["cost/cumulative_extra_token_ratio"] == own


def test_extra_rollouts_sized_by_a_token_ratio(pivot_trainer, tokenizer):
    assert extra_episodes_per_group(3, 7) == [3, 2, 2]
    batch = pivot_batch(pivot_trainer, tokenizer)
    run_callbacks([ExtraRollouts(token_ratio=0.5), CostRatios()], pivot_trainer, batch)  # round(0.5 x 2 episodes) = 1
    assert len(batch.trajectories) == 3 and batch.stats["cost/extra_token_ratio"] == pytest.approx(0.5, rel=0.3)
    with pytest.raises(ValueError, match="exactly one of token_ratio and episodes_per_group"):
        ExtraRollouts(token_ratio=0.5, episodes_per_group=1)


# ----------------------------------------------------------------------------------------------- callback order
def names(callbacks):
    return [type(c).__name__ for c in callbacks]


@pytest.mark.parametrize("order, message", [
    ([SegmentVerifier(), SegmentJudge(RandomJudge()), SegmentCredit(), CostRatios()],
     "SegmentVerifier needs proposed segments from SegmentJudge or EveryStepSegments before it"),
    ([SegmentJudge(RandomJudge()), SegmentCredit(), CostRatios()],
     "SegmentJudge provides proposed segments but no later callback uses them"),
    ([EveryStepSegments(), SegmentVerifier(), CostRatios()],
     "SegmentVerifier provides verified segments but no later callback uses them: add SegmentCredit"),
    ([SegmentJudge(RandomJudge()), JudgeOnlyCredit()],
     "SegmentJudge provides extra generation / env steps / seconds but no later callback uses them: add CostRatios"),
    ([SegmentJudge(RandomJudge()), SegmentVerifier(), CostRatios(), SegmentCredit(), GiGPOCredit()],
     "CostRatios reads extra generation / env steps / seconds but comes before GiGPOCredit, which provides them"),
    # extra rollouts replace the groups and their advantages: segments judged before them, or GiGPO's credit, would
    # be computed on groups that are no longer the batch's
    ([SegmentJudge(RandomJudge()), ExtraRollouts(token_ratio=1.0), SegmentVerifier(), SegmentCredit(), CostRatios()],
     "SegmentJudge reads the batch's groups and their advantages but comes before ExtraRollouts, which replaces "
     "them: put SegmentJudge after ExtraRollouts"),
    ([GiGPOCredit(), ExtraRollouts(token_ratio=1.0), CostRatios()],
     "GiGPOCredit reads the batch's groups and their advantages but comes before ExtraRollouts, which replaces "
     "them: put GiGPOCredit after ExtraRollouts"),
    ([ExtraRollouts(episodes_per_group=1), SegmentJudge(RandomJudge()), SegmentVerifier(),
      ExtraRollouts(token_ratio=1.0), SegmentCredit(), CostRatios()],
     "SegmentJudge reads the batch's groups and their advantages but comes before ExtraRollouts, which replaces"),
    ([SegmentCredit(), CostRatios()], "SegmentCredit needs verified segments from SegmentVerifier"),
])
def test_a_misordered_or_incomplete_callback_list_fails_at_setup_naming_the_callbacks(order, message):
    with pytest.raises(ValueError, match=message) as error:
        order[0].setup(SimpleNamespace(callbacks=order), None, "fit")
    assert " -> ".join(names(order)) in str(error.value)


def test_every_overlay_orders_its_callbacks_correctly():
    for good in ([SegmentJudge(RandomJudge()), SegmentVerifier(), SegmentCredit(coef=0.0), CostRatios()],
                 [EveryStepSegments(), SegmentVerifier(), SegmentCredit(), CostRatios()],
                 [SegmentJudge(RandomJudge()), JudgeOnlyCredit(), CostRatios()],
                 [ExtraRollouts(episodes_per_group=1), CostRatios()], [GiGPOCredit(), CostRatios()], [CostRatios()],
                 [ExtraRollouts(token_ratio=1.0), SegmentJudge(RandomJudge()), SegmentVerifier(), SegmentCredit(),
                  CostRatios()],
                 [ExtraRollouts(token_ratio=1.0), GiGPOCredit(), CostRatios()]):
        check_stages(good)


# ----------------------------------------------------------------------------------------------- configs and fit
def test_paper_overlays_share_the_paper_grpo_settings():
    data = [yaml.safe_load((ROOT / f"configs/{name}.yaml").read_text())["data"]
            for name in ("grpo_paper", "prover_paper", "grpo_budget_matched")]
    assert data[0] == data[1] == data[2] == {
        "scale_by_std": False, "reward": {"success_reward": 1.0, "invalid_action_penalty": 0.0}}
    model = [yaml.safe_load((ROOT / f"configs/{name}.yaml").read_text())["model"]
             for name in ("grpo_paper", "prover_paper", "grpo_budget_matched")]
    assert model[0] == model[1] == model[2] == {  # Prime-RL's defaults (DESIGN: the paper's trainer)
        "loss_type": "dppo", "kl_coef": 0.0, "filter_zero_advantages": True, "weight_decay": 0.01,
        "max_grad_norm": 1.0}
    callbacks = yaml.safe_load((ROOT / "configs/prover_paper.yaml").read_text())["trainer"]["callbacks+"]
    judge, verifier, credit = (c["init_args"] for c in callbacks[:3])
    assert (judge["selection"], judge["successes"], judge["max_groups_per_batch"]) == ("shortest_success", [1, 3], None)
    assert judge["rules"] == {"max_turns": 4, "non_terminal": True, "valid_actions_only": True}
    assert (judge["judge"]["init_args"]["ask"], judge["judge"]["init_args"]["max_repairs"]) == ("paper", 3)
    assert (verifier["num_continuations"], verifier["max_segments_per_batch"]) == (8, None)
    assert (credit["coef"], credit["units"], credit["threshold"]) == (1.0, "advantage", 0.0)
    assert credit["threshold_se"] is None and not credit["apply_negative"]  # the paper: every positive estimate


@pytest.mark.parametrize("overlay, keys", [
    ("prover_paper", {"prover/repairs", "prover/eligible_group_rate", "cost/cumulative_extra_token_ratio"}),
    ("grpo_budget_matched", {"extra_rollouts/episodes", "cost/cumulative_extra_token_ratio"}),
])
def test_fit_with_a_paper_overlay(tmp_path, overlay, keys):
    cfg = write_config(tmp_path, COUNTER)
    main(["fit", "--config", cfg, "--config", str(ROOT / f"configs/{overlay}.yaml"),
          "--trainer.logger.init_args.name", "run"])
    logged = scalars(tmp_path)
    assert keys <= set(logged) and all(len(logged[k]) == 2 for k in keys)
