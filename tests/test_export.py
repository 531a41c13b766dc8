"""The exported policy under ``bf16-mixed``: the warm start and the trained LoRA merged without rounding away the
training (``callbacks/export.py``)."""

from __future__ import annotations

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoConfig, AutoModelForCausalLM

from callbacks.export import standalone_policy
from prover_lightning.module import GRPOModule
from prover_lightning.policy import LoraSettings
from tests.helpers import TINY_MODEL_CONFIG


def test_a_bf16_mixed_export_keeps_a_trained_change_smaller_than_bfloat16s_rounding(tmp_path, tokenizer):
    base, adapter = tmp_path / "base", tmp_path / "warm_start"
    torch.manual_seed(0)
    config = AutoConfig.for_model(**{**TINY_MODEL_CONFIG, "vocab_size": len(tokenizer)})
    model = AutoModelForCausalLM.from_config(config)
    model.save_pretrained(base)
    tokenizer.save_pretrained(base)
    warm_start = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
    for name, weight in warm_start.named_parameters():
        if "lora_B" in name:
            torch.nn.init.normal_(weight, 0.0, 0.1)
    warm_start.save_pretrained(adapter)

    module = GRPOModule(model=str(base), init_adapter=str(adapter), lora=LoraSettings(r=4, alpha=8), kl_coef=0.0,
                        precision="bf16-mixed")
    q_proj = module.policy.base_model.model.model.layers[0].self_attn.q_proj
    assert q_proj.base_layer.weight.dtype == torch.bfloat16  # the frozen base, warm start merged, as stored
    with torch.no_grad():
        q_proj.lora_B["default"].weight.normal_(0.0, 1e-4)  # GRPO's LoRA, moved as a few updates move it
    change = (q_proj.lora_B["default"].weight @ q_proj.lora_A["default"].weight * q_proj.scaling["default"]).detach()
    trained = q_proj.base_layer.weight.float() + change
    # bfloat16 rounds most of this change away: a merge in the stored dtype would export the warm start
    assert (trained.bfloat16().float() == q_proj.base_layer.weight.float()).float().mean() > 0.5

    exported = standalone_policy(module).model.layers[0].self_attn.q_proj.weight
    assert exported.dtype == torch.float32
    assert torch.equal(exported, trained)
    assert isinstance(module.policy.base_model.model.model.layers[0].self_attn.q_proj.lora_B["default"].weight,
                      torch.nn.Parameter)  # the module keeps its adapter
