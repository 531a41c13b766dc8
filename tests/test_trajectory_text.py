"""The trajectory text loggers: what a fit writes to TensorBoard's Text tab, read back from its event files."""

from __future__ import annotations

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
