#!/usr/bin/env python3
"""Reference perft counts from Fairy-Stockfish (FSF), for koma's test data.

Two jobs:

  fsf-perft.py positions VARIANT [--count 5] [--seed 1] [--plies 6-40] [--config FILE]
      Random legal games from VARIANT's start (pyffish, the Python binding of FSF), printing
      positions worth testing, one per line: FSF's FEN, then its SFEN (the USI form) for the
      shogi family. Each printed position has at least one of: a piece in hand, a promoted
      piece, the side to move in check; the script prefers a mix of all three.

  fsf-perft.py perft VARIANT DEPTH [FEN ...] [--config FILE] [--engine PATH]
      FSF's perft count of each FEN (or the start position when none is given) at DEPTH, one
      TSV row per position: variant, FEN, depth, count, FSF version. With --engine (or the
      FSF_ENGINE environment variable), counts come from that FSF binary through UCI `go perft`
      (fast); without, from pyffish by bulk counting in Python (slow beyond depth 4).

  fsf-perft.py drop-mates VARIANT DEPTH LETTER [FEN ...] [--config FILE]
      FSF lists a drop of a pawn-like piece that mates at once as a legal move even in variants
      whose rules forbid it (uchifuzume; koma does not list it). Counts, with pyffish, the
      leaves of the perft tree that are such drops of LETTER (FSF's uppercase letter): one TSV
      row per position: variant, FEN, depth, FSF's count, drop mates, FSF's count minus them
      (the count koma gives).

--config loads a variants.ini file (for variants FSF defines there, e.g. gorogoroplus).
Needs `pip install pyffish`. FSF is GPL: this script runs it, it copies none of its code.
"""

import argparse
import os
import random
import subprocess
import sys

import pyffish as sf


def load_config(path):
    if path:
        with open(path, encoding="utf-8") as f:
            sf.load_variant_config(f.read())


def in_hand(fen):
    """Whether the FEN's hand field (`[...]`) holds any piece."""
    if "[" not in fen:
        return False
    hand = fen[fen.index("[") + 1 : fen.index("]")]
    return hand not in ("", "-")


def board_of(fen):
    return fen.split(" ")[0].split("[")[0]


def positions(args):
    load_config(args.config)
    rng = random.Random(args.seed)
    lo, hi = (int(x) for x in args.plies.split("-"))
    start = sf.start_fen(args.variant)
    wanted = ["hand", "promoted", "check"]
    found = []
    tries = 0
    while len(found) < args.count and tries < 10000:
        tries += 1
        moves = []
        plies = rng.randint(lo, hi)
        ok = True
        for _ in range(plies):
            legal = sf.legal_moves(args.variant, start, moves)
            if not legal or sf.is_immediate_game_end(args.variant, start, moves)[0]:
                ok = False
                break
            moves.append(rng.choice(sorted(legal)))
        if not ok:
            continue
        fen = sf.get_fen(args.variant, start, moves)
        if not sf.legal_moves(args.variant, fen, []):
            continue
        traits = set()
        if in_hand(fen):
            traits.add("hand")
        if "+" in board_of(fen):
            traits.add("promoted")
        if sf.gives_check(args.variant, start, moves):
            traits.add("check")
        need = wanted[len(found) % len(wanted)]
        if need in traits or tries % 50 == 0 and traits:
            found.append((fen, sorted(traits)))
    for fen, traits in found:
        line = [fen]
        if sf.captures_to_hand(args.variant) or "[" in fen:
            line.append(sf.get_fen(args.variant, fen, [], False, True))
        line.append(",".join(traits))
        print("\t".join(line))


def py_perft(variant, fen, depth):
    legal = sf.legal_moves(variant, fen, [])
    if depth <= 1:
        return len(legal) if depth == 1 else 1
    return sum(py_perft(variant, sf.get_fen(variant, fen, [m]), depth - 1) for m in legal)


def square_in_front_of_king(fen):
    """The square (`e4`) from which a pawn of the side to move would attack the enemy king: one
    step toward the mover's side from it (FSF's shogi pawn steps one square forward, so only a
    drop there can check); None without an enemy king (FSF's letter `k`)."""
    board, side = fen.split(" ")[0].split("[")[0], fen.split(" ")[1]
    king = "k" if side == "w" else "K"
    ranks = board.split("/")
    for i, row in enumerate(ranks):
        rank = len(ranks) - i
        f, num = 0, ""
        for ch in row + " ":
            if ch.isdigit():
                num += ch
                continue
            if num:
                f, num = f + int(num), ""
            if ch in "+~ ":
                continue
            if ch == king:
                r = rank - 1 if side == "w" else rank + 1
                return f"{chr(ord('a') + f)}{r}"
            f += 1
    return None


def drop_mates(variant, fen, depth, letter):
    """(leaves, leaves that are drops of `letter` giving mate) of the perft tree below `fen`.
    `letter` is FSF's shogi pawn (the only type its drop-mate rule concerns, which steps one
    square forward): only its drop right in front of the enemy king can check, so only that
    drop is tested."""
    legal = sf.legal_moves(variant, fen, [])
    if depth == 1:
        front = square_in_front_of_king(fen)
        m = f"{letter}@{front}"
        mates = int(front is not None and m in legal and not sf.legal_moves(variant, fen, [m]))
        return len(legal), mates
    total = mates = 0
    for m in legal:
        t, d = drop_mates(variant, sf.get_fen(variant, fen, [m]), depth - 1, letter)
        total += t
        mates += d
    return total, mates


def drop_mate_rows(args):
    load_config(args.config)
    for fen in args.fen or [sf.start_fen(args.variant)]:
        total, mates = drop_mates(args.variant, fen, args.depth, args.letter.upper())
        print(f"{args.variant}\t{fen}\t{args.depth}\t{total}\t{mates}\t{total - mates}", flush=True)


def engine_perft(engine, variant, config, fen, depth):
    lines = ["uci"]
    if config:
        lines.append(f"setoption name VariantPath value {os.path.abspath(config)}")
    lines += [
        f"setoption name UCI_Variant value {variant}",
        f"position fen {fen}",
        f"go perft {depth}",
        "quit",
    ]
    out = subprocess.run(
        [engine], input="\n".join(lines) + "\n", capture_output=True, text=True, check=True
    ).stdout
    for line in out.splitlines():
        if line.startswith("Nodes searched:"):
            return int(line.split(":")[1])
    sys.exit(f"no perft count from {engine}:\n{out}")


def engine_version(engine):
    out = subprocess.run([engine], input="quit\n", capture_output=True, text=True).stdout
    return out.splitlines()[0].strip() if out else engine


def perft(args):
    load_config(args.config)
    fens = args.fen or [sf.start_fen(args.variant)]
    engine = args.engine or os.environ.get("FSF_ENGINE")
    if engine:
        version = engine_version(engine)
    else:
        version = "pyffish " + ".".join(str(x) for x in sf.version())
    for fen in fens:
        if engine:
            count = engine_perft(engine, args.variant, args.config, fen, args.depth)
        else:
            count = py_perft(args.variant, fen, args.depth)
        print(f"{args.variant}\t{fen}\t{args.depth}\t{count}\t{version}", flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = p.add_subparsers(dest="job", required=True)
    q = sub.add_parser("positions")
    q.add_argument("variant")
    q.add_argument("--count", type=int, default=5)
    q.add_argument("--seed", type=int, default=1)
    q.add_argument("--plies", default="6-40")
    q.add_argument("--config")
    q.set_defaults(run=positions)
    r = sub.add_parser("perft")
    r.add_argument("variant")
    r.add_argument("depth", type=int)
    r.add_argument("fen", nargs="*")
    r.add_argument("--config")
    r.add_argument("--engine")
    r.set_defaults(run=perft)
    d = sub.add_parser("drop-mates")
    d.add_argument("variant")
    d.add_argument("depth", type=int)
    d.add_argument("letter")
    d.add_argument("fen", nargs="*")
    d.add_argument("--config")
    d.set_defaults(run=drop_mate_rows)
    args = p.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
