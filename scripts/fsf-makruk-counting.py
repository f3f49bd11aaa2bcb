#!/usr/bin/env python3
"""Makruk's counting rules as Fairy-Stockfish plays them, for `testdata/makruk-counting.tsv`.

Plays seeded random games with pyffish (0.0.90, FSF's engine) from a few endgame positions
(random legal moves that avoid positions already seen, with a share of captures where asked)
and writes, per game: a name, the start FEN, the moves (UCI), FSF's count after each ply as
`limit:ply` in plies (read from `get_fen`, which writes the limit in the en-passant field and
the counting ply in the halfmove field while a count runs; `-` when none runs), the first ply
after which `is_optional_game_end` says the game is over (`-`: none) and `game_result` when
the last position has no legal move (`-` otherwise).

Usage: scripts/fsf-makruk-counting.py > testdata/makruk-counting.tsv
"""
import random

import pyffish as sf

V = "makruk"

# Black's rook and king keep White's king on h1 while White's knight wanders; 129 plies without
# a repetition (found by a seeded random search with pyffish), after which Black's count stands
# at 128 of 128 plies and Black to move can mate (f3f1) on the ply that runs the count out.
MATE_START = "N7/1r6/8/8/8/6k1/8/7K w - - 0 1"
MATE_LINE = """a8c7 b7b6 c7e8 b6b3 e8g7 b3e3 g7e8 e3e2 e8f6 e2e7 f6g8 e7a7 g8e7 a7d7 e7g8 d7c7
g8f6 c7f7 f6g4 f7f6 g4h2 f6c6 h2f3 c6g6 f3e1 g6g8 e1d3 g8c8 d3f4 c8c3 f4g6 c3d3
g6h8 d3c3 h8f7 c3a3 f7d6 a3c3 d6b5 c3b3 b5c7 b3b4 c7e8 b4b2 e8g7 b2b5 g7e8 b5a5
e8f6 a5a8 f6d5 a8a4 d5e7 a4b4 e7d5 b4c4 d5f4 c4c2 f4g2 c2c3 g2e3 c3c5 e3d1 c5f5
d1c3 f5e5 c3b1 e5e3 b1a3 e3f3 a3b5 f3f6 b5c3 f6f4 c3a4 f4f5 a4b2 f5f7 b2d3 f7f5
d3e5 f5f8 e5d3 f8f6 d3e1 f6f2 e1d3 f2d2 d3c5 d2d8 c5d7 d8b8 d7f6 b8b4 f6g4 b4b5
g4f2 b5b4 f2d1 b4d4 d1b2 d4d5 b2d1 d5g5 d1b2 g5f5 b2d3 f5f8 d3f4 f8f6 f4g6 f6f4
g6f8 f4a4 f8g6 a4a5 g6f4 a5a4 f4d5 a4a7 d5b4 a7c7 b4d5 c7e7 d5b4 e7e3 b4d5 e3f3
d5b6""".split()

# name, start FEN, forced first moves, plies at most, seed, share of captures
GAMES = [
    ("rook against a bare king (pieces' honour, 16 moves)", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", [], 60, 1, 0.0),
    ("two rooks against a bare king (8 moves)", "4k3/8/8/8/8/8/8/RR2K3 w - - 0 1", [], 60, 2, 0.0),
    ("two khon against a bare king (22 moves)", "4k3/8/8/8/8/8/8/SS2K3 w - - 0 1", [], 80, 3, 0.0),
    ("knight and met against a bare king (64 moves)", "4k3/8/8/8/8/8/8/NM2K3 b - - 0 1", [], 160, 4, 0.0),
    ("board's honour, then captures", "4k3/8/3s4/8/8/8/8/R2NK3 w - - 0 1", [], 200, 5, 0.3),
    ("the bare king takes the last pawn", "8/8/8/4k3/3P4/8/8/R3K3 b - - 0 1", ["e5d4"], 60, 6, 0.0),
    ("the last pawn promotes", "8/6k1/8/2P5/8/8/8/4K3 w - - 0 1", ["c5c6m"], 160, 7, 0.0),
    ("board's honour with pawns gone, both sides armed", "r3k3/8/2n5/8/8/3S4/8/R3K3 w - - 0 1", [], 200, 8, 0.15),
    ("board's honour runs out with checkmate", MATE_START, MATE_LINE + ["f3f1"], 0, 0, 0.0),
    ("board's honour runs out without checkmate", MATE_START, MATE_LINE + ["f3e3"], 0, 0, 0.0),
]


def count_of(fen):
    """FSF's count in a FEN: (limit, ply), or None when no count runs."""
    f = fen.split()
    return (f[3], f[4]) if f[3].isdigit() else None


def key(start, moves):
    f = sf.get_fen(V, start, moves).split()
    return f[0] + f[1]


def occupied(board, m):
    """Whether the destination square of the UCI move `m` holds a piece in the FEN board."""
    file, rank = ord(m[2]) - 97, int(m[3]) - 1
    x = 0
    for ch in board.split("/")[7 - rank]:
        if ch.isdigit():
            x += int(ch)
        else:
            if x == file:
                return True
            x += 1
    return False


def play(start, prefix, plies, seed, capture_share):
    rnd = random.Random(seed)
    moves = list(prefix)
    seen = {key(start, moves[:i]) for i in range(len(moves) + 1)}
    while len(moves) < plies:
        legal = sf.legal_moves(V, start, moves)
        if not legal or sf.is_optional_game_end(V, start, moves)[0]:
            break
        rnd.shuffle(legal)
        board = sf.get_fen(V, start, moves).split()[0]
        caps = [m for m in legal if occupied(board, m)]
        if caps and rnd.random() < capture_share:
            pick = caps[0]
        else:
            fresh = [m for m in legal if key(start, moves + [m]) not in seen]
            pick = (fresh or legal)[0]
        moves.append(pick)
        seen.add(key(start, moves))
    counts, end = [], "-"
    for i in range(1, len(moves) + 1):
        c = count_of(sf.get_fen(V, start, moves[:i]))
        counts.append(f"{c[0]}:{c[1]}" if c else "-")
        if end == "-" and sf.is_optional_game_end(V, start, moves[:i])[0]:
            end = str(i)
    result = "-" if sf.legal_moves(V, start, moves) else str(sf.game_result(V, start, moves))
    return moves, counts, end, result


def main():
    print("# Makruk's counting rules as Fairy-Stockfish plays them: written by")
    print("# scripts/fsf-makruk-counting.py (pyffish 0.0.90; read its docstring). Columns: name,")
    print("# start FEN, moves (UCI), FSF's count after each ply (`limit:ply` in plies, `-`: none),")
    print("# the first ply after which is_optional_game_end ends the game (`-`: none), game_result")
    print("# when the last position has no legal move (`-`: it has moves). Source: pyffish.")
    for name, start, prefix, plies, seed, share in GAMES:
        moves, counts, end, result = play(start, prefix, plies, seed, share)
        print("\t".join([name, start, " ".join(moves), " ".join(counts), end, result]))


if __name__ == "__main__":
    main()
