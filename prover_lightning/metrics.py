"""Episode statistics of a rollout batch, aggregated with torchmetrics (so they reduce correctly across ranks).

Data-parallel, each rank feeds its own episodes; every value (the per-batch one logged at each step, and the epoch
one) is computed from the counts of all ranks together (``dist_sync_on_step``), so a rate is global, not a mean of
per-rank rates.

A batch always has episodes, hence its counts and its aborted rate; every other value it may lack (see
:attr:`EpisodeMetrics.may_lack`), and a training iteration without it logs no point for it (see
:mod:`~prover_lightning.iteration_log`).

Per episode: success (``won``), return, length (sampled steps), truncated, aborted, task score; per step: invalid
responses, inadmissible actions; per task type: success. Aborted and replay-mismatched episodes count only in
``aborted_rate``.
"""

from __future__ import annotations

from typing import NamedTuple

import torch
from torch import nn
from torchmetrics import MeanMetric, SumMetric

from prover_lightning.types import RolloutBatch

EPISODE_KEYS = ("success_rate", "return", "episode_length", "truncated_rate", "task_score")
STEP_KEYS = ("invalid_action_rate", "inadmissible_rate")


def _key(name: str) -> str:
    return name.replace("/", "__").replace(".", "_")


class BatchMetric(NamedTuple):
    """A metric fed one batch: ``metric`` (for ``LightningModule.log``, which takes its batch value on step and its
    accumulated value on epoch) and ``value``, its batch value over all ranks (a 0-dim float tensor)."""

    metric: MeanMetric | SumMetric
    value: torch.Tensor


class EpisodeMetrics(nn.Module):
    """One set of metrics for one stage (``train`` or ``val``).

    Args:
        task_types: every task type whose success rate is tracked separately.
    """

    def __init__(self, task_types: list[str]) -> None:
        super().__init__()
        self.task_types = list(task_types)
        means = [*EPISODE_KEYS, *STEP_KEYS, "aborted_rate", *(f"success_rate/{t}" for t in self.task_types)]
        self.means = nn.ModuleDict({_key(k): MeanMetric(dist_sync_on_step=True) for k in means})
        self.sums = nn.ModuleDict(
            {_key(k): SumMetric(dist_sync_on_step=True) for k in ("episodes", "aborted_episodes", "generated_tokens")}
        )
        self.names = {_key(k): k for k in [*means, "episodes", "aborted_episodes", "generated_tokens"]}
        #: the names of the values a batch may lack: those over its usable episodes (none when every episode aborted),
        #: over their steps (``inadmissible_rate``: over the steps checked against admissible actions, which an
        #: environment without such a list never has) and over a task type's episodes (``success_rate/<task type>``)
        self.may_lack = frozenset(means) - {"aborted_rate"}

    def values(self, batch: RolloutBatch) -> dict[str, torch.Tensor]:
        """Per-episode / per-step value tensors of ``batch``, keyed by metric name (empty tensors omitted); every
        episode sampled counts, those dropped before training (``batch.dropped_trajectories``) included."""
        episodes = batch.trajectories + batch.dropped_trajectories
        usable = [t for t in episodes if t.usable]
        steps = [s for t in usable for s in t.steps]
        out: dict[str, torch.Tensor] = {}
        if usable:
            out["success_rate"] = torch.tensor([float(t.won) for t in usable])
            out["return"] = torch.tensor([t.episode_return for t in usable])
            out["episode_length"] = torch.tensor([float(len(t.steps)) for t in usable])
            out["truncated_rate"] = torch.tensor([float(t.truncated) for t in usable])
            out["task_score"] = torch.tensor([t.score for t in usable])
            for tt in self.task_types:
                won = [float(t.won) for t in usable if t.task.task_type == tt]
                if won:
                    out[f"success_rate/{tt}"] = torch.tensor(won)
        if steps:
            out["invalid_action_rate"] = torch.tensor([float(not s.valid) for s in steps])
            checked = [float(s.admissible is False) for s in steps if s.valid and s.admissible is not None]
            if checked:
                out["inadmissible_rate"] = torch.tensor(checked)
        if episodes:
            out["aborted_rate"] = torch.tensor([float(t.aborted) for t in episodes])
        out["episodes"] = torch.tensor(float(len(usable)))
        out["aborted_episodes"] = torch.tensor(float(sum(t.aborted for t in episodes)))
        out["generated_tokens"] = torch.tensor(float(sum(len(s.response_ids) for t in episodes for s in t.steps)))
        return out

    def update(self, batch: RolloutBatch) -> dict[str, BatchMetric]:
        """Feed ``batch`` (torchmetrics ``forward``: accumulates and keeps the batch value for step logging).

        Every metric is fed, with an empty tensor where the batch has no value, so that every rank makes the same
        syncs in the same order. Returns the metrics whose batch value (over all ranks) is defined, with that value,
        keyed by metric name (the same names on every rank).
        """
        values = self.values(batch)
        touched = {}
        for key, metric in [*self.means.items(), *self.sums.items()]:
            name = self.names[key]
            value = metric(values.get(name, torch.empty(0)))
            if torch.isfinite(value):
                touched[name] = BatchMetric(metric, value)
        return touched
