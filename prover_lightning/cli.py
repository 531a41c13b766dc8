"""The training command line: ``prover-lightning fit --config configs/<name>.yaml`` (the console entry point) or,
in a checkout, ``python train.py fit ...``, the same :func:`cli_main` (also ``validate``, ``test``,
``--print_config``), a :class:`~prover_lightning.trainer_cli.AgentTrainerCLI` with this project's defaults and its
errors.

A config names its module and datamodule (default: GRPO on rollouts; behaviour cloning: ``prover_lightning.sft.
SFTModule`` with ``datamodules.expert.ExpertDataModule``); ``--model.help CLASS`` / ``--data.help CLASS`` list their
settings, one help line each. Several ``--config`` files compose left to right; OmegaConf interpolation is on; a
``--config`` may name a shipped config (:func:`resolve_config_args`).

What a newcomer gets wrong fails fast, in one line naming the key, with exit status 2 and no traceback (set
``PROVER_LIGHTNING_TRACEBACK=1`` to see the traceback):

- a config file that is not valid YAML (file, line and column);
- ``--optimizer`` / ``--lr_scheduler`` (and top-level ``optimizer:`` / ``lr_scheduler:`` keys): the optimiser is the
  module's own AdamW, so these are refused rather than silently replacing it;
- an unknown key or a wrong type (jsonargparse's message, which names the key);
- a setting the module or datamodule refuses (``ValueError``, ``TypeError``, ``ImportError``, ``OSError`` such as a
  missing local model path, raised while the objects are built or set up, before the first rollout). The datamodule
  is built before the module, so its settings are checked before any weights load.

An error after training, validation or testing has started is not a setting's: it keeps its traceback. A run that
fails before it starts leaves no logger version directory behind (``runs/<name>/version_N``).

Heavy imports (Lightning, torch) happen inside :func:`cli_main`: environment worker processes are spawned, and a
spawned child re-imports the main script (``train.py`` imports this module), so the top level stays light.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import warnings
from argparse import ArgumentError

from prover_lightning.shipped import config_path

#: the environment variable that shows the traceback of a setting's error (any non-empty value but "0")
TRACEBACK_ENV = "PROVER_LIGHTNING_TRACEBACK"
#: exit status of a refused setting (argparse's, as for an unknown key)
EXIT_SETTING = 2
#: the subcommands (LightningCLI's but ``predict``: no module predicts)
SUBCOMMANDS = ("fit", "validate", "test")
#: LightningCLI's optimiser options, which this trainer does not take (its modules build AdamW themselves)
REFUSED_OPTIONS = {
    "optimizer": "the optimiser is the module's AdamW: set model.lr, model.weight_decay and model.betas",
    "lr_scheduler": "the learning rate is the module's: constant for GRPO; model.lr_schedule and model.warmup_steps "
                    "for prover_lightning.sft.SFTModule",
}


class SettingError(Exception):
    """A run refused before it started, for a setting or a missing file; the message is the one line shown."""


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


def config_paths(args: list[str]) -> list[str]:
    """The values of ``--config`` / ``-c`` / ``--config=`` in ``args``, in order."""
    return ([b for a, b in zip(args, args[1:]) if a in ("--config", "-c")]
            + [a[9:] for a in args if a.startswith("--config=")])


def check_arguments(args: list[str]) -> None:
    """Refuse, before the CLI parses anything, what it would report badly: a ``--config`` file that is not valid
    YAML (its file, line and column: jsonargparse would name ``<unicode string>``), and the optimiser options of
    :data:`REFUSED_OPTIONS`, as an argument or a top-level key of a config file. Values that are not existing files
    are left to the CLI.

    Raises:
        SettingError: naming the file or the option and what to set instead.
    """
    for arg in args:
        name = arg.split("=", 1)[0].removeprefix("--")
        if arg.startswith("--") and name.split(".")[0] in REFUSED_OPTIONS:
            raise SettingError(f"--{name} is not an option of this trainer: {REFUSED_OPTIONS[name.split('.')[0]]}")
    import yaml

    for path in config_paths(args):
        if not os.path.isfile(path):
            continue
        try:
            with open(path, encoding="utf-8") as f:
                loaded = yaml.safe_load(f)
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            raise SettingError(f"config file {path} is not valid YAML: {exc}") from None
        for key in REFUSED_OPTIONS.keys() & (loaded.keys() if isinstance(loaded, dict) else set()):
            raise SettingError(f"config file {path}: {key} is not a key of this trainer: {REFUSED_OPTIONS[key]}")


def main() -> None:
    """The console command ``prover-lightning`` (``[project.scripts]`` in pyproject.toml): :func:`cli_main` on
    ``sys.argv[1:]``. Returns nothing, so that the command's exit status is 0 after a run (a console script exits with
    its function's return value)."""
    cli_main()


def cli_main(args: list[str] | None = None, run: bool = True):
    """Build and run the CLI (``args`` replaces ``sys.argv[1:]``, for tests and scripts); returns the
    :class:`~prover_lightning.trainer_cli.AgentTrainerCLI`. With ``run=False`` nothing runs: ``args`` then has no
    subcommand and the CLI only builds the trainer, module and datamodule of the config.

    Raises:
        SystemExit: status 2 with one line on stderr (``error: ...``) for a refused setting (see the module's
            docstring); with ``PROVER_LIGHTNING_TRACEBACK`` set, the original exception instead.
    """
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    if args is None:  # rewritten in place: Lightning starts data-parallel ranks with this process's sys.argv
        sys.argv[1:] = resolve_config_args(sys.argv[1:])
    else:
        args = resolve_config_args(args)
    silence_third_party_notices()
    try:
        check_arguments(sys.argv[1:] if args is None else args)
        from datamodules.episodes import EpisodeDataModule
        from prover_lightning.policy_module import PolicyModule
        from prover_lightning.trainer_cli import AgentTrainerCLI

        return AgentTrainerCLI(  # subclass mode: a config may name e.g. prover_lightning.sft.SFTModule
            PolicyModule,
            EpisodeDataModule,
            subclass_mode_model=True,
            subclass_mode_data=True,
            args=args,
            run=run,
            auto_configure_optimizers=False,
            save_config_kwargs={"overwrite": True},
            parser_kwargs={"parser_mode": "omegaconf", **PARSER_SETTINGS,
                           **{name: PARSER_SETTINGS for name in SUBCOMMANDS}},
            trainer_defaults={"num_sanity_val_steps": 0, "enable_model_summary": False},
        )
    except (SettingError, ArgumentError) as exc:
        if os.environ.get(TRACEBACK_ENV, "0") not in ("", "0"):
            raise exc.__cause__ or exc
        line = str(exc) if isinstance(exc, SettingError) else parse_error_line(str(exc), command(args))
        print(f"error: {line}", file=sys.stderr)
        raise SystemExit(EXIT_SETTING) from None


def command(args: list[str] | None) -> str:
    """The command up to the subcommand named in ``args`` (``sys.argv[1:]`` when ``None``), for a message's hint:
    ``prover-lightning fit`` when run as the console command, else ``python train.py fit``; without a subcommand
    in ``args``, the program alone."""
    given = sys.argv[1:] if args is None else args
    program = "prover-lightning" if os.path.basename(sys.argv[0]) == "prover-lightning" else "python train.py"
    return " ".join([program, *[a for a in given if a in SUBCOMMANDS][:1]])


#: jsonargparse's lines that say nothing a user can act on: the union with ``None`` that every module setting is,
#: and the given value again in full
_NOISE = re.compile(r"^(Does not validate against any of the Union subtypes|Subtypes: |Errors:|Given value|"
                    r"- Expected a <class 'NoneType'>|Expected a <class 'NoneType'>)")


def parse_error_line(message: str, command: str = "python train.py fit") -> str:
    """One line out of jsonargparse's message for a key that does not parse: the full key (``data.group_size``), the
    reason (``Expected a <class 'int'>. Got value: many``, ``Option 'group_sise' is not accepted``), and the command
    that lists the accepted settings of the class involved (``--data.help datamodules.RolloutDataModule``)."""
    keys = re.findall(r'Parser key "([^"]+)"', message)
    class_path = re.search(r"class_path '([\w.]+)'", message)
    reasons = [line.strip().removeprefix("- ").strip() for line in message.splitlines()]
    reasons = [r for r in reasons if r and not _NOISE.match(r) and not r.startswith(("Parser key", "Problem with"))]
    unknown = re.search(r"Option '([^']+)' is not accepted", message)
    if unknown:
        keys.append(unknown.group(1))
    if not keys:
        return f"{message.strip()} ({command} --help lists the options)"
    hint = (f"; its settings: {command} --{keys[0]}.help {class_path.group(1)}"
            if class_path else f"; {command} --help lists the options")
    return f"{'.'.join(keys)}: {reasons[-1] if reasons else 'not accepted'}{hint}"


DESCRIPTION = (
    "prover-lightning: reinforcement learning (GRPO, credit assignment as callbacks) for multi-turn LLM agents. "
    "Settings of the module and the datamodule: --model.help CLASS, --data.help CLASS (e.g. "
    "--model.help prover_lightning.module.GRPOModule, --data.help datamodules.RolloutDataModule). "
    f"A refused setting exits with status 2 and one line; {TRACEBACK_ENV}=1 shows its traceback."
)
#: the parsers' settings: jsonargparse raises its errors (made one line by :func:`parse_error_line`) rather than
#: printing every trainer option's usage
PARSER_SETTINGS = {"exit_on_error": False, "description": DESCRIPTION}


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
