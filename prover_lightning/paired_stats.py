"""Paired comparisons of two policies evaluated on the same held-out games: the statistics of
:mod:`prover_lightning.evaluation`'s comparison.

Two policies that play the same games are compared game by game, never by their two means alone: the games differ far
more in difficulty than the policies do, and pairing takes that variance out.

- Greedy success (one won / lost outcome per game and policy): McNemar's exact test (McNemar 1947; the exact form is a
  two-sided binomial test of the discordant games: ``b`` won by A only, ``c`` by B only, ``min(1, 2 P(X <= min(b, c)))``
  with ``X ~ Binomial(b + c, 1/2)``; scipy's ``binomtest``).
- Sampled success (``k`` episodes per game and policy): the per-game difference of success rates ``d_g``; their mean
  with a percentile bootstrap CI over games (Efron & Tibshirani 1993, ch. 13; scipy's ``bootstrap``, resampling games)
  and a two-sided paired sign-flip permutation test of mean 0 (Fisher's randomisation test; scipy's
  ``permutation_test`` with ``permutation_type="samples"``, exact when ``2^n`` is at most the resample count).
  The percentile interval is chosen over BCa because BCa is undefined for the degenerate tables that small
  evaluations produce (every difference equal).
- The same bootstrap gives the greedy difference's CI (``d_g`` in {-1, 0, 1}).
"""

from __future__ import annotations

import numpy as np
from scipy import stats


def mcnemar_exact(a: list[bool], b: list[bool]) -> dict[str, float]:
    """McNemar's exact test of paired binary outcomes ``a[g]``, ``b[g]`` (e.g. game ``g`` won greedily by policy A,
    by policy B).

    Returns:
        ``a_only`` (games A won and B lost), ``b_only`` (the reverse), ``both``, ``neither`` and ``p``, the two-sided
        exact p-value (1 when no game is discordant).

    Raises:
        ValueError: ``a`` and ``b`` differ in length.
    """
    if len(a) != len(b):
        raise ValueError(f"paired outcomes differ in length: {len(a)} vs {len(b)}")
    a_only = sum(x and not y for x, y in zip(a, b))
    b_only = sum(y and not x for x, y in zip(a, b))
    both = sum(x and y for x, y in zip(a, b))
    n = a_only + b_only
    p = 1.0 if n == 0 else float(stats.binomtest(a_only, n, 0.5).pvalue)
    return {"a_only": a_only, "b_only": b_only, "both": both, "neither": len(a) - n - both, "p": p}


def paired_mean_difference(differences: list[float], confidence: float = 0.95, resamples: int = 10_000,
                           seed: int = 0) -> dict[str, float]:
    """Mean of the paired differences ``d_g`` ``[n]`` (one per game), its percentile-bootstrap CI over games and the
    sign-flip permutation p-value of mean 0 (module docstring). Seeded: the same input gives the same figures.

    Returns:
        ``n``, ``mean``, ``low``, ``high`` (the ``confidence`` interval; both the mean when every ``d_g`` is equal)
        and ``p`` (two-sided; 1 when every ``d_g`` is 0).

    Raises:
        ValueError: fewer than 2 differences.
    """
    d = np.asarray(differences, dtype=float)
    if d.size < 2:
        raise ValueError(f"a paired comparison needs at least 2 games, got {d.size}")
    mean = float(d.mean())
    out = {"n": int(d.size), "mean": mean}
    if np.all(d == d[0]):  # a degenerate table: no resample differs, and no sign flip changes |mean| unless d != 0
        p = 1.0 if d[0] == 0 else 2.0 ** (1 - d.size)
        return out | {"low": mean, "high": mean, "p": min(1.0, p)}
    rng = np.random.default_rng(seed)
    ci = stats.bootstrap((d,), np.mean, confidence_level=confidence, n_resamples=resamples, method="percentile",
                         random_state=rng).confidence_interval
    test = stats.permutation_test((d,), np.mean, permutation_type="samples", alternative="two-sided",
                                  n_resamples=resamples, random_state=rng)
    return out | {"low": float(ci.low), "high": float(ci.high), "p": float(test.pvalue)}
