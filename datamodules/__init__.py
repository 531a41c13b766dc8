"""Data modules that produce rollout batches."""

from datamodules.rollout import RolloutDataModule

__all__ = ["RolloutDataModule"]
