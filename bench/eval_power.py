"""How many held-out games, and how many sampled episodes per game, a paired evaluation needs to detect a gain in
sampled success: power by simulation from a measured evaluation.

Model: a reference policy A wins game ``g`` with probability ``p_g`` per episode, its measured sampled success
(``scripts/evaluate.py``'s ``sampled_wins / sampled_episodes``; ``--eval``); policy B wins with ``q_g``, A's rate
moved by the same amount on the logit scale for every game, chosen so that the mean of ``q_g`` is the mean of ``p_g``
plus ``delta`` (a gain that is larger on games of middling difficulty and cannot leave [0, 1]). A game list of ``n``
games is drawn with replacement from the measured ones (``n`` may exceed them: more held-out games of the same
kind); each simulated evaluation draws ``k`` episodes per game and policy, and the paired comparison
(``prover_lightning.evaluation.compare``'s sampled row) is approximated by the two-sided paired t-test of the
per-game differences (it and the sign-flip permutation test agree closely at these n). Power = the share of
``--simulations`` simulated evaluations with p < ``--alpha`` and a positive mean difference.

    python bench/eval_power.py --eval bench/results/evaluation/warm_start.json --split valid_unseen \\
        --delta 0.14 --games 36 72 144 --episodes 4 8 16 [--out bench/results/evaluation/power.json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from scipy import optimize, special, stats

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.run_record import command, write_result  # noqa: E402


def shifted_rates(p: np.ndarray, delta: float) -> np.ndarray:
    """``p`` ``[G]`` moved by one logit shift so that its mean grows by ``delta``. Rates of exactly 0 or 1, which no
    logit shift moves, are first clipped to [1e-3, 1 - 1e-3] (so a game never won can still be won by B).

    Raises:
        ValueError: the target mean ``mean(p) + delta`` is not inside (0, 1).
    """
    p = np.clip(np.asarray(p, dtype=float), 1e-3, 1 - 1e-3)
    target = p.mean() + delta
    if not 0 < target < 1:
        raise ValueError(f"mean success {p.mean():.3f} + delta {delta} is outside (0, 1)")
    if delta == 0:
        return p
    logit = special.logit(p)
    shift = optimize.brentq(lambda s: special.expit(logit + s).mean() - target, -20, 20)
    return special.expit(logit + shift)


def power(p: np.ndarray, delta: float, games: int, episodes: int, simulations: int = 2000, alpha: float = 0.05,
          seed: int = 0) -> float:
    """The simulated power (module docstring) of a paired evaluation of ``games`` games with ``episodes`` sampled
    episodes per game and policy, for a mean gain ``delta`` over the rates ``p`` ``[G]``."""
    rng = np.random.default_rng(seed)
    p, q = np.clip(np.asarray(p, dtype=float), 1e-3, 1 - 1e-3), shifted_rates(p, delta)
    hits = 0
    for _ in range(simulations):
        idx = rng.integers(0, len(p), size=games)
        a = rng.binomial(episodes, p[idx]) / episodes
        b = rng.binomial(episodes, q[idx]) / episodes
        d = b - a
        if np.all(d == d[0]):
            hits += bool(d[0] > 0 and games > 1)
            continue
        test = stats.ttest_1samp(d, 0.0)
        hits += bool(test.pvalue < alpha and d.mean() > 0)
    return hits / simulations


def measured_rates(path: Path, split: str | None) -> np.ndarray:
    """The per-game sampled success of an evaluation file (games of ``split`` only, if given).

    Raises:
        ValueError: no game of the file (and split) has sampled episodes.
    """
    games = json.loads(path.read_text())["games"]
    rates = [g["sampled_wins"] / g["sampled_episodes"] for g in games
             if g["sampled_episodes"] and (split is None or g["split"] == split)]
    if not rates:
        raise ValueError(f"{path} has no game with sampled episodes{f' in split {split}' if split else ''}")
    return np.asarray(rates)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval", type=Path, required=True, help="an evaluation result file of scripts/evaluate.py")
    parser.add_argument("--split", default=None, help="only this split's games (default: all)")
    parser.add_argument("--delta", type=float, default=0.14, help="mean gain in sampled success to detect")
    parser.add_argument("--games", type=int, nargs="+", default=[36, 72, 144])
    parser.add_argument("--episodes", type=int, nargs="+", default=[4, 8, 16])
    parser.add_argument("--simulations", type=int, default=2000)
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    p = measured_rates(args.eval, args.split)
    table = {f"{n} games x {k} episodes": power(p, args.delta, n, k, args.simulations, args.alpha, args.seed)
             for n in args.games for k in args.episodes}
    for name, value in table.items():
        print(f"{name}: power {value:.3f}")
    if args.out:
        write_result(args.out, {"command": command(), "eval": args.eval.as_posix(), "split": args.split,
                                "measured_games": len(p), "mean_success": float(p.mean()), "delta": args.delta,
                                "alpha": args.alpha, "simulations": args.simulations, "power": table})


if __name__ == "__main__":
    main()
