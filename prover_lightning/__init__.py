"""prover-lightning: a Lightning trainer for multi-turn LLM agents with GRPO and pluggable credit assignment.

Kept free of imports so that environment worker processes (which import ``prover_lightning.envs``) stay light.
"""

__version__ = "0.1.0"
