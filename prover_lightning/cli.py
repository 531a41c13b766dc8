"""The training command line: ``prover-lightning fit --config configs/<name>.yaml`` (the console entry point) or,
in a checkout, ``python train.py fit ...``, the same :func:`main` (also ``validate``, ``test``, ``--print_config``).
A config names its module and datamodule (default: GRPO on rollouts; behaviour cloning:
``prover_lightning.sft.SFTModule`` with ``datamodules.expert.ExpertDataModule``). Several ``--config`` files compose
left to right; OmegaConf interpolation is on.

Heavy imports live inside :func:`cli_main`: environment worker processes are spawned, and a spawned child re-imports
the main script (``train.py`` imports this module), so the top level stays light.
"""

from __future__ import annotations

import logging
import os
import sys
import warnings

from prover_lightning.shipped import config_path


def resolve_config_args(args: list[str]) -> list[str]:
    """``args`` with the file of every ``--config`` / ``-c`` resolved by
    :func:`~prover_lightning.shipped.config_path`: a shipped config by name (``--config grpo_paper``), or by its
    repository path from any directory (``--config configs/corridor_grpo.yaml`` in an install)."""
    out = list(args)
    for i, arg in enumerate(out):
        if arg in ("--config", "-c") and i + 1 < len(out):
            out[i + 1] = config_path(out[i + 1])
        elif arg.startswith("--config="):
            out[i] = "--config=" + config_path(arg[len("--config="):])
    return out


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


def main() -> None:
    """The console command ``prover-lightning`` (``[project.scripts]`` in pyproject.toml): :func:`cli_main` on
    ``sys.argv[1:]``. Returns nothing, so that the command's exit status is 0 after a run (a console script exits with
    its function's return value)."""
    cli_main()


def cli_main(args: list[str] | None = None, run: bool = True):
    """Build and run the CLI (``args`` replaces ``sys.argv[1:]``, for tests and scripts); returns the
    ``LightningCLI``. A ``--config`` may name a shipped config (:func:`resolve_config_args`). With ``run=False``
    nothing runs: ``args`` then has no subcommand and the CLI only builds the trainer, module and datamodule of the
    config.

    A ``fit`` shows :class:`~prover_lightning.progress.IterationProgressBar` unless the config disables the progress
    bar or lists another one.
    """
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    if args is None:  # rewritten in place: Lightning starts data-parallel ranks with this process's sys.argv
        sys.argv[1:] = resolve_config_args(sys.argv[1:])
    else:
        args = resolve_config_args(args)
    check_config_files(sys.argv[1:] if args is None else args)
    silence_third_party_notices()
    from lightning.pytorch.callbacks import ProgressBar
    from lightning.pytorch.cli import LightningCLI

    from datamodules import RolloutDataModule
    from prover_lightning.module import GRPOModule
    from prover_lightning.progress import IterationProgressBar
    from prover_lightning.resume import finish_resumed_fit

    class CLI(LightningCLI):
        def instantiate_trainer(self, **kwargs):
            trainer = self.config_init[self.subcommand]["trainer"] if self.subcommand else self.config_init["trainer"]
            callbacks = trainer.get("callbacks") or []
            shown = trainer.get("enable_progress_bar") is not False
            if shown and not any(isinstance(c, ProgressBar) for c in callbacks):
                trainer["callbacks"] = [*callbacks, IterationProgressBar()]
            return super().instantiate_trainer(**kwargs)

        def after_fit(self) -> None:
            """A fit resumed from a checkpoint at ``max_steps`` still does the end-of-training work, once."""
            finish_resumed_fit(self.trainer, self.model, self.datamodule)

    return CLI(  # subclass mode: a config may name e.g. prover_lightning.sft.SFTModule (behaviour cloning)
        GRPOModule,
        RolloutDataModule,
        subclass_mode_model=True,
        subclass_mode_data=True,
        args=args,
        run=run,
        save_config_kwargs={"overwrite": True},
        parser_kwargs={"parser_mode": "omegaconf"},
        trainer_defaults={"num_sanity_val_steps": 0, "enable_model_summary": False},
    )


class _DropTips(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("💡 Tip:")


def silence_third_party_notices() -> None:
    """Hide what a user of this trainer cannot act on, each by its exact source and text:

    - Lightning's advertisements for its cloud services (``💡 Tip: ... litlogger / litmodels``);
    - deprecation warnings raised inside Lightning's own code by the versions of jsonargparse and torch it runs on
      (``lightning.pytorch.cli`` calling deprecated jsonargparse API; ``lightning.pytorch.utilities._pytree`` using
      torch's ``LeafSpec``): fixed by a Lightning release, not by a config;
    - ``ModelCheckpoint``'s advice to save the weights from before ``optimizer.step()`` under manual optimisation:
      here a checkpoint is taken after a rollout iteration's updates and must hold the weights after them (with the
      datamodule's iteration counter, already advanced), which is what it does.

    Warnings about this project's code or a user's config stay visible. Idempotent.
    """
    for name in ("lightning.pytorch.utilities.rank_zero", "lightning.fabric.utilities.rank_zero"):
        rank_zero = logging.getLogger(name)
        if not any(isinstance(f, _DropTips) for f in rank_zero.filters):
            rank_zero.addFilter(_DropTips())
    warnings.filterwarnings("ignore", category=DeprecationWarning, module=r"lightning\.pytorch\.cli")
    warnings.filterwarnings("ignore", message=r"`isinstance\(treespec, LeafSpec\)` is deprecated",
                            category=FutureWarning, module=r"lightning\.pytorch\.utilities\._pytree")
    warnings.filterwarnings("ignore", message="Using ModelCheckpoint with manual optimization and every_n_train_steps",
                            category=UserWarning, module=r"lightning\.pytorch\.callbacks\.model_checkpoint")

