"""How often each ALFWorld expert wins the shipped games, and in how many steps: the planner's walkthrough
(``ALFWorldWalkthrough``) against the observation-only explorer (``ALFWorldExplorer``), per split and task type.

Each expert's actions for a game are replayed from the game's reset in a second environment (as the behaviour-cloning
data module replays them); a run counts as won when the game's ``won`` flag is set by its last action. Environment
stepping only, no model.

    python bench/alfworld_expert.py   # writes bench/results/warm_start/alfworld_expert.json
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SPLITS = ("train", "valid_seen", "valid_unseen")
#: episode caps (``data.max_episode_steps``) whose share of won runs that fit under them is reported
CAPS = (12, 20, 30)


def replay(env, task, actions: list[str] | None) -> tuple[bool, int]:
    """(won, steps) of ``actions`` played from ``task``'s reset; (False, 0) for no actions."""
    if not actions:
        return False, 0
    env.reset(task)
    result = None
    for action in actions:
        result = env.step(action)
        if result.done:
            break
    return bool(result.won), len(actions)


def summary(runs: list[tuple[bool, int]]) -> dict:
    """Win rate, mean and max steps of the won runs, and the share of all runs won within each cap."""
    won_steps = [steps for won, steps in runs if won]
    return {
        "games": len(runs),
        "win_rate": len(won_steps) / len(runs),
        "mean_steps_won": statistics.fmean(won_steps) if won_steps else None,
        "max_steps_won": max(won_steps, default=None),
        **{f"won_within_{cap}": sum(s <= cap for s in won_steps) / len(runs) for cap in CAPS},
    }


def measure() -> dict:
    from prover_lightning.alfworld_explorer import ALFWorldExplorer
    from prover_lightning.envs.alfworld import ALFWorldSpec
    from prover_lightning.experts import ALFWorldWalkthrough

    spec = ALFWorldSpec()
    experts = {"walkthrough": ALFWorldWalkthrough(), "explorer": ALFWorldExplorer()}
    env = spec.make()
    out, failures = {}, []
    for split in SPLITS:
        runs = collections.defaultdict(list)  # (expert, task type or "all") -> [(won, steps)]
        for task in spec.tasks(split):
            for name, expert in experts.items():
                run = replay(env, task, expert.actions(spec, task))
                runs[name, task.task_type].append(run)
                runs[name, "all"].append(run)
                if not run[0]:
                    failures.append({"expert": name, "split": split, "task_id": task.task_id})
        types = sorted({t for _, t in runs if t != "all"}) + ["all"]
        out[split] = {t: {name: summary(runs[name, t]) for name in experts} for t in types}
    env.close()
    return {"command": "python bench/alfworld_expert.py", "splits": out, "not_won": failures}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "bench/results/warm_start/alfworld_expert.json"))
    args = parser.parse_args(argv)
    result = measure()
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    for split, by_type in result["splits"].items():
        for task_type, row in by_type.items():
            print(f"{split:12s} {task_type:32s} " + "  ".join(
                f"{name}: {r['win_rate']:.2f} won, {r['mean_steps_won'] or 0:.1f} steps" for name, r in row.items()))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
