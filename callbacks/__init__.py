"""Lightning callbacks: credit assignment (GiGPO, ProVer in ``callbacks.prover``), budget-matched extra rollouts,
cost accounting, trajectory and group-outcome logging, export, the trap corridor's exact evaluation."""

from callbacks.cost import CostRatios
from callbacks.exact_success import ExactSuccess
from callbacks.export import ExportPolicy
from callbacks.extra_rollouts import ExtraRollouts
from callbacks.gigpo import GiGPOCredit
from callbacks.group_outcomes import GroupOutcomes
from callbacks.trajectory_text import BatchTextLogger, EvalTrajectoryTextLogger, TrajectoryTextLogger, format_trajectory

__all__ = ["BatchTextLogger", "CostRatios", "EvalTrajectoryTextLogger", "ExactSuccess", "ExportPolicy", "ExtraRollouts",
           "GiGPOCredit", "GroupOutcomes", "TrajectoryTextLogger", "format_trajectory"]
