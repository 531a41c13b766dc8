"""Text and histograms reach each kind of logger in its own form, read back value by value; a logger that holds
neither gets one warning per kind, and none of it stops a run."""

from __future__ import annotations

import csv
from types import SimpleNamespace

import pytest
import torch
from lightning.pytorch.loggers import CSVLogger, Logger, TensorBoardLogger
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from prover_lightning.log_media import MediaLog


class ScalarsOnly(Logger):
    """A logger that holds scalars and nothing else (as MLflow's or a user's own may)."""

    name, version = "scalars_only", 0

    def log_metrics(self, metrics, step=None) -> None:
        pass

    def log_hyperparams(self, params, *args, **kwargs) -> None:
        pass


def trainer(*loggers, rank_zero: bool = True) -> SimpleNamespace:
    """What :class:`MediaLog` reads of a trainer."""
    return SimpleNamespace(loggers=list(loggers), is_global_zero=rank_zero)


def test_a_csv_log_gets_text_as_markdown_and_histogram_values_as_rows_beside_its_metrics(tmp_path, recwarn):
    logger = CSVLogger(tmp_path, name="run", version=0)
    media = MediaLog("Owner")
    media.text(trainer(logger), "val/trajectory", "first **won**", 0)
    media.text(trainer(logger), "val/trajectory", "second", 0)  # two at one step: both kept
    media.text(trainer(logger), "val/trajectory", "third", 2)
    media.histogram(trainer(logger), "x/advantage", torch.tensor([0.5, -0.25]), 3)
    media.histogram(trainer(logger), "x/advantage", torch.tensor([[1.0]]), 4)
    media.text(trainer(logger, rank_zero=False), "val/trajectory", "other rank", 5)  # rank 0 writes alone
    run = tmp_path / "run" / "version_0"
    assert (run / "text" / "val" / "trajectory.md").read_text() == (
        "## step 0\n\nfirst **won**\n\n## step 0\n\nsecond\n\n## step 2\n\nthird\n\n")
    with open(run / "histograms" / "x" / "advantage.csv") as f:
        assert list(csv.reader(f)) == [["step", "value"], ["3", "0.5"], ["3", "-0.25"], ["4", "1.0"]]
    assert [str(w.message) for w in recwarn if "Owner" in str(w.message)] == []


def test_tensorboard_gets_the_text_and_the_histogram_of_the_values(tmp_path):
    logger = TensorBoardLogger(tmp_path, name="tb", version=0)
    media = MediaLog("Owner")
    media.text(trainer(logger), "rollout/trajectory", "a trajectory", 7)
    media.histogram(trainer(logger), "x/advantage", torch.tensor([0.5, -0.25, 1.0]), 7)
    logger.experiment.flush()
    acc = EventAccumulator(str(tmp_path / "tb" / "version_0"), size_guidance={"tensors": 0}).Reload()
    (text,) = acc.Tensors("rollout/trajectory/text_summary")
    assert (text.step, text.tensor_proto.string_val[0].decode()) == (7, "a trajectory")
    (hist,) = acc.Histograms("x/advantage")
    assert (hist.step, hist.histogram_value.num, hist.histogram_value.min, hist.histogram_value.max,
            hist.histogram_value.sum) == (7, 3.0, -0.25, 1.0, 1.25)


def test_a_logger_that_holds_neither_gets_one_warning_per_kind_naming_it_and_the_tag():
    media = MediaLog("TrajectoryTextLogger")
    with pytest.warns(UserWarning) as recorded:
        for step in range(3):
            media.text(trainer(ScalarsOnly()), "rollout/trajectory", "text", step)
            media.histogram(trainer(ScalarsOnly()), "x/advantage", torch.tensor([1.0]), step)
    assert [str(w.message) for w in recorded] == [
        "TrajectoryTextLogger: ScalarsOnly cannot hold text, so 'rollout/trajectory' (and any other text of "
        "TrajectoryTextLogger) is not logged there; TensorBoardLogger, WandbLogger, CSVLogger can hold text. "
        "This warning is not repeated.",
        "TrajectoryTextLogger: ScalarsOnly cannot hold histograms, so 'x/advantage' (and any other histograms of "
        "TrajectoryTextLogger) is not logged there; TensorBoardLogger, WandbLogger, CSVLogger can hold histograms. "
        "This warning is not repeated.",
    ]


def test_without_a_logger_one_warning_says_so():
    media = MediaLog("EvalTrajectoryTextLogger")
    with pytest.warns(UserWarning) as recorded:
        media.text(trainer(), "val/trajectory", "text", 0)
        media.text(trainer(), "val/trajectory", "text", 1)
    assert [str(w.message) for w in recorded] == [
        "EvalTrajectoryTextLogger: the trainer has no logger, so 'val/trajectory' (and any other text of "
        "EvalTrajectoryTextLogger) is not logged; TensorBoardLogger, WandbLogger, CSVLogger can hold text. "
        "This warning is not repeated."]


def test_wandb_gets_a_table_and_a_histogram_at_the_trainer_step(tmp_path, monkeypatch):
    wandb = pytest.importorskip("wandb")  # not a dependency: this runs where a user installed it
    from lightning.pytorch.loggers import WandbLogger

    monkeypatch.setenv("WANDB_MODE", "offline")
    logger = WandbLogger(save_dir=str(tmp_path), offline=True)
    logged = []
    monkeypatch.setattr(logger.experiment, "log", lambda data, *a, **k: logged.append(data))
    media = MediaLog("Owner")
    media.text(trainer(logger), "rollout/trajectory", "a trajectory", 3)
    media.histogram(trainer(logger), "x/advantage", torch.tensor([0.5, -0.25]), 3)
    (text, hist) = logged
    assert text["trainer/global_step"] == hist["trainer/global_step"] == 3
    assert isinstance(text["rollout/trajectory"], wandb.Table)
    assert text["rollout/trajectory"].data == [[3, "a trajectory"]]
    assert isinstance(hist["x/advantage"], wandb.Histogram)
    assert sum(hist["x/advantage"].histogram) == 2
