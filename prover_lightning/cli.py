"""The command line: ``python train.py fit --config configs/<name>.yaml`` (also ``validate``, ``test``,
``--print_config``), a :class:`~lightning.pytorch.cli.LightningCLI` with this project's defaults and its errors.

A config names its module and datamodule (default: GRPO on rollouts; behaviour cloning: ``prover_lightning.sft.
SFTModule`` with ``datamodules.expert.ExpertDataModule``); ``--model.help CLASS`` / ``--data.help CLASS`` list their
settings, one help line each. Several ``--config`` files compose left to right; OmegaConf interpolation is on.

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
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import sys
import warnings
from argparse import ArgumentError
from pathlib import Path

import yaml
from jsonargparse import Namespace
from lightning.pytorch import Callback, Trainer
from lightning.pytorch.callbacks import ProgressBar
from lightning.pytorch.cli import LightningCLI

from prover_lightning.progress import IterationProgressBar
from prover_lightning.resume import finish_resumed_fit

#: the environment variable that shows the traceback of a setting's error (any non-empty value but "0")
TRACEBACK_ENV = "PROVER_LIGHTNING_TRACEBACK"
#: exit status of a refused setting (argparse's, as for an unknown key)
EXIT_SETTING = 2
#: the errors that, raised before a run starts, are a setting's
SETTING_ERRORS = (ValueError, TypeError, ImportError, OSError)
#: LightningCLI's optimiser options, which this trainer does not take (its modules build AdamW themselves)
REFUSED_OPTIONS = {
    "optimizer": "the optimiser is the module's AdamW: set model.lr, model.weight_decay and model.betas",
    "lr_scheduler": "the learning rate is the module's: constant for GRPO; model.lr_schedule and model.warmup_steps "
                    "for prover_lightning.sft.SFTModule",
}


#: the module and datamodule of a config that names no ``class_path`` for them
DEFAULTS = {"model": "prover_lightning.module.GRPOModule", "data": "datamodules.RolloutDataModule"}


class SettingError(Exception):
    """A run refused before it started, for a setting or a missing file; the message is the one line shown."""


class RunStarted(Callback):
    """Records whether training, validation or testing has started (``started``): an error before that is a
    setting's (one line), after it a failure of the run (a traceback)."""

    def __init__(self) -> None:
        self.started = False

    def _start(self, *_) -> None:
        self.started = True

    on_sanity_check_start = on_train_start = on_validation_start = on_test_start = _start


class AgentTrainerCLI(LightningCLI):
    """LightningCLI for prover-lightning: ``fit``, ``validate`` and ``test`` (no ``predict``: no module predicts),
    no automatic optimiser options, the datamodule built before the module, the iteration progress bar, and setting
    errors raised as :class:`SettingError`.

    A ``fit`` shows :class:`~prover_lightning.progress.IterationProgressBar` unless the config disables the progress
    bar or lists another one; a ``fit`` resumed from a checkpoint at ``max_steps`` still does the end-of-training work
    (:func:`~prover_lightning.resume.finish_resumed_fit`).
    """

    run_started: RunStarted | None = None

    @staticmethod
    def subcommands() -> dict[str, set[str]]:
        """LightningCLI's subcommands but ``predict``."""
        return {k: v for k, v in LightningCLI.subcommands().items() if k != "predict"}

    def add_arguments_to_parser(self, parser) -> None:
        """A config whose ``model`` / ``data`` names no ``class_path`` is GRPO on rollouts (:data:`DEFAULTS`)."""
        parser.set_defaults({key: {"class_path": path} for key, path in DEFAULTS.items()})

    def instantiate_classes(self) -> None:
        """LightningCLI's, with the datamodule built first: its settings are checked before the module loads any
        weights. Raises :class:`SettingError` for an error in :data:`SETTING_ERRORS`."""
        try:
            config = self.config.clone()
            key = f"{self.subcommand}.data" if self.subcommand else "data"
            data_only = Namespace({key: config[key]})
            if self.subcommand:
                data_only["subcommand"] = self.subcommand
            config[key] = self.parser.instantiate(data_only)[key]
            self.config_init = self.parser.instantiate(config)
            self.datamodule = self._get(self.config_init, "data")
            self.model = self._get(self.config_init, "model")
            self.trainer = self.instantiate_trainer()
        except SETTING_ERRORS as exc:
            cause = raised_by_the_class(exc)
            raise SettingError(str(cause)) from cause

    def instantiate_trainer(self, **kwargs) -> Trainer:
        trainer = self._get(self.config_init, "trainer")
        callbacks = trainer.get("callbacks") or []
        shown = trainer.get("enable_progress_bar") is not False
        if shown and not any(isinstance(c, ProgressBar) for c in callbacks):
            callbacks = [*callbacks, IterationProgressBar()]
        self.run_started = RunStarted()
        trainer["callbacks"] = [*callbacks, self.run_started]
        return super().instantiate_trainer(**kwargs)

    def _run_subcommand(self, subcommand: str) -> None:
        """LightningCLI's, but an error in :data:`SETTING_ERRORS` before the run started becomes a
        :class:`SettingError`, and such a failure removes the logger directories the run created."""
        created = new_log_dirs(self.trainer)
        try:
            super()._run_subcommand(subcommand)
        except BaseException as exc:
            if not self.run_started.started:
                for path in created:
                    shutil.rmtree(path, ignore_errors=True)
                if isinstance(exc, SETTING_ERRORS):
                    raise SettingError(str(exc)) from exc
            raise

    def after_fit(self) -> None:
        """A fit resumed from a checkpoint at ``max_steps`` still does the end-of-training work, once."""
        finish_resumed_fit(self.trainer, self.model, self.datamodule)


def raised_by_the_class(exc: BaseException) -> BaseException:
    """The error a module, datamodule or other configured class raised, out of the ones jsonargparse wraps it in
    (``Does not validate against any of the Union subtypes ...``, with the given value in full): the first in the
    chain of causes that was not raised in jsonargparse's own code."""
    while exc.__cause__ is not None and _raised_in_jsonargparse(exc):
        exc = exc.__cause__
    return exc


def _raised_in_jsonargparse(exc: BaseException) -> bool:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and tb.tb_frame.f_globals.get("__name__", "").startswith("jsonargparse")


def new_log_dirs(trainer: Trainer) -> list[Path]:
    """The directories the trainer's loggers will write (``log_dir``) and, of the ones above them up to the save
    directory, those that do not exist yet: what a run that fails before it starts should remove. A logger's
    ``log_dir`` fixes its version (the next free one), so asking early changes nothing."""
    out = []
    for logger in trainer.loggers:
        log_dir = getattr(logger, "log_dir", None)
        if log_dir is None:
            continue
        path = Path(log_dir)
        top = None
        while not path.exists() and path != path.parent:
            top, path = path, path.parent
        if top is not None:
            out.append(top)
    return out


def config_paths(args: list[str]) -> list[str]:
    """The values of ``--config`` / ``--config=`` in ``args``, in order."""
    return [b for a, b in zip(args, args[1:]) if a == "--config"] + [a[9:] for a in args if a.startswith("--config=")]


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


def main(args: list[str] | None = None, run: bool = True) -> AgentTrainerCLI:
    """Build and run the CLI (``args`` replaces ``sys.argv[1:]``, for tests and scripts); returns the CLI. With
    ``run=False`` nothing runs: ``args`` then has no subcommand and the CLI only builds the trainer, module and
    datamodule of the config.

    Raises:
        SystemExit: status 2 with one line on stderr (``error: ...``) for a refused setting (see the module's
            docstring); with ``PROVER_LIGHTNING_TRACEBACK`` set, the original exception instead.
    """
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    silence_third_party_notices()
    try:
        check_arguments(sys.argv[1:] if args is None else args)
        from datamodules.episodes import EpisodeDataModule
        from prover_lightning.policy_module import PolicyModule

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
                           **{name: PARSER_SETTINGS for name in AgentTrainerCLI.subcommands()}},
            trainer_defaults={"num_sanity_val_steps": 0, "enable_model_summary": False},
        )
    except (SettingError, ArgumentError) as exc:
        if os.environ.get(TRACEBACK_ENV, "0") not in ("", "0"):
            raise exc.__cause__ or exc
        line = str(exc) if isinstance(exc, SettingError) else parse_error_line(str(exc), subcommand(args))
        print(f"error: {line}", file=sys.stderr)
        raise SystemExit(EXIT_SETTING) from None


def subcommand(args: list[str] | None) -> str:
    """The command up to the subcommand named in ``args`` (``sys.argv[1:]`` when ``None``), for a message's hint:
    ``train.py fit``, or ``train.py`` if none is named."""
    given = sys.argv[1:] if args is None else args
    return " ".join(["train.py", *[a for a in given if a in AgentTrainerCLI.subcommands()][:1]])


#: jsonargparse's lines that say nothing a user can act on: the union with ``None`` that every module setting is,
#: and the given value again in full
_NOISE = re.compile(r"^(Does not validate against any of the Union subtypes|Subtypes: |Errors:|Given value|"
                    r"- Expected a <class 'NoneType'>|Expected a <class 'NoneType'>)")


def parse_error_line(message: str, command: str = "train.py fit") -> str:
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
        return f"{message.strip()} (python {command} --help lists the options)"
    hint = (f"; its settings: python {command} --{keys[0]}.help {class_path.group(1)}"
            if class_path else f"; python {command} --help lists the options")
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
