"""Do the paper's overlays run on every real environment? Each CPU config (ALFWorld, WebShop, SearchQA with the
embedded SmolLM2-135M) × each of ``configs/grpo_paper.yaml``, ``configs/prover_paper.yaml`` and
``configs/grpo_budget_matched.yaml``, trained for a short setting through ``train.py`` itself, with the figures each
run logged read back from its TensorBoard files.

    python bench/paper_overlays.py                                     # all 9 runs, 1 iteration each
    python bench/paper_overlays.py --envs searchqa --overlays prover_paper --skip-done
    python bench/paper_overlays.py --table-only                        # remake table.md from results.json

The short setting, on top of the base config and the overlay (:func:`short_setting`): ``--iterations`` rollout
iterations (default 1) of ``--tasks-per-step`` tasks (default 1) × G = ``--group-size`` episodes (default 8, the
paper's group size), no validation. ALFWorld starts from the shipped behaviour-cloning warm start
(``artifacts/alfworld_sft_smollm2``, as its base config does), so that a group may hold the 1 to 3 successes that
make it eligible for ProVer; its recorded runs were made with the adapter shipped before the present one (cloned
from the walkthroughs; greedy, it won 2 of the 36 ``valid_seen`` games, the present one 14;
docs/experiments/warm_start.md), so a rerun today starts from a stronger policy. WebShop and SearchQA start from
the bare model (``--model.init_adapter null``, over their base configs' warm starts), as the recorded runs did: they
were made before those warm starts were shipped.

Outputs in ``--out`` (default ``bench/results/paper_overlays``): ``results.json`` (one record per (env, overlay):
exit status, wall seconds, the command, and the figures of :func:`summarise`; a run that fails is recorded with its
error and the others still run), ``table.md`` (:func:`table`), the TensorBoard runs under ``tb/<env>/<overlay>`` and
each run's log under ``logs/``. ``--skip-done`` skips the pairs ``results.json`` already holds a successful run of;
the records of the pairs run replace earlier ones.

Definitions (also under the table): the train success rate is over every episode the update trained on (for
budget-matched GRPO, its extra episodes included); the eligible-group rate is eligible groups ÷ groups over the run;
the positive-verify share is segments verified with Â > 0 ÷ segments verified; the cost ratios are the run's
``cost/cumulative_extra_*_ratio`` at its last iteration (extra generated tokens, environment steps, seconds ÷ the
rollout's own, :class:`callbacks.CostRatios`).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for ``bench.*`` when run as a script

from bench.credit_assignment import attempt, read_scalars, run_train, updates_per_iteration  # noqa: E402

#: environment -> (base CPU config, train.py arguments it always gets)
ENVS = {
    "alfworld": ("configs/alfworld_grpo_cpu.yaml", ["--model.init_adapter", "artifacts/alfworld_sft_smollm2"]),
    "webshop": ("configs/webshop_grpo_cpu.yaml", ["--model.init_adapter", "null"]),
    "searchqa": ("configs/searchqa_grpo_cpu.yaml", ["--model.init_adapter", "null"]),
}
#: overlay name -> its config
OVERLAYS = {
    "grpo_paper": "configs/grpo_paper.yaml",
    "prover_paper": "configs/prover_paper.yaml",
    "grpo_budget_matched": "configs/grpo_budget_matched.yaml",
}
#: figure -> (table header, format); ``None`` figures (a run that does not log them) show as "—"
FIGURES = {
    "wall_s": ("wall (s)", "{:.0f}"),
    "iterations": ("iterations", "{:d}"),
    "episodes": ("episodes", "{:.0f}"),
    "train_success_rate": ("train success", "{:.3f}"),
    "eligible_group_rate": ("eligible-group rate", "{:.3f}"),
    "segments_proposed": ("segments proposed", "{:.0f}"),
    "segments_verified": ("segments verified", "{:.0f}"),
    "positive_verify_share": ("positive-verify share", "{:.3f}"),
    "judge_failures": ("judge failures", "{:.0f}"),
    "repairs": ("repairs", "{:.0f}"),
    "extra_token_ratio": ("extra tokens ÷ rollout", "{:.3f}"),
    "extra_env_step_ratio": ("extra env steps ÷ rollout", "{:.3f}"),
    "extra_time_ratio": ("extra wall ÷ rollout", "{:.3f}"),
    "extra_episodes": ("extra episodes", "{:.0f}"),
}
#: how many lines of a failed run's log its record keeps
ERROR_LINES = 5


def short_setting(base_config: str, iterations: int, tasks_per_step: int, group_size: int) -> list[str]:
    """``train.py`` arguments of the short setting: ``iterations`` rollout iterations of ``tasks_per_step`` tasks ×
    ``group_size`` episodes, no validation.

    Raises:
        ValueError: a setting below 1 (names it).
    """
    for name, value in (("iterations", iterations), ("tasks_per_step", tasks_per_step), ("group_size", group_size)):
        if value < 1:
            raise ValueError(f"{name} must be >= 1, got {value}")
    return ["--trainer.max_steps", str(iterations * updates_per_iteration(base_config)),
            "--trainer.limit_val_batches", "0", "--data.tasks_per_step", str(tasks_per_step),
            "--data.group_size", str(group_size)]


def command(env: str, overlay: str, out: Path, setting: dict, extra_args: list[str]) -> list[str]:
    """The ``train.py fit`` command of one (env, overlay) pair: base config, overlay, the env's own arguments, the
    short setting (``setting``: the keyword arguments of :func:`short_setting`), its TensorBoard run at
    ``out/tb/<env>/<overlay>`` (relative to the repository root when ``out`` is in it), then ``extra_args``.

    Raises:
        ValueError: an unknown env or overlay.
    """
    if env not in ENVS:
        raise ValueError(f"unknown env {env!r}; known: {sorted(ENVS)}")
    if overlay not in OVERLAYS:
        raise ValueError(f"unknown overlay {overlay!r}; known: {sorted(OVERLAYS)}")
    base_config, env_args = ENVS[env]
    tb = out / "tb"
    tb = tb.relative_to(ROOT) if tb.is_relative_to(ROOT) else tb  # the command is run from ROOT
    return [sys.executable, "train.py", "fit", "--config", base_config, "--config", OVERLAYS[overlay], *env_args,
            *short_setting(base_config, **setting), "--trainer.logger.init_args.save_dir", str(tb),
            "--trainer.logger.init_args.name", env, "--trainer.logger.init_args.version", overlay, *extra_args]


def summarise(scalars: dict[str, dict[int, float]]) -> dict:
    """A run's figures from its scalars (tag -> {iteration: value}); a figure the run does not log is ``None``.

    Returns:
        ``iterations`` (iterations logged: the points of ``train/episodes``, which every iteration logs, also one whose
        episodes all aborted and so has no success rate; of ``train/success_rate`` for a run without it),
        ``episodes`` (trained on), ``train_success_rate`` (mean over the iterations, episode-weighted),
        ``eligible_group_rate`` (eligible groups ÷ groups over the run),
        ``segments_proposed`` / ``segments_verified`` / ``segments_verified_positive`` (sums),
        ``positive_verify_share`` (positive ÷ verified; ``None`` with none verified), ``judge_failures`` (sum) and
        ``judge_failures_by_kind`` (the kinds that occurred), ``repairs`` (sum), ``extra_{token,env_step,time}_ratio``
        (``cost/cumulative_extra_*`` at the last iteration), ``extra_episodes`` (sum of ``extra_rollouts/episodes``).

    Raises:
        ValueError: no ``train/success_rate`` (the run did not train).
    """
    success = scalars.get("train/success_rate")
    if not success:
        raise ValueError("no train/success_rate scalars (did the run train?)")

    def total(tag: str) -> float | None:
        return float(sum(scalars[tag].values())) if tag in scalars else None

    def last(tag: str) -> float | None:
        return scalars[tag][max(scalars[tag])] if tag in scalars else None

    episodes = scalars.get("train/episodes", {})
    weights = {step: episodes.get(step, 1.0) for step in success}
    verified, positive = total("prover/segments_verified"), total("prover/segments_verified_positive")
    eligible, groups = total("prover/eligible_groups"), total("rollout/groups")
    prefix = "prover/judge_failures/"
    return {
        "iterations": len(episodes or success),
        "episodes": total("train/episodes"),
        "train_success_rate": sum(success[s] * w for s, w in weights.items()) / sum(weights.values()),
        "eligible_group_rate": eligible / groups if eligible is not None and groups else None,
        "segments_proposed": total("prover/segments_proposed"),
        "segments_verified": verified,
        "segments_verified_positive": positive,
        "positive_verify_share": positive / verified if positive is not None and verified else None,
        "judge_failures": total("prover/judge_failures"),
        "judge_failures_by_kind": {tag[len(prefix):]: n for tag in sorted(scalars) if tag.startswith(prefix)
                                   and (n := total(tag))},
        "repairs": total("prover/repairs"),
        "extra_token_ratio": last("cost/cumulative_extra_token_ratio"),
        "extra_env_step_ratio": last("cost/cumulative_extra_env_step_ratio"),
        "extra_time_ratio": last("cost/cumulative_extra_time_ratio"),
        "extra_episodes": total("extra_rollouts/episodes"),
    }


def run_pair(env: str, overlay: str, out: Path, setting: dict, extra_args: list[str], threads: int | None) -> dict:
    """Train one (env, overlay) pair; its record for ``results.json`` (a failed run: its exit status and error)."""
    cmd = command(env, overlay, out, setting, extra_args)
    tb_dir = out / "tb" / env / overlay
    shutil.rmtree(tb_dir, ignore_errors=True)  # an earlier attempt's events would mix with this run's
    log = out / "logs" / f"{env}-{overlay}.log"
    t0 = time.monotonic()
    status = run_train(cmd, log, threads)
    record = {"env": env, "overlay": overlay, "exit_status": status, "wall_s": time.monotonic() - t0,
              "command": " ".join(["python", *cmd[1:]]), "log": str(log.relative_to(out)), "error": None}
    if status != 0:
        lines = [line for line in log.read_text(errors="replace").splitlines() if line.strip()]
        return record | {"error": "\n".join(lines[-ERROR_LINES:])}
    try:
        scalars = {tag: {e.step: e.value for e in events} for tag, events in read_scalars(tb_dir).items()}
        return record | summarise(scalars)
    except ValueError as exc:
        return record | {"error": f"{tb_dir}: {exc}"}


def load(path: Path) -> list[dict]:
    """The records of an earlier ``results.json`` (none without one)."""
    return json.loads(path.read_text())["runs"] if path.exists() else []


def save(records: list[dict], path: Path) -> None:
    """Write ``records`` to ``path``, in the order of :data:`ENVS` × :data:`OVERLAYS`."""
    order = {(e, o): i for i, (e, o) in enumerate((e, o) for e in ENVS for o in OVERLAYS)}
    records = sorted(records, key=lambda r: order.get((r["env"], r["overlay"]), len(order)))
    path.write_text(json.dumps({"runs": records}, indent=1) + "\n")


def done_pairs(records: list[dict]) -> set[tuple[str, str]]:
    """The (env, overlay) pairs with a successful record (exit status 0, figures read)."""
    return {(r["env"], r["overlay"]) for r in records if r["exit_status"] == 0 and r["error"] is None}


def table(records: list[dict]) -> str:
    """A markdown table, a row per record (a failed run: its exit status, its error below the table)."""
    header = ["env", "overlay", "exit", *(name for name, _ in FIGURES.values())]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    errors = []
    for r in records:
        cells = [r["env"], r["overlay"], str(r["exit_status"])]
        for key, (_, fmt) in FIGURES.items():
            value = r.get(key)
            cells.append("—" if value is None else fmt.format(value))
        lines.append("| " + " | ".join(cells) + " |")
        if r["error"]:
            errors.append(f"- {r['env']} × {r['overlay']}: " + r["error"].replace("\n", " / "))
    notes = [
        "", "Each run: the command in `results.json` (base CPU config + overlay + the short setting). Train success: "
        "over every episode trained on (budget-matched GRPO: its extra episodes included). Eligible-group rate: "
        "eligible groups ÷ groups over the run. Positive-verify share: segments verified with Â > 0 ÷ segments "
        "verified. Cost ratios: `cost/cumulative_extra_*_ratio` at the last iteration (extra ÷ the rollout's own "
        "generated tokens, env steps, seconds). Wall: the whole `train.py` process (model load included). —: not "
        "logged by this overlay (or nothing to divide).",
    ]
    return "\n".join(lines + notes + (["", "Errors:", *errors] if errors else [])) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--envs", nargs="+", choices=sorted(ENVS), default=list(ENVS))
    parser.add_argument("--overlays", nargs="+", choices=sorted(OVERLAYS), default=list(OVERLAYS))
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "paper_overlays")
    parser.add_argument("--iterations", type=int, default=1, help="rollout iterations per run")
    parser.add_argument("--tasks-per-step", type=int, default=1, help="tasks (groups) per iteration")
    parser.add_argument("--group-size", type=int, default=8, help="episodes per group (the paper's G = 8)")
    parser.add_argument("--jobs", type=int, default=1, help="runs in parallel")
    parser.add_argument("--threads", type=int, help="OMP_NUM_THREADS of each run (default: torch's)")
    parser.add_argument("--skip-done", action="store_true",
                        help="skip the pairs results.json holds a successful run of")
    parser.add_argument("--table-only", action="store_true", help="only remake table.md from results.json")
    parser.add_argument("train_args", nargs="*", help="extra train.py arguments after --, e.g. -- --data.seed 1")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    json_path, table_path = out / "results.json", out / "table.md"
    setting = {"iterations": args.iterations, "tasks_per_step": args.tasks_per_step, "group_size": args.group_size}
    pairs = [(e, o) for e in args.envs for o in args.overlays]
    if args.skip_done:
        pairs = [p for p in pairs if p not in done_pairs(load(json_path))]
    if not args.table_only:
        for env, overlay in pairs:
            command(env, overlay, out, setting, args.train_args)  # fail on a bad setting before training anything
        print(f"{len(pairs)} runs to do", flush=True)
        lock = threading.Lock()

        def train_and_record(pair: tuple[str, str]) -> None:  # each record goes to the JSON as its run finishes
            record = run_pair(*pair, out, setting, args.train_args, args.threads)
            with lock:
                save([r for r in load(json_path) if (r["env"], r["overlay"]) != pair] + [record], json_path)
                table_path.write_text(table(load(json_path)))
            status = "ok" if record["error"] is None else f"FAILED: {record['error']}"
            print(f"{pair[0]} × {pair[1]}: {record['wall_s']:.0f} s, {status}", flush=True)

        with ThreadPoolExecutor(args.jobs) as pool:
            crashed = [(p, e) for p, e in zip(pairs, pool.map(lambda p: attempt(train_and_record, p), pairs)) if e]
        if crashed:
            raise SystemExit("\n".join(f"{e} × {o}: {error}" for (e, o), error in crashed))
    table_path.write_text(table(load(json_path)))
    print(f"wrote {table_path}", flush=True)


if __name__ == "__main__":
    main()
