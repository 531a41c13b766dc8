"""Step prompts and action parsing, in the style of verl-agent's text-agent templates.

A step prompt holds the task, how many steps were taken, the last H (observation, action) turns, the current
observation and the admissible actions; the model answers with optional ``<think>...</think>`` reasoning and the
action inside ``<action>...</action>``. An environment whose answers take another form (e.g. search-QA's
``<search>`` / ``<answer>``) subclasses :class:`PromptTemplate` and overrides ``render`` and ``parse``; its
``EnvironmentSpec.prompt_template()`` returns that default.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ACTION_RE = re.compile(r"<action>(.*?)</action>", re.DOTALL | re.IGNORECASE)


@dataclass(frozen=True)
class Turn:
    """One past step shown in the history: the observation the agent saw and the action it took."""

    observation: str
    action: str


class PromptTemplate:
    """Renders a step prompt (plain text; the model's chat template is applied afterwards) and parses responses.
    ``stop`` lists the strings that end a response (besides EOS): generation stops once the action is written.

    Args:
        agent_role: the opening sentence naming the environment.
        think: ask for ``<think>`` reasoning before the action (needs a larger ``max_new_tokens``).
        list_admissible: show the admissible actions.
        response_prefix: text that opens the assistant's answer, appended after the chat template's generation
            prompt (e.g. ``"<action>"`` so a small model only has to complete the action); it belongs to the prompt
            (never trained on) and is put back in front of the response before parsing.
    """

    stop = ["</action>"]

    def __init__(
        self,
        agent_role: str = "You are an expert agent operating in a text environment.",
        think: bool = True,
        list_admissible: bool = True,
        response_prefix: str = "",
    ) -> None:
        self.agent_role = agent_role
        self.think = think
        self.list_admissible = list_admissible
        self.response_prefix = response_prefix

    def render(
        self, goal: str, history: list[Turn], observation: str, admissible: list[str], step: int, max_steps: int
    ) -> str:
        """Prompt for the step with 0-based index ``step`` (``history`` is already cut to the last H turns)."""
        lines = [f"{self.agent_role} Your task is to: {goal}"]
        if history:
            lines.append(
                f"Prior to this step, you have already taken {step} step(s). Below are the most recent "
                f"{len(history)} observations and the actions you took:"
            )
            first = step - len(history)
            for i, turn in enumerate(history):
                n = first + i + 1
                lines.append(f"[Observation {n}: '{turn.observation}', Action {n}: '{turn.action}']")
        lines.append(
            f"You are now at step {step + 1} of at most {max_steps} and your current observation is: {observation}"
        )
        if self.list_admissible and admissible:
            listed = ", ".join(f"'{a}'" for a in admissible)
            lines.append(f"Your admissible actions of the current situation are: [{listed}].")
        lines.append("")
        if self.think:
            lines.append(
                "Now it's your turn to take an action. First reason step by step about the current situation inside "
                "<think> </think> tags. Then choose one admissible action and write it inside <action> </action> tags."
            )
        else:
            lines.append(
                "Now it's your turn to take an action. Choose one admissible action and write it inside "
                "<action> </action> tags, e.g. <action>look</action>."
            )
        return "\n".join(lines)

    def format_action(self, action: str) -> str:
        """The response that writes ``action`` with no reasoning (an expert's response, for behaviour cloning):
        ``<action>{action}</action>`` without the part that ``response_prefix`` already wrote, so that
        ``parse(format_action(a)) == a`` for an action in parsed form (whitespace-collapsed, lower case).

        Raises:
            ValueError: the response would not start with ``response_prefix``.
        """
        return strip_response_prefix(f"<action>{action}</action>", self.response_prefix)

    def parse(self, response: str, admissible: list[str] | None = None) -> str | None:
        """The action to send to the environment from a sampled response (``response_prefix`` is put back in
        front first); ``None`` marks an invalid response. ``admissible`` (the actions the prompt listed) is unused
        here; templates that answer by index (:class:`IndexChoiceTemplate`) need it."""
        return parse_action(self.response_prefix + response)


class IndexChoiceTemplate(PromptTemplate):
    """A compact prompt that numbers the admissible actions; the answer is the number of the chosen action.

    Made for tiny policies with a small vocabulary (e.g. the controlled corridor benchmark): one generated token
    picks an action, so the whole response is a decision. Rendered as
    ``"<goal> | step 3 of 6 | <observation> | actions: 1) a 2) b ..."`` with the last ``H`` turns as
    ``"| before: <observation> -> <action>"``; nothing else. ``stop`` is empty: the response ends at EOS or at
    ``max_new_tokens`` (set it to the number of tokens of the largest index, 1 for up to 9 actions with a
    word-level tokenizer).
    """

    stop: list[str] = []

    def __init__(self) -> None:
        super().__init__(think=False)

    def render(
        self, goal: str, history: list[Turn], observation: str, admissible: list[str], step: int, max_steps: int
    ) -> str:
        parts = [goal, f"step {step + 1} of {max_steps}"]
        parts += [f"before: {turn.observation} -> {turn.action}" for turn in history]
        parts.append(observation)
        parts.append("actions: " + " ".join(f"{i}) {a}" for i, a in enumerate(admissible, start=1)))
        return " | ".join(parts)

    def parse(self, response: str, admissible: list[str] | None = None) -> str | None:
        """``admissible[k - 1]`` for a response that is the number ``k`` (surrounding whitespace allowed);
        ``None`` for anything else or a number out of range."""
        text = response.strip()
        if not admissible or not text.isdigit() or not 1 <= int(text) <= len(admissible):
            return None
        return admissible[int(text) - 1]


def strip_response_prefix(response: str, prefix: str) -> str:
    """``response`` without its leading ``prefix`` (the part of the answer the prompt already holds).

    Raises:
        ValueError: ``response`` does not start with ``prefix``.
    """
    if not response.startswith(prefix):
        raise ValueError(f"response_prefix {prefix!r} does not open the expert response {response!r}")
    return response[len(prefix):]


def parse_action(response: str) -> str | None:
    """The action of a response: the text inside its last ``<action>...</action>``, whitespace-collapsed and
    lower-cased; ``None`` when there is no such tag or it is empty (an invalid response)."""
    found = ACTION_RE.findall(response)
    if not found:
        return None
    action = " ".join(found[-1].split()).lower()
    return action or None


def chat_prompt_ids(tokenizer, texts: list[str]) -> list[list[int]]:
    """The token ids of each of ``texts`` as one user message in ``tokenizer``'s chat template, followed by its
    generation prompt: the prompts the sampler completes. One batched ``apply_chat_template`` call: the same ids as
    one call per text (``tests/test_rollout.py``), with less per-call overhead."""
    if not texts:
        return []
    enc = tokenizer.apply_chat_template(
        [[{"role": "user", "content": t}] for t in texts], add_generation_prompt=True, tokenize=True,
        return_dict=True,
    )
    return [list(ids) for ids in enc["input_ids"]]
