"""The figures of the warm-start pages (docs/experiments/warm_start.md, first_command.md), read from the
TensorBoard event files of the two runs (behaviour cloning, then GRPO from its adapter), written as a markdown table.

    python bench/warm_start_report.py --sft runs/alfworld_sft_cpu/version_0 --grpo runs/alfworld_grpo_cpu/version_0 \\
        --out bench/results/warm_start/report.md
    python bench/warm_start_report.py --grpo runs/alfworld_grpo_cpu/version_0 --out report.md   # one run only
    python bench/warm_start_report.py --sft runs/webshop_sft_cpu/version_0 --val-split test --out report.md

The held-out splits are named as the run's config names them (``--val-split``, ``--test-split``; ALFWorld's by
default). Success by task type has a row per type the run logged (ALFWorld's six in their order, then any other
environment's, e.g. WebShop's product categories, by name); the raw task score's rows are left out for a run that
does not log it; any other row a run did not log reads "not logged".
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

#: ALFWorld's six task types (``val/success_rate/<type>``)
TASK_TYPES = ("pick_and_place_simple", "look_at_obj_in_light", "pick_clean_then_place_in_recep",
              "pick_heat_then_place_in_recep", "pick_cool_then_place_in_recep", "pick_two_obj_and_place")
#: (run, tag, what) rows of the report; every value the run logged for the tag is listed, in step order. ``{val}`` and
#: ``{test}`` stand for the held-out splits' names; a tag ending in ``/*`` is one row per task type the run logged
#: under it (``{type}``), none if it logged none.
ROWS = [
    ("sft", "expert/tasks", "train tasks the expert was run on"),
    ("sft", "expert/won", "expert runs won (kept)"),
    ("sft", "expert/samples", "expert step samples (of the runs kept)"),
    ("sft", "sft/loss", "cloning loss, nats per action token"),
    ("sft", "sft/token_accuracy", "action-token accuracy"),
    ("sft", "sft/action_accuracy", "share of samples whose whole expert action is the greedy answer"),
    ("sft", "sft/lr", "learning rate of the update"),
    ("sft", "time/update_s", "seconds per update"),
    ("sft", "val/success_rate", "greedy success on {val}"),
    ("sft", "val/task_score", "greedy mean task score on {val}"),
    ("sft", "val/truncated_rate", "share of {val} episodes cut at the step limit"),
    ("sft", "val/invalid_action_rate", "share of {val} steps whose answer did not parse"),
    ("sft", "val/inadmissible_rate", "share of {val} steps with an action not in the admissible list"),
    ("sft", "val/success_rate/*", "greedy success on {val}, {type}"),
    ("sft", "test/success_rate", "greedy success on the test split ({test})"),
    ("sft", "test/truncated_rate", "share of test episodes cut at the step limit"),
    ("sft", "test/inadmissible_rate", "share of test steps with an action not in the admissible list"),
    ("sft", "test/success_rate/*", "greedy success on the test split, {type}"),
    ("grpo", "train/success_rate", "GRPO train success (sampled, T = 1)"),
    ("grpo", "train/task_score", "GRPO train mean task score (sampled, T = 1)"),
    ("grpo", "train/invalid_action_rate", "GRPO invalid-action rate"),
    ("grpo", "train/inadmissible_rate", "GRPO inadmissible-action rate"),
    ("grpo", "rollout/clipped_response_rate", "share of GRPO responses cut at max_new_tokens"),
    ("grpo", "rollout/zero_variance_groups", "GRPO groups whose episodes all have the same return"),
    ("grpo", "loss/ratio_mean", "GRPO PPO ratio mean"),
    ("grpo", "loss/first_update_ratio_mean", "PPO ratio of the iteration's first update, mean over tokens"),
    ("grpo", "loss/first_update_ratio_min", "PPO ratio of the iteration's first update, min"),
    ("grpo", "loss/first_update_ratio_max", "PPO ratio of the iteration's first update, max"),
    ("grpo", "loss/first_update_ratio_far", "share of the first update's tokens with abs(log ratio) > 0.1"),
    ("grpo", "loss/kl", "GRPO KL to the reference"),
    ("grpo", "time/rollout_total_s", "GRPO rollout seconds per iteration"),
    ("grpo", "time/update_s", "GRPO update seconds per iteration"),
    ("grpo", "val/success_rate", "greedy success on {val} after GRPO"),
    ("grpo", "val/task_score", "greedy mean task score on {val} after GRPO"),
]
#: tags logged by some environments only: their rows are left out for a run that did not log them
ENV_SPECIFIC = {"val/task_score", "train/task_score"}


def scalars(run_dir: Path) -> dict[str, list[tuple[int, float]]]:
    """Every scalar of a TensorBoard run folder: tag -> [(step, value)]."""
    acc = EventAccumulator(str(run_dir)).Reload()
    return {tag: [(e.step, e.value) for e in acc.Scalars(tag)] for tag in acc.Tags()["scalars"]}


def expand(tag: str, logged: dict) -> list[tuple[str, str]]:
    """``[(tag, task type)]`` of a row of :data:`ROWS`: the tag itself (no type), or for ``<prefix>/*`` each
    ``<prefix>/<type>`` in ``logged``, ALFWorld's :data:`TASK_TYPES` first in their order, then the others by name."""
    if not tag.endswith("/*"):
        return [(tag, "")]
    prefix = tag[:-1]
    types = [t[len(prefix):] for t in logged if t.startswith(prefix) and "/" not in t[len(prefix):]]
    order = {t: i for i, t in enumerate(TASK_TYPES)}
    return [(prefix + t, t) for t in sorted(types, key=lambda t: (order.get(t, len(order)), t))]


def report(runs: dict[str, Path], val_split: str = "valid_seen", test_split: str = "valid_unseen") -> str:
    """The markdown table of :data:`ROWS` for the runs given (a tag a run did not log is shown as "not logged", or
    left out if it is in :data:`ENV_SPECIFIC`), the held-out splits named ``val_split`` and ``test_split``."""
    logged = {name: scalars(path) for name, path in runs.items()}
    lines = ["| run | tag | what | values (step: value) |", "|---|---|---|---|"]
    for run, tag, what in ROWS:
        if run not in logged or (tag.startswith("test/") and not any(t.startswith("test/") for t in logged[run])):
            continue  # a fit run has no test rows
        for name, task_type in expand(tag, logged[run]):
            values = logged[run].get(name)
            if not values and name in ENV_SPECIFIC:
                continue
            shown = ", ".join(f"{s}: {v:.5g}" for s, v in values) if values else "not logged"
            described = what.format(val=val_split, test=test_split, type=task_type)
            lines.append(f"| {run} | `{name}` | {described} | {shown} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sft", type=Path, help="TensorBoard folder of the behaviour-cloning run (none: no rows)")
    parser.add_argument("--grpo", type=Path, help="TensorBoard folder of the GRPO run (none: the cloning rows only)")
    parser.add_argument("--val-split", default="valid_seen", help="the run's data.val_split (ALFWorld's by default)")
    parser.add_argument("--test-split", default="valid_unseen", help="the run's data.test_split")
    parser.add_argument("--out", type=Path, required=True, help="markdown file to write")
    args = parser.parse_args()
    runs = {name: path for name, path in (("sft", args.sft), ("grpo", args.grpo)) if path is not None}
    if not runs:
        parser.error("give --sft, --grpo or both")
    text = report(runs, args.val_split, args.test_split)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(text)
