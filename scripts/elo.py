#!/usr/bin/env python3
"""Elo difference from a match score, with a 95% confidence interval (logistic model).

Usage: `elo.py WINS LOSSES DRAWS` (from the side of interest) prints e.g.
`elo +35 [-42, +115] (95%), score 55.0% of 20 games`.

The model: a player `d` Elo stronger than its opponent scores on average
`s = 1 / (1 + 10^(-d/400))`, so `d = -400 log10(1/s - 1)`. The score of a game is 1, 1/2 or 0;
over `n` games the mean score `s` has standard error `sqrt(v / n)`, where
`v = (W (1-s)^2 + D (1/2-s)^2 + L s^2) / n` is the variance of one game's score. The interval is
`s ± 1.96` standard errors (normal approximation), mapped through the same formula. With a score
of 0% or 100% the estimate is infinite and printed as such (`-inf`, `+inf`); an interval end that
falls outside (0, 1) is infinite too. When every game had the same result (all wins, all losses
or all draws) the variance is 0 and no interval is given.
"""

import math
import sys

Z95 = 1.959963984540054


def elo_of_score(score):
    """Elo difference for a mean score in [0, 1] (`-inf` at 0, `+inf` at 1)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_interval(wins, losses, draws):
    """(elo, low, high, score) for a W/L/D record; low and high are None when every game had the
    same result (the variance is 0, the normal approximation says nothing); raises ValueError
    for no games or negatives."""
    if min(wins, losses, draws) < 0:
        raise ValueError("counts must not be negative")
    n = wins + losses + draws
    if n == 0:
        raise ValueError("no games")
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score**2) / n
    if variance == 0.0:
        return elo_of_score(score), None, None, score
    margin = Z95 * math.sqrt(variance / n)
    return elo_of_score(score), elo_of_score(score - margin), elo_of_score(score + margin), score


def fmt(value):
    """`+35`, `-12`, `+inf`."""
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    return f"{round(value):+d}"


def describe(wins, losses, draws):
    """One line: the estimate, its 95% interval, the score and the game count."""
    elo, low, high, score = elo_interval(wins, losses, draws)
    n = wins + losses + draws
    interval = "no interval: every game had the same result" if low is None else \
        f"[{fmt(low)}, {fmt(high)}] (95%)"
    return f"elo {fmt(elo)} {interval}, score {100 * score:.1f}% of {n} games"


def main(argv):
    if len(argv) != 4 or not all(a.isdigit() for a in argv[1:]):
        print("usage: elo.py WINS LOSSES DRAWS (non-negative integers)", file=sys.stderr)
        return 2
    try:
        print(describe(*(int(a) for a in argv[1:])))
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
