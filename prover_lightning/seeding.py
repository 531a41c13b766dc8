"""Seeds of a run's random streams, derived from the run's seed and where the randomness is used.

Every rollout draws from a generator seeded with :func:`derive_seed` of (run seed, stream name, iteration, rank, ...)
instead of the process-global torch generator, which no checkpoint saves: a run resumed from a checkpoint then samples
exactly what the uninterrupted run samples.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import torch

#: held by a block that sets the process-global generator (:func:`global_generator_forked`): a seeded ``generate``
#: of the one-step off-policy thread holds it seeded, so any other thread that seeds or restores it takes turns
_GLOBAL_GENERATOR_LOCK = threading.RLock()


def derive_seed(*keys: object) -> int:
    """A seed in ``[0, 2**63)`` determined by ``keys`` (e.g. ``(seed, "train", iteration, rank)``): the first 8 bytes
    of the BLAKE2b hash of their ``repr``. Different key tuples give unrelated seeds (no ``seed + i`` overlaps
    between streams); the same tuple gives the same seed in every process and Python version."""
    digest = hashlib.blake2b(repr(keys).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") >> 1


def run_seed() -> int:
    """The run's seed: the value Lightning's ``seed_everything`` (the CLI's ``seed_everything`` key) recorded in
    ``PL_GLOBAL_SEED``, or 0 when the run was not seeded."""
    return int(os.environ.get("PL_GLOBAL_SEED", 0))


@contextmanager
def global_generator_forked(devices: list[torch.device] | None = None) -> Iterator[None]:
    """A block that may seed or draw from the process-global CPU generator (and those of the CUDA ``devices``), whose
    states are restored on exit, held by one thread at a time (a re-entrant lock: a block may nest in another of the
    same thread). Outside it, the global generator is neither seeded nor restored behind another thread's back."""
    with _GLOBAL_GENERATOR_LOCK, torch.random.fork_rng(devices=devices or []):
        yield
