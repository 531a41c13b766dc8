"""The LightningCLI of this trainer (:class:`AgentTrainerCLI`), built by :func:`prover_lightning.cli.cli_main`: the
subcommands, the default module and datamodule, the order the objects are built in, and which errors are a setting's.
It imports Lightning, so the light entry module :mod:`prover_lightning.cli` imports it only when a command runs.
"""

from __future__ import annotations

import shutil
import sys
import warnings
from pathlib import Path

from jsonargparse import Namespace
from lightning.pytorch import Callback, Trainer
from lightning.pytorch.callbacks import ProgressBar
from lightning.pytorch.cli import LightningCLI
from lightning.pytorch.loggers import TensorBoardLogger

from prover_lightning import distributed  # noqa: F401  (registers trainer.strategy: fsdp2)
from prover_lightning.cli import SUBCOMMANDS, SettingError
from prover_lightning.progress import IterationProgressBar
from prover_lightning.resume import finish_resumed_fit

#: the errors that, raised before a run starts, are a setting's
SETTING_ERRORS = (ValueError, TypeError, ImportError, OSError)

#: ``--help``'s text for Lightning's ``trainer.precision``, which this trainer refuses at any value but its default
#: (:func:`~prover_lightning.precision.check_trainer_precision`)
TRAINER_PRECISION_HELP = ("Leave unset (32-true): the run's precision is model.precision, which also covers "
                          "generation (outside Lightning's precision plugin); a value other than 32-true is refused "
                          "(docs/precision.md)")

#: the module and datamodule of a config that names no ``class_path`` for them
DEFAULTS = {"model": "prover_lightning.module.GRPOModule", "data": "datamodules.RolloutDataModule"}


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
        """LightningCLI's subcommands but ``predict`` (:data:`~prover_lightning.cli.SUBCOMMANDS`)."""
        return {k: v for k, v in LightningCLI.subcommands().items() if k in SUBCOMMANDS}

    def add_arguments_to_parser(self, parser) -> None:
        """A config whose ``model`` / ``data`` names no ``class_path`` is GRPO on rollouts (:data:`DEFAULTS`), and
        ``--help`` says that ``trainer.precision`` stays at its default (:data:`TRAINER_PRECISION_HELP`)."""
        parser.set_defaults({key: {"class_path": path} for key, path in DEFAULTS.items()})
        for action in parser._actions:  # argparse keeps no public handle on an added argument's help
            if action.dest == "trainer.precision":
                action.help = TRAINER_PRECISION_HELP

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

    def _parse_ckpt_path(self) -> None:
        """Lightning's (a private hook of ``LightningCLI.__init__``) replaces the model settings of the config with
        those saved in the ``ckpt_path`` checkpoint, so a setting changed on resume (``--model.precision 32-true``)
        would be dropped without a word. Here the given config wins, and each model setting that differs from the
        checkpoint's is named in one warning (:func:`changed_settings`); the checkpoint still restores the weights,
        the optimiser and the loops."""
        given = self.config.clone()
        subcommand = given.get("subcommand")
        if subcommand and given[subcommand].get("ckpt_path") and not sharded_strategy(given[subcommand].trainer):
            try:
                distributed.refuse_sharded_checkpoint(given[subcommand].ckpt_path, "ckpt_path")
            except ValueError as exc:
                raise SettingError(str(exc)) from exc
        super()._parse_ckpt_path()
        if not subcommand:
            return
        changed = changed_settings(self.config[subcommand].model, given[subcommand].model)
        self.config = given
        if changed:
            warnings.warn(
                f"resuming from {given[subcommand].ckpt_path}: these model settings differ from the checkpoint's and "
                f"the given config's are used: {'; '.join(changed)}", stacklevel=2,
            )

    def after_fit(self) -> None:
        """A fit resumed from a checkpoint at ``max_steps`` still does the end-of-training work, once; then the run
        says where it wrote (:func:`run_outputs`), on the global-zero rank."""
        finish_resumed_fit(self.trainer, self.model, self.datamodule)
        if self.trainer.is_global_zero and (lines := run_outputs(self.trainer)):
            print("\n".join(lines))


def run_outputs(trainer: Trainer) -> list[str]:
    """What a finished fit tells its user, one line each: the loggers' directories (with the TensorBoard command for
    a TensorBoard logger, :func:`tensorboard_command`), and the checkpoint to resume from with the arguments that
    resume it in place (the logger's version keeps the curves in one directory, docs/checkpoints.md). That checkpoint
    is the checkpoint callback's ``last.ckpt``, or its newest one when it keeps checkpoints by step (no ``monitor``);
    one kept by a monitored metric may be older than the run's end, so then only the directory is named. Empty when
    the run wrote neither."""
    lines = []
    for logger in trainer.loggers:
        log_dir = getattr(logger, "log_dir", None) or logger.save_dir  # not every logger has a log_dir (wandb)
        if log_dir is None:
            continue
        if isinstance(logger, TensorBoardLogger):
            lines.append(f"curves: {log_dir} ({tensorboard_command()} --logdir {log_dir})")
        else:
            lines.append(f"logs: {log_dir}")
    checkpoint = trainer.checkpoint_callback
    if checkpoint is None:
        return lines
    newest = getattr(checkpoint, "last_model_path", "")
    if not newest and getattr(checkpoint, "monitor", None) is None:
        newest = getattr(checkpoint, "best_model_path", "")
    if newest:
        resume = f"--ckpt_path {newest}"
        if len(trainer.loggers) == 1 and trainer.logger.version is not None:
            resume += f" --trainer.logger.init_args.version {trainer.logger.version}"
        lines.append(f"checkpoint: {newest} (resume: {resume})")
    elif getattr(checkpoint, "best_model_path", ""):
        lines.append(f"checkpoints: {checkpoint.dirpath} (kept by {checkpoint.monitor})")
    return lines


def tensorboard_command() -> str:
    """How to start TensorBoard from this shell: ``tensorboard`` when it is on ``PATH``, else the script installed
    beside this Python (a virtual environment used without being activated, as in ``.venv/bin/python train.py``), else
    ``tensorboard`` (not installed: the name says what is missing)."""
    if shutil.which("tensorboard"):
        return "tensorboard"
    beside = Path(sys.executable).parent / "tensorboard"
    return str(beside) if beside.is_file() else "tensorboard"


def sharded_strategy(trainer: Namespace) -> bool:
    """The trainer settings name a strategy that loads a distributed checkpoint: ``fsdp2``, or Lightning's
    model-parallel strategy (or a subclass of it, by ``class_path``)."""
    strategy = trainer.get("strategy")
    if isinstance(strategy, str):
        return strategy == distributed.FSDP2
    class_path = strategy.get("class_path", "") if isinstance(strategy, Namespace) else ""
    return class_path.rsplit(".", 1)[-1] in ("ModelParallelStrategy", "FullyShardedStrategy")


def changed_settings(saved: Namespace, given: Namespace) -> list[str]:
    """``model.<key>: <saved> (checkpoint) -> <given>`` for each model setting (``init_args``, and the class) whose
    value in ``given`` differs from ``saved``'s, in key order."""
    saved_d, given_d = saved.as_dict(), given.as_dict()
    out = []
    if saved_d.get("class_path") != given_d.get("class_path"):
        out.append(f"model: {saved_d.get('class_path')} (checkpoint) -> {given_d.get('class_path')}")
    saved_args, given_args = saved_d.get("init_args") or {}, given_d.get("init_args") or {}
    out += [f"model.{key}: {saved_args.get(key)!r} (checkpoint) -> {given_args.get(key)!r}"
            for key in sorted(saved_args.keys() | given_args.keys()) if saved_args.get(key) != given_args.get(key)]
    return out


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
