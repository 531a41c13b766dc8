"""Lightning callbacks: credit assignment (GiGPO, ProVer in ``callbacks.prover``), trajectory logging, export."""

from callbacks.export import ExportPolicy
from callbacks.gigpo import GiGPOCredit
from callbacks.trajectory_text import BatchTextLogger, TrajectoryTextLogger, format_trajectory

__all__ = ["BatchTextLogger", "ExportPolicy", "GiGPOCredit", "TrajectoryTextLogger", "format_trajectory"]
