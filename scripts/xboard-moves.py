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
With `--engine CMD` (Chu, whose passes `@@@@` name no square and so have no USI text), the
moves are instead played into `CMD` (`koma engine chushogi`) in XBoard's force mode, as XBoard
would send them (`variant X`, `force`, then `usermove M` and `ping N` for each): a line per log
says how many moves koma took, the first it refused (`Illegal move`) and the result it claimed
when a move ended the game; the exit status is 1 when a move was refused.
Defaults by variant name: xiangqi 9x10 ICCS; shogi and kilyow 9x9, minishogi 5x5, wa-shogi and
wa-shogi-dropless 11x11, chushogi 12x12, USI. Each log becomes one record (`[Event "LOG"]`, result `*`: the
replay finds the outcome). Standard library only.
"""

import argparse
import os
import re
import shlex
import subprocess
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


RESULT_RE = re.compile(r"^(1-0|0-1|1/2-1/2) \{")


def engine_verdict(command, xboard_variant, moves):
    """Plays `moves` into the XBoard engine `command` (a list of words) in force mode; returns
    (moves taken, (index, move, reply) of the first refused one or None, (index, claim) of the
    first result claimed or None), indices 0-based."""
    lines = ["xboard", "protover 2", f"variant {xboard_variant}", "force"]
    for i, move in enumerate(moves):
        lines += [f"usermove {move}", f"ping {i}"]
    lines.append("quit")
    out = subprocess.run(command, input="\n".join(lines) + "\n", capture_output=True,
                         text=True, check=False).stdout
    return read_verdict(out.splitlines(), moves)


def read_verdict(lines, moves):
    """The verdict of `engine_verdict` from the engine's output `lines`: each `pong I` closes the
    answer to move I."""
    current, refused, claim, taken = 0, None, None, 0
    for line in lines:
        if line.startswith("pong "):
            if refused is None:
                taken = current + 1
            current += 1
        elif line.startswith("Illegal move") and refused is None and current < len(moves):
            refused = (current, moves[current], line)
        elif RESULT_RE.match(line) and claim is None:
            claim = (current, line)
    return taken, refused, claim


def verdict_line(log, moves, verdict):
    """One line saying what the engine made of the game in `log`."""
    taken, refused, claim = verdict
    text = f"{log}: {taken} of {len(moves)} moves taken"
    if refused:
        i, move, reply = refused
        text += f"; move {i + 1} `{move}` refused ({reply})"
    if claim:
        text += f"; move {claim[0] + 1} ended the game: {claim[1]}"
    return text


def fail(message):
    """Prints `error: MESSAGE` and gives the exit status 2."""
    print(f"error: {message}", file=sys.stderr)
    return 2


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--board", help="WxH (default from the variant name)")
    parser.add_argument("--notation", choices=("usi", "iccs"))
    parser.add_argument("--engine", help="check the moves with this XBoard engine command")
    parser.add_argument("--xboard-variant", help="the name `variant` gives it (default --variant)")
    parser.add_argument("logs", nargs="+")
    args = parser.parse_args(argv[1:])
    if args.engine:
        status = 0
        for log in args.logs:
            try:
                with open(log, encoding="utf-8", errors="replace") as f:
                    moves = passed_moves(f)
            except OSError as err:
                return fail(f"cannot read `{log}`: {err.strerror}")
            verdict = engine_verdict(shlex.split(args.engine),
                                     args.xboard_variant or args.variant, moves)
            print(verdict_line(log, moves, verdict))
            status |= verdict[1] is not None
        return status
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
