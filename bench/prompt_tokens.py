"""Where an ALFWorld step prompt's tokens go: the admissible-action list, the history, and the rest (instructions,
task, current observation, chat template), for the prompts a config renders on the shipped train games.

    python bench/prompt_tokens.py [--config configs/alfworld_grpo_cpu.yaml] [--games 20] [--seed 0] \
        [--out bench/results/prompt_tokens.json]

Episodes play uniformly random admissible actions (seeded) for the config's step cap, on the first ``--games``
train games, with the config's prompt template, history length and the policy's tokenizer (the shipped SmolLM2's
by default). Each step's prompt is tokenized as the sampler sees it (chat template, generation prompt and response
prefix: :func:`~prover_lightning.prompts.chat_prompt_ids`); a part's tokens are the full prompt's minus those of the
same prompt rendered without that part (no admissible list; no history), so the parts and the rest add up to the
total. A random policy is not the trained one: its observations (e.g. "Nothing happens.") and history differ in
wording, not in form, from what the policy sees.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from prover_lightning.envs.alfworld import ALFWorldSpec  # noqa: E402
from prover_lightning.policy import load_tokenizer  # noqa: E402
from prover_lightning.prompts import PromptTemplate, Turn, chat_prompt_ids  # noqa: E402


def template_of(config: dict) -> PromptTemplate:
    """The config's ``data.prompt`` template (``PromptTemplate`` with its ``init_args``)."""
    prompt = config["data"].get("prompt") or {}
    return PromptTemplate(**(prompt.get("init_args") or {}))


def summary(values: list[int]) -> dict[str, float]:
    """Mean, median, min and max of a list of token counts."""
    return {"mean": round(statistics.fmean(values), 1), "median": statistics.median(values), "min": min(values),
            "max": max(values)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", type=Path, default=ROOT / "configs" / "alfworld_grpo_cpu.yaml")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "prompt_tokens.json")
    argv = sys.argv[1:]  # alfworld rewrites sys.argv when it loads a game
    args = parser.parse_args(argv)
    config = yaml.safe_load(args.config.read_text())
    data, model = config["data"], config["model"]
    template = template_of(config)
    bare = PromptTemplate(template.agent_role, template.think, False, template.response_prefix)
    tokenizer = load_tokenizer(model.get("tokenizer") or model["model"])
    prefix = tokenizer.encode(template.response_prefix, add_special_tokens=False) if template.response_prefix else []
    max_steps, history_length = data["max_episode_steps"], data["history_length"]
    spec = ALFWorldSpec(**(data["env"].get("init_args") or {}))
    env, rng = spec.make(), random.Random(args.seed)
    rows = []
    for task in spec.tasks("train")[: args.games]:
        res, history = env.reset(task), []
        goal = res.goal
        for step in range(max_steps):
            window = history[-history_length:] if history_length else []
            variants = [t.render(goal, h, res.observation, res.admissible_actions, step, max_steps)
                        for t, h in ((template, window), (bare, window), (template, []))]
            total, no_admissible, no_history = (len(ids) + len(prefix) for ids in chat_prompt_ids(tokenizer, variants))
            rows.append({"total": total, "admissible": total - no_admissible, "history": total - no_history})
            action = rng.choice(res.admissible_actions)
            history.append(Turn(res.observation, action))
            res = env.step(action)
            if res.done or res.won:
                break
    env.close()
    parts = {k: summary([r[k] for r in rows]) for k in ("total", "admissible", "history")}
    rest = [r["total"] - r["admissible"] - r["history"] for r in rows]
    mean_total = parts["total"]["mean"]
    result = {
        "command": " ".join(["python", "bench/prompt_tokens.py", *argv]),
        "config": str(args.config.relative_to(ROOT) if args.config.is_absolute() else args.config),
        "games": args.games, "prompts": len(rows), "history_length": history_length, "max_steps": max_steps,
        "tokens": {**parts, "rest": summary(rest)},
        "share_of_mean_total": {k: round(parts[k]["mean"] / mean_total, 3) for k in ("admissible", "history")}
        | {"rest": round(statistics.fmean(rest) / mean_total, 3)},
    }
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
