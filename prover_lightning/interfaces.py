"""The named interfaces between the trainer's objects, and the one accessor that checks them.

Lightning hands every hook the trainer and the module, and the datamodule through ``trainer.datamodule``; nothing
says which attributes one object may read on another. Every read that crosses objects is declared here, as a small
:class:`typing.Protocol` for one reader's need, and goes through :func:`require`, which checks the object and raises
an error naming the reader, the config key of the object (``data`` / ``model``) and the members it lacks, rather than
an ``AttributeError`` deep inside a hook. The datamodule's side:

- :class:`EpisodeRunner`: extra episodes with the current policy (``run_episodes``);
- :class:`GroupRollouts`: those, and the settings the batch's group advantages were computed with;
- :class:`RewardSource`: the step rewards of the batch's rollouts;
- :class:`EpisodeSettings`: how an episode is run and prompted (environment family, template, step cap, history,
  temperature);
- :class:`TaskTypes`: the task types of the environment family (per-type metrics);
- :class:`ExpertData`: the counts of the expert data (behaviour cloning).

The module's side:

- :class:`PolicySource`: the generation backend and the tokenizer (what rollouts and generation ask of the module);
- :class:`TrainedPolicy`: the trained network, its tokenizer and any adapter merged into it (export, evaluation);
- :class:`IterationSchedule`: optimiser updates per rollout iteration (an optional capability: see
  :func:`provides`).

:class:`~datamodules.rollout.RolloutDataModule` and :class:`~prover_lightning.module.GRPOModule` provide every one
of them (``tests/test_interfaces.py`` checks it).
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    import torch

    from prover_lightning.envs.base import EnvironmentSpec
    from prover_lightning.prompts import PromptTemplate
    from prover_lightning.rollout import EpisodeStart, RewardConfig
    from prover_lightning.sampler import Sampler
    from prover_lightning.types import Trajectory

T = TypeVar("T")


class EpisodeRunner(Protocol):
    """A datamodule that runs extra episodes with the current policy and the training sampling settings."""

    def run_episodes(self, starts: list[EpisodeStart]) -> tuple[list[Trajectory], dict[str, float]]:
        """The episodes of ``starts``, in order, and their cost (``generated_tokens``, ``env_steps``, ...)."""


class GroupRollouts(EpisodeRunner, Protocol):
    """A datamodule that runs extra episodes and says how the batch's group advantages were computed.

    Attributes:
        scale_by_std: GRPO (divide by the group's std) or Dr. GRPO (do not).
        drop_zero_variance_groups: groups whose returns are all equal are dropped.
    """

    scale_by_std: bool
    drop_zero_variance_groups: bool


class RewardSource(Protocol):
    """A datamodule whose rollouts were rewarded by ``reward`` (success bonus, penalties)."""

    reward: RewardConfig


class EpisodeSettings(Protocol):
    """How the datamodule runs and prompts an episode.

    Attributes:
        env: the environment family.
        template: the step prompt template.
        max_episode_steps: step cap of an episode.
        history_length: past (observation, action) turns shown in a prompt.
        temperature: sampling temperature of training rollouts.
    """

    env: EnvironmentSpec
    template: PromptTemplate
    max_episode_steps: int
    history_length: int
    temperature: float


class TaskTypes(Protocol):
    """A datamodule whose environment family names its task types (``task_types``: per-type metrics)."""

    task_types: list[str]


class ExpertData(Protocol):
    """A datamodule of expert step samples (``expert_stats``: ``expert/...`` counts, filled at ``setup``)."""

    expert_stats: dict[str, float]


class PolicySource(Protocol):
    """A module that generates: ``sampler`` (the generation backend, current weights) and ``tokenizer``."""

    sampler: Sampler
    tokenizer: Any


class TrainedPolicy(Protocol):
    """A module holding the trained network.

    Attributes:
        policy: the causal LM (a LoRA-wrapped one with LoRA).
        full_policy: the policy with all its weights on this rank (``policy``, or a fully sharded policy's full copy,
            current after every update): what forwards outside the update use.
        tokenizer: its tokenizer.
        merged_adapter: the adapter folder merged into the base weights before training, or ``None``.
    """

    policy: torch.nn.Module
    full_policy: torch.nn.Module
    tokenizer: Any
    merged_adapter: str | None


class IterationSchedule(Protocol):
    """A module that makes ``updates_per_iteration`` optimiser updates per rollout iteration."""

    updates_per_iteration: int


#: the config key of each side: what it is, and a class that provides every protocol of its side (for the messages)
HOLDERS = {"data": ("the datamodule", "datamodules.RolloutDataModule"),
           "model": ("the module", "prover_lightning.module.GRPOModule")}


def members(protocol: type) -> list[str]:
    """The attribute and method names ``protocol`` declares (its own and its bases'), in declaration order."""
    names: dict[str, None] = {}
    for cls in reversed(protocol.__mro__):
        if cls is object or cls is Protocol or not getattr(cls, "_is_protocol", False):
            continue
        names.update(dict.fromkeys(vars(cls).get("__annotations__", {})))
        names.update(dict.fromkeys(n for n, v in vars(cls).items() if callable(v) and not n.startswith("_")))
    return list(names)


def _has(obj: Any, name: str) -> bool:
    """``obj`` has ``name``, looked up without running a property (building a sampler, say): statically first (the
    class's properties and methods, the instance's attributes), then through ``__getattr__`` (a torch module's
    submodules), where no property is left to run."""
    try:
        inspect.getattr_static(obj, name)
    except AttributeError:
        return hasattr(obj, name)
    return True


def provides(obj: Any, protocol: type) -> bool:
    """``obj`` has every member of ``protocol`` (a check for an optional capability; no property is run)."""
    return obj is not None and all(_has(obj, name) for name in members(protocol))


def require(obj: Any, protocol: type[T], reader: str, key: str) -> T:
    """``obj`` as ``protocol``, checked: every member it declares is there.

    Args:
        obj: the object read (``trainer.datamodule``, the module).
        protocol: what ``reader`` reads of it.
        reader: who reads it (a class name), for the message.
        key: the config key of ``obj``: ``"data"`` or ``"model"``.

    Raises:
        TypeError: ``obj`` is ``None`` or lacks a member; the message names ``reader``, ``key``, the protocol, the
            missing members and ``obj``'s class.
    """
    missing = members(protocol) if obj is None else [n for n in members(protocol) if not _has(obj, n)]
    if missing:
        got = "none is set" if obj is None else f"{key} is {type(obj).__name__}, which lacks {', '.join(missing)}"
        what, example = HOLDERS[key]
        raise TypeError(f"{reader} needs {key} ({what}) to provide {', '.join(members(protocol))} "
                        f"({protocol.__name__}, e.g. {example}); {got}")
    return obj


def datamodule(trainer: Any, protocol: type[T], reader: str) -> T:
    """``trainer.datamodule`` as ``protocol``, checked by :func:`require` (``reader`` names who reads it)."""
    return require(getattr(trainer, "datamodule", None), protocol, reader, "data")

