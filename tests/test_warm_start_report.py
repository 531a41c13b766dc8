"""The warm-start report (bench/warm_start_report.py) from hand-written event files: which rows it shows, their values
and the held-out splits' names."""

from __future__ import annotations

from torch.utils.tensorboard import SummaryWriter

from bench.warm_start_report import report


def write_run(folder, values: dict[str, list[tuple[int, float]]]) -> None:
    writer = SummaryWriter(str(folder))
    for tag, points in values.items():
        for step, value in points:
            writer.add_scalar(tag, value, step)
    writer.close()


def test_a_webshop_cloning_run_reads_with_its_test_split_and_without_alfworld_task_types(tmp_path):
    write_run(tmp_path / "sft", {"expert/tasks": [(0, 200)], "expert/won": [(0, 200)], "expert/samples": [(0, 874)],
                                 "sft/loss": [(0, 0.5166), (1, 0.25)], "val/success_rate": [(19, 0.125), (39, 0.375)],
                                 "val/task_score": [(39, 0.5)], "val/success_rate/food": [(39, 0.5)],
                                 "val/success_rate/beauty": [(39, 0.0)]})
    lines = report({"sft": tmp_path / "sft"}, val_split="test").splitlines()
    assert "| sft | `expert/won` | expert runs won (kept) | 0: 200 |" in lines
    assert "| sft | `sft/loss` | cloning loss, nats per action token | 0: 0.5166, 1: 0.25 |" in lines
    assert "| sft | `val/success_rate` | greedy success on test | 19: 0.125, 39: 0.375 |" in lines
    assert "| sft | `val/task_score` | greedy mean task score on test | 39: 0.5 |" in lines
    assert "| sft | `sft/token_accuracy` | action-token accuracy | not logged |" in lines
    # WebShop's product categories by name, right after the success rate's other held-out rows
    at = lines.index("| sft | `val/success_rate/beauty` | greedy success on test, beauty | 39: 0 |")
    assert lines[at + 1] == "| sft | `val/success_rate/food` | greedy success on test, food | 39: 0.5 |"
    assert not any("pick_and_place_simple" in line or "test/" in line or "| grpo |" in line for line in lines)


def test_an_alfworld_run_keeps_its_default_split_names_and_task_types(tmp_path):
    write_run(tmp_path / "sft", {"val/success_rate/pick_two_obj_and_place": [(141, 0.5)],
                                 "val/success_rate/pick_and_place_simple": [(141, 1.0)],
                                 "test/success_rate": [(0, 0.36111)]})
    lines = report({"sft": tmp_path / "sft"}).splitlines()
    # ALFWorld's task types in their order (pick-and-place first), not by name
    at = lines.index("| sft | `val/success_rate/pick_and_place_simple` | greedy success on valid_seen, "
                     "pick_and_place_simple | 141: 1 |")
    assert lines[at + 1] == ("| sft | `val/success_rate/pick_two_obj_and_place` | greedy success on valid_seen, "
                             "pick_two_obj_and_place | 141: 0.5 |")
    assert "| sft | `test/success_rate` | greedy success on the test split (valid_unseen) | 0: 0.36111 |" in lines
    assert "| sft | `val/success_rate` | greedy success on valid_seen | not logged |" in lines
    assert not any("val/success_rate/look_at_obj_in_light" in line or "task_score" in line for line in lines)
