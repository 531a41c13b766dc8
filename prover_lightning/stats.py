"""The batch statistics that one stage writes and a later stage reads: their names live here, once.

A rollout's statistics go into ``RolloutBatch.stats`` under names made by :func:`rollout_stat_key`; a stage that
needs one reads it with :func:`require_stat`, which fails loudly (naming the key and the reader) instead of reading a
default that would silently zero a figure.
"""

from __future__ import annotations


def rollout_stat_key(name: str) -> str:
    """The ``RolloutBatch.stats`` key of a rollout-engine statistic: times (``*_s``) under ``time/rollout_``, counts
    under ``rollout/`` (``"total_s"`` -> ``"time/rollout_total_s"``, ``"env_steps"`` -> ``"rollout/env_steps"``)."""
    return f"time/rollout_{name}" if name.endswith("_s") else f"rollout/{name}"


#: tokens the policy generated in the iteration's rollout
ROLLOUT_GENERATED_TOKENS = rollout_stat_key("generated_tokens")
#: environment steps of the iteration's rollout
ROLLOUT_ENV_STEPS = rollout_stat_key("env_steps")
#: seconds the iteration's rollout took
ROLLOUT_TOTAL_S = rollout_stat_key("total_s")
#: policy versions (optimiser updates) between the weights that sampled the iteration's rollout and the trained ones
POLICY_LAG = rollout_stat_key("policy_lag")


def require_stat(stats: dict[str, float], key: str, reader: str) -> float:
    """``stats[key]``.

    Raises:
        KeyError: the key is missing; the message names it and ``reader`` (the stage that needs it).
    """
    if key not in stats:
        raise KeyError(f"{reader} needs the batch statistic {key!r}, which no earlier stage wrote "
                       f"(present: {sorted(stats)})")
    return stats[key]
