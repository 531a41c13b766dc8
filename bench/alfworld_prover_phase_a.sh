#!/usr/bin/env bash
# Phase A of the pre-registered ProVer comparison (docs/experiments/alfworld_prover.md), its registered commands in
# order: the six training runs, the budget-matched GRPO's sizing, each run's held-out evaluation, then the report that
# sizes the number of seeds.
# Every step resumes: `--skip-done` continues a run from its last checkpoint, and an evaluation whose --out exists
# continues where it was. Run it again after an interruption (from the repository root, in the project's env):
#   nohup bash bench/alfworld_prover_phase_a.sh > phase_a.log 2>&1 &
set -euo pipefail
P=bench/results/alfworld_prover
METHODS=(grpo_paper prover_paper_progress)
SEEDS=(201 202 203)
SETTING=(--model.precision 32-true --data.history_length 1 --model.init_adapter artifacts/alfworld_sft_smollm2_h1)

python bench/credit_assignment.py --bench alfworld --out "$P" --methods "${METHODS[@]}" --seeds "${SEEDS[@]}" \
    --iterations 24 --jobs 1 --skip-done -- --data.group_size 8 --data.tasks_per_step 6 --model.lr 1e-3 \
    --trainer.limit_val_batches 0 "${SETTING[@]}"

# phase B's budget-matched GRPO, sized to the primary method's extra tokens over these seeds (budget_match_phase_a.json)
python bench/credit_assignment.py --bench alfworld --out "$P" --report-only --report-methods prover_paper_progress \
    --report-seeds "${SEEDS[@]}" --budget-match 48 --tag phase_a

for seed in "${SEEDS[@]}"; do
  for method in "${METHODS[@]}"; do
    ckpt="$P/tb/$method/seed$seed/checkpoints/last.ckpt"
    [[ -f "$ckpt" ]] || { echo "no checkpoint $ckpt: the run has not finished" >&2; exit 1; }
    python scripts/evaluate.py run --config configs/alfworld_grpo_cpu.yaml --episodes 4 --ckpt "$ckpt" \
        --out "$P/heldout/$method/seed$seed.json" -- "${SETTING[@]}"
  done
done

python bench/heldout_report.py --dir "$P/heldout" --reference grpo_paper --primary prover_paper_progress \
    --step 24 --delta 0.05 --start "$P/heldout/warm_start_h1.json"
