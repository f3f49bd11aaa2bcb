#!/usr/bin/env python3
"""Chu shogi perft by HaChu (H.G. Muller's engine, Debian package `hachu` 0.21), through XBoard.

HaChu has no perft command. Its root move list, the one it checks a user's move against, is
printed as debug lines (`# N. HEX HEX TEXT`) when it is sent an illegal move; this script walks
the tree (`setboard` and `usermove` from the root for every position) and reads that list at
every node:

    usage: hachu-perft.py [--engine /usr/games/hachu] [--divide] [--tsv SOURCE] DEPTH SFEN...

SFEN is lishogi's (`start` for the start position); see docs/chu-notation.md. Output: one line
per SFEN, `SFEN<TAB>DEPTH<TAB>COUNT`; --divide prints `USI COUNT` per root move first; --tsv
prints testdata rows (chushogi, SFEN, depth 1..DEPTH, count, deep flag, SOURCE).

How the list is read, and what HaChu does that a plain move list would not:
- a fresh HaChu process for every position (see `HaChu`), `memory 16` (HaChu lists no moves
  without a hash table), `option Allow repeats=1` (no move is dropped for repeating);
- entries of value 0 were dropped by HaChu (illegal lion captures); the hash move may appear a
  second time: entries are deduplicated by move code;
- HaChu leaves out a deferral (non-promotion) where the promoted piece moves as the piece does and
  more, yet accepts it as a user move: each `X+` without its `X` is offered as `usermove X` and
  counted when HaChu plays it as a non-promotion (for a pawn or lance to the last rank it takes
  `X` but plays `X+`);
- XBoard's FEN for HaChu has no side to move (HaChu 0.21 reads no color field in `setboard`):
  a position with gote to move is rotated 180 degrees with colors swapped, which leaves the
  count unchanged; an SFEN with a last-lion-capture square (third field) cannot be given.
Each piece is moved once per effect: a lion's pass is one move `@@@@`, a two-leg move is written
`f6g7,g7h8`; the counts compare with `shogiops-perft.mjs --distinct`.
"""
import argparse
import re
import subprocess
import sys

START = ("lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/"
         "3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1")
N = 12
DUMP = re.compile(r"^# (-?\d+)\. ([0-9a-f]{8}) [0-9a-f]{8} (\S+)$")
BOUNDS = re.compile(r"^# moveNr = -?\d+ in \{(\d+),(\d+)\}$")
MADE = re.compile(r"^# makemove ([0-9a-f]{8}) ")
PROMOTE = 1 << 23
MOVE_MASK = (1 << 22) - 1 | PROMOTE  # from, to and the promotion bit (not DEFER, not sort keys)


def fail(msg):
    sys.exit(f"error: {msg}")


def expand(rank):
    """Splits an SFEN rank into 12 cells ('' for empty, else a piece like 'P' or '+p')."""
    cells, i = [], 0
    while i < len(rank):
        if rank[i].isdigit():
            j = i
            while j < len(rank) and rank[j].isdigit():
                j += 1
            cells += [""] * int(rank[i:j])
            i = j
        elif rank[i] == "+":
            cells.append(rank[i:i + 2])
            i += 2
        else:
            cells.append(rank[i])
            i += 1
    if len(cells) != N:
        fail(f"rank `{rank}` has {len(cells)} squares, not {N}")
    return cells


def compress(cells):
    out, empty = "", 0
    for c in cells:
        if c:
            out += (str(empty) if empty else "") + c
            empty = 0
        else:
            empty += 1
    return out + (str(empty) if empty else "")


def to_xboard(sfen):
    """lishogi SFEN -> (HaChu's setboard board text, rotated?). Letters are the same."""
    parts = sfen.split()
    board, turn = parts[0], parts[1] if len(parts) > 1 else "b"
    if len(parts) > 2 and parts[2] != "-":
        fail(f"`{sfen}`: a last-lion-capture square cannot be given to HaChu")
    ranks = [expand(r) for r in board.split("/")]
    if len(ranks) != N:
        fail(f"`{sfen}` has {len(ranks)} ranks, not {N}")
    if turn == "b":
        return board, False
    rotated = [[c.swapcase() for c in reversed(r)] for r in reversed(ranks)]
    return "/".join(compress(r) for r in rotated), True


def usi_square(xb, rotated):
    """XBoard square (`f6`: file a.. from sente's left, rank 1.. from sente's side) -> USI."""
    f, r = ord(xb[0]) - ord("a"), int(xb[1:])
    if rotated:
        f, r = N - 1 - f, N + 1 - r
    return f"{N - f}{chr(ord('a') + N - r)}"


def usi_move(text, rotated, hachu_pass_square=None):
    """HaChu's move text -> lishogi USI (a pass `@@@@` has no square: `pass`)."""
    if text == "@@@@":
        return "pass"
    promo = text.endswith("+")
    legs = re.findall(r"[a-l]\d+", text)
    squares = [usi_square(s, rotated) for s in legs]
    if len(squares) == 4:  # f,e,e,t: two legs
        squares = [squares[0], squares[1], squares[3]]
    return "".join(squares) + ("+" if promo else "")


class HaChu:
    """HaChu on one root position: a fresh process for every position it lists moves of.

    HaChu 0.21 keeps state across `setboard` and `undo` (which replays the game from its setup):
    the hash key after `setboard` is a constant, so a hash move of an earlier position enters
    the list of the next unchecked (and crashes HaChu when searched), and the index of the piece
    that promotes to a lion (`kylin`) is not reset, drifts and adds a bonus to another piece.
    A new process, `setboard` and the moves from the root give every position the same state.
    """

    def __init__(self, engine, board):
        self.engine, self.board = engine, board
        self.p = None
        self.at = None  # the moves played since the root in the running process

    def send(self, *lines):
        for line in lines:
            self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def sync(self):
        """Waits for HaChu to answer everything sent so far; returns the lines it printed."""
        self.ping += 1
        self.send(f"ping {self.ping}")
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                fail(f"hachu exited (after the moves {' '.join(self.at)} from `{self.board}`)")
            line = line.rstrip("\n")
            if line == f"pong {self.ping}":
                return out
            out.append(line)

    def goto(self, path):
        """A fresh HaChu on the root with `path` (HaChu move texts) played, unless already there."""
        if self.at == path:
            return
        self.close()
        self.p = subprocess.Popen([self.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.ping, self.at = 0, path
        # `memory` last: HaChu searches for its move list only once it has a hash table, and
        # a search of the start position would leave its hash move for ours
        self.send("xboard", "protover 2", "option Allow repeats=1", "variant chu", "force",
                  f"setboard {self.board}", "memory 16")
        for text in path:
            self.send(f"usermove {text}")
        if any(l.startswith("Illegal move") for l in self.sync()):
            fail(f"hachu refused one of its own moves {' '.join(path)} from `{self.board}`")

    def listed(self, path):
        """HaChu's root list after `path`: {code: text}, without dropped entries and repeats."""
        self.goto(path)
        self.send("usermove a0a0")
        lines = self.sync()
        bounds = [BOUNDS.match(l) for l in lines]
        start, end = next((int(m[1]), int(m[2])) for m in bounds if m)
        dump = [m for m in (DUMP.match(l) for l in lines) if m][: end - start]
        moves = {}
        for m in dump:
            code = int(m[2], 16)
            if code:
                moves.setdefault(code & MOVE_MASK, m[3])
        return moves

    def accepts(self, path, text):
        """Does HaChu take `text` as a user move after `path`?"""
        self.goto(path)
        self.send(f"usermove {text}")
        lines = self.sync()
        made = [int(m[1], 16) for m in (MADE.match(l) for l in lines) if m]
        if not made:
            return False
        self.at = path + (text,)
        # HaChu takes `X` for `X+` where it may not defer (a pawn or lance to the last rank)
        # and plays the promotion: that is no second move
        return not made[0] & PROMOTE

    def moves(self, path=()):
        """The moves after `path`: HaChu's list and the deferrals it accepts."""
        texts = list(self.listed(path).values())
        have = set(texts)
        for t in list(texts):
            if t.endswith("+") and t[:-1] not in have and self.accepts(path, t[:-1]):
                texts.append(t[:-1])
                have.add(t[:-1])
        return texts

    def perft(self, depth, path=()):
        moves = self.moves(path)
        if depth <= 1:
            return len(moves) if depth == 1 else 1
        return sum(self.perft(depth - 1, path + (t,)) for t in moves)

    def close(self):
        if self.p:
            self.send("quit")
            self.p.wait()
            self.p = None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engine", default="/usr/games/hachu")
    ap.add_argument("--divide", action="store_true")
    ap.add_argument("--tsv", metavar="SOURCE")
    ap.add_argument("depth", type=int)
    ap.add_argument("sfen", nargs="+")
    a = ap.parse_args()
    for sfen in a.sfen:
        text = START if sfen == "start" else sfen
        board, rotated = to_xboard(text)
        e = HaChu(a.engine, board)
        if a.divide:
            total = 0
            for t in e.moves():
                n = e.perft(a.depth - 1, (t,))
                total += n
                print(f"{usi_move(t, rotated)} {n}\t{t}")
            print(f"total {total}")
        elif a.tsv:
            for d in range(1, a.depth + 1):
                n = e.perft(d)
                print("\t".join(["chushogi", sfen, str(d), str(n),
                                 "deep" if n > 10_000_000 else "-", a.tsv]))
        else:
            print(f"{sfen}\t{a.depth}\t{e.perft(a.depth)}")
        e.close()


if __name__ == "__main__":
    main()
