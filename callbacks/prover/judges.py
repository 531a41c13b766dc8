"""ProVer judges: given a successful and a failed trajectory of one group, name the segment of the success that
probably decided the outcome (the "ProVer" paper).

A judge only chooses where to look; the verifier's observed outcomes decide the credit. Three judges:
:class:`LLMJudge` (a prompted model answering in JSON), :class:`DivergenceJudge` (no model: where the two action
sequences part), :class:`RandomJudge` (a uniformly random segment: the paper's "uninformed selection" ablation).
Each takes plain typed arguments so that it can be configured from YAML (``class_path`` + ``init_args``).
"""

from __future__ import annotations

import abc
import json
import random

import lightning as L

from callbacks.prover.judge_backends import JudgeBackend, PolicyBackend
from callbacks.prover.segments import JudgeFailure, Verdict, shared_prefix_length, step_lines, truncate
from prover_lightning.types import Trajectory


class Judge(abc.ABC):
    """Proposes one segment of the successful trajectory for each (success, failure) pair of a batch.

    Attributes:
        last_generated_tokens: tokens a model generated for the last :meth:`propose` call (0 for judges without a
            model); counted in ProVer's extra generation.
    """

    last_generated_tokens: int = 0

    @property
    def name(self) -> str:
        """Name recorded on the segments it proposes."""
        return type(self).__name__

    @abc.abstractmethod
    def propose(
        self, pairs: list[tuple[Trajectory, Trajectory]], pl_module: L.LightningModule
    ) -> list[Verdict | JudgeFailure]:
        """One verdict (0-based steps of the success) or failure per ``(success, failure)`` pair, in order. The
        caller checks the verdict against the success's length."""

    def state_dict(self) -> dict:
        """State to checkpoint (saved by :class:`~callbacks.prover.judge_callback.SegmentJudge`); none by default."""
        return {}

    def load_state_dict(self, state: dict) -> None:
        """Restore what :meth:`state_dict` returned."""


class DivergenceJudge(Judge):
    """No model: the first step where the two trajectories' actions differ, widened by ``window`` steps on each
    side and clipped to the success's steps (if the failure repeats every action of the success, its last step).

    Args:
        window: steps added on each side of the divergence step (0: that step alone).
    """

    def __init__(self, window: int = 1) -> None:
        if window < 0:
            raise ValueError(f"DivergenceJudge.window must be >= 0, got {window}")
        self.window = window

    def propose(
        self, pairs: list[tuple[Trajectory, Trajectory]], pl_module: L.LightningModule
    ) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for success, failure in pairs:
            last = len(success.steps) - 1
            step = min(shared_prefix_length(success, failure), last)
            out.append(Verdict(max(step - self.window, 0), min(step + self.window, last),
                               f"actions first differ at step {step + 1}"))
        return out


class RandomJudge(Judge):
    """A segment drawn uniformly among all segments ``[a, b]`` of the success (``0 <= a <= b < n``, length at most
    ``max_length``): the "uninformed selection" ablation. Seeded; the draws follow the order of the calls.

    Args:
        seed: seed of the judge's own random generator.
        max_length: longest segment, in steps (``None``: up to the whole trajectory).
    """

    def __init__(self, seed: int = 0, max_length: int | None = None) -> None:
        if max_length is not None and max_length < 1:
            raise ValueError(f"RandomJudge.max_length must be >= 1 or None, got {max_length}")
        self.seed, self.max_length = seed, max_length
        self.rng = random.Random(seed)

    def propose(
        self, pairs: list[tuple[Trajectory, Trajectory]], pl_module: L.LightningModule
    ) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for success, _ in pairs:
            n = len(success.steps)
            longest = n if self.max_length is None else self.max_length
            start, end = self.rng.choice([(a, b) for a in range(n) for b in range(a, min(a + longest, n))])
            out.append(Verdict(start, end, "uniformly random segment"))
        return out

    def state_dict(self) -> dict:
        """The generator's state, so that a resumed run draws the segments an uninterrupted one would."""
        return {"rng": self.rng.getstate()}

    def load_state_dict(self, state: dict) -> None:
        if "rng" in state:
            self.rng.setstate(state["rng"])


class LLMJudge(Judge):
    """A prompted model judges. The prompt shows the task, the initial observation and both trajectories (steps
    numbered from 1: action and observation, observations cut to ``max_observation_chars``); the model answers
    ``{"start_step": 3, "end_step": 5, "reason": "..."}`` with 1-based steps of the successful trajectory, converted
    here to 0-based. An answer without such a JSON object (integer steps) is a ``"malformed"`` failure; backend
    failures (timeout, unreachable endpoint, ...) pass through; nothing is raised.

    Args:
        backend: who answers (:class:`~callbacks.prover.judge_backends.PolicyBackend`, ``HFBackend`` or
            ``OpenAIBackend``); ``None`` means the training policy (``PolicyBackend()``).
        max_observation_chars: each observation in the prompt is cut to this many characters.
    """

    def __init__(self, backend: JudgeBackend | None = None, max_observation_chars: int = 160) -> None:
        self.backend = backend if backend is not None else PolicyBackend()
        self.max_observation_chars = max_observation_chars

    def propose(
        self, pairs: list[tuple[Trajectory, Trajectory]], pl_module: L.LightningModule
    ) -> list[Verdict | JudgeFailure]:
        self.last_generated_tokens = 0
        if not pairs:
            return []
        answers = self.backend.complete([self.prompt(s, f) for s, f in pairs], pl_module)
        self.last_generated_tokens = self.backend.last_generated_tokens
        return [a if isinstance(a, JudgeFailure) else parse_verdict(a) for a in answers]

    def prompt(self, success: Trajectory, failure: Trajectory) -> str:
        """The judge prompt for one pair (plain text; the backend applies its chat format)."""
        n = len(success.steps)
        outcome = "stopped by the step limit" if failure.truncated else "failed"
        return "\n".join([
            "Two attempts of an agent at the same task, from the same initial state: the first succeeded, the second "
            f"{outcome}.",
            f"Task: {success.goal}",
            f"Initial observation: {truncate(success.initial_observation, self.max_observation_chars)}",
            "",
            f"Successful attempt ({n} steps):",
            *step_lines(success, self.max_observation_chars),
            "",
            f"Failed attempt ({len(failure.steps)} steps):",
            *step_lines(failure, self.max_observation_chars),
            "",
            "Which consecutive steps of the successful attempt most likely made the difference between success and "
            "failure? Answer with one JSON object and nothing else: "
            '{"start_step": <first step>, "end_step": <last step>, "reason": "<one sentence>"}, '
            f"where 1 <= start_step <= end_step <= {n}.",
        ])


def parse_verdict(answer: str) -> Verdict | JudgeFailure:
    """The first JSON object in ``answer`` with integer ``start_step`` and ``end_step`` (1-based, as in the prompt),
    as a 0-based :class:`Verdict`; a ``"malformed"`` failure if there is none. Range is not checked here."""
    decoder = json.JSONDecoder()
    for at in (i for i, ch in enumerate(answer) if ch == "{"):
        try:
            obj, _ = decoder.raw_decode(answer, at)
        except ValueError:
            continue
        if not isinstance(obj, dict):
            continue
        start, end = obj.get("start_step"), obj.get("end_step")
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end)):
            return Verdict(start - 1, end - 1, str(obj.get("reason", "")))
    return JudgeFailure("malformed", truncate(answer, 200))
