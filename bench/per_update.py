"""Does one verified bonus improve the policy more than GRPO's update alone, and more than the same tokens spent on
rollouts? A per-update improvement experiment on the trap corridor (docs/experiments/per_update.md).

A long run accumulates the noise of every iteration, while ProVer's bonus changes a small share of each update. Here
the unit is one update: from a policy saved along a GRPO run (``configs/trap_corridor_grpo.yaml`` with
``configs/grpo_paper.yaml``, the trap-corridor study's ``grpo_paper`` method; saved after ``--iterations``
rollout iterations), for each of ``--batches`` rollout batches, every arm (:data:`ARMS`) makes one rollout
iteration's update (the base config's two optimiser steps) from the same start weights, and the exact held-out success
(``callbacks/exact_success.py``: no sampling noise) is computed before and after it.

**Common random numbers.** Every arm of a (policy, batch) runs ``train.py``'s own trainer, module, datamodule and the
arm's overlays for one iteration with the same seed (``seed_everything`` and ``data.seed`` = :func:`batch_seed`): the
same start weights, the same task order, the same rollout random stream and the same update seed (mini-batch
order), so every arm trains on the same sampled rollout batch (``batch_digest``, a hash of its sampled token ids,
log-probs and rewards, recorded per row; the verifier's and the extra rollouts' episodes come from their own seeded
streams). The arms differ only in what their callbacks add: nothing (GRPO), a verified bonus (ProVer), or extra
rollouts of the same groups (budget-matched GRPO).

**The run's optimiser state.** Each policy is saved with its GRPO run's AdamW state at that point
(:data:`OPTIMIZER_STATE`: moment estimates and step count), and every arm's update starts from it
(:class:`CarriedOptimizer`), so the arms' update is the one the run would make next; a fresh AdamW's first steps
move every parameter by about lr whatever its gradient, which would mute a bonus on a few tokens.
``--optimizer-state fresh`` gives the earlier design (a new AdamW per arm) for comparison. The warm-up policy
(iteration 0) has no state: its GRPO run started with a fresh AdamW too.

**Budget matching per batch.** The budget-matched arm (:data:`BUDGET_MATCHED`) gets ``token_ratio`` = the extra
tokens ÷ rollout tokens that the oracle ProVer arm (:data:`BUDGET_SOURCE`, the same for every λ: the verifier runs
before the credit) spent on this very batch, so the two spend the same tokens in expectation (its extra episodes
are ``round(ratio × 64)``; the realised tokens are recorded).

Each (policy, batch, arm) is one row of ``<out>/updates.csv`` (:data:`COLUMNS`), appended as soon as it is done; a
rerun skips the rows already there (resumable; more ``--batches`` extend the experiment). The policies go to
``<out>/policies/seed<s>`` (the format warm-up, iteration 0, ``bench/corridor_policy.py``) and
``seed<s>-iter<k>``; existing ones are loaded, not trained again.

    python bench/per_update.py --out bench/results/per_update_pilot --seeds 1000 1001 --iterations 5 20 40 \\
        --batches 3
    python bench/per_update_report.py --csv bench/results/per_update_pilot/updates.csv --power
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import sys
import time
import warnings
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import lightning as L
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for ``bench.*`` and ``train`` when run as a script

from bench.credit_assignment import BENCHES, make_policies, method_overlays  # noqa: E402
from callbacks.exact_success import exact_success  # noqa: E402
from prover_lightning.seeding import derive_seed  # noqa: E402
from prover_lightning.stats import ROLLOUT_GENERATED_TOKENS  # noqa: E402
from prover_lightning.types import RolloutBatch  # noqa: E402

BENCH = BENCHES["trap_corridor"]
#: the GRPO runs the policies are saved along, and the reference arm (a)
GRPO = "grpo_paper"
#: the budget-matched arm (c): its token ratio is set per batch from :data:`BUDGET_SOURCE`'s realised extra tokens
BUDGET_MATCHED = "grpo_budget_matched"
#: the arm whose extra tokens the budget-matched arm spends on rollouts
BUDGET_SOURCE = "prover_paper_oracle@coef=1.0"
#: the file beside a saved policy with its GRPO run's AdamW state then (``torch.save`` of the ``state_dict``)
OPTIMIZER_STATE = "optimizer.pt"
#: the arms: (a) GRPO; (b) ProVer with the paper's settings, the oracle, divergence (window 0) and random judges at
#: λ = 1, 3, 10, and the oracle at λ = 1 with the SE-unit threshold (credit only where Δ̂ > 1 standard error of Δ̂);
#: (c) budget-matched GRPO. Method strings of ``bench/credit_assignment.py`` (``<method>@<init arg>=<value>``). They
#: run in this order: the primary comparisons' arms first (GRPO, the oracle at λ = 1, the budget-matched arm after its
#: budget source), so a run stopped part way has them on the most batches.
ARMS = (
    GRPO, BUDGET_SOURCE, BUDGET_MATCHED,
    *(f"prover_paper_{judge}@coef={lam:.1f}" for judge in ("oracle", "divergence", "random") for lam in (1, 3, 10)
      if f"prover_paper_{judge}@coef={lam:.1f}" != BUDGET_SOURCE),
    "prover_paper_oracle@threshold_se=1.0",
)


@dataclass
class UpdateRow:
    """One arm's update of one rollout batch from one policy (a row of ``updates.csv``).

    Attributes:
        policy_seed, policy_iteration: the policy: seed of its GRPO run and the rollout iterations it had made.
        batch: the rollout batch's index for this policy; ``batch_seed``: its seed (:func:`batch_seed`).
        arm: the arm's method string (:data:`ARMS`; the budget-matched arm without its per-batch ratio).
        success_before, success_after: mean exact held-out success (32 tasks, temperature 1) of the policy before and
            after the update, probabilities.
        rollout_tokens: tokens the rollout generated; ``extra_tokens``: tokens the arm generated on top (verifier
            continuations, extra rollouts); ``extra_token_ratio``: their ratio.
        bonus_token_share: share of the update's response tokens whose step got a bonus (0 without ProVer).
        segments_proposed, segments_verified, segments_credited: ProVer's counts (0 without ProVer).
        token_ratio_set: the budget-matched arm's ``token_ratio`` (NaN for the other arms).
        batch_digest: hash of the rollout batch as sampled (before any callback), equal across the arms of a batch.
        optimizer_steps_before: AdamW's step count when the arm's update started (0: a fresh optimiser; else the GRPO
            run's, :class:`CarriedOptimizer`).
        wall_s: seconds of the arm's iteration (rollout, callbacks, update, evaluations).
    """

    policy_seed: int
    policy_iteration: int
    batch: int
    batch_seed: int
    arm: str
    success_before: float
    success_after: float
    rollout_tokens: float
    extra_tokens: float
    extra_token_ratio: float
    bonus_token_share: float
    segments_proposed: float
    segments_verified: float
    segments_credited: float
    token_ratio_set: float
    batch_digest: str
    optimizer_steps_before: int
    wall_s: float


COLUMNS = [f.name for f in fields(UpdateRow)]


def batch_seed(policy_seed: int, policy_iteration: int, batch: int) -> int:
    """The seed (``seed_everything`` and ``data.seed``) of rollout batch ``batch`` of a policy, in ``[0, 2**31)``: a
    hash of the three (:func:`~prover_lightning.seeding.derive_seed`), so no two batches of the experiment share a
    stream and no batch reuses its GRPO run's own seed."""
    return derive_seed("per-update", policy_seed, policy_iteration, batch) % 2**31


def rollout_digest(batch: RolloutBatch) -> str:
    """A hex digest of what a rollout batch sampled: each trajectory's task, group, and per step the prompt and
    response token ids, the sampled log-probs and the reward, in order. Two arms trained on the same batch iff
    their digests are equal."""
    content = [(t.task.task_id, t.group_id, [(s.prompt_ids, s.response_ids, s.response_logprobs, s.reward)
                                             for s in t.steps]) for t in batch.trajectories]
    return hashlib.blake2b(repr(content).encode(), digest_size=16).hexdigest()


class SampledBatch(L.Callback):
    """Records the rollout batch as sampled (first of the callbacks): its digest and rollout tokens."""

    def __init__(self) -> None:
        self.digest, self.rollout_tokens = "", 0.0

    def on_train_batch_start(self, trainer, pl_module, batch: RolloutBatch, batch_idx: int) -> None:
        self.digest, self.rollout_tokens = rollout_digest(batch), float(batch.stats[ROLLOUT_GENERATED_TOKENS])


class TrainedBatch(L.Callback):
    """Records the batch's statistics as the update gets it (last of the callbacks): exact success before the
    update (``ExactSuccess``), extra tokens (``CostRatios``), ProVer's counts."""

    def __init__(self) -> None:
        self.stats: dict[str, float] = {}

    def on_train_batch_start(self, trainer, pl_module, batch: RolloutBatch, batch_idx: int) -> None:
        self.stats = dict(batch.stats)


class SavePolicies(L.Callback):
    """Saves the policy (``save_pretrained``, with its tokenizer) and the optimiser's state (:data:`OPTIMIZER_STATE`)
    after each of ``iterations`` rollout iterations, to ``dirpath(k)``."""

    def __init__(self, iterations: list[int], dirpath) -> None:
        self.iterations, self.dirpath = set(iterations), dirpath

    def on_train_batch_end(self, trainer, pl_module, outputs, batch: RolloutBatch, batch_idx: int) -> None:
        done = batch.iteration + 1
        if done in self.iterations:
            pl_module.policy.save_pretrained(self.dirpath(done))
            pl_module.tokenizer.save_pretrained(self.dirpath(done))
            torch.save(trainer.optimizers[0].state_dict(), Path(self.dirpath(done)) / OPTIMIZER_STATE)


class CarriedOptimizer(L.Callback):
    """Loads a saved AdamW state (``path``; ``None``: keep the fresh optimiser) into the module's optimiser when
    training starts, and records the step count the update starts from (``steps_before``).

    Raises:
        FileNotFoundError: ``path`` does not exist (the policy was saved without its optimiser state).
    """

    def __init__(self, path: Path | None) -> None:
        if path is not None and not path.is_file():
            raise FileNotFoundError(f"{path}: no optimiser state beside the policy (saved before it was kept); "
                                    "remove the policy folder so that its GRPO run makes it again")
        self.path, self.steps_before = path, 0

    def on_train_start(self, trainer, pl_module) -> None:
        optimizer = trainer.optimizers[0]
        if self.path is not None:
            optimizer.load_state_dict(torch.load(self.path, weights_only=True))
        steps = {int(state["step"]) for state in optimizer.state.values() if "step" in state}
        self.steps_before = steps.pop() if len(steps) == 1 else 0


def policy_dir(out: Path, seed: int, iteration: int) -> Path:
    """Where the policy of GRPO seed ``seed`` after ``iteration`` rollout iterations is (iteration 0: the
    warm-up policy, ``bench/credit_assignment.py``'s ``policies/seed<s>``)."""
    name = f"seed{seed}" if iteration == 0 else f"seed{seed}-iter{iteration}"
    return out / "policies" / name


def build_cli(method: str, policy: Path, seed: int, max_steps: int, out: Path):
    """``train.py``'s CLI, built without running, of the trap-corridor base config with ``method``'s overlays,
    ``policy`` as the model, ``seed`` as ``seed_everything`` and ``data.seed``, ``max_steps`` optimiser updates, no
    logger, and ``out/trainer`` as the trainer's root (the config it ran is saved there)."""
    import train

    args = ["--config", BENCH.config]
    for overlay in method_overlays(method, out):
        args += ["--config", overlay]
    args += ["--model.model", str(policy), "--seed_everything", str(seed), "--data.seed", str(seed),
             "--trainer.max_steps", str(max_steps), "--trainer.logger", "false",
             "--trainer.default_root_dir", str(out / "trainer")]  # where the CLI saves the config it ran
    with warnings.catch_warnings():  # the CLI reads only ``args``; it warns that this script has arguments of its own
        warnings.filterwarnings("ignore", message="LightningCLI's args parameter is intended")
        return train.main(args, run=False)


def ensure_policies(out: Path, seed: int, iterations: list[int], warm_up_steps: int) -> None:
    """Make the policies of GRPO seed ``seed`` that ``out/policies`` lacks (or holds without their optimiser state):
    the warm-up policy, then one GRPO run (``grpo_paper``, seed ``seed``) to the largest of ``iterations``, saving
    after each of them."""
    if not policy_dir(out, seed, 0).exists():
        make_policies("trap_corridor", [seed], out, warm_up_steps)
    later = sorted(k for k in iterations if k > 0)
    if not later or all((policy_dir(out, seed, k) / OPTIMIZER_STATE).is_file() for k in later):
        return
    cli = build_cli(GRPO, policy_dir(out, seed, 0), seed, later[-1] * BENCH.updates_per_iteration, out)
    cli.trainer.callbacks.append(SavePolicies(later, lambda k: policy_dir(out, seed, k)))
    cli.trainer.fit(cli.model, cli.datamodule)


def run_arm(arm: str, policy: Path, seed: int, out: Path, token_ratio: float | None = None,
            optimizer_state: Path | None = None) -> dict:
    """One rollout iteration of ``arm`` from ``policy`` with seed ``seed`` (see the module docstring), its update
    starting from the AdamW state saved in ``optimizer_state`` (``None``: a fresh AdamW); returns the
    :class:`UpdateRow` fields it measures (``success_before`` … ``wall_s``, without the keys).

    Raises:
        ValueError: the budget-matched arm without ``token_ratio``, or a ratio for another arm.
        FileNotFoundError: ``optimizer_state`` does not exist.
    """
    if (arm == BUDGET_MATCHED) != (token_ratio is not None):
        raise ValueError(f"arm {arm!r}: token_ratio {token_ratio} (only {BUDGET_MATCHED} takes one, and needs it)")
    method = f"{arm}@token_ratio={token_ratio!r}" if token_ratio is not None else arm
    t0 = time.perf_counter()
    carried = CarriedOptimizer(optimizer_state)
    cli = build_cli(method, policy, seed, BENCH.updates_per_iteration, out)
    sampled, trained = SampledBatch(), TrainedBatch()
    cli.trainer.callbacks[:] = [carried, sampled, *cli.trainer.callbacks, trained]
    cli.trainer.fit(cli.model, cli.datamodule)
    dm = cli.datamodule
    after = exact_success(cli.model, dm.env, dm.env.tasks("valid"), dm.template, dm.max_episode_steps,
                          dm.temperature)
    stats = trained.stats
    extra = stats.get("cost/extra_generated_tokens", 0.0)
    return {
        "success_before": stats["eval/exact_success_valid"], "success_after": sum(after) / len(after),
        "rollout_tokens": sampled.rollout_tokens, "extra_tokens": extra,
        "extra_token_ratio": extra / sampled.rollout_tokens,
        "bonus_token_share": stats.get("prover/bonus_token_share", 0.0),
        "segments_proposed": stats.get("prover/segments_proposed", 0.0),
        "segments_verified": stats.get("prover/segments_verified", 0.0),
        "segments_credited": stats.get("prover/segments_credited", 0.0),
        "token_ratio_set": float("nan") if token_ratio is None else token_ratio,
        "batch_digest": sampled.digest, "optimizer_steps_before": carried.steps_before,
        "wall_s": time.perf_counter() - t0,
    }


def read_rows(path: Path) -> list[dict]:
    """The rows of an ``updates.csv`` (none if there is none), as text."""
    if not path.exists():
        return []
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def append_row(path: Path, row: UpdateRow) -> None:
    """Append one row to ``path`` (with the header if the file is new), flushed at once."""
    new = not path.exists()
    with open(path, "a", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS)
        if new:
            writer.writeheader()
        writer.writerow(asdict(row))


def row_key(row: dict) -> tuple[int, int, int, str]:
    """(policy seed, policy iteration, batch, arm) of a row read from the CSV."""
    return int(row["policy_seed"]), int(row["policy_iteration"]), int(row["batch"]), row["arm"]


def run_batch(out: Path, csv_path: Path, seed: int, iteration: int, batch: int, arms: list[str],
              carry_optimizer: bool = True) -> None:
    """Every arm of ``arms`` not yet in ``csv_path`` on one (policy, batch), each row appended as it is done
    (``carry_optimizer``: from the policy's saved AdamW state, for a policy after iteration 0; else a fresh AdamW).

    Raises:
        ValueError: the budget-matched arm without its budget source (:data:`BUDGET_SOURCE`) among ``arms``.
    """
    if BUDGET_MATCHED in arms and BUDGET_SOURCE not in arms:
        raise ValueError(f"arm {BUDGET_MATCHED} needs {BUDGET_SOURCE} among the arms (its token budget)")
    done = {row_key(r)[3]: r for r in read_rows(csv_path) if row_key(r)[:3] == (seed, iteration, batch)}
    bseed = batch_seed(seed, iteration, batch)
    for arm in arms:
        if arm in done:
            continue
        ratio = float(done[BUDGET_SOURCE]["extra_token_ratio"]) if arm == BUDGET_MATCHED else None
        policy = policy_dir(out, seed, iteration)
        state = policy / OPTIMIZER_STATE if carry_optimizer and iteration > 0 else None
        measured = run_arm(arm, policy, bseed, out, ratio, state)
        row = UpdateRow(seed, iteration, batch, bseed, arm, **measured)
        append_row(csv_path, row)
        done[arm] = {k: str(v) for k, v in asdict(row).items()}
        print(f"seed {seed} iter {iteration} batch {batch} {arm}: {row.success_before:.4f} -> "
              f"{row.success_after:.4f} ({row.wall_s:.1f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "per_update")
    parser.add_argument("--seeds", nargs="+", type=int, required=True, help="GRPO runs the policies come from")
    parser.add_argument("--iterations", nargs="+", type=int, default=[5, 20, 40],
                        help="rollout iterations of the GRPO run after which a policy is saved")
    parser.add_argument("--batches", type=int, required=True, help="rollout batches per policy")
    parser.add_argument("--arms", nargs="+", default=list(ARMS))
    parser.add_argument("--warm-up-steps", type=int, default=300, help="format warm-up steps of each seed's policy")
    parser.add_argument("--optimizer-state", choices=("carried", "fresh"), default="carried",
                        help="each arm's update starts from the GRPO run's AdamW state (carried) or a new AdamW")
    args = parser.parse_args()
    torch.set_num_threads(1)
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    for seed in args.seeds:
        ensure_policies(out, seed, args.iterations, args.warm_up_steps)
    for batch in range(args.batches):  # batch-major: a stopped run leaves every policy with the same batches
        for seed in args.seeds:
            for iteration in args.iterations:
                run_batch(out, out / "updates.csv", seed, iteration, batch, args.arms,
                          args.optimizer_state == "carried")


if __name__ == "__main__":
    main()
