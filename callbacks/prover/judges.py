"""ProVer judges: given an eligible group's judged success and its failed trajectories, name the segment of the
success that probably decided the outcome (the "ProVer" paper, arXiv 2609.36178).

A judge only chooses where to look; the verifier's observed outcomes decide the credit. Four judges:
:class:`LLMJudge` (a prompted model answering in JSON, with validation and repair turns, and two tools over the
failed runs on an endpoint with tool calling), :class:`DivergenceJudge` (no model: where the success and the first
failure part), :class:`GoalProgressJudge` (no model, informed: the goal milestone the failed runs miss),
:class:`RandomJudge` (a uniformly random segment: the paper's "uninformed selection" ablation). Every judge obeys
the same :class:`~callbacks.prover.segments.SegmentRules` (each case carries them), so that ablations differ only in
where they point. Each takes plain typed arguments so that it can be configured from YAML (``class_path`` +
``init_args``).
"""

from __future__ import annotations

import abc
import json
import random
from dataclasses import dataclass, replace
from typing import Iterator, Literal

import lightning as L

from callbacks.prover.judge_backends import ChatReply, JudgeBackend, Message, PolicyBackend, ToolCall
from callbacks.prover.segments import (
    REPAIRABLE_KINDS,
    JudgeCase,
    JudgeFailure,
    SegmentRules,
    Verdict,
    check_verdict,
    shared_prefix_length,
    step_lines,
    truncate,
    valid_segments,
)
from prover_lightning.envs.progress import GoalProgress
from prover_lightning.rollout import INVALID_ACTION
from prover_lightning.types import Trajectory


class Judge(abc.ABC):
    """Proposes one segment of the judged success for each :class:`~callbacks.prover.segments.JudgeCase`.

    Attributes:
        last_generated_tokens: tokens a model generated for the last :meth:`propose` call (0 for judges without a
            model); counted in the method's extra generation.
        last_repairs: repair turns the last call sent (an LLM judge asked again after an invalid answer).
        last_tool_calls: tool calls the last call answered.
    """

    last_generated_tokens: int = 0
    last_repairs: int = 0
    last_tool_calls: int = 0

    @property
    def name(self) -> str:
        """Name recorded on the segments it proposes."""
        return type(self).__name__

    @abc.abstractmethod
    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        """One verdict (0-based steps of the case's success) or failure per case, in order. The caller checks each
        verdict against the case's rules again."""

    def state_dict(self) -> dict:
        """State to checkpoint (saved by :class:`~callbacks.prover.judge_callback.SegmentJudge`); none by default."""
        return {}

    def load_state_dict(self, state: dict) -> None:
        """Restore what :meth:`state_dict` returned."""


def nearest_valid_segment(success: Trajectory, target: tuple[int, int], rules: SegmentRules) -> tuple[int, int] | None:
    """The segment of ``success`` obeying ``rules`` that overlaps ``target`` (0-based, inclusive) the most; ties go to
    the one nearest to it (steps between them: what decides when none overlaps, e.g. a target on the terminal step),
    then the shortest, then the earliest. ``None`` if no segment obeys the rules. Without rules this is ``target``
    clipped to the trajectory."""
    candidates = valid_segments(success, rules)
    if not candidates:
        return None
    lo, hi = target

    def key(s: tuple[int, int]) -> tuple[int, int, int, int]:
        return -max(0, min(s[1], hi) - max(s[0], lo) + 1), max(0, s[0] - hi, lo - s[1]), s[1] - s[0], s[0]

    return min(candidates, key=key)


class DivergenceJudge(Judge):
    """No model: the first step where the success's and the first failure's actions differ, widened by ``window``
    steps on each side, then moved to the nearest segment that obeys the case's rules
    (:func:`nearest_valid_segment`; without rules: clipped to the success's steps, and if the failure repeats every
    action of the success, its last step).

    Args:
        window: steps added on each side of the divergence step (0: that step alone).
    """

    def __init__(self, window: int = 1) -> None:
        if window < 0:
            raise ValueError(f"DivergenceJudge.window must be >= 0, got {window}")
        self.window = window

    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for case in cases:
            step = min(shared_prefix_length(case.success, case.failures[0]), len(case.success.steps) - 1)
            chosen = nearest_valid_segment(case.success, (step - self.window, step + self.window), case.rules)
            out.append(JudgeFailure("no_valid_segment", "no segment obeys the rules") if chosen is None
                       else Verdict(*chosen, f"actions first differ at step {step + 1}"))
        return out


class GoalProgressJudge(Judge):
    """No model, but informed: reads the goal and finds the success's milestones (the steps that visibly make goal
    progress: object taken, heated / cooled / cleaned, placed; :class:`~prover_lightning.envs.progress.GoalProgress`),
    and points at the first milestone that the fewest failed runs reached: the failure mode recurring across them
    (none found the object, or none heated it, ...). The segment is that milestone's step and the ``window`` steps
    before it (the approach: "go to microwave 1", then "heat apple 1 with microwave 1"), moved to the nearest segment
    that obeys the case's rules (:func:`nearest_valid_segment`; the winning step itself is terminal).

    It separates judge quality from the credit mechanism: it knows what progress is, which
    :class:`DivergenceJudge` does not, without a model that may fail to answer.

    Args:
        progress: the environment family's milestones (ALFWorld:
            ``prover_lightning.envs.alfworld_progress.ALFWorldProgress``).
        window: steps before the milestone's step included in the segment (0: that step alone).

    Failures: ``unparseable_goal`` (a goal the tracker cannot read), ``no_milestone`` (the success shows none),
    ``no_valid_segment``.
    """

    def __init__(self, progress: GoalProgress, window: int = 1) -> None:
        if window < 0:
            raise ValueError(f"GoalProgressJudge.window must be >= 0, got {window}")
        self.progress, self.window = progress, window

    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for case in cases:
            goal = case.success.goal
            milestones = self.progress.milestones(goal, case.success.steps)
            if milestones is None:
                out.append(JudgeFailure("unparseable_goal", goal[:80]))
                continue
            if not milestones:
                out.append(JudgeFailure("no_milestone", "the success shows no goal progress"))
                continue
            reached = [{m.name for m in self.progress.milestones(f.goal, f.steps) or []} for f in case.failures]
            counts = [sum(m.name in r for r in reached) for m in milestones]
            k = counts.index(min(counts))  # the earliest of the least-reached milestones
            m = milestones[k]
            chosen = nearest_valid_segment(case.success, (m.step - self.window, m.step), case.rules)
            out.append(JudgeFailure("no_valid_segment", "no segment obeys the rules") if chosen is None
                       else Verdict(*chosen, f"{m.name} at step {m.step + 1}: reached by {counts[k]} of "
                                             f"{len(case.failures)} failed runs"))
        return out


class RandomJudge(Judge):
    """A segment drawn uniformly among all segments ``[a, b]`` of the success that obey the case's rules and are at
    most ``max_length`` steps long: the "uninformed selection" ablation. Seeded; the draws follow the order of the
    calls.

    Args:
        seed: seed of the judge's own random generator.
        max_length: longest segment, in steps (``None``: the rules' limit, if any).
    """

    def __init__(self, seed: int = 0, max_length: int | None = None) -> None:
        if max_length is not None and max_length < 1:
            raise ValueError(f"RandomJudge.max_length must be >= 1 or None, got {max_length}")
        self.seed, self.max_length = seed, max_length
        self.rng = random.Random(seed)

    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for case in cases:
            rules = case.rules
            if self.max_length is not None:
                rules = replace(rules, max_turns=min(self.max_length, rules.max_turns or self.max_length))
            candidates = valid_segments(case.success, rules)
            if not candidates:
                out.append(JudgeFailure("no_valid_segment", "no segment obeys the rules"))
                continue
            out.append(Verdict(*self.rng.choice(candidates), "uniformly random segment"))
        return out

    def state_dict(self) -> dict:
        """The generator's state, so that a resumed run draws the segments an uninterrupted one would."""
        return {"rng": self.rng.getstate()}

    def load_state_dict(self, state: dict) -> None:
        if "rng" in state:
            self.rng.setstate(state["rng"])


#: the two tools an LLM judge gets on an endpoint with tool calling (the paper's judge tools)
JUDGE_TOOLS = [
    {"type": "function", "function": {
        "name": "search_trajectory",
        "description": "Search the failed runs' turns (action and observation) for a query; returns the best-matching "
                       "turns as 'run <id> turn <t>: <action> -> <observation>'.",
        "parameters": {"type": "object", "properties": {
            "query": {"type": "string", "description": "words to look for"},
            "k": {"type": "integer", "description": "number of turns to return (at most 10)"}},
            "required": ["query"]}}},
    {"type": "function", "function": {
        "name": "get_segment",
        "description": "The turns start_turn..end_turn (1-based, inclusive, at most 8) of failed run traj_id in full.",
        "parameters": {"type": "object", "properties": {
            "traj_id": {"type": "integer"}, "start_turn": {"type": "integer"}, "end_turn": {"type": "integer"}},
            "required": ["traj_id", "start_turn", "end_turn"]}}},
]
#: most turns a ``search_trajectory`` / ``get_segment`` call returns
MAX_SEARCH_K, MAX_SEGMENT_TURNS = 10, 8


class FailedRuns:
    """The failed runs of one case, as the judge's tools see them: ``search_trajectory`` (BM25 over the runs'
    turns, ``bm25s``) and ``get_segment`` (a bounded range of turns of one run). Runs are numbered from 1 as in the
    prompt's previews; turns from 1."""

    def __init__(self, failures: list[Trajectory], max_observation_chars: int) -> None:
        self.failures, self.max_observation_chars = failures, max_observation_chars
        self.turns = [(r, t) for r, traj in enumerate(failures, start=1) for t in range(1, len(traj.steps) + 1)]
        self._index = None

    def line(self, run: int, turn: int) -> str:
        step = self.failures[run - 1].steps[turn - 1]
        action = INVALID_ACTION if step.action is None else step.action
        return f"run {run} turn {turn}: {action} -> {truncate(step.observation, self.max_observation_chars)}"

    def call(self, call: ToolCall) -> str:
        """The tool's answer as text (an error message for an unknown tool or bad arguments: the model may retry)."""
        try:
            args = json.loads(call.arguments or "{}")
            if call.name == "search_trajectory":
                return self.search(str(args["query"]), int(args.get("k", 3)))
            if call.name == "get_segment":
                return self.segment(int(args["traj_id"]), int(args["start_turn"]), int(args["end_turn"]))
        except (ValueError, KeyError, TypeError) as exc:
            return f"error: bad arguments for {call.name}: {exc!r}"
        return f"error: unknown tool {call.name!r}; the tools are search_trajectory and get_segment"

    def search(self, query: str, k: int) -> str:
        import bm25s

        k = max(1, min(k, MAX_SEARCH_K, len(self.turns)))
        if self._index is None:
            self._index = bm25s.BM25()
            corpus = [self.line(r, t) for r, t in self.turns]
            self._index.index(bm25s.tokenize(corpus, stopwords="en", show_progress=False), show_progress=False)
        tokens = bm25s.tokenize([query], stopwords="en", return_ids=False, show_progress=False)
        if not any(t in self._index.vocab_dict for t in tokens[0]):
            return "no matching turn"
        docs, scores = self._index.retrieve(tokens, k=k, show_progress=False, n_threads=1)
        hits = [int(d) for d, s in zip(docs[0].tolist(), scores[0].tolist()) if s > 0]
        return "\n".join(self.line(*self.turns[d]) for d in hits) or "no matching turn"

    def segment(self, run: int, start: int, end: int) -> str:
        if not 1 <= run <= len(self.failures):
            return f"error: traj_id must be in 1..{len(self.failures)}"
        n = len(self.failures[run - 1].steps)
        if not 1 <= start <= end <= n or end - start + 1 > MAX_SEGMENT_TURNS:
            return f"error: need 1 <= start_turn <= end_turn <= {n} and at most {MAX_SEGMENT_TURNS} turns"
        return "\n".join(self.line(run, t) for t in range(start, end + 1))


@dataclass
class _Dialogue:
    """One case's conversation with the judge model, and where it stands."""

    case: JudgeCase
    messages: list[Message]
    runs: FailedRuns
    result: Verdict | JudgeFailure | None = None
    repairs: int = 0
    tool_turns: int = 0
    last_failure: JudgeFailure | None = None


class LLMJudge(Judge):
    """A prompted model judges; its answer is parsed, checked against the case's rules, and sent back with the reason
    when it breaks one, up to ``max_repairs`` times (then the case is dropped and counted by its last failure kind).

    Two asks:

    - ``"pair"``: the success and one failure in full; "which consecutive steps made the difference?".
    - ``"paper"`` (the paper's judge): the success in full and a compact preview of every failed run (actions, the
      last observation); the model is asked to diagnose one failure mode that recurs across the failed runs and to
      return the shortest segment of the success, within the rules (at most ``max_turns`` action turns, ending
      before the last step, no malformed or invalid action), that solves or avoids it. On a backend with tool
      calling (an OpenAI-compatible endpoint) it also gets the tools ``search_trajectory(query, k)`` and
      ``get_segment(traj_id, start_turn, end_turn)`` over the failed runs, for at most ``max_tool_turns`` turns of
      calls; a local model gets the single-prompt form.

    The answer is one JSON object ``{"start_step": 3, "end_step": 5, "reason": "..."}`` (``"paper"`` adds
    ``"failure_mode"``) with 1-based steps of the success, converted here to 0-based. Backend failures (timeout,
    unreachable endpoint, ...) pass through; nothing is raised.

    Args:
        backend: who answers (:class:`~callbacks.prover.judge_backends.PolicyBackend`, ``HFBackend`` or
            ``OpenAIBackend``); ``None`` means the training policy (``PolicyBackend()``).
        max_observation_chars: each observation in the prompt (and in tool answers) is cut to this many characters.
        ask: ``"pair"`` or ``"paper"`` (see above).
        max_repairs: repair turns after an answer that breaks a rule (paper: 3).
        max_tool_turns: assistant turns with tool calls that are answered; a later call gets an error asking for the
            answer, and a dialogue still calling tools when its turns run out fails as ``"tool_budget"``.
        preview_actions: a failed run's preview lists at most this many actions (the first and last halves).
    """

    def __init__(
        self, backend: JudgeBackend | None = None, max_observation_chars: int = 160,
        ask: Literal["pair", "paper"] = "pair", max_repairs: int = 0, max_tool_turns: int = 4,
        preview_actions: int = 12,
    ) -> None:
        if ask not in ("pair", "paper"):
            raise ValueError(f"LLMJudge.ask must be 'pair' or 'paper', got {ask!r}")
        if max_repairs < 0 or max_tool_turns < 0 or preview_actions < 2:
            raise ValueError(f"LLMJudge needs max_repairs >= 0, max_tool_turns >= 0, preview_actions >= 2; got "
                             f"{max_repairs}, {max_tool_turns}, {preview_actions}")
        self.backend = backend if backend is not None else PolicyBackend()
        self.max_observation_chars, self.ask = max_observation_chars, ask
        self.max_repairs, self.max_tool_turns, self.preview_actions = max_repairs, max_tool_turns, preview_actions

    @property
    def uses_tools(self) -> bool:
        """The paper's ask on a backend with tool calling."""
        return self.ask == "paper" and self.backend.supports_tools

    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        self.last_generated_tokens = self.last_repairs = self.last_tool_calls = 0
        dialogues = [_Dialogue(c, [{"role": "user", "content": self.prompt(c)}],
                               FailedRuns(c.failures, self.max_observation_chars)) for c in cases]
        tools = JUDGE_TOOLS if self.uses_tools else None
        for _ in range(1 + self.max_repairs + (self.max_tool_turns + 1 if tools else 0)):
            active = [d for d in dialogues if d.result is None]
            if not active:
                break
            replies = self.backend.chat([d.messages for d in active], pl_module, tools)
            self.last_generated_tokens += self.backend.last_generated_tokens
            for d, reply in zip(active, replies):
                self._advance(d, reply)
        for d in dialogues:
            if d.result is None:
                d.result = d.last_failure or JudgeFailure("tool_budget", "still calling tools when its turns ran out")
        self.last_repairs = sum(d.repairs for d in dialogues)
        return [d.result for d in dialogues]

    def _advance(self, d: _Dialogue, reply: ChatReply | JudgeFailure) -> None:
        """Apply one reply: a backend failure ends the dialogue; tool calls are answered; an answer is checked and
        either accepted, sent back for repair, or the dialogue fails with it."""
        if isinstance(reply, JudgeFailure):
            d.result = reply
            return
        d.messages.append(reply.message)
        if reply.tool_calls:
            d.tool_turns += 1
            for call in reply.tool_calls:
                answer = (d.runs.call(call) if d.tool_turns <= self.max_tool_turns
                          else "error: no tool calls left; answer now with the JSON object")
                self.last_tool_calls += 1
                d.messages.append({"role": "tool", "tool_call_id": call.id, "content": answer})
            return
        verdict = parse_verdict(reply.content)
        failure = verdict if isinstance(verdict, JudgeFailure) else check_verdict(verdict, d.case.success, d.case.rules)
        if failure is None:
            d.result = verdict
        elif failure.kind in REPAIRABLE_KINDS and d.repairs < self.max_repairs:
            d.repairs += 1
            d.last_failure = failure
            d.messages.append({"role": "user", "content": f"That answer is invalid: {failure.detail}. "
                                                          + self.answer_format(d.case)})
        else:
            d.result = failure

    def prompt(self, case: JudgeCase) -> str:
        """The first user message for one case (plain text; the backend applies its chat format)."""
        return self._pair_prompt(case) if self.ask == "pair" else self._paper_prompt(case)

    def answer_format(self, case: JudgeCase) -> str:
        """The closing instruction: the JSON to answer with and the rules the segment must obey."""
        n, rules = len(case.success.steps), case.rules
        last = n - 1 if rules.non_terminal else n
        fields = '"failure_mode": "<one sentence>", ' if self.ask == "paper" else ""
        limits = [f"1 <= start_step <= end_step <= {last}"]
        if rules.max_turns is not None:
            limits.append(f"end_step - start_step + 1 <= {rules.max_turns}")
        if rules.non_terminal:
            limits.append(f"the segment ends before the last step ({n})")
        if rules.valid_actions_only:
            limits.append(f"no step of the segment is '{INVALID_ACTION}' or an action the environment rejected")
        return ("Answer with one JSON object and nothing else: "
                f'{{{fields}"start_step": <first step>, "end_step": <last step>, "reason": "<one sentence>"}}, '
                f"where {'; '.join(limits)}.")

    def _pair_prompt(self, case: JudgeCase) -> str:
        success, failure = case.success, case.failures[0]
        outcome = "stopped by the step limit" if failure.truncated else "failed"
        return "\n".join([
            "Two attempts of an agent at the same task, from the same initial state: the first succeeded, the second "
            f"{outcome}.",
            f"Task: {success.goal}",
            f"Initial observation: {truncate(success.initial_observation, self.max_observation_chars)}",
            "",
            f"Successful attempt ({len(success.steps)} steps):",
            *step_lines(success, self.max_observation_chars),
            "",
            f"Failed attempt ({len(failure.steps)} steps):",
            *step_lines(failure, self.max_observation_chars),
            "",
            "Which consecutive steps of the successful attempt most likely made the difference between success and "
            "failure? " + self.answer_format(case),
        ])

    def _paper_prompt(self, case: JudgeCase) -> str:
        success = case.success
        tools = ("You may call search_trajectory(query, k) to search the failed runs' turns and get_segment(traj_id, "
                 "start_turn, end_turn) to read turns of one failed run in full, before answering. "
                 if self.uses_tools else "")
        return "\n".join([
            f"Attempts of an agent at the same task, from the same initial state: one succeeded, {len(case.failures)} "
            "failed.",
            f"Task: {success.goal}",
            f"Initial observation: {truncate(success.initial_observation, self.max_observation_chars)}",
            "",
            f"Successful attempt ({len(success.steps)} steps):",
            *step_lines(success, self.max_observation_chars),
            "",
            "Failed runs (previews):",
            *(self.preview(k, f) for k, f in enumerate(case.failures, start=1)),
            "",
            "Diagnose one failure mode that recurs across the failed runs. Then name the shortest segment of the "
            "successful attempt that solves or avoids it. " + tools + self.answer_format(case),
        ])

    def preview(self, run: int, failure: Trajectory) -> str:
        """One line for a failed run: its length, how it ended, its actions (at most ``preview_actions``: the first
        and last halves around "…"), its last observation."""
        actions = [INVALID_ACTION if a is None else a for a in failure.actions]
        half = self.preview_actions // 2
        if len(actions) > self.preview_actions:
            actions = actions[:half] + [f"… ({len(actions) - 2 * half} more)"] + actions[-half:]
        ended = "stopped by the step limit" if failure.truncated else "failed"
        last = truncate(failure.steps[-1].observation, self.max_observation_chars) if failure.steps else ""
        return f"Run {run} ({len(failure.steps)} steps, {ended}): {' | '.join(actions)}; last observation: {last}"


def json_objects(answer: str) -> Iterator[dict]:
    """Every JSON object written in ``answer``, in the order of its opening brace; the text around them (and what
    does not decode as a JSON object) is ignored."""
    decoder = json.JSONDecoder()
    for at in (i for i, ch in enumerate(answer) if ch == "{"):
        try:
            obj, _ = decoder.raw_decode(answer, at)
        except ValueError:
            continue
        if isinstance(obj, dict):
            yield obj


def parse_verdict(answer: str) -> Verdict | JudgeFailure:
    """The first JSON object in ``answer`` with integer ``start_step`` and ``end_step`` (1-based, as in the prompt),
    as a 0-based :class:`Verdict` (its reason: ``failure_mode`` and ``reason`` joined); a ``"malformed"`` failure if
    there is none. Range and rules are not checked here."""
    for obj in json_objects(answer):
        start, end = obj.get("start_step"), obj.get("end_step")
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end)):
            reason = " — ".join(str(obj[k]) for k in ("failure_mode", "reason") if obj.get(k))
            return Verdict(start - 1, end - 1, reason)
    return JudgeFailure("malformed", "no JSON object with integer start_step and end_step in: " + truncate(answer, 200))
