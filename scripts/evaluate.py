"""Evaluate a policy on held-out games, game by game, and compare two evaluations paired by game
(:mod:`prover_lightning.evaluation`).

``run`` builds the policy and the environment from a training config (``--config``, several compose as in
``train.py``; more settings after ``--``), loads a checkpoint's trained weights (``--ckpt``) if given, then plays every
game of ``--splits`` once greedily and ``--episodes`` times at ``--temperature``, and writes the per-game outcomes and
their summary to ``--out`` (JSON) after every chunk of games: rerun the same command to resume an interrupted one
(a finished one, run again, loads nothing, plays nothing and leaves its file as it is).
The file records the checkpoint's SHA-256 (a resume refuses a checkpoint whose content changed, say a ``last.ckpt``
that training went on writing) and its global step (``ckpt_global_step``: optimiser updates before it was saved);
``command``, ``machine`` and ``wall_s`` (seconds from the start of the process's ``run``, loading included, to its
latest write) are the latest process's, ``earlier_processes`` those of the processes it resumed (float results differ
between CPU kinds, so a resume on another kind shows there; a file older than ``wall_s`` lacks it).
Any policy the configs can build is evaluated this way: the warm start (``configs/alfworld_grpo_cpu.yaml`` as it is:
its fresh LoRA starts at zero), a training checkpoint, or an exported one (``-- --model.model <dir>
--model.init_adapter null``).

    python scripts/evaluate.py run --config configs/alfworld_grpo_cpu.yaml [--ckpt last.ckpt] \\
        [--splits valid_seen valid_unseen] [--episodes 8] [--temperature 1.0] [--seed 0] [--max-games N] \\
        [--games-per-type N] --out eval.json [-- ...]
    python scripts/evaluate.py compare A.json B.json [--out comparison.json]

``--max-games N`` plays the first N games of each split; ``--games-per-type N`` the first N of each task type in each
split (a probe on a split sorted by type, as ALFWorld's is, that covers every type).

``compare`` reports B against A on the games both played: greedy success (McNemar's exact test, bootstrap CI) and
sampled success (mean per-game difference, bootstrap CI, permutation p-value), overall and per split, and names the
settings other than the checkpoint in which the two evaluations differ (``settings_differ``) and those that one of
them does not record (``settings_unknown``: a file older than the setting).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path
from unittest import mock

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.envs.base import Task  # noqa: E402
from prover_lightning.evaluation import GameOutcome, compare, evaluate, summarise, unfinished  # noqa: E402

#: what must match for an existing result file to be resumed rather than refused (the chunk too: a chunk's games
#: share one seeded random stream; the checkpoint's content too: training may have overwritten ``last.ckpt``)
RESUME_KEYS = ("configs", "ckpt", "ckpt_sha256", "overrides", "splits", "episodes", "temperature", "seed", "chunk",
               "max_games", "games_per_type")
#: the settings that name the policy rather than the protocol
POLICY_KEYS = ("ckpt", "ckpt_sha256")


def settings_differ(a: dict, b: dict) -> dict[str, list]:
    """The settings (:data:`RESUME_KEYS` but :data:`POLICY_KEYS`) that both evaluations record and in which they
    differ: ``{key: [a's, b's]}``. A comparison of two checkpoints under one protocol has none; one of two configs
    (say, two prompts) names them. A key one file lacks (it predates the key) is :func:`settings_unknown`'s."""
    return {k: [a[k], b[k]] for k in RESUME_KEYS if k not in POLICY_KEYS and k in a and k in b and a[k] != b[k]}


def settings_unknown(a: dict, b: dict) -> list[str]:
    """The protocol settings (:data:`RESUME_KEYS` but :data:`POLICY_KEYS`) that one of two evaluations does not
    record (a file older than the key), so their equality is unknown."""
    return [k for k in RESUME_KEYS if k not in POLICY_KEYS and (k in a) != (k in b)]


def file_sha256(path: str | Path) -> str:
    """The SHA-256 hex digest of a file's bytes, read 1 MiB at a time."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def select_games(tasks: list[Task], max_games: int | None, games_per_type: int | None) -> list[Task]:
    """The games of one split to play, in the split's order: the first ``games_per_type`` of each task type (all
    with ``None``), then the first ``max_games`` of those (all with ``None``)."""
    if games_per_type is not None:
        seen: dict[str, int] = {}
        kept = []
        for t in tasks:
            seen[t.task_type] = seen.get(t.task_type, 0) + 1
            if seen[t.task_type] <= games_per_type:
                kept.append(t)
        tasks = kept
    return tasks[:max_games]


def load_outcomes(path: str | Path) -> tuple[dict, list[GameOutcome]]:
    """The settings and the per-game outcomes of a result file written by ``run``.

    Raises:
        FileNotFoundError: no such file; ValueError: not a result file of ``run`` (names the file).
    """
    data = json.loads(Path(path).read_text())
    if "games" not in data or "settings" not in data:
        raise ValueError(f"{path} is not an evaluation result file (no 'settings' / 'games')")
    return data["settings"], [GameOutcome(**g) for g in data["games"]]


def run(args: argparse.Namespace) -> dict:
    from prover_lightning.policy import checkpoint_file, load_trained_weights
    from prover_lightning.sampler import Sampler
    from train import main as cli_main

    started = time.perf_counter()
    # before any resume check, so a bad path says so (checkpoint_file raises)
    sha = file_sha256(checkpoint_file(args.ckpt, "--ckpt")) if args.ckpt else None
    settings = {"configs": args.config, "ckpt": args.ckpt, "ckpt_sha256": sha,
                "overrides": args.overrides, "splits": args.splits,
                "episodes": args.episodes, "temperature": args.temperature, "seed": args.seed, "chunk": args.chunk,
                "max_games": args.max_games, "games_per_type": args.games_per_type}
    done, earlier = {}, []
    if Path(args.out).exists():
        previous, games = load_outcomes(args.out)
        written = json.loads(Path(args.out).read_text())
        earlier = written.get("earlier_processes", []) + [
            {k: written[k] for k in ("command", "machine", "wall_s") if k in written}]
        if previous.get("ckpt") and "ckpt_sha256" not in previous:
            raise ValueError(f"{args.out} holds an evaluation of {previous['ckpt']} that does not record the "
                             "checkpoint's content (ckpt_sha256): its games may come from other weights; give "
                             "another --out, or delete it to start again")
        changed = [k for k in RESUME_KEYS if k in previous and previous[k] != settings[k]]  # an older file lacks some
        if changed:
            raise ValueError(f"{args.out} holds an evaluation with other settings ({', '.join(changed)}): "
                             "give another --out, or delete it to start again")
        done = {g.key: g for g in games}
        if games and not unfinished(games, args.episodes):  # its file lists every game from its first chunk on
            print(f"{args.out}: every game was played already; left as it is")
            return written
    load_start = os.getloadavg()
    cli_args = [a for c in args.config for a in ("--config", c)] + args.overrides
    with mock.patch.object(sys, "argv", sys.argv[:1]):  # the CLI reads its arguments from cli_args alone
        cli = cli_main(cli_args, run=False)
    module, datamodule = cli.model, cli.datamodule
    global_step = load_trained_weights(module, args.ckpt) if args.ckpt else None
    if args.ckpt and file_sha256(args.ckpt) != sha:
        raise RuntimeError(f"--ckpt {args.ckpt} changed while it was loaded (training still writing it?): evaluate "
                           "a copy that nothing writes to")
    module.eval()
    datamodule.setup("test")
    sampler: Sampler = module.sampler
    splits = {s: select_games(datamodule.env.tasks(s), args.max_games, args.games_per_type) for s in args.splits}
    empty = [s for s, tasks in splits.items() if not tasks]
    if empty:
        raise ValueError(f"--splits: the environment has no tasks in {empty}")

    def record(games: list[GameOutcome]) -> dict:
        result = {"command": command(), "machine": machine(load_start),
                  "wall_s": round(time.perf_counter() - started, 1), "earlier_processes": earlier,
                  "settings": settings, "ckpt_global_step": global_step,
                  "summary": summarise(g for g in games if g.greedy_steps is not None or g.sampled_episodes),
                  "games": [g.to_dict() for g in games]}
        write_result(args.out, result)
        return result

    try:
        games = evaluate(datamodule.engine, sampler, splits, args.episodes, args.temperature, args.seed,
                         args.chunk, done, on_chunk=record)
    finally:
        datamodule.teardown("test")
    return record(games)


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    overrides = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[: argv.index("--")] if "--" in argv else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("run", help="evaluate one policy")
    p.add_argument("--config", action="append", required=True, help="training config(s) of the policy")
    p.add_argument("--ckpt", default=None, help="Lightning checkpoint whose trained weights to load")
    p.add_argument("--splits", nargs="+", default=["valid_seen", "valid_unseen"])
    p.add_argument("--episodes", type=int, default=8, help="sampled episodes per game (0: greedy only)")
    p.add_argument("--temperature", type=float, default=1.0, help="temperature of the sampled episodes")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--chunk", type=int, default=12, help="games played together (the result file is written after each "
                   "chunk)")
    p.add_argument("--max-games", type=int, default=None, help="only the first N games of each split")
    p.add_argument("--games-per-type", type=int, default=None,
                   help="only the first N games of each task type in each split")
    p.add_argument("--out", required=True)
    c = sub.add_parser("compare", help="compare two evaluations paired by game (B against A)")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    if args.command == "run":
        args.overrides = overrides
        if args.temperature <= 0 and args.episodes > 0:
            parser.error("--temperature must be > 0 for sampled episodes (greedy episodes are always played)")
        result = run(args)
        for name, row in result["summary"].items():
            if not name.startswith("task_type/"):
                print(name, {k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()})
        return
    (settings_a, a), (settings_b, b) = load_outcomes(args.a), load_outcomes(args.b)
    differ, unknown = settings_differ(settings_a, settings_b), settings_unknown(settings_a, settings_b)
    result = {"a": args.a, "b": args.b, "settings_differ": differ, "settings_unknown": unknown,
              "comparison": compare(a, b)}
    print(json.dumps(result["comparison"], indent=2))
    if differ:
        print(f"the two evaluations differ in more than the checkpoint: {differ}", file=sys.stderr)
    if unknown:
        print(f"one of the two evaluations does not record {unknown}: their equality is unknown", file=sys.stderr)
    if args.out:
        write_result(args.out, {"command": command(), **result})


if __name__ == "__main__":
    main()
