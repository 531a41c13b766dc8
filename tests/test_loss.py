"""GRPOLoss against hand-computed numbers."""

import math

import pytest
import torch

from prover_lightning.loss import GRPOLoss, aggregate, truncated_is_weights

RATIOS = torch.tensor([[1.5, 0.5, 1.0]])
OLD = torch.zeros(1, 3)
MASK = torch.ones(1, 3)


def test_clipped_surrogate_positive_advantage():
    loss, stats = GRPOLoss(clip_eps=0.2, kl_coef=0.0)(RATIOS.log(), OLD, torch.tensor([1.0]), MASK)
    # per token: max(-r, -clip(r, 0.8, 1.2)) = -1.2, -0.5, -1.0
    assert loss.item() == pytest.approx(-2.7 / 3)
    assert stats["clip_fraction"].item() == pytest.approx(1 / 3)
    assert stats["ratio_mean"].item() == pytest.approx(1.0)
    assert stats["ratio_min"].item() == pytest.approx(0.5)
    assert stats["ratio_max"].item() == pytest.approx(1.5)


def test_clipped_surrogate_negative_advantage():
    loss, stats = GRPOLoss(clip_eps=0.2, kl_coef=0.0)(RATIOS.log(), OLD, torch.tensor([-1.0]), MASK)
    # per token: max(r, clip(r)) = 1.5, 0.8, 1.0
    assert loss.item() == pytest.approx(3.3 / 3)
    assert stats["clip_fraction"].item() == pytest.approx(1 / 3)


def test_clip_higher_raises_only_the_upper_bound():
    loss, _ = GRPOLoss(clip_eps=0.2, clip_eps_high=0.28, kl_coef=0.0)(RATIOS.log(), OLD, torch.tensor([1.0]), MASK)
    assert loss.item() == pytest.approx(-(1.28 + 0.5 + 1.0) / 3)
    loss, _ = GRPOLoss(clip_eps=0.2, clip_eps_high=0.28, kl_coef=0.0)(RATIOS.log(), OLD, torch.tensor([-1.0]), MASK)
    assert loss.item() == pytest.approx((1.5 + 0.8 + 1.0) / 3)


def test_k3_kl_term():
    beta = 0.1
    loss, stats = GRPOLoss(clip_eps=0.2, kl_coef=beta)(RATIOS.log(), OLD, torch.tensor([1.0]), MASK, ref_logprobs=OLD)
    # k3 with ref = 0, logp = log r: 1/r + log r - 1
    kl = [1 / r + math.log(r) - 1 for r in (1.5, 0.5, 1.0)]
    assert stats["kl"].item() == pytest.approx(sum(kl) / 3)
    assert loss.item() == pytest.approx(-2.7 / 3 + beta * sum(kl) / 3)
    assert stats["policy_loss"].item() == pytest.approx(-2.7 / 3)


def test_dual_clip_caps_the_loss_of_negative_advantage_tokens_at_c():
    logp = torch.tensor([[math.log(5.0), math.log(2.0), math.log(0.5)], [math.log(5.0), 0.0, 0.0]])
    old, mask = torch.zeros(2, 3), torch.ones(2, 3)
    adv = torch.tensor([-1.0, 2.0])
    loss, stats = GRPOLoss(clip_eps=0.2, kl_coef=0.0, dual_clip_c=3.0)(logp, old, adv, mask)
    # A = -1: max(r, clip(r)) = 5, 2, 0.8, then min(., c = 3) -> 3, 2, 0.8
    # A = +2: max(-2r, -2 clip(r)) = -2.4, -2, -2 (never capped: the cap applies to negative advantages only)
    assert loss.item() == pytest.approx((3.0 + 2.0 + 0.8 - 2.4 - 2.0 - 2.0) / 6)
    assert stats["dual_clip_fraction"].item() == pytest.approx(1 / 6)
    plain, plain_stats = GRPOLoss(clip_eps=0.2, kl_coef=0.0)(logp, old, adv, mask)
    assert plain.item() == pytest.approx((5.0 + 2.0 + 0.8 - 2.4 - 2.0 - 2.0) / 6)  # off by default
    assert "dual_clip_fraction" not in plain_stats


def test_dual_clip_gives_capped_tokens_no_gradient():
    logp = torch.tensor([[math.log(5.0), math.log(2.0)]], requires_grad=True)
    loss, _ = GRPOLoss(clip_eps=0.2, kl_coef=0.0, dual_clip_c=3.0)(logp, torch.zeros(1, 2), torch.tensor([-1.0]),
                                                                    torch.ones(1, 2))
    loss.backward()
    assert logp.grad[0].tolist() == pytest.approx([0.0, 2.0 / 2])  # d(r)/d(logp) = r = 2, token mean over 2


def test_log_ratio_and_kl_clamps_as_verl():
    logp = torch.tensor([[30.0, -30.0, math.log(1.5)]])
    ref = torch.zeros(1, 3)
    fn = GRPOLoss(clip_eps=0.2, kl_coef=1.0, log_ratio_clamp=20.0, kl_clamp=10.0)
    _, stats = fn(logp, torch.zeros(1, 3), torch.tensor([1.0]), MASK, ref_logprobs=ref)
    assert stats["ratio_max"].item() == pytest.approx(math.exp(20.0), rel=1e-5)  # not exp(30)
    assert stats["ratio_min"].item() == pytest.approx(math.exp(-20.0), rel=1e-5)
    # k3 of delta = ref - logp, clamped to ±20, then capped at 10: 10, 10 (exp(20) - 21 uncapped), 1/1.5 + log 1.5 - 1
    assert stats["kl"].item() == pytest.approx((10.0 + 10.0 + 1 / 1.5 + math.log(1.5) - 1) / 3, rel=1e-5)
    _, unclamped = GRPOLoss(clip_eps=0.2, kl_coef=1.0)(logp, torch.zeros(1, 3), torch.tensor([1.0]), MASK,
                                                        ref_logprobs=ref)
    assert unclamped["ratio_max"].item() == pytest.approx(math.exp(30.0), rel=1e-4)  # off by default


@pytest.mark.parametrize("kwargs", [{"dual_clip_c": 1.0}, {"log_ratio_clamp": 0.0}, {"kl_clamp": -1.0}])
def test_bad_clip_and_clamp_settings_are_refused(kwargs):
    with pytest.raises(ValueError, match=next(iter(kwargs))):
        GRPOLoss(**kwargs)


def test_kl_needs_reference():
    with pytest.raises(ValueError, match="ref_logprobs"):
        GRPOLoss(kl_coef=0.1)(RATIOS.log(), OLD, torch.tensor([1.0]), MASK)


def test_masked_tokens_do_not_count():
    mask = torch.tensor([[1.0, 1.0, 0.0]])
    logp = torch.tensor([[math.log(1.5), math.log(0.5), 50.0]])  # garbage where masked
    loss, stats = GRPOLoss(clip_eps=0.2, kl_coef=0.0)(logp, OLD, torch.tensor([1.0]), mask)
    assert loss.item() == pytest.approx(-(1.2 + 0.5) / 2)
    assert stats["ratio_max"].item() == pytest.approx(1.5)


@pytest.mark.parametrize(
    "mode,expected", [("token-mean", 2.5), ("seq-mean-token-mean", 3.0), ("seq-mean-token-sum", 5.0)]
)
def test_aggregations(mode, expected):
    values = torch.tensor([[1.0, 2.0, 3.0], [4.0, 99.0, 99.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0], [1.0, 0.0, 0.0]])
    assert aggregate(values, mask, mode).item() == pytest.approx(expected)


def test_bad_settings_are_named():
    with pytest.raises(ValueError, match="token-mean"):
        GRPOLoss(aggregation="mean")
    with pytest.raises(ValueError, match="clip_eps"):
        GRPOLoss(clip_eps=0.0)
    with pytest.raises(ValueError, match="kl_coef"):
        GRPOLoss(kl_coef=-1.0)


def test_gradient_matches_policy_gradient():
    # unclipped region: d loss / d logp_t = -A * r_t / T for token-mean over T tokens
    logp = torch.tensor([[math.log(1.1), math.log(0.9)]], requires_grad=True)
    loss, _ = GRPOLoss(clip_eps=0.2, kl_coef=0.0)(logp, torch.zeros(1, 2), torch.tensor([2.0]), torch.ones(1, 2))
    loss.backward()
    assert logp.grad.tolist()[0] == pytest.approx([-2.0 * 1.1 / 2, -2.0 * 0.9 / 2])


def test_truncated_importance_sampling_weights_the_policy_gradient_term():
    # trainer's old log-probs vs sampler's: weights exp(0.5)=1.6487, exp(-1)=0.3679, exp(2)=7.389 -> cap 2; masked -> 1
    old = torch.tensor([[0.0, -1.0, 0.5, 3.0]])
    sampler = torch.tensor([[-0.5, 0.0, -1.5, 0.0]])
    mask = torch.tensor([[1.0, 1.0, 1.0, 0.0]])
    w = truncated_is_weights(old, sampler, mask, cap=2.0)
    assert w.tolist()[0] == pytest.approx([math.exp(0.5), math.exp(-1.0), 2.0, 1.0])
    # ratio 1 (logprobs == old): per token -A * w, token mean over the 3 response tokens
    loss, stats = GRPOLoss(clip_eps=0.2, kl_coef=0.0, tis_cap=2.0)(
        old.clone(), old, torch.tensor([1.0]), mask, sampler_logprobs=sampler
    )
    assert loss.item() == pytest.approx(-(math.exp(0.5) + math.exp(-1.0) + 2.0) / 3)
    assert stats["tis_weight_mean"].item() == pytest.approx((math.exp(0.5) + math.exp(-1.0) + 2.0) / 3)
    assert stats["tis_truncated"].item() == pytest.approx(1 / 3)
    # the weight is a constant: the gradient is w * the plain policy gradient, -A * w * r per token (r = 1)
    logp = old.clone().requires_grad_(True)
    GRPOLoss(clip_eps=0.2, kl_coef=0.0, tis_cap=2.0)(logp, old, torch.tensor([1.0]), mask, sampler_logprobs=sampler)[
        0
    ].backward()
    assert logp.grad.tolist()[0] == pytest.approx([-math.exp(0.5) / 3, -math.exp(-1.0) / 3, -2.0 / 3, 0.0])


def test_tis_needs_the_sampler_logprobs_and_a_cap_of_at_least_one():
    with pytest.raises(ValueError, match="sampler_logprobs"):
        GRPOLoss(kl_coef=0.0, tis_cap=2.0)(OLD, OLD, torch.tensor([1.0]), MASK)
    with pytest.raises(ValueError, match="tis_cap"):
        GRPOLoss(tis_cap=0.5)


def test_share_of_tokens_far_from_ratio_one():
    # |log r| = 0.405, 0.693, 0 -> 2 of 3 beyond 0.1
    _, stats = GRPOLoss(kl_coef=0.0)(RATIOS.log(), OLD, torch.tensor([1.0]), MASK)
    assert stats["ratio_far"].item() == pytest.approx(2 / 3)
