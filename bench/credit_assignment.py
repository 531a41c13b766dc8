"""Does ProVer beat GRPO, and at what cost? Credit-assignment methods side by side on one benchmark (``--bench``,
:data:`BENCHES`): the key corridor or the trap corridor (toy tasks with a known decisive step), or a real environment,
ALFWorld, WebShop or SearchQA with the embedded SmolLM2-135M.

Every method trains the same policy with the benchmark's base config (``configs/corridor_grpo.yaml``,
``configs/trap_corridor_grpo.yaml``, ``configs/alfworld_grpo_cpu.yaml``, ``configs/webshop_grpo_cpu.yaml``,
``configs/searchqa_grpo_cpu.yaml``) plus the method's overlays, through ``train.py`` itself; only the callbacks (and,
for the paper's methods, the paper's GRPO reward and advantage settings, the same for all of them) differ. On the
corridors each seed first trains its own tiny policy (the same format warm-up for every method, see
``bench/corridor_policy.py``); on the real environments every method starts from the base config's model and warm
start (``init_adapter``: the environment's behaviour-cloning adapter, ``artifacts/<env>_sft_smollm2``). A run of
``--iterations`` rollout iterations is ``trainer.max_steps`` = iterations × the base config's updates per iteration
(``model.num_minibatches × model.ppo_epochs``: 2 on the corridors, 1 on the real environments).
Each run's TensorBoard scalars are read back into one CSV (a row per method, seed and iteration), from which the
report makes a PNG of the curves (mean ± standard error over seeds) and markdown tables (``bench/credit_report.py``:
paired differences with CIs, health and cost, and the pairing check: every method of a seed rolled out the same
iteration 0).

    python bench/credit_assignment.py --out /tmp/corridor   # GRPO, ProVer (2 judges), GiGPO x 5 seeds, then a report
    python bench/credit_assignment.py --out /tmp/corridor --report-only --report-methods grpo gigpo
    python bench/credit_assignment.py --bench trap_corridor --seeds 1000 1001 --methods grpo_paper prover_paper_oracle
    python bench/credit_assignment.py --bench alfworld --seeds 0 1 2 --iterations 20   # the paper's GRPO, ProVer
    #   (divergence judge; the policy as its own LLM judge) and GiGPO from the ALFWorld warm start
    python bench/credit_assignment.py --bench alfworld --report-only --report-methods grpo_paper prover_paper
    python bench/credit_assignment.py --bench alfworld --seeds 0 1 2 --iterations 20 --status   # each run's state

The real environments' default methods are ``grpo_paper``, ``prover_paper_divergence`` (the divergence judge,
window 0), ``prover_paper`` (``configs/prover_paper.yaml`` as it is: the policy judges itself, ``PolicyBackend``) and
``gigpo_paper``; the oracle methods (``prover_oracle``, ``prover_paper_oracle``) know only the corridors' decisive
step and are refused there.

Outputs in ``--out`` (default ``bench/results/<bench>``, where docs/experiments/ reads them): ``runs.csv``; after
training, ``table_last.md`` / ``curves_last.png`` for the methods and seeds just run; with ``--report-only``,
``table.md`` / ``curves.png`` (``table_<tag>.md`` with ``--tag``) for the selection given; the TensorBoard runs under
``tb/``, the corridors' policies under ``policies/``. A run that fails is reported at the end; the others still go to
the CSV. A later call with other methods (e.g. a cost variant, ``--methods "prover_divergence@num_continuations=2"``)
adds its rows to ``runs.csv`` and replaces only the rows of the (method, seed) pairs it ran.

Definitions (also in the table's notes): *success* is the training success rate of an iteration (its sampled
episodes: 64 on the corridors, 8 on the real environments' CPU configs) and the validation success rate (greedy, the
base config's held-out split, every ``trainer.val_check_interval`` iterations); *exact success* (the trap corridor
only; empty elsewhere) the sampling policy's exact success probability on the held-out tasks; *tokens* are all
tokens the policy generated: the rollouts' own plus the verifier's continuations (and a model judge's answers);
*wall* is the time between an iteration's log and the previous one's (generation, environment, judge, verifier,
update, logging, validation).
"""


from __future__ import annotations

import argparse
import csv
import json
import math
import os
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for ``bench.*`` when run as a script


@dataclass(frozen=True)
class Bench:
    """One benchmark of the comparison.

    Attributes:
        config: the base config (relative to the repository root); its model (and ``init_adapter``) is trained
            unless ``warm_up_policy``.
        methods: the default methods (keys of :data:`METHODS`, optionally with settings); the first is the
            reference of the report made after training.
        warm_up_policy: a toy corridor: each seed trains its own tiny policy with a format warm-up
            (``bench/corridor_policy.py``, ``POLICY_ENVS``), passed as ``--model.model``; and the oracle judge
            (``callbacks/prover/oracle_judge.py``) knows its decisive step. The real environments start from their base
            config's model (a warm start where the config names one) and cannot run the oracle methods.
    """

    config: str
    methods: tuple[str, ...]
    warm_up_policy: bool

    @property
    def updates_per_iteration(self) -> int:
        """Optimiser updates per rollout iteration of the base config (:func:`updates_per_iteration`)."""
        return updates_per_iteration(self.config)


#: the real environments' default methods: the paper's GRPO, ProVer with the divergence judge and with the policy as
#: its own LLM judge (``configs/prover_paper.yaml`` as it is), and GiGPO, all with the paper's reward and advantages
REAL_ENV_METHODS = ("grpo_paper", "prover_paper_divergence", "prover_paper", "gigpo_paper")
#: benchmark name -> its definition
BENCHES = {
    "corridor": Bench("configs/corridor_grpo.yaml", ("grpo", "prover_divergence", "prover_random", "gigpo"),
                      warm_up_policy=True),
    "trap_corridor": Bench("configs/trap_corridor_grpo.yaml", (
        "grpo_paper", "grpo_budget_matched", "prover_paper_oracle", "prover_paper_divergence", "prover_paper_random",
        "prover_paper_oracle@coef=0.0", "gigpo_paper"), warm_up_policy=True),
    "alfworld": Bench("configs/alfworld_grpo_cpu.yaml", REAL_ENV_METHODS, warm_up_policy=False),
    "webshop": Bench("configs/webshop_grpo_cpu.yaml", REAL_ENV_METHODS, warm_up_policy=False),
    "searchqa": Bench("configs/searchqa_grpo_cpu.yaml", REAL_ENV_METHODS, warm_up_policy=False),
}
#: methods whose judge or critic is a corridor's oracle (``callbacks.prover.KeyRoomJudge``,
#: ``callbacks.TrapCorridorCritic``): only on a bench with ``warm_up_policy``
ORACLE_METHODS = {"prover_oracle", "prover_paper_oracle", "critic_search_oracle"}
#: method name -> overlay configs composed after the base config
METHODS = {
    "grpo": [],
    "prover_divergence": ["configs/prover_divergence.yaml"],
    "prover_random": ["configs/prover_random.yaml"],
    "gigpo": ["configs/gigpo.yaml"],
    "prover_exhaustive": ["configs/prover_exhaustive.yaml"],
    "prover_oracle": ["configs/prover_divergence.yaml"],
    # the paper's settings (binary success reward, mean-centred advantages) for every method
    "grpo_paper": ["configs/grpo_paper.yaml"],
    "grpo_budget_matched": ["configs/grpo_budget_matched.yaml"],
    "prover_paper": ["configs/prover_paper.yaml"],  # as it is: the policy judges itself (PolicyBackend)
    "prover_paper_oracle": ["configs/prover_paper.yaml"],
    "prover_paper_divergence": ["configs/prover_paper.yaml"],
    "prover_paper_random": ["configs/prover_paper.yaml"],
    "prover_paper_progress": ["configs/prover_paper.yaml"],  # ALFWorld only: its goal milestones
    "gigpo_paper": ["configs/grpo_paper.yaml", "configs/gigpo.yaml"],
    # the ProVer paper's other baselines (its Table 1), with the paper's GRPO
    "spo_chain": ["configs/grpo_paper.yaml", "configs/spo_chain.yaml"],
    "spo_tree": ["configs/grpo_paper.yaml", "configs/spo_tree.yaml"],
    "critic_search": ["configs/grpo_paper.yaml", "configs/critic_search.yaml"],  # the policy critiques itself
    "critic_search_oracle": ["configs/grpo_paper.yaml", "configs/critic_search.yaml"],
}
#: callback init args a method changes in its last overlay (see :func:`method_overlays`)
METHOD_SETTINGS = {
    # an upper bound of judge quality, not a method: the judge knows the decisive step (callbacks/prover/oracle_judge)
    "prover_oracle": {"judge": {"class_path": "callbacks.prover.KeyRoomJudge"}},
    "prover_paper_oracle": {"judge": {"class_path": "callbacks.prover.KeyRoomJudge"}},
    "prover_paper_divergence": {"judge": {"class_path": "callbacks.prover.DivergenceJudge",
                                          "init_args": {"window": 0}}},
    "prover_paper_random": {"judge": {"class_path": "callbacks.prover.RandomJudge", "init_args": {"seed": 0}}},
    # an informed judge without a model: the goal milestone the failed runs miss (ALFWorld's goals)
    "prover_paper_progress": {"judge": {"class_path": "callbacks.prover.GoalProgressJudge", "init_args": {
        "progress": {"class_path": "prover_lightning.envs.alfworld_progress.ALFWorldProgress"}}}},
    # the trap corridor's oracle critic (callbacks/oracle_critic.py): an upper bound of critic quality, not a method
    "critic_search_oracle": {"critic": {"class_path": "callbacks.TrapCorridorCritic"}},
}
COLUMNS = ["method", "seed", "iteration", "train_success", "val_success", "rollout_tokens", "extra_tokens",
           "tokens", "cum_tokens", "rollout_env_steps", "extra_env_steps", "wall_s", "cum_wall_s",
           "extra_s", "segments_verified", "segment_advantage_mean", "exact_success", "eligible_groups",
           "eligible_group_rate", "segments_proposed", "segment_turns_mean", "segments_verified_positive",
           "bonus_token_share", "judge_failures"]
#: columns left empty (NaN when read) at the iterations that do not log them: rates and means that are undefined
#: there, not 0 (the key corridor has no exact success; a run without ProVer has no eligible groups or bonus tokens to
#: count a share of; an iteration whose episodes all aborted has no training success rate; one without a proposed or
#: verified segment has no mean segment length or Â)
UNLOGGED_IS_EMPTY = {"train_success", "exact_success", "eligible_group_rate", "bonus_token_share",
                     "segment_turns_mean", "segment_advantage_mean"}
#: the TensorBoard tag that gives a run's iterations (one CSV row per point): the usable-episode count, which the
#: trainer logs at every iteration (``LightningModule.log``), also one whose episodes all aborted, where
#: ``train/success_rate`` has no point
ITERATION_TAG = "train/episodes"
#: TensorBoard tag -> CSV column (per iteration)
TAGS = {
    "train/success_rate": "train_success",
    "rollout/generated_tokens": "rollout_tokens",
    "cost/extra_generated_tokens": "extra_tokens",
    "rollout/env_steps": "rollout_env_steps",
    "cost/extra_env_steps": "extra_env_steps",
    "cost/extra_s": "extra_s",
    "prover/segments_verified": "segments_verified",
    "prover/advantage_mean": "segment_advantage_mean",
    "eval/exact_success_valid": "exact_success",
    "prover/eligible_groups": "eligible_groups",
    "prover/eligible_group_rate": "eligible_group_rate",
    "prover/segments_proposed": "segments_proposed",
    "prover/segment_turns_mean": "segment_turns_mean",
    "prover/segments_verified_positive": "segments_verified_positive",
    "prover/bonus_token_share": "bonus_token_share",
    "prover/judge_failures": "judge_failures",
}


def method_key(method: str) -> str:
    """The :data:`METHODS` key of a method string (``"<name>@<settings>"`` -> ``"<name>"``).

    Raises:
        ValueError: an unknown method name.
    """
    name = method.partition("@")[0]
    if name not in METHODS:
        raise ValueError(f"unknown method {name!r}; known: {sorted(METHODS)}")
    return name


def method_overlays(method: str, out: Path) -> list[str]:
    """The overlay configs of a method name: a key of :data:`METHODS`, optionally with callback settings changed,
    ``"<name>@<init arg>=<value>,..."`` (e.g. ``prover_divergence@num_continuations=2,max_segments_per_batch=2``):
    each setting (and those of :data:`METHOD_SETTINGS`) is written into every callback of the method's last overlay
    that has that init arg, as a derived overlay under ``out/overlays/``.

    Raises:
        ValueError: an unknown method, a malformed setting, or a setting no callback of the overlay has.
    """
    import yaml

    name, text = method_key(method), method.partition("@")[2]
    overlays = list(METHODS[name])
    settings = dict(METHOD_SETTINGS.get(name, {}))
    for item in text.split(",") if text else []:
        key, eq, value = item.partition("=")
        if not eq:
            raise ValueError(f"method {method!r}: setting {item!r} is not <init arg>=<value>")
        settings[key] = yaml.safe_load(value)
    if not settings:
        return overlays
    if not overlays:
        raise ValueError(f"method {name!r} has no callbacks to set {text!r} on")
    config = yaml.safe_load((ROOT / overlays[-1]).read_text())
    callbacks = config["trainer"]["callbacks+"]
    for key, value in settings.items():
        targets = [c["init_args"] for c in callbacks if key in c.get("init_args", {})]
        if not targets:
            raise ValueError(f"method {method!r}: no callback of {overlays[-1]} has the init arg {key!r}")
        for init_args in targets:
            init_args[key] = value
    path = out / "overlays" / f"{run_name(method)}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(config, sort_keys=False))
    return overlays[:-1] + [str(path)]


def run_name(method: str) -> str:
    """A directory-safe name for a method string."""
    return "".join(ch if ch.isalnum() or ch in "_-" else "_" for ch in method)


def updates_per_iteration(base_config: str) -> int:
    """Optimiser updates per rollout iteration of a base config: ``model.num_minibatches × model.ppo_epochs`` (each 1
    where the config leaves it to the module's default); ``trainer.max_steps`` counts updates."""
    import yaml

    model = yaml.safe_load((ROOT / base_config).read_text()).get("model", {})
    return int(model.get("num_minibatches", 1)) * int(model.get("ppo_epochs", 1))


def check_method(bench: Bench, method: str) -> None:
    """Refuse a method that cannot run on ``bench``.

    Raises:
        ValueError: an unknown method (:func:`method_key`); an oracle method (:data:`ORACLE_METHODS`) on a bench
            without the corridors' oracle judge and critic.
    """
    name = method_key(method)
    if name in ORACLE_METHODS and not bench.warm_up_policy:
        raise ValueError(f"method {method!r}: the oracle judge knows only the corridors' decisive step (the oracle "
                         f"critic their harmful actions), not {bench.config}'s; use prover_paper, "
                         "prover_paper_divergence or critic_search")


def train_command(bench: Bench, method: str, seed: int, out: Path, iterations: int,
                  extra_args: list[str]) -> list[str]:
    """The ``train.py fit`` command of one method on one seed: the bench's base config, the method's overlays
    (:func:`method_overlays`, written under ``out/overlays/`` where derived), the seed's warm-up policy
    (``out/policies/seed<seed>``) as the model on a bench with ``warm_up_policy`` (else the base config's model and
    ``init_adapter``), the seed (``seed_everything`` and the data's), ``iterations`` rollout iterations as
    ``trainer.max_steps`` (``iterations × bench.updates_per_iteration`` optimiser updates), the TensorBoard run
    ``out/tb/<method>/seed<seed>``, then ``extra_args``.

    Raises:
        ValueError: an unknown or malformed method, or one the bench cannot run (:func:`check_method`).
    """
    check_method(bench, method)
    cmd = [sys.executable, "train.py", "fit", "--config", bench.config]
    for overlay in method_overlays(method, out):
        cmd += ["--config", overlay]
    if bench.warm_up_policy:
        cmd += ["--model.model", str(out / "policies" / f"seed{seed}")]
    return cmd + [
        "--seed_everything", str(seed), "--data.seed", str(seed),
        "--trainer.max_steps", str(iterations * bench.updates_per_iteration),
        "--trainer.logger.init_args.save_dir", str(out / "tb"), "--trainer.logger.init_args.name", run_name(method),
        "--trainer.logger.init_args.version", f"seed{seed}", *extra_args,
    ]


def run_one(bench: Bench, method: str, seed: int, out: Path, iterations: int, extra_args: list[str],
            threads: int = 1) -> Path:
    """Train one method on one seed through ``train.py`` (:func:`train_command`, ``threads`` CPU threads); returns its
    TensorBoard directory. A run with a checkpoint (its ``checkpoints/last.ckpt`` exists: a run stopped part way, or
    a finished one) is resumed from it into the same TensorBoard run, which the trainer makes equal to an
    uninterrupted one (docs/checkpoints.md); to train a run again from its start, delete its TensorBoard
    directory first. The log of each attempt is kept (``logs/<method>-seed<seed>.log``, then ``.resume<k>.log``).

    Raises:
        RuntimeError: the training process failed (its log file is named).
    """
    tb_dir = out / "tb" / run_name(method) / f"seed{seed}"
    cmd = train_command(bench, method, seed, out, iterations, extra_args)
    log = out / "logs" / f"{run_name(method)}-seed{seed}.log"
    checkpoint = tb_dir / "checkpoints" / "last.ckpt"
    if checkpoint.exists():
        cmd += ["--ckpt_path", str(checkpoint)]
        log = next(log.with_suffix(f".resume{k}.log") for k in range(1, 1000)
                   if not log.with_suffix(f".resume{k}.log").exists())
    status = run_train(cmd, log, threads=threads)
    if status != 0:
        raise RuntimeError(f"{method} seed {seed} failed (exit {status}); see {log}")
    return tb_dir


def run_train(cmd: list[str], log: Path, threads: int | None = None) -> int:
    """Run a training command (``cmd``: the full argument list, e.g. ``[sys.executable, "train.py", "fit", ...]``)
    from the repository root with its stdout and stderr in ``log``; returns its exit status.

    Args:
        threads: ``OMP_NUM_THREADS`` of the process (``None``: torch's default, one per core).
    """
    log.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE", TOKENIZERS_PARALLELISM="false")
    if threads is not None:
        env["OMP_NUM_THREADS"] = str(threads)
    with open(log, "w") as fh:
        return subprocess.run(cmd, cwd=ROOT, stdout=fh, stderr=subprocess.STDOUT, env=env).returncode


def read_scalars(tb_dir: Path) -> dict:
    """Every scalar series of a TensorBoard run: tag -> its events (``step``, ``value``, ``wall_time``), in order."""
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    acc = EventAccumulator(str(tb_dir), size_guidance={"scalars": 0})
    acc.Reload()
    return {tag: acc.Scalars(tag) for tag in acc.Tags()["scalars"]}


def resumed_steps(tb_dir: Path) -> set[int]:
    """The first iteration each resumed process of a run logged: the lowest :data:`ITERATION_TAG` step of every
    event file after the first (one file per process, named by its start time)."""
    files = sorted(tb_dir.glob("events.out.tfevents.*"))
    firsts = (read_scalars(f).get(ITERATION_TAG) for f in files[1:])
    return {min(e.step for e in events) for events in firsts if events}


def read_run(method: str, seed: int, tb_dir: Path) -> list[dict]:
    """One row per training iteration of a run (each point of :data:`ITERATION_TAG`), from its TensorBoard event
    files; a column an iteration does not log is 0, or empty for those of :data:`UNLOGGED_IS_EMPTY` (an iteration
    whose episodes all aborted: an empty ``train_success``, its generated tokens counted). ``wall_s`` is the time
    since the previous iteration's log: NaN for the first iteration and for the first one after a resume (the gap
    holds the time the run was stopped).

    Raises:
        ValueError: the run has no :data:`ITERATION_TAG` scalars (it did not train).
    """
    scalars = read_scalars(tb_dir)
    resumed = resumed_steps(tb_dir)
    if ITERATION_TAG not in scalars:
        raise ValueError(f"{tb_dir}: no {ITERATION_TAG} scalars (did the run train?)")
    events = scalars[ITERATION_TAG]
    rows = {e.step: {"method": method, "seed": seed, "iteration": e.step, "wall_time": e.wall_time} for e in events}
    for tag, column in TAGS.items():
        for e in scalars.get(tag, []):
            if e.step in rows:
                rows[e.step][column] = e.value
    for e in scalars.get("val/success_rate", []):
        if e.step in rows:
            rows[e.step]["val_success"] = e.value
    out, cum_tokens, cum_wall, previous = [], 0.0, 0.0, None
    for step in sorted(rows):
        row = rows[step]
        for column in TAGS.values():  # a count an iteration does not log is 0; a rate it does not log is unknown
            row.setdefault(column, "" if column in UNLOGGED_IS_EMPTY else 0.0)
        row.setdefault("val_success", "")
        row["tokens"] = row["rollout_tokens"] + row["extra_tokens"]
        cum_tokens += row["tokens"]
        row["cum_tokens"] = cum_tokens
        wall_time = row.pop("wall_time")
        row["wall_s"] = wall_time - previous if previous is not None and step not in resumed else math.nan
        previous = wall_time
        cum_wall += 0.0 if math.isnan(row["wall_s"]) else row["wall_s"]
        row["cum_wall_s"] = cum_wall
        out.append(row)
    return out


def read_csv(path: Path) -> list[dict]:
    """The rows of an earlier ``runs.csv`` (none if there is no file)."""
    if not path.exists():
        return []
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def write_csv(rows: list[dict], path: Path) -> None:
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", choices=sorted(BENCHES), default="corridor")
    parser.add_argument("--out", type=Path, help="default: bench/results/<bench>")
    parser.add_argument("--methods", nargs="+",
                        help=f"default: the benchmark's methods; any of {sorted(METHODS)}, optionally "
                        "<name>@<init arg>=<value>,... (see method_overlays)")
    parser.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2, 3, 4])
    parser.add_argument("--iterations", type=int, default=60, help="rollout iterations per run")
    parser.add_argument("--jobs", type=int, default=2,
                        help="runs in parallel, each with the machine's cores divided among them as CPU threads")
    parser.add_argument("--warm-up-steps", type=int, default=300,
                        help="format warm-up steps of each seed's policy (the corridors only)")
    parser.add_argument("--target", type=float, default=0.8, help="success rate for 'iterations to target'")
    parser.add_argument("--report-only", action="store_true", help="only remake the plot and table from runs.csv")
    parser.add_argument("--report-methods", nargs="+", help="with --report-only: these methods, in this order")
    parser.add_argument("--report-seeds", nargs="+", type=int, help="with --report-only: these seeds")
    parser.add_argument("--tag", default="", help="with --report-only: write table_<tag>.md and curves_<tag>.png")
    parser.add_argument("--first-iterations", type=int,
                        help="with --report-only: compare only the first N iterations of every run (a partial "
                        "comparison of runs stopped part way)")
    parser.add_argument("--per-iteration", action="store_true",
                        help="with --report-only: end the table with every run's values per iteration")
    parser.add_argument("--collect-only", action="store_true",
                        help="train nothing: re-read the TensorBoard runs of --methods x --seeds into runs.csv")
    parser.add_argument("--power", metavar="REFERENCE",
                        help="with --report-only: also write power.md, the seeds a paired t-test needs to detect a "
                        "+10 %% difference to REFERENCE (80 %% power, alpha 0.05) from these runs' paired SD")
    parser.add_argument("--budget-match", type=int, metavar="EPISODES",
                        help="with --report-only and one --report-methods: write budget_match[_<tag>].json, the "
                        "budget-matched GRPO method sized to that method's extra tokens over --report-seeds, for "
                        "EPISODES rollout episodes per iteration (bench/credit_report.budget_match)")
    parser.add_argument("--skip-done", action="store_true",
                        help="resume: skip the (method, seed) runs that runs.csv already holds in full (a run "
                        "stopped part way resumes from its last checkpoint in any case)")
    parser.add_argument("--status", action="store_true",
                        help="print each (method, seed) run's state (done; trained, not in runs.csv; part way, with "
                        "the update of its checkpoint; started, no checkpoint yet; not started) and exit; reads files "
                        "only")
    parser.add_argument("train_args", nargs="*", help="extra train.py arguments after --, e.g. -- --data.group_size 4")
    args = parser.parse_args()
    if (args.per_iteration or args.first_iterations is not None) and not args.report_only:
        parser.error("--per-iteration and --first-iterations go with --report-only")
    if args.budget_match is not None and not (args.report_only and args.report_methods
                                              and len(args.report_methods) == 1):
        parser.error("--budget-match goes with --report-only and exactly one --report-methods (the method to match)")
    bench = BENCHES[args.bench]
    args.methods = args.methods or list(bench.methods)
    out = (args.out or ROOT / "bench" / "results" / args.bench).resolve()
    csv_path = out / "runs.csv"
    jobs = [(m, s) for s in args.seeds for m in args.methods]
    if args.status:  # before anything that writes
        if args.report_only or args.collect_only or args.skip_done or args.train_args:
            parser.error("--status goes alone with --bench, --out, --methods, --seeds and --iterations")
        if not out.is_dir():
            parser.error(f"--out {out}: no such directory (nothing has run there)")
        for method in args.methods:
            try:
                check_method(bench, method)
            except ValueError as exc:
                parser.error(str(exc))
        done = completed_runs(read_csv(csv_path), args.iterations)
        states = [run_status(bench, m, s, out, args.iterations, done) for m, s in jobs]
        for (m, s), state in zip(jobs, states):
            print(f"{m} seed {s}: {state}")
        print(f"{sum(state.startswith('done') for state in states)} of {len(jobs)} runs done")
        return
    out.mkdir(parents=True, exist_ok=True)
    if args.skip_done:
        jobs = [job for job in jobs if job not in completed_runs(read_csv(csv_path), args.iterations)]
        print(f"{len(jobs)} runs to do", flush=True)
    if not args.report_only:
        for method in args.methods:  # fail on a bad method name before training anything
            check_method(bench, method)
            method_overlays(method, out)
        if not args.collect_only:
            if bench.warm_up_policy:
                make_policies(args.bench, sorted({s for _, s in jobs}), out, args.warm_up_steps)
            lock = threading.Lock()
            threads = max(1, (os.cpu_count() or 1) // args.jobs)

            def train_and_record(job: tuple[str, int]) -> None:  # each run's rows go to the CSV as it finishes
                run_one(bench, *job, out, args.iterations, args.train_args, threads)
                with lock:
                    record(csv_path, [job], out)

            with ThreadPoolExecutor(args.jobs) as pool:
                outcomes = list(pool.map(lambda job: attempt(train_and_record, job), jobs))
            failed = [f"{m} seed {s}: {error}" for (m, s), error in zip(jobs, outcomes) if error is not None]
            jobs = [job for job, error in zip(jobs, outcomes) if error is None]
        else:
            record(csv_path, jobs, out)
        if not args.collect_only and failed:
            raise SystemExit("runs that failed (the others are in runs.csv):\n" + "\n".join(failed))
    from bench.credit_report import report

    if args.report_only:  # the selection given, or every run in the CSV
        report(csv_path, out, args.target, args.report_methods, args.report_seeds, args.tag, args.per_iteration,
               args.first_iterations)
        if args.power or args.budget_match is not None:
            from bench.credit_report import budget_match, load, power_analysis

            runs = load(csv_path)
            seeds = set(args.report_seeds or [])  # the report's selection, as its table's
            runs = {m: {s: rows for s, rows in runs[m].items() if not seeds or s in seeds}
                    for m in (args.report_methods or runs)}
            if args.power:
                text = power_analysis(runs, args.power)
                (out / "power.md").write_text(text + "\n")
                print(text)
            if args.budget_match is not None:
                sized = budget_match(runs[args.report_methods[0]], args.budget_match)
                path = out / f"budget_match{'_' + args.tag if args.tag else ''}.json"
                path.write_text(json.dumps({"sized_from": args.report_methods[0]} | sized, indent=1) + "\n")
                print(f"{path}: {sized['method']} (R = {sized['extra_token_ratio']!r}, "
                      f"{sized['extra_episodes']} extra episodes of {sized['episodes']})")
    else:  # the methods and seeds just run (GRPO first when it has runs of these seeds), as table_last / curves_last
        known = {r["method"] for r in read_csv(csv_path)}
        reference = bench.methods[0]
        methods = ([reference] if reference in known else []) + [m for m in args.methods if m != reference]
        report(csv_path, out, args.target, methods, args.seeds, "last")


def make_policies(bench_name: str, seeds: list[int], out: Path, warm_up_steps: int) -> None:
    """Each seed's warm-up policy of a corridor bench (``bench/corridor_policy.py``) at ``out/policies/seed<seed>``."""
    from bench.corridor_policy import POLICY_ENVS, make_policy

    spec, max_steps = POLICY_ENVS[bench_name]
    for seed in seeds:
        valid = make_policy(out / "policies" / f"seed{seed}", seed, spec, warm_up_steps=warm_up_steps,
                            max_steps=max_steps)
        print(f"policy seed {seed}: valid-answer probability after warm-up {valid:.3f}", flush=True)


def record(csv_path: Path, jobs: list[tuple[str, int]], out: Path) -> None:
    """Read the TensorBoard runs of ``jobs`` into ``csv_path``, replacing earlier rows of the same (method, seed)."""
    rows = [row for m, s in jobs for row in read_run(m, s, out / "tb" / run_name(m) / f"seed{s}")]
    kept = [r for r in read_csv(csv_path) if (r["method"], int(r["seed"])) not in set(jobs)]
    write_csv(kept + rows, csv_path)
    print(f"wrote {csv_path} ({len(rows)} rows of {len(jobs)} runs, {len(kept)} kept from earlier ones)", flush=True)


def completed_runs(rows: list[dict], iterations: int) -> set[tuple[str, int]]:
    """The (method, seed) pairs with ``iterations`` rows in ``rows`` (a ``runs.csv``)."""
    counts: dict[tuple[str, int], int] = {}
    for r in rows:
        key = (r["method"], int(r["seed"]))
        counts[key] = counts.get(key, 0) + 1
    return {key for key, n in counts.items() if n >= iterations}


def run_status(bench: Bench, method: str, seed: int, out: Path, iterations: int,
               done: set[tuple[str, int]]) -> str:
    """One run's state, for ``--status``, read from its files (it starts and writes nothing), each with the run's
    latest log where it has one:

    - "done": it is among ``done``, the runs ``runs.csv`` holds in full (:func:`completed_runs`);
    - "trained, not in runs.csv": its ``last.ckpt`` was saved after its last update (``iterations ×
      bench.updates_per_iteration``) but its rows were not recorded (``--collect-only`` records them);
    - "part way": the update its ``last.ckpt`` was saved after (a run stopped part way, or one training now);
      "unreadable now" for a checkpoint being written, or a damaged one;
    - "started, no checkpoint yet": a log without a checkpoint; else "not started".
    """
    if (method, seed) in done:
        return f"done ({iterations} iterations in runs.csv)"
    checkpoint = out / "tb" / run_name(method) / f"seed{seed}" / "checkpoints" / "last.ckpt"
    logs = sorted((out / "logs").glob(f"{run_name(method)}-seed{seed}.*log"), key=lambda f: f.stat().st_mtime)
    log = f"; log {logs[-1].relative_to(out)}" if logs else ""
    if not checkpoint.exists():
        return f"started, no checkpoint yet{log}" if logs else "not started"
    import torch

    try:
        step = torch.load(checkpoint, map_location="cpu", weights_only=False, mmap=True)["global_step"]
    except Exception as exc:  # noqa: BLE001 - a checkpoint being written now, or a damaged one: said, not raised
        return f"part way: {checkpoint.relative_to(out)} unreadable now ({type(exc).__name__}: {exc}){log}"
    total = iterations * bench.updates_per_iteration
    if step >= total:
        return f"trained, not in runs.csv: checkpoint after update {step} of {total} (--collect-only records it){log}"
    return f"part way: checkpoint after update {step} of {total} ({checkpoint.relative_to(out)}){log}"


def attempt(fn, *args) -> Exception | None:
    """Run ``fn(*args)``; the exception it raised, or ``None``."""
    try:
        fn(*args)
    except Exception as exc:  # noqa: BLE001 - reported with the job it belongs to
        return exc
    return None


if __name__ == "__main__":
    main()
