"""Exact evaluation on the trap corridor: the success probability of the current policy, computed, not sampled.

The policy of the corridor benchmarks answers with one token, the number of an action, from a prompt that (with no
history, ``data.history_length: 0``) depends only on the task, the state and the step. So its action distribution in
every reachable (state, step) comes from one batched forward pass, and
:func:`~prover_lightning.envs.trap_corridor.success_probability` turns them into the exact probability that an
episode sampled at the training temperature is won. Averaged over the held-out tasks, this is the benchmark's
primary metric: it carries no sampling noise.
"""

from __future__ import annotations

import lightning as L
import torch

from prover_lightning.envs.trap_corridor import (
    GOAL,
    CorridorState,
    TrapCorridorSpec,
    reachable_states,
    success_probability,
)
from prover_lightning.interfaces import EpisodeSettings, TrainedPolicy, datamodule, require
from prover_lightning.prompts import chat_prompt_ids
from prover_lightning.types import RolloutBatch


def action_probabilities(model, tokenizer, prompts: list[str], num_actions: int, temperature: float,
                         batch_size: int = 512) -> torch.Tensor:
    """``[len(prompts), num_actions]``: the probability that the first response token is the number ``k`` (1-based),
    under ``softmax(logits / temperature)`` (the sampler's distribution: no top-k / top-p), for each chat-formatted
    prompt (left padding, as the sampler)."""
    ids = chat_prompt_ids(tokenizer, prompts)
    numbers = [tokenizer.convert_tokens_to_ids(str(k)) for k in range(1, num_actions + 1)]
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    out = []
    with torch.no_grad():
        for lo in range(0, len(ids), batch_size):
            chunk = ids[lo : lo + batch_size]
            width = max(len(x) for x in chunk)
            input_ids = torch.full((len(chunk), width), pad, dtype=torch.long)
            attention = torch.zeros((len(chunk), width), dtype=torch.long)
            for row, x in enumerate(chunk):
                input_ids[row, width - len(x) :] = torch.tensor(x)
                attention[row, width - len(x) :] = 1
            device = next(model.parameters()).device
            logits = model(input_ids=input_ids.to(device), attention_mask=attention.to(device), logits_to_keep=1).logits
            probs = (logits[:, -1].float() / temperature).softmax(-1)
            out.append(probs[:, numbers].cpu())
    return torch.cat(out)


def exact_success(pl_module: TrainedPolicy, spec: TrapCorridorSpec, tasks, template, max_steps: int,
                  temperature: float) -> list[float]:
    """The exact success probability of the current policy on each task (see the module docstring)."""
    states = {task.task_id: reachable_states(spec.model(task), max_steps) for task in tasks}
    prompts = []
    for task in tasks:
        model = spec.model(task)
        prompts += [template.render(GOAL, [], model.observation(s), model.actions(s), t, max_steps)
                    for s, t in states[task.task_id]]
    policy = pl_module.full_policy
    was_training = policy.training
    policy.eval()
    probs = action_probabilities(policy, pl_module.tokenizer, prompts, 3, temperature).tolist()
    policy.train(was_training)
    out, at = [], 0
    for task in tasks:
        table: dict[tuple[CorridorState, int], list[float]] = {}
        for key in states[task.task_id]:
            table[key], at = probs[at], at + 1
        out.append(success_probability(spec.model(task), lambda s, t: table[(s, t)], max_steps))
    return out


class ExactSuccess(L.Callback):
    """Logs ``eval/exact_success_<split>``: the mean over the split's tasks of the exact success probability of the
    policy that sampled the iteration's rollout (before its update), at the training temperature; every
    ``every_n_iterations`` rollout iterations, into the batch's stats (so it is logged at the iteration's step).

    Args:
        split: the task split evaluated (``"valid"``: held-out tasks; ``"train"``).
        every_n_iterations: evaluate every n-th iteration.

    Raises:
        ValueError: (at setup) the datamodule's env is not a trap corridor or shows history in the prompt.
        TypeError: (at setup) the datamodule or the module lacks what it reads (see
            :mod:`prover_lightning.interfaces`: ``EpisodeSettings``, ``TrainedPolicy``).
    """

    def __init__(self, split: str = "valid", every_n_iterations: int = 1) -> None:
        self.split, self.every_n_iterations = split, every_n_iterations

    def setup(self, trainer: L.Trainer, pl_module: L.LightningModule, stage: str) -> None:
        dm = datamodule(trainer, EpisodeSettings, type(self).__name__)
        require(pl_module, TrainedPolicy, type(self).__name__, "model")
        if not isinstance(dm.env, TrapCorridorSpec) or dm.history_length != 0:
            raise ValueError("ExactSuccess needs data.env: TrapCorridorSpec and data.history_length: 0")

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        if batch.iteration % self.every_n_iterations:
            return
        dm = datamodule(trainer, EpisodeSettings, type(self).__name__)
        module = require(pl_module, TrainedPolicy, type(self).__name__, "model")
        values = exact_success(module, dm.env, dm.env.tasks(self.split), dm.template, dm.max_episode_steps,
                               dm.temperature)
        batch.stats[f"eval/exact_success_{self.split}"] = sum(values) / len(values)
