"""Budget-matched GRPO, the paper's key control for ProVer (arXiv 2609.36178): spend the extra generation a method
spends, but on more rollouts of the same groups, then make a normal GRPO update on the larger groups.

The budget is set in one of two ways:

- ``token_ratio`` r (the default way to match a method): per iteration, ``round(r × N)`` extra episodes, N = the
  iteration's rollout episodes. Extra episodes of the same groups are drawn from the same distribution as the rollout's
  own, so they spend r × the rollout's generated tokens in expectation: set r to the method's logged
  ``cost/cumulative_extra_token_ratio`` (e.g. ProVer's at the end of a run of the same config and seed count) and the
  two spend equal tokens over the run. The realised ratio is logged in the same ``cost/`` figures as the method's.
- ``episodes_per_group`` k: a fixed k extra episodes per group.

Extra episodes go to the groups in order, round robin (with ``round(r × N)`` not a multiple of the number of groups,
the first groups get one more).
"""

from __future__ import annotations

import time

import lightning as L

from callbacks.cost import NO_EPISODE_COST, add_extra_cost
from callbacks.stages import PipelineStage, Role
from prover_lightning.advantages import assign_grpo_advantages
from prover_lightning.interfaces import GroupRollouts, datamodule
from prover_lightning.rollout import EpisodeStart
from prover_lightning.types import RolloutBatch


def extra_episodes_per_group(num_groups: int, total: int) -> list[int]:
    """``total`` extra episodes spread over ``num_groups`` groups in order, round robin, ``[num_groups]``."""
    base, rest = divmod(total, num_groups)
    return [base + (g < rest) for g in range(num_groups)]


class ExtraRollouts(PipelineStage):
    """Adds extra rollouts of the batch's groups (current policy, training sampling settings, through the datamodule's
    ``run_episodes``) and recomputes the GRPO advantages over the larger groups with the datamodule's normalisation
    (what it reads of the datamodule: :class:`~prover_lightning.interfaces.GroupRollouts`). It replaces the batch's
    groups (:attr:`~callbacks.stages.Role.GROUPS`), so it comes before every callback that reads them (a judge, the
    verifier, a credit callback, GiGPO: credit added before it would be overwritten; checked at ``setup``), and
    :class:`~callbacks.cost.CostRatios` after it.


    Stats (every batch): ``extra_rollouts/episodes``, ``extra_rollouts/success_rate`` (of the extra episodes, 0
    without any; weighted by the extra episodes in ``batch.stat_weights``, so data-parallel ranks merge it over the
    union of their episodes). Their tokens, env steps and seconds go to the batch's extra cost.

    Args:
        token_ratio: extra episodes = ``round(token_ratio × rollout episodes)`` (see the module docstring).
        episodes_per_group: or a fixed number per group.

    Raises:
        ValueError: neither or both settings given, or a negative one.
    """

    provides = frozenset({Role.EXTRA_COST})
    replaces = frozenset({Role.GROUPS})
    data_interface = GroupRollouts

    def __init__(self, token_ratio: float | None = None, episodes_per_group: int | None = None) -> None:
        if (token_ratio is None) == (episodes_per_group is None):
            raise ValueError("ExtraRollouts needs exactly one of token_ratio and episodes_per_group, got "
                             f"token_ratio={token_ratio}, episodes_per_group={episodes_per_group}")
        if (token_ratio or 0) < 0 or (episodes_per_group or 0) < 0:
            raise ValueError(f"ExtraRollouts settings must be >= 0, got {token_ratio}, {episodes_per_group}")
        self.token_ratio, self.episodes_per_group = token_ratio, episodes_per_group

    def on_train_batch_start(
        self, trainer: L.Trainer, pl_module: L.LightningModule, batch: RolloutBatch, batch_idx: int
    ) -> None:
        t0 = time.perf_counter()
        groups = batch.groups()
        if self.episodes_per_group is not None:
            counts = [self.episodes_per_group] * len(groups)
        else:
            counts = extra_episodes_per_group(len(groups), round(self.token_ratio * len(batch.trajectories)))
        starts = [EpisodeStart(members[0].task, gid) for (gid, members), n in zip(groups.items(), counts)
                  for _ in range(n)]
        dm = datamodule(trainer, GroupRollouts, type(self).__name__)
        extra, cost = dm.run_episodes(starts) if starts else ([], NO_EPISODE_COST)
        by_group: dict[int, list] = {}
        for t in extra:
            by_group.setdefault(t.group_id, []).append(t)
        batch.trajectories = [t for gid, members in groups.items() for t in members + by_group.get(gid, [])]
        assign_grpo_advantages(batch, dm.scale_by_std, dm.drop_zero_variance_groups)
        batch.stats["extra_rollouts/episodes"] = float(len(extra))
        batch.stats["extra_rollouts/success_rate"] = sum(t.won for t in extra) / len(extra) if extra else 0.0
        batch.stat_weights["extra_rollouts/success_rate"] = float(len(extra))
        add_extra_cost(batch, cost["generated_tokens"], cost["env_steps"], time.perf_counter() - t0)
