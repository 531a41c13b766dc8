"""Training entry point: ``python train.py fit --config configs/<name>.yaml`` (also ``validate``, ``test``,
``--print_config``). Several ``--config`` files compose left to right; OmegaConf interpolation is on.

Heavy imports live inside :func:`main`: environment worker processes are spawned, and a spawned child re-imports this
file, so its top level stays light.
"""

from __future__ import annotations

import os


def main(args: list[str] | None = None):
    """Build and run the CLI (``args`` replaces ``sys.argv[1:]``, for tests); returns the ``LightningCLI``."""
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    from lightning.pytorch.cli import LightningCLI

    from datamodules import RolloutDataModule
    from prover_lightning.module import GRPOModule

    return LightningCLI(
        GRPOModule,
        RolloutDataModule,
        args=args,
        save_config_kwargs={"overwrite": True},
        parser_kwargs={"parser_mode": "omegaconf"},
        trainer_defaults={"num_sanity_val_steps": 0, "enable_model_summary": False},
    )


if __name__ == "__main__":
    main()
