"""Lightning callbacks: logging and export (credit-assignment callbacks plug in here too)."""

from callbacks.export import ExportPolicy
from callbacks.trajectory_text import TrajectoryTextLogger, format_trajectory

__all__ = ["ExportPolicy", "TrajectoryTextLogger", "format_trajectory"]
