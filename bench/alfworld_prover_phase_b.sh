#!/usr/bin/env bash
# Steps 3-5 of the pre-registered ProVer comparison (docs/experiments/alfworld_prover.md), its registered commands in
# order, after phase A (bench/alfworld_prover_phase_a.sh):
#   3. if the sizing gives N > 3 seeds, phase A's two methods on seeds 204..200+N, then their evaluations;
#   4. the primary, read once over the N seeds (heldout/report_primary);
#   5. phase B's three methods on seeds 201-203 and their evaluations, then on 204..200+N and theirs; then the
#      secondary reports (heldout/report_all: every method against grpo_paper; heldout/report_vs_budget_matched).
# It starts only when phase A's report (heldout/report.json, which gives N) and the budget-matched sizing
# (budget_match_phase_a.json) are committed as they are: the protocol commits N before any further run.
# Every step resumes, as phase A's does: run it again after an interruption (from the repository root, in the
# project's env):
#   nohup bash bench/alfworld_prover_phase_b.sh > phase_b.log 2>&1 &
# A run that fails again stops the script (each rerun retries it): the protocol's rule for a failed run (its seed
# leaves that method's pairs) is applied by hand. DRY_RUN=1 prints the commands instead of running them.
set -euo pipefail
P=bench/results/alfworld_prover
SETTING=(--model.precision 32-true --data.history_length 1 --model.init_adapter artifacts/alfworld_sft_smollm2_h1)
TRAIN=(--iterations 24 --jobs 1 --skip-done -- --data.group_size 8 --data.tasks_per_step 6 --model.lr 1e-3
       --trainer.limit_val_batches 0 "${SETTING[@]}")
REPORT=(--step 24 --delta 0.05 --start "$P/heldout/warm_start_h1.json")

run() { if [[ -n "${DRY_RUN:-}" ]]; then echo "$*"; else "$@"; fi; }

for f in "$P/heldout/report.json" "$P/budget_match_phase_a.json"; do
  if ! git ls-files --error-unmatch "$f" > /dev/null 2>&1 || ! git diff --quiet HEAD -- "$f"; then
    echo "$f is not committed as it is: phase A's report and sizing come first (docs/experiments/alfworld_prover.md)" >&2
    exit 1
  fi
done
N=$(python -c "import json, sys; sys.path.insert(0, '.'); from bench.heldout_report import seeds_to_run
power = json.load(open('$P/heldout/report.json'))['power']
if power['seeds_run'] != 3: sys.exit(f'$P/heldout/report.json sizes from {power[\"seeds_run\"]} seeds, not phase A\'s 3')
print(seeds_to_run(power))")
BUDGET=$(python -c "import json; print(json.load(open('$P/budget_match_phase_a.json'))['method'])")
FIRST=(201 202 203)
mapfile -t ALL < <(seq 201 $((200 + N)))
EXTRA=("${ALL[@]:3}")
echo "N = $N seeds (${ALL[*]}); budget-matched GRPO: $BUDGET"

train() {  # seeds..., then -- and the methods
  local seeds=()
  while [[ $1 != -- ]]; do seeds+=("$1"); shift; done
  shift
  run python bench/credit_assignment.py --bench alfworld --out "$P" --methods "$@" --seeds "${seeds[@]}" "${TRAIN[@]}"
}

evaluate() {  # seeds..., then -- and the methods (their method strings), seed by seed
  local seeds=() seed method ckpt
  local -A dir
  while [[ $1 != -- ]]; do seeds+=("$1"); shift; done
  shift
  for method in "$@"; do  # the run directory of each method string (bench/credit_assignment.py's run_name)
    dir[$method]=$(python -c "import sys; sys.path.insert(0, '.'); from bench.credit_assignment import run_name
print(run_name('$method'))")
  done
  for seed in "${seeds[@]}"; do
    for method in "$@"; do
      ckpt="$P/tb/${dir[$method]}/seed$seed/checkpoints/last.ckpt"
      [[ -f "$ckpt" || -n "${DRY_RUN:-}" ]] || { echo "no checkpoint $ckpt: the run has not finished" >&2; exit 1; }
      run python scripts/evaluate.py run --config configs/alfworld_grpo_cpu.yaml --episodes 4 --ckpt "$ckpt" \
          --out "$P/heldout/${method%%@*}/seed$seed.json" -- "${SETTING[@]}"
    done
  done
}

# 3. the seeds the sizing adds to phase A; their evaluations only after all their runs
if (( ${#EXTRA[@]} )); then
  train "${ALL[@]}" -- grpo_paper prover_paper_progress
  evaluate "${EXTRA[@]}" -- grpo_paper prover_paper_progress
fi

# 4. the primary, read once, over the N seeds (phase B's evaluations are not there yet; a resumed run keeps it)
if [[ ! -f "$P/heldout/report_primary.json" ]]; then
  run python bench/heldout_report.py --dir "$P/heldout" --reference grpo_paper --primary prover_paper_progress \
      "${REPORT[@]}" --out "$P/heldout/report_primary"
fi

# 5. phase B: seeds 201-203 first, then the others, as the CPU allows
PHASE_B=(prover_paper_divergence "$BUDGET" gigpo_paper)
train "${FIRST[@]}" -- "${PHASE_B[@]}"
evaluate "${FIRST[@]}" -- "${PHASE_B[@]}"
if (( ${#EXTRA[@]} )); then
  train "${ALL[@]}" -- "${PHASE_B[@]}"
  evaluate "${EXTRA[@]}" -- "${PHASE_B[@]}"
fi
run python bench/heldout_report.py --dir "$P/heldout" --reference grpo_paper --primary prover_paper_progress \
    "${REPORT[@]}" --out "$P/heldout/report_all"
run python bench/heldout_report.py --dir "$P/heldout" --reference grpo_budget_matched \
    --primary prover_paper_progress "${REPORT[@]}" --out "$P/heldout/report_vs_budget_matched"
