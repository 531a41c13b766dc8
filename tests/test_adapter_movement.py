"""bench/adapter_movement.py: LoRA weight changes and their ratio checked by hand."""

import pytest
import torch

from bench.adapter_movement import lora_deltas, movement


def test_lora_delta_is_the_scaled_product_named_by_its_module():
    a = torch.tensor([[1.0, 0.0, 2.0]])  # [r=1, in=3]
    b = torch.tensor([[3.0], [0.0]])  # [out=2, r=1]
    deltas = lora_deltas({"policy.base_model.model.model.layers.0.self_attn.q_proj.lora_A.default.weight": a,
                          "policy.base_model.model.model.layers.0.self_attn.q_proj.lora_B.default.weight": b,
                          "policy.other.weight": torch.ones(1)}, scale=2.0)
    assert list(deltas) == ["layers.0.self_attn.q_proj"]
    assert torch.equal(deltas["layers.0.self_attn.q_proj"], torch.tensor([[6.0, 0.0, 12.0], [0.0, 0.0, 0.0]]))
    # a peft adapter file names the same matrix without the module's prefix and adapter name
    peft = lora_deltas({"base_model.model.model.layers.0.self_attn.q_proj.lora_A.weight": a,
                        "base_model.model.model.layers.0.self_attn.q_proj.lora_B.weight": b}, scale=2.0)
    assert peft.keys() == deltas.keys() and torch.equal(peft["layers.0.self_attn.q_proj"],
                                                        deltas["layers.0.self_attn.q_proj"])
    with pytest.raises(ValueError, match="no LoRA weights"):
        lora_deltas({"w": a}, scale=1.0)
    with pytest.raises(ValueError, match="has no"):
        lora_deltas({"layers.0.q_proj.lora_A.weight": a}, scale=1.0)
    with pytest.raises(ValueError, match="two LoRA pairs"):
        lora_deltas({"layers.0.q_proj.lora_A.x.weight": a, "layers.0.q_proj.lora_B.x.weight": b,
                     "layers.0.q_proj.lora_A.y.weight": a, "layers.0.q_proj.lora_B.y.weight": b}, scale=1.0)


def test_movement_is_the_ratio_of_frobenius_norms_per_matrix():
    warm = {"m1": torch.tensor([[3.0, 4.0]]), "m2": torch.tensor([[2.0]])}  # norms 5 and 2
    rl = {"m1": torch.tensor([[0.0, 1.0]]), "m2": torch.tensor([[1.0]])}  # norms 1 and 1
    result = movement(rl, warm)
    assert result["per_matrix"] == pytest.approx({"m1": 0.2, "m2": 0.5})
    assert (result["mean"], result["min"], result["max"]) == pytest.approx((0.35, 0.2, 0.5))
    with pytest.raises(ValueError, match="different matrices"):
        movement({"m1": rl["m1"]}, warm)
