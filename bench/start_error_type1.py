"""How often the comparison of trained runs with one evaluation of their starting policy rejects a true null, by
three tests over the per-seed differences: the one-sample t (conditional on the start's sampled episodes), the
Welch interval that also carries their sampling error (:func:`bench.heldout_report.welch_with_start`), and the
wider of the two, which the report gives (:func:`bench.heldout_report.with_start_error`).

A simulation, no model: 72 games whose success probabilities are drawn from Beta(0.6, 1.6) (mean 0.27; the
history-1 warm start's sampled success on the held-out games is 0.243); one starting-policy evaluation of
``--episodes`` per game; ``n`` trained runs with no true gain, each shifted by a run effect ~ N(0, tau) on every
game's probability, clipped to [0, 1], and evaluated the same way, independently of the start. Clipping raises the
mean probability; that bias (its expectation, by Monte Carlo) is subtracted from every difference, so that the mean
gain is 0. Rejection rates at α = 0.05 over ``--repeats`` (Monte Carlo SE about 0.005 at 2,000).

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
from bench.heldout_report import welch_with_start, with_start_error  # noqa: E402
from bench.run_record import command, machine, write_result  # noqa: E402
from prover_lightning.evaluation import GameOutcome  # noqa: E402


def clipping_bias(games: np.ndarray, tau: float, rng: np.random.Generator, draws: int = 20000) -> float:
    """Expected rise of the mean success probability over ``games`` [G] when each run's effect ~ N(0, tau) is added
    to every game's and the result clipped to [0, 1]."""
    shifts = rng.normal(0, tau, (draws, 1))
    return float(np.clip(games + shifts, 0, 1).mean() - games.mean())


def rejection_rates(seeds: int, tau: float, episodes: int, repeats: int, rng: np.random.Generator,
                    games: np.ndarray) -> dict[str, float]:
    """Share of ``repeats`` simulated comparisons (module docstring) with p < 0.05: ``conditional`` (the one-sample
    t), ``welch`` and ``reported`` (the wider of the two)."""
    bias = clipping_bias(games, tau, rng) if tau > 0 else 0.0
    counts = {"conditional": 0, "welch": 0, "reported": 0}
    for _ in range(repeats):
        start_wins = rng.binomial(episodes, games)
        start = [GameOutcome("valid", str(i), "pick", 0, sampled_wins=int(w), sampled_episodes=episodes)
                 for i, w in enumerate(start_wins)]
        d = [float((rng.binomial(episodes, np.clip(games + rng.normal(0, tau), 0, 1)) - start_wins).mean())
             / episodes - bias for _ in range(seeds)]
        diff = t_summary(d)
        counts["conditional"] += diff["p"] < 0.05
        counts["welch"] += welch_with_start(diff, start)["p"] < 0.05
        counts["reported"] += with_start_error(diff, start)["p_with_start"] < 0.05
    return {name: count / repeats for name, count in counts.items()}


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
            for n in (3, 5, 10) for tau in (0.0, 0.04, 0.08, 0.15)]
    for row in rows:
        print(row)
    write_result(args.out, {"command": command(), "machine": machine(load_start), "episodes": args.episodes,
                            "repeats": args.repeats, "seed": args.seed, "games_mean": float(games.mean()),
                            "rows": rows})


if __name__ == "__main__":
    main()
