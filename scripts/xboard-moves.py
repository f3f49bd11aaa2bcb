#!/usr/bin/env python3
"""Game records for `koma replay` from XBoard debug logs: every move XBoard passed on.

Usage: `xboard-moves.py --variant VARIANT [--board WxH] [--notation usi|iccs] LOG... > FILE`,
then `koma replay VARIANT FILE` checks each move with koma's own rules and says how each game
ended by them.

XBoard passes every move it accepts to the other engine (`>second: usermove c3c4`, written in
the debug log as `1701 >second: usermove 1701 >second: c3c4`, or the bare move for an engine
without `usermove`), so those lines are the game, in order; a move XBoard refused is not among
them. XBoard's coordinates are converted to koma's notation:
- `iccs` (xiangqi): the same (files a-i, ranks 0-9 from the first mover's side: `h0g2`);
- `usi` (the shogi family): XBoard's files `a`… from the first mover's left are USI's files W…1,
  its ranks 1…H from the first mover's side are USI's ranks in letters, `a` at the far side:
  `c3c4` is `7g7f` on 9x9, `j10j11+` is `2b2a+` on 11x11; drops `P@e5` are `P*5e`; Chu's
  two legs `f8e9,e9d10` are lishogi's three squares `7e8d9c` (12x12). A pass (`@@@@`, Chu)
  names no square: a log with one is an error.
Defaults by variant name: xiangqi 9x10 ICCS; shogi and kilyow 9x9, minishogi 5x5, wa-shogi and
wa-shogi-dropless 11x11, chushogi 12x12, USI. Each log becomes one record (`[Event "LOG"]`, result `*`: the
replay finds the outcome). Standard library only.
"""

import argparse
import os
import re
import sys

BOARDS = {
    "xiangqi": ("iccs", 9, 10),
    "shogi": ("usi", 9, 9),
    "kilyow": ("usi", 9, 9),
    "minishogi": ("usi", 5, 5),
    "wa-shogi": ("usi", 11, 11),
    "wa-shogi-dropless": ("usi", 11, 11),
    "shoshogi": ("usi", 9, 9),
    "chushogi": ("usi", 12, 12),
}
PASSED_RE = re.compile(r"^\d+ >(?:first|second)\s*: (?:usermove \d+ >(?:first|second)\s*: )?"
                       r"(?:usermove )?(\S+)$")
MOVE_RE = re.compile(r"^(?:([a-z])(\d+)([a-z])(\d+)|([A-Z])@([a-z])(\d+))([+=]?)$")
# Chu's two-leg move (HaChu, XBoard 4.9.1): first leg, comma, second leg from the middle square
LEGS_RE = re.compile(r"^([a-z])(\d+)([a-z])(\d+),\3\4([a-z])(\d+)$")
# XBoard's null move: Chu's pass, which names no square (so no USI move can be written for it)
PASS = "@@@@"


def usi_square(file_letter, rank, width, height):
    """XBoard's `c3` on a WxH board in USI (`7g` on 9x9), or None off the board."""
    f = ord(file_letter) - ord("a")
    r = int(rank)
    if not (0 <= f < width and 1 <= r <= height):
        return None
    return f"{width - f}{chr(ord('a') + height - r)}"


def to_usi(move, width, height):
    """An XBoard move in USI (`c3c4` → `7g7f`, `P@e5` → `P*5e`, Chu's two legs `f8e9,e9d10` →
    `7e8d9c`, lishogi's three squares), or None."""
    legs = LEGS_RE.match(move)
    if legs:
        ff, fr, mf, mr, tf, tr = legs.groups()
        squares = [usi_square(f, r, width, height) for f, r in ((ff, fr), (mf, mr), (tf, tr))]
        return "".join(squares) if all(squares) else None
    m = MOVE_RE.match(move)
    if not m:
        return None
    ff, fr, tf, tr, piece, df, dr, promo = m.groups()
    if piece:
        to = usi_square(df, dr, width, height)
        return f"{piece}*{to}" if to else None
    frm, to = usi_square(ff, fr, width, height), usi_square(tf, tr, width, height)
    if not (frm and to):
        return None
    return f"{frm}{to}{'+' if promo == '+' else ''}"


def passed_moves(lines):
    """The moves XBoard passed on to an engine, in order, as XBoard wrote them."""
    moves = []
    for line in lines:
        m = PASSED_RE.match(line.rstrip("\n"))
        if m and (MOVE_RE.match(m.group(1)) or LEGS_RE.match(m.group(1)) or m.group(1) == PASS):
            moves.append(m.group(1))
    return moves


def record(name, moves, notation, width, height):
    """A PGN-style record of the moves in koma's notation; raises ValueError on a bad move."""
    out = []
    for i, move in enumerate(moves):
        if move == PASS:
            raise ValueError(f"`{name}`: move {i + 1} is a pass (`@@@@`), which names no square: "
                             "no USI move can be written for it")
        koma = move if notation == "iccs" else to_usi(move, width, height)
        if koma is None:
            raise ValueError(f"`{name}`: move {i + 1} `{move}` is not on a {width}x{height} board")
        out.append(f"{i // 2 + 1}. {koma}" if i % 2 == 0 else koma)
    text = " ".join(out + ["*"])
    return f'[Event "{name}"]\n\n{text}\n\n'


def fail(message):
    """Prints `error: MESSAGE` and gives the exit status 2."""
    print(f"error: {message}", file=sys.stderr)
    return 2


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--board", help="WxH (default from the variant name)")
    parser.add_argument("--notation", choices=("usi", "iccs"))
    parser.add_argument("logs", nargs="+")
    args = parser.parse_args(argv[1:])
    notation, width, height = BOARDS.get(os.path.basename(args.variant).removesuffix(".koma"),
                                         (None, None, None))
    if args.board:
        m = re.match(r"^(\d+)x(\d+)$", args.board)
        if not m:
            return fail(f"`--board` must be WxH, not `{args.board}`")
        width, height = int(m.group(1)), int(m.group(2))
    notation = args.notation or notation
    if notation is None or width is None:
        return fail(f"no board known for `{args.variant}`: give `--board` and `--notation`")
    for log in args.logs:
        try:
            with open(log, encoding="utf-8", errors="replace") as f:
                moves = passed_moves(f)
            sys.stdout.write(record(log, moves, notation, width, height))
        except OSError as err:
            return fail(f"cannot read `{log}`: {err.strerror}")
        except ValueError as err:
            return fail(str(err))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
