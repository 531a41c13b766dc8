"""An oracle judge for the key corridor: it knows the key room. Not a method; the upper bound of judge quality.

The corridor's decisive steps are known (``prover_lightning.envs.corridor``): taking the key in the key room and
opening the door in the last room. This judge names the step of the successful trajectory that took the key, so the
benchmark can separate the two halves of ProVer: does verified credit on the *right* segment beat GRPO (this
judge), and how close do the uninformed judges (divergence, random) come to it. Used by ``bench/credit_assignment.py``
as the method ``prover_oracle``, through ``configs/prover_divergence.yaml`` with this judge swapped in.
"""

from __future__ import annotations

import lightning as L

from callbacks.prover.judges import Judge
from callbacks.prover.segments import JudgeCase, JudgeFailure, Verdict
from prover_lightning.envs.corridor import TAKE_KEY


class KeyRoomJudge(Judge):
    """Names the step of the success that took the key (a won corridor episode always has one)."""

    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for case in cases:
            taken = [i for i, step in enumerate(case.success.steps) if step.action == TAKE_KEY]
            out.append(Verdict(taken[0], taken[0], "the key was taken here") if taken
                       else JudgeFailure("malformed", "the success never took the key"))
        return out
