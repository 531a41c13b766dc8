"""Lightning callbacks: credit assignment (GiGPO, SPO, ProVer in ``callbacks.prover``), budget-matched extra rollouts,
cost accounting, trajectory logging, export, the trap corridor's exact evaluation."""

from callbacks.cost import CostRatios
from callbacks.exact_success import ExactSuccess
from callbacks.export import ExportPolicy
from callbacks.extra_rollouts import ExtraRollouts
from callbacks.gigpo import GiGPOCredit
from callbacks.spo import SPOCredit
from callbacks.trajectory_text import BatchTextLogger, EvalTrajectoryTextLogger, TrajectoryTextLogger, format_trajectory

__all__ = ["BatchTextLogger", "CostRatios", "EvalTrajectoryTextLogger", "ExactSuccess", "ExportPolicy", "ExtraRollouts",
           "GiGPOCredit", "SPOCredit", "TrajectoryTextLogger", "format_trajectory"]
