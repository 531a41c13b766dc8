"""How often the comparison of trained runs with one evaluation of their starting policy rejects a true null:
the one-sample t over the per-seed differences (conditional on the start's sampled episodes) against
:func:`bench.heldout_report.with_start_error` (which also carries their sampling error).

A simulation, no model: 72 games whose success probabilities are drawn from Beta(0.6, 1.6) (mean 0.27, near the
history-1 warm start's 0.243 on the held-out games); one starting-policy evaluation of ``--episodes`` per game; ``n``
trained runs with no true gain, each shifted by a run effect ~ N(0, tau) on every game's probability (clipped to
[0, 1]) and evaluated the same way, independently of the start. Rejection rates at α = 0.05 over ``--repeats``.

    python bench/start_error_type1.py --out bench/results/heldout_start_error/type1.json
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.credit_report import t_summary  # noqa: E402
from bench.heldout_report import with_start_error  # noqa: E402
from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.evaluation import GameOutcome  # noqa: E402


def rejection_rates(seeds: int, tau: float, episodes: int, repeats: int, rng: np.random.Generator,
                    games: np.ndarray) -> dict[str, float]:
    """Share of ``repeats`` simulated comparisons (module docstring) with p < 0.05: ``conditional`` (the one-sample
    t) and ``with_start_error``."""
    conditional = with_error = 0
    for _ in range(repeats):
        start_wins = rng.binomial(episodes, games)
        start = [GameOutcome("valid", str(i), "pick", 0, sampled_wins=int(w), sampled_episodes=episodes)
                 for i, w in enumerate(start_wins)]
        d = [float((rng.binomial(episodes, np.clip(games + rng.normal(0, tau), 0, 1)) - start_wins).mean())
             / episodes for _ in range(seeds)]
        row = with_start_error(t_summary(d), start)
        conditional += row["p"] < 0.05
        with_error += row["p_with_start"] < 0.05
    return {"conditional": conditional / repeats, "with_start_error": with_error / repeats}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=4, help="sampled episodes per game in each evaluation")
    parser.add_argument("--repeats", type=int, default=2000, help="simulated comparisons per setting")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    load_start = os.getloadavg()
    rng = np.random.default_rng(args.seed)
    games = rng.beta(0.6, 1.6, 72)
    rows = [{"seeds": n, "tau": tau, **rejection_rates(n, tau, args.episodes, args.repeats, rng, games)}
            for n in (3, 5, 10) for tau in (0.0, 0.04)]
    for row in rows:
        print(row)
    write_result(args.out, {"command": command(), "machine": machine(load_start), "episodes": args.episodes,
                            "repeats": args.repeats, "seed": args.seed, "rows": rows})


if __name__ == "__main__":
    main()
