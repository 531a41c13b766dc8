"""A scripted sampler: answers each prompt with a response chosen by a Python function (no model); a callback that
plays scripted rollouts with it on the counter env."""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable

import lightning as L

from prover_lightning.sampler import Completion, Sampler, SamplingParams


def step_of(prompt: str) -> int:
    """The step number a step prompt announces ("You are now at step N")."""
    return int(re.search(r"You are now at step (\d+)", prompt).group(1))


def seed_of(prompt: str) -> int:
    """The task seed of the counter env's latest observation in a prompt ("... seed=N step=...")."""
    return int(re.findall(r"seed=(\d+)", prompt)[-1])


class ScriptedSampler(Sampler):
    """``policy(prompt_text) -> response_text``; token ids are the tokenizer's encoding, log-probs all -1."""

    def __init__(self, tokenizer, policy: Callable[[str], str], version: int = 0) -> None:
        self.tokenizer = tokenizer
        self.policy = policy
        self.version = version
        self.calls: list[int] = []  # batch size of each generate call
        self.params: list[SamplingParams] = []  # the sampling settings of each generate call

    @property
    def policy_version(self) -> int:
        return self.version

    def sync(self, policy, version: int) -> None:
        """Adopt the trainer's policy version (the script itself does not change)."""
        self.version = version

    def generate(self, prompts: list[list[int]], params: SamplingParams) -> list[Completion]:
        self.calls.append(len(prompts))
        self.params.append(params)
        out = []
        for p in prompts:
            text = self.policy(self.tokenizer.decode(p))
            ids = self.tokenizer.encode(text, add_special_tokens=False)
            out.append(Completion(ids, [-1.0] * len(ids), text, "stop"))
        return out


class FirstEpisodeOfSomeTasksWins(L.Callback):
    """Scripted rollouts on the counter env: the first episode sampled of a task (training or held-out) whose seed is
    in ``WINNERS`` says win at its first step; every other action is noop."""

    WINNERS = {0, 1, 3, 7}

    def setup(self, trainer, pl_module, stage):
        self.seen: Counter[str] = Counter()
        pl_module._sampler = ScriptedSampler(pl_module.tokenizer, self.respond)

    def respond(self, prompt: str) -> str:
        self.seen[prompt] += 1
        won = step_of(prompt) == 1 and self.seen[prompt] == 1 and seed_of(prompt) in self.WINNERS
        return "<action>win</action>" if won else "<action>noop</action>"
