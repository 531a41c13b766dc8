"""An oracle critic for the trap corridor (``prover_lightning.envs.trap_corridor``): it knows which actions are
harmful. Not a method; the upper bound of critic quality for CriticSearch on that benchmark (used by
``bench/credit_assignment.py`` as the method ``critic_search_oracle``), as
:class:`~callbacks.prover.KeyRoomJudge` is ProVer's.

A turn is bad when it is one of the corridor's harmful actions (``step back``: two steps of the budget lost;
``touch trap``: the key dropped; ``wait``: a step lost), an unparseable response, or ``open door`` that did not win
(opened without the key); every other turn (a filler that moves on, ``take key``, the winning ``open door``) is good.
"""

from __future__ import annotations

import lightning as L

from callbacks.critic_search import Critic, TurnLabels
from prover_lightning.envs.corridor import OPEN_DOOR
from prover_lightning.envs.trap_corridor import STEP_BACK, TOUCH_TRAP, WAIT
from prover_lightning.types import Trajectory

#: the trap corridor's harmful actions
HARMFUL = frozenset({STEP_BACK, TOUCH_TRAP, WAIT})


class TrapCorridorCritic(Critic):
    """Labels every turn of a trap-corridor trajectory from its action and outcome (the module docstring's rule)."""

    def critique(self, trajectories: list[Trajectory], pl_module: L.LightningModule) -> list[TurnLabels]:
        self.last_generated_tokens = 0
        out = []
        for traj in trajectories:
            last = len(traj.steps) - 1
            out.append(TurnLabels([
                s.action is not None and s.action not in HARMFUL and (s.action != OPEN_DOOR or (traj.won and t == last))
                for t, s in enumerate(traj.steps)
            ]))
        return out
