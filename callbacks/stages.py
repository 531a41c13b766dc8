"""The contract between the callbacks that work on a fresh rollout batch: which stage needs which earlier stage.

Callbacks that edit or annotate the batch in ``on_train_batch_start`` run in list order, and a later one reads what
an earlier one wrote. A misordered or incomplete list (a verifier before the judge, a credit callback without a
verifier, a judge whose segments nothing uses) would otherwise train plain GRPO without a word. Each such callback
is a :class:`PipelineStage` that declares the :class:`Role` s it provides, replaces, needs and uses; at ``setup`` the
whole list is checked by :func:`check_stages`, which raises an error naming the callbacks.

The batch's groups (``batch.trajectories``) and their GRPO advantages come from the datamodule; a stage that replaces
them (:class:`~callbacks.extra_rollouts.ExtraRollouts`: more members per group, advantages recomputed) must come
before every stage that reads them (a judge, the verifier, a credit callback, GiGPO), or it would overwrite the
credit already added, or leave segments pointing at trajectories that are no longer the batch's.
"""

from __future__ import annotations

from enum import Enum

import lightning as L

from prover_lightning.interfaces import datamodule


class Role(Enum):
    """What a stage hands to later stages: ``(what it is, which callbacks provide it, which use it)``."""

    SEGMENTS = ("proposed segments", "SegmentJudge or EveryStepSegments", "SegmentVerifier or JudgeOnlyCredit")
    VERIFIED_SEGMENTS = ("verified segments", "SegmentVerifier", "SegmentCredit (coef: 0 for a cost-only control)")
    EXTRA_COST = ("extra generation / env steps / seconds",
                  "a judge, verifier, extra rollouts, GiGPO, SPO or CriticSearch",
                  "CostRatios")
    GROUPS = ("the batch's groups and their advantages", "the rollout datamodule",
              "a judge, verifier, credit callback, GiGPOCredit, SPOCredit or CriticSearchCredit")

    @property
    def what(self) -> str:
        return self.value[0]


class PipelineStage(L.Callback):
    """A callback that works on the fresh rollout batch, with its place in the pipeline declared.

    Attributes:
        provides: roles it hands to later stages (each must be needed or used by a later stage).
        replaces: roles it rewrites that an earlier source already provided (the datamodule's groups): no later
            stage has to use them, but every stage reading them must come after it.
        needs: roles an earlier stage must provide.
        uses: roles it reads when present (it must come after every stage providing or replacing them).
        data_interface: what it reads of the datamodule (a protocol of :mod:`prover_lightning.interfaces`), checked
            at ``setup`` too, so a datamodule that lacks it fails before the first rollout; ``None``: nothing.
    """

    provides: frozenset[Role] = frozenset()
    replaces: frozenset[Role] = frozenset()
    needs: frozenset[Role] = frozenset()
    uses: frozenset[Role] = frozenset()
    data_interface: type | None = None

    def setup(self, trainer: L.Trainer, pl_module: L.LightningModule, stage: str) -> None:
        check_stages(trainer.callbacks)
        if self.data_interface is not None:
            datamodule(trainer, self.data_interface, type(self).__name__)


def check_stages(callbacks: list) -> None:
    """Check the order and completeness of the :class:`PipelineStage` s in ``callbacks`` (others are ignored).

    Raises:
        ValueError: a stage needs a role no earlier stage provides; a stage provides a role no later stage needs or
            uses; a stage reads a role that a later stage provides or replaces. The message names the callbacks and
            the order.
    """
    stages = [c for c in callbacks if isinstance(c, PipelineStage)]
    order = " -> ".join(type(s).__name__ for s in stages)
    for i, stage in enumerate(stages):
        name, before, after = type(stage).__name__, stages[:i], stages[i + 1 :]
        for role in stage.needs:
            if not any(role in s.provides for s in before):
                raise ValueError(f"{name} needs {role.what} from {role.value[1]} before it in trainer.callbacks; "
                                 f"the order is {order}")
        for role in stage.needs | stage.uses:
            late = [s for s in after if role in s.provides | s.replaces]
            if late:
                verb = "replaces" if all(role in s.replaces for s in late) else "provides"
                names = ", ".join(type(s).__name__ for s in late)
                raise ValueError(f"{name} reads {role.what} but comes before {names}, which {verb} them: put {name} "
                                 f"after {names} in trainer.callbacks; the order is {order}")
        for role in stage.provides:
            if not any(role in s.needs | s.uses for s in after):
                raise ValueError(f"{name} provides {role.what} but no later callback uses them: add "
                                 f"{role.value[2]} after it in trainer.callbacks; the order is {order}")
