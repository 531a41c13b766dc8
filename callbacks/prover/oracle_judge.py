"""An oracle judge for the corridors: it knows the key room. Not a method; the upper bound of judge quality.

The corridors' decisive steps are known (``prover_lightning.envs.corridor``, ``prover_lightning.envs.trap_corridor``):
taking the key in the key room and opening the door in the last room. This judge names the step of the successful
trajectory that took the key (in the trap corridor, the last time: an earlier key may have been lost), so the
benchmark can separate the two halves of ProVer: does verified credit on the *right* segment beat GRPO (this
judge), and how close do the uninformed judges (divergence, random) come to it. Used by ``bench/credit_assignment.py``
as the methods ``prover_oracle`` (``configs/prover_divergence.yaml`` with this judge swapped in) and
``prover_paper_oracle`` (``configs/prover_paper.yaml`` likewise). The step is never the last one (the door comes
after the key room), so the segment obeys the paper's rules.
"""

from __future__ import annotations

import lightning as L

from callbacks.prover.judges import Judge
from callbacks.prover.segments import JudgeCase, JudgeFailure, Verdict
from prover_lightning.envs.corridor import TAKE_KEY


class KeyRoomJudge(Judge):
    """Names the last step of the success that took the key (a won corridor episode always has one)."""

    def propose(self, cases: list[JudgeCase], pl_module: L.LightningModule) -> list[Verdict | JudgeFailure]:
        out: list[Verdict | JudgeFailure] = []
        for case in cases:
            taken = [i for i, step in enumerate(case.success.steps) if step.action == TAKE_KEY]
            out.append(Verdict(taken[-1], taken[-1], "the key was taken here") if taken
                       else JudgeFailure("malformed", "the success never took the key"))
        return out
