"""The trajectory text loggers: what a fit writes to TensorBoard's Text tab, read back from its event files; to
files beside a CSV log; and, without a logger, one warning per logger callback."""

from __future__ import annotations

import csv
import re
from collections import Counter

import yaml
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

from tests.helpers import COUNTER, write_config
from train import main


def texts(tmp_path) -> dict[str, list[tuple[int, str]]]:
    acc = EventAccumulator(str(tmp_path / "run" / "version_0"), size_guidance={"tensors": 0}).Reload()
    return {tag: [(e.step, e.tensor_proto.string_val[0].decode()) for e in acc.Tensors(tag)]
            for tag in acc.Tags()["tensors"]}


def test_fit_writes_one_rollout_trajectory_per_iteration_and_held_out_ones_per_validation(tmp_path):
    cfg_path = write_config(tmp_path, COUNTER)
    cfg = yaml.safe_load(open(cfg_path))
    cfg["trainer"]["callbacks"].append({"class_path": "callbacks.EvalTrajectoryTextLogger",
                                        "init_args": {"max_failed": 1}})
    cfg["trainer"]["num_sanity_val_steps"] = 1  # a sanity check writes no trajectory
    open(cfg_path, "w").write(yaml.safe_dump(cfg))
    main(["fit", "--config", cfg_path])
    logged = texts(tmp_path)
    # at the steps of the iterations' train/ scalars (the iteration's index; 2 updates per iteration)
    acc = EventAccumulator(str(tmp_path / "run" / "version_0")).Reload()
    assert [step for step, _ in logged["rollout/trajectory/text_summary"]] == [e.step for e in
                                                                             acc.Scalars("train/episodes")] == [0, 1]
    held_out = logged["val/trajectory/text_summary"]
    per_validation = Counter(step for step, _ in held_out)
    # after each iteration, none from the sanity check, at the steps of the validation's val/ scalars
    assert sorted(per_validation) == [e.step for e in acc.Scalars("val/success_rate")] == [0, 1]
    for step in per_validation:
        outcomes = [text.split("**outcome** ")[1].split(",")[0] for s, text in held_out if s == step]
        assert outcomes.count("won") <= 1 and len(outcomes) - outcomes.count("won") == 1, outcomes


def config_with_held_out_text(tmp_path, logger) -> str:
    """The counter fit of :func:`write_config` (2 iterations, a validation after each) with ``trainer.logger`` set to
    ``logger`` and the held-out text logger (one failed trajectory per validation)."""
    cfg_path = write_config(tmp_path, COUNTER)
    cfg = yaml.safe_load(open(cfg_path))
    cfg["trainer"]["logger"] = logger
    cfg["trainer"]["callbacks"].append({"class_path": "callbacks.EvalTrajectoryTextLogger",
                                        "init_args": {"max_failed": 1}})
    open(cfg_path, "w").write(yaml.safe_dump(cfg))
    return cfg_path


def test_with_a_csv_logger_the_trajectories_are_markdown_files_at_the_steps_of_the_metrics(tmp_path, recwarn):
    main(["fit", "--config", config_with_held_out_text(tmp_path, {
        "class_path": "lightning.pytorch.loggers.CSVLogger",
        "init_args": {"save_dir": str(tmp_path), "name": "run", "version": 0}})])
    run = tmp_path / "run" / "version_0"
    with open(run / "metrics.csv") as f:
        rows = list(csv.DictReader(f))
    train_steps = [int(r["step"]) for r in rows if r.get("train/episodes")]
    val_steps = [int(r["step"]) for r in rows if r.get("val/success_rate")]
    rollout = (run / "text" / "rollout" / "trajectory.md").read_text()
    held_out = (run / "text" / "val" / "trajectory.md").read_text()
    assert [int(s) for s in re.findall(r"^## step (\d+)$", rollout, re.MULTILINE)] == train_steps == [0, 1]
    assert sorted(set(int(s) for s in re.findall(r"^## step (\d+)$", held_out, re.MULTILINE))) == val_steps == [0, 1]
    assert rollout.count("**task** `") == 2 and rollout.count("**outcome** ") == 2  # one trajectory per iteration
    assert not [w for w in recwarn if "cannot hold" in str(w.message) or "no logger" in str(w.message)]


def test_without_a_logger_each_text_logger_warns_once_and_the_fit_completes(tmp_path, recwarn):
    cli = main(["fit", "--config", config_with_held_out_text(tmp_path, False)])
    assert cli.trainer.global_step == 4  # 2 iterations of 2 updates, 2 validations
    warned = Counter(str(w.message).split(":")[0] for w in recwarn if "the trainer has no logger" in str(w.message))
    assert warned == {"TrajectoryTextLogger": 1, "EvalTrajectoryTextLogger": 1}
