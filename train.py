"""Training entry point: ``python train.py fit --config configs/<name>.yaml`` (also ``validate``, ``test``,
``--print_config``). Several ``--config`` files compose left to right; OmegaConf interpolation is on.

Heavy imports live inside :func:`main`: environment worker processes are spawned, and a spawned child re-imports this
file, so its top level stays light.
"""

from __future__ import annotations

import os
import sys


def check_config_files(args: list[str]) -> None:
    """Exit with an error naming the file, line and column when a ``--config`` file is not valid YAML (the CLI's own
    message would name ``<unicode string>``). Values that are not existing files are left to the CLI."""
    import yaml

    paths = [b for a, b in zip(args, args[1:]) if a == "--config"] + [a[9:] for a in args if a.startswith("--config=")]
    for path in paths:
        if not os.path.isfile(path):
            continue
        try:
            with open(path, encoding="utf-8") as f:
                yaml.safe_load(f)
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            print(f"error: config file {path} is not valid YAML: {exc}", file=sys.stderr)
            raise SystemExit(2) from None


def main(args: list[str] | None = None):
    """Build and run the CLI (``args`` replaces ``sys.argv[1:]``, for tests); returns the ``LightningCLI``."""
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    check_config_files(sys.argv[1:] if args is None else args)
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
