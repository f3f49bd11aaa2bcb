"""Times `legal_moves` over 10 000 positions, koma beside pyffish: the positions of random
games (fixed seed) of xiangqi, shogi and chess, each asked as pyffish's functions are (the
start position and the moves played). Prints both times; not a test (the figures depend on the
machine and its load)."""

import random
import time

import koma
import pyffish as sf

N = 10_000
VARIANTS = ["xiangqi", "shogi", "chess"]


def positions():
    """N (variant, moves) pairs from random games, the same for both."""
    rng = random.Random(26)
    out = []
    while len(out) < N:
        variant = VARIANTS[len(out) % len(VARIANTS)]
        moves = []
        for _ in range(rng.randrange(10, 60)):
            legal = koma.legal_moves(variant, "", moves)
            if not legal or len(out) >= N:
                break
            moves.append(rng.choice(legal))
            out.append((variant, list(moves)))
    return out


def timed(f, cases):
    start = time.perf_counter()
    total = sum(len(f(v, m)) for v, m in cases)
    return time.perf_counter() - start, total


def main():
    cases = positions()
    starts = {v: sf.start_fen(v) for v in VARIANTS}
    ours, n_ours = timed(lambda v, m: koma.legal_moves(v, "", m), cases)
    theirs, n_theirs = timed(lambda v, m: sf.legal_moves(v, starts[v], m), cases)
    print(f"legal_moves over {len(cases)} positions ({', '.join(VARIANTS)}; moves replayed from the start)")
    print(f"koma     {ours:8.3f} s  {n_ours} moves  (reference engine)")
    print(f"pyffish  {theirs:8.3f} s  {n_theirs} moves")


if __name__ == "__main__":
    main()
