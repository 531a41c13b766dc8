"""Lightning callbacks: credit assignment (GiGPO, SPO, CriticSearch, ProVer in ``callbacks.prover``), budget-matched
extra rollouts, cost accounting, trajectory and group-outcome logging, export, the trap corridor's exact evaluation."""

from callbacks.cost import CostRatios
from callbacks.critic_search import CriticSearchCredit, LLMCritic
from callbacks.exact_success import ExactSuccess
from callbacks.export import ExportPolicy
from callbacks.extra_rollouts import ExtraRollouts
from callbacks.gigpo import GiGPOCredit
from callbacks.group_outcomes import GroupOutcomes
from callbacks.oracle_critic import TrapCorridorCritic
from callbacks.spo import SPOCredit
from callbacks.trajectory_text import BatchTextLogger, EvalTrajectoryTextLogger, TrajectoryTextLogger, format_trajectory

__all__ = ["BatchTextLogger", "CostRatios", "CriticSearchCredit", "EvalTrajectoryTextLogger", "ExactSuccess",
           "ExportPolicy", "ExtraRollouts", "GiGPOCredit", "GroupOutcomes", "LLMCritic", "SPOCredit",
           "TrajectoryTextLogger", "TrapCorridorCritic", "format_trajectory"]
