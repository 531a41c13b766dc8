"""The GRPO policy loss: PPO-clipped surrogate plus a KL penalty to a frozen reference policy.

Sources:
- PPO clipped objective: Schulman et al. 2017, "Proximal Policy Optimization Algorithms" (arXiv:1707.06347), eq. 7:
  ``L = -min(r A, clip(r, 1-eps, 1+eps) A)`` with ``r = exp(logp - logp_old)``.
- Clip-higher (decoupled upper bound ``1 + eps_high``): Yu et al. 2025, "DAPO" (arXiv:2503.14476), eq. 10.
- Dual-clip (optional, ``dual_clip_c``): Ye et al. 2020, "Mastering Complex Control in MOBA Games with Deep
  Reinforcement Learning" (arXiv:1912.09729), eq. 5: for ``A < 0`` the token loss is also capped at ``-c A``.
- GRPO's KL term with the k3 estimator: Shao et al. 2024, "DeepSeekMath" (arXiv:2402.03300), eq. 4:
  ``KL = exp(ref - logp) - (ref - logp) - 1`` (unbiased, non-negative), added with weight beta. verl's
  "low_var_kl" is this estimator with its input clamped to ±20 and its value to at most 10: ``log_ratio_clamp=20,
  kl_clamp=10`` here.
- verl's defaults (``verl/trainer/ppo/core_algos.py``): ``dual_clip_c=3`` and the PPO log-ratio ``logp - logp_old``
  clamped to ±20 before ``exp``. Here all three are off by default: the loss is exactly the equations above, and a
  clamp, where it bites, silently zeroes that token's gradient. ``dual_clip_c=3, log_ratio_clamp=20, kl_clamp=10``
  reproduces verl.
- Truncated importance sampling (TIS) of the sampler/trainer mismatch: Yao et al. 2025, "Your Efficient RL Framework
  Secretly Brings You Off-Policy RL Training" (https://fengyao.notion.site/off-policy-rl), as in verl's
  ``tis_imp_ratio_cap``: the policy-gradient term of each token is multiplied by the constant
  ``min(pi_train_old / pi_sampler, C)``, where ``pi_train_old`` is the trainer's own (recomputed) log-prob of the
  token before the update and ``pi_sampler`` the one the generation backend sampled it with.
- Aggregation: "token-mean" averages over all response tokens of the mini-batch (DAPO eq. 12);
  "seq-mean-token-mean" averages tokens within a sequence then sequences (GRPO eq. 3); "seq-mean-token-sum" sums
  tokens within a sequence then averages sequences (Dr. GRPO, arXiv:2503.20783, without its constant).
"""

from __future__ import annotations

from typing import Literal

import torch
from torch import nn

Aggregation = Literal["token-mean", "seq-mean-token-mean", "seq-mean-token-sum"]


def aggregate(values: torch.Tensor, mask: torch.Tensor, mode: Aggregation) -> torch.Tensor:
    """Reduce per-token ``values`` ``[B, L]`` under ``mask`` ``[B, L]`` (1 = response token) to a scalar.

    Raises:
        ValueError: unknown ``mode``.
    """
    mask = mask.to(values.dtype)
    if mode == "token-mean":
        return (values * mask).sum() / mask.sum().clamp(min=1.0)
    per_seq = (values * mask).sum(-1)
    if mode == "seq-mean-token-mean":
        per_seq = per_seq / mask.sum(-1).clamp(min=1.0)
    elif mode != "seq-mean-token-sum":
        raise ValueError(
            f"loss aggregation must be token-mean, seq-mean-token-mean or seq-mean-token-sum, got {mode!r}"
        )
    return per_seq.mean()


def ratio_stats(log_ratio: torch.Tensor) -> dict[str, torch.Tensor]:
    """Statistics of the ratios ``exp(log_ratio)`` of the tokens in ``log_ratio`` ``[T]``: ``ratio_mean``,
    ``ratio_min``, ``ratio_max`` and ``ratio_far``, the share of tokens with ``|log ratio| > 0.1`` (a ratio outside
    ~[0.905, 1.105]). No token: mean, min and max 1, far 0."""
    log_ratio = log_ratio.detach().float()
    if log_ratio.numel() == 0:
        one = log_ratio.new_tensor(1.0)
        return {"ratio_mean": one, "ratio_min": one, "ratio_max": one, "ratio_far": log_ratio.new_tensor(0.0)}
    ratio = log_ratio.exp()
    return {"ratio_mean": ratio.mean(), "ratio_min": ratio.min(), "ratio_max": ratio.max(),
            "ratio_far": (log_ratio.abs() > 0.1).float().mean()}


def truncated_is_weights(
    old_logprobs: torch.Tensor, sampler_logprobs: torch.Tensor, mask: torch.Tensor, cap: float
) -> torch.Tensor:
    """TIS weights ``min(exp(old_logprobs - sampler_logprobs), cap)`` ``[B, L]`` (constants, no gradient; 1 where
    ``mask`` is 0). ``old_logprobs``: the trainer's log-probs before the update; ``sampler_logprobs``: the sampler's."""
    log_w = (old_logprobs - sampler_logprobs).detach().masked_fill(~mask.bool(), 0.0)
    return torch.exp(log_w).clamp(max=cap)


class GRPOLoss(nn.Module):
    """Clipped policy-gradient loss with an optional k3 KL penalty (see module docstring for the equations).

    Args:
        clip_eps: lower clip epsilon (ratio floor ``1 - clip_eps``).
        clip_eps_high: upper clip epsilon (ratio ceiling ``1 + clip_eps_high``); ``None`` means ``clip_eps``.
        kl_coef: beta, weight of the KL term; 0 disables it (no reference log-probs needed).
        aggregation: how token losses become one scalar.
        dual_clip_c: for tokens with a negative advantage, cap the loss at ``-c * A`` (dual-clip; verl: 3); ``None``
            disables it.
        log_ratio_clamp: clamp the log-ratios ``logp - logp_old`` and ``ref - logp`` to ``±log_ratio_clamp`` before
            they are exponentiated (verl: 20); ``None`` disables it.
        kl_clamp: cap every token's k3 KL at this value (verl: 10); ``None`` disables it.
        tis_cap: C of truncated importance sampling (see module docstring); ``None`` disables it. Needs the sampler's
            log-probs in ``forward`` besides the recomputed old ones.

    Raises:
        ValueError: a clip epsilon or a clamp is not > 0, ``dual_clip_c <= 1``, ``kl_coef < 0``, or an unknown
            aggregation, ``tis_cap < 1``.
    """

    def __init__(
        self,
        clip_eps: float = 0.2,
        clip_eps_high: float | None = None,
        kl_coef: float = 0.01,
        aggregation: Aggregation = "token-mean",
        dual_clip_c: float | None = None,
        log_ratio_clamp: float | None = None,
        kl_clamp: float | None = None,
        tis_cap: float | None = None,
    ) -> None:
        super().__init__()
        if clip_eps <= 0 or (clip_eps_high is not None and clip_eps_high <= 0):
            raise ValueError(f"clip_eps and clip_eps_high must be > 0, got {clip_eps}, {clip_eps_high}")
        if kl_coef < 0:
            raise ValueError(f"kl_coef must be >= 0, got {kl_coef}")
        if dual_clip_c is not None and dual_clip_c <= 1:
            raise ValueError(f"dual_clip_c must be > 1 (it caps negative-advantage ratios), got {dual_clip_c}")
        for name, value in (("log_ratio_clamp", log_ratio_clamp), ("kl_clamp", kl_clamp)):
            if value is not None and value <= 0:
                raise ValueError(f"{name} must be > 0, got {value}")
        if tis_cap is not None and tis_cap < 1:
            raise ValueError(f"tis_cap must be >= 1 (or None to disable truncated importance sampling), got {tis_cap}")
        self.dual_clip_c, self.log_ratio_clamp, self.kl_clamp = dual_clip_c, log_ratio_clamp, kl_clamp
        self.tis_cap = tis_cap
        aggregate(torch.zeros(1, 1), torch.ones(1, 1), aggregation)  # validates the name early
        self.clip_eps = clip_eps
        self.clip_eps_high = clip_eps if clip_eps_high is None else clip_eps_high
        self.kl_coef = kl_coef
        self.aggregation = aggregation

    def forward(
        self,
        logprobs: torch.Tensor,  # [B, L] current policy, with grad
        old_logprobs: torch.Tensor,  # [B, L] sampling policy
        advantages: torch.Tensor,  # [B] or [B, L]
        mask: torch.Tensor,  # [B, L] 1 for response tokens
        ref_logprobs: torch.Tensor | None = None,  # [B, L] frozen reference; needed when kl_coef > 0
        sampler_logprobs: torch.Tensor | None = None,  # [B, L] sampler's, when old_logprobs are recomputed; for TIS
    ) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
        """Returns ``(loss, stats)``; ``stats`` holds detached scalars: ``policy_loss``, ``kl``, ``clip_fraction``,
        ``ratio_mean``, ``ratio_min``, ``ratio_max``, ``ratio_far`` (share of tokens with ``|log ratio| > 0.1``; all
        token means over the mask, except min/max), with dual-clip ``dual_clip_fraction`` (share of tokens whose loss
        the cap ``-c A`` replaced), and with TIS ``tis_weight_mean`` and ``tis_truncated`` (share of tokens whose
        weight hit the cap).

        Raises:
            ValueError: ``kl_coef > 0`` and no ``ref_logprobs`` given; ``tis_cap`` set and no ``sampler_logprobs``.
        """
        if advantages.dim() == 1:
            advantages = advantages[:, None]
        m = mask.bool()
        log_ratio = self._clamp_log_ratio((logprobs - old_logprobs).masked_fill(~m, 0.0))
        ratio = torch.exp(log_ratio)
        pg_unclipped = -advantages * ratio
        pg_clipped = -advantages * ratio.clamp(1.0 - self.clip_eps, 1.0 + self.clip_eps_high)
        pg = torch.maximum(pg_unclipped, pg_clipped)
        if self.dual_clip_c is not None:
            capped = (advantages < 0) & (pg > -advantages * self.dual_clip_c)
            pg = torch.where(capped, -advantages * self.dual_clip_c, pg)
        tis = None
        if self.tis_cap is not None:
            if sampler_logprobs is None:
                raise ValueError("tis_cap needs sampler_logprobs (and recomputed old_logprobs)")
            tis = truncated_is_weights(old_logprobs, sampler_logprobs, mask, self.tis_cap)
            pg = pg * tis
        per_token = pg
        kl = torch.zeros_like(pg)
        if self.kl_coef > 0:
            if ref_logprobs is None:
                raise ValueError("kl_coef > 0 needs ref_logprobs")
            delta = self._clamp_log_ratio((ref_logprobs - logprobs).masked_fill(~m, 0.0))
            kl = torch.exp(delta) - delta - 1.0
            if self.kl_clamp is not None:
                kl = kl.clamp(max=self.kl_clamp)
            per_token = pg + self.kl_coef * kl
        loss = aggregate(per_token, mask, self.aggregation)
        with torch.no_grad():
            n = m.sum().clamp(min=1)
            stats = {
                "policy_loss": aggregate(pg, mask, self.aggregation).detach(),
                "kl": (kl * m).sum() / n,
                "clip_fraction": ((pg_clipped > pg_unclipped) & m).sum() / n,
                **ratio_stats(log_ratio[m]),
            }
            if self.dual_clip_c is not None:
                stats["dual_clip_fraction"] = (capped & m).sum() / n
            if tis is not None:
                stats["tis_weight_mean"] = (tis * m).sum() / n
                stats["tis_truncated"] = ((tis >= self.tis_cap) & m).sum() / n
        return loss, stats

    def _clamp_log_ratio(self, log_ratio: torch.Tensor) -> torch.Tensor:
        c = self.log_ratio_clamp
        return log_ratio if c is None else log_ratio.clamp(-c, c)
