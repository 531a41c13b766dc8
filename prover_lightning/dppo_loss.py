"""The policy loss of the paper's trainer, Prime-RL: a DPPO binary total-variation trust region and a squared
log-ratio penalty to the sampling policy, with no PPO ε-clip and no reference policy.

Sources:
- Prime-RL's default RL loss (``src/prime_rl/trainer/rl/loss.py``: ``default_loss_fn``; defaults in
  ``DefaultLossConfig``: ``dppo_mask_low = dppo_mask_high = 0.2``, ``adv_tau = 1``, ``kl_tau = 1e-3``), which combines
- DPPO's binary total-variation mask ("DPPO-Binary TV", arXiv 2602.04879, as Prime-RL cites it): with ``mu`` the
  sampling policy and ``d = pi(a) - mu(a)`` the change of the token's probability, a token is left out of the
  policy-gradient term when it moved too far in the direction its advantage pushes: ``d > delta_high`` for ``A > 0``,
  ``d < -delta_low`` for ``A <= 0``. Unlike PPO's clip, which bounds the ratio ``pi / mu``, the bound is on the
  probability itself, so a rare token (small ``mu``) may change its ratio by far more than ``1 ± eps``;
- Kimi K2.5's squared log-ratio term (arXiv 2602.02276, as Prime-RL cites it): ``kl_tau * (log pi - log mu)^2`` on
  every trainable token, masked or not, which keeps the policy near the one that sampled the data.

Per token, with ``r = exp(log pi - log mu)`` and ``keep`` the tokens inside the trust region::

    loss_t = -keep_t * A * r_t + kl_tau * (log pi_t - log mu_t)^2

reduced by :func:`~prover_lightning.loss.aggregate` (Prime-RL: the sum over the batch divided by its number of loss
tokens, i.e. "token-mean" over the whole batch, which :class:`~prover_lightning.update.GRPOUpdate` computes across
micro-batches and ranks). Prime-RL also leaves tokens with a zero advantage out of the batch before this loss (its
``filter_zero_advantages``, on by default), which :class:`~prover_lightning.update.GRPOUpdate` does with
``filter_zero_advantages``: they then count neither in the penalty nor in the token count.
"""

from __future__ import annotations

import torch
from torch import nn

from prover_lightning.loss import Aggregation, aggregate, ratio_stats


class DPPOLoss(nn.Module):
    """Prime-RL's default loss (module docstring): DPPO binary-TV trust-region mask plus ``kl_tau`` times the squared
    log-ratio to the sampling policy. It has no reference-policy term, so a module using it builds no reference model
    and computes no reference log-probs (``kl_coef`` is 0).

    Args:
        mask_low: ``delta_low``, the largest fall of a token's probability ``mu - pi`` (in probability, not ratio)
            for which a token with ``A <= 0`` stays in the policy-gradient term (Prime-RL: 0.2).
        mask_high: ``delta_high``, the largest rise ``pi - mu`` for a token with ``A > 0`` (Prime-RL: 0.2).
        kl_tau: weight of the squared log-ratio term (Prime-RL: 1e-3); 0 disables it.
        adv_tau: scale of the advantages in the policy-gradient term (Prime-RL: 1).
        aggregation: how token losses become one scalar (Prime-RL: "token-mean").

    Raises:
        ValueError: a mask bound, ``kl_tau`` or ``adv_tau`` < 0, or an unknown aggregation.
    """

    #: no reference-policy KL term: no reference model, no reference forward (GRPOUpdate and GRPOModule read it)
    kl_coef = 0.0
    #: no truncated importance sampling: the ratio is taken to the sampling policy itself
    tis_cap = None

    def __init__(
        self,
        mask_low: float = 0.2,
        mask_high: float = 0.2,
        kl_tau: float = 1e-3,
        adv_tau: float = 1.0,
        aggregation: Aggregation = "token-mean",
    ) -> None:
        super().__init__()
        for name, value in (("mask_low", mask_low), ("mask_high", mask_high), ("kl_tau", kl_tau),
                            ("adv_tau", adv_tau)):
            if value < 0:
                raise ValueError(f"{name} must be >= 0, got {value}")
        aggregate(torch.zeros(1, 1), torch.ones(1, 1), aggregation)  # validates the name early
        self.mask_low, self.mask_high, self.kl_tau, self.adv_tau = mask_low, mask_high, kl_tau, adv_tau
        self.aggregation = aggregation

    def forward(
        self,
        logprobs: torch.Tensor,  # [B, L] current policy, with grad
        old_logprobs: torch.Tensor,  # [B, L] sampling policy mu
        advantages: torch.Tensor,  # [B] or [B, L]
        mask: torch.Tensor,  # [B, L] 1 for response tokens
        ref_logprobs: torch.Tensor | None = None,  # unused: no reference term
        sampler_logprobs: torch.Tensor | None = None,  # unused: no TIS
    ) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
        """Returns ``(loss, stats)``; ``stats`` holds detached scalars, token means over ``mask`` but min / max:
        ``policy_loss`` (the aggregated first term), ``kl`` (the reference KL: always 0, kept so that the curves of
        both losses have the same names), ``sampler_log_ratio_sq`` (mean ``(log pi - log mu)^2``), ``clip_fraction``
        (the share of tokens the trust region masked, DPPO's counterpart of PPO's clipped share),
        ``mask_high_fraction`` / ``mask_low_fraction`` (masked tokens with ``A > 0`` / ``A < 0``) and the ratio
        statistics of :func:`~prover_lightning.loss.ratio_stats`."""
        if advantages.dim() == 1:
            advantages = advantages[:, None]
        m = mask.bool()
        log_ratio = (logprobs - old_logprobs).masked_fill(~m, 0.0)
        ratio = torch.exp(log_ratio)
        prob_change = torch.exp(logprobs) - torch.exp(old_logprobs)
        too_high, too_low = prob_change > self.mask_high, prob_change < -self.mask_low
        positive = (advantages > 0).expand_as(prob_change)
        masked = torch.where(positive, too_high, too_low) & m
        pg = -(~masked).to(ratio.dtype) * (self.adv_tau * advantages) * ratio
        penalty = log_ratio.square()
        loss = aggregate(pg + self.kl_tau * penalty, mask, self.aggregation)
        with torch.no_grad():
            n = m.sum().clamp(min=1)
            negative = (advantages < 0).expand_as(prob_change)
            stats = {
                "policy_loss": aggregate(pg, mask, self.aggregation).detach(),
                "kl": torch.zeros((), device=logprobs.device),
                "sampler_log_ratio_sq": (penalty * m).sum() / n,
                "clip_fraction": masked.sum() / n,
                "mask_high_fraction": (masked & positive).sum() / n,
                "mask_low_fraction": (masked & negative).sum() / n,
                **ratio_stats(log_ratio[m]),
            }
        return loss, stats
