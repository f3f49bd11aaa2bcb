#!/usr/bin/env python3
"""XBoard/CECP protocol 2 front for Debian's gnushogi 1.4.2, which only speaks xshogi's protocol.

XBoard runs this as the engine (`-fcp "python3 scripts/gnushogi-cecp.py"`); it starts gnushogi
(`GNUSHOGI` in the environment, default `gnushogi`, also looked up in /usr/games) and translates:

- moves: XBoard writes shogi squares as chess coordinates (files a-i from sente's left = shogi
  files 9-1, ranks 1-9 from sente's side = shogi ranks i-a): `c3c4` is `7g7f`, `P@e5` is `P*5e`,
  `h2b8+` is `8h2b+` (`=`, declining promotion, is dropped);
- time: `level MPS BASE INC` becomes gnushogi's `level MOVES MIN[:SEC]` (MPS 0, sudden death,
  becomes 40 moves: gnushogi has no increment, so it thinks a little faster than it may);
  `time N` (centiseconds) is passed on, which gnushogi takes in the same unit (after `level
  40 0:30`, `time 300` leaves it 3 s), so its clock follows XBoard's; without it gnushogi
  counted its own time short on a loaded machine and lost 20 games of 20 on time (XBoard
  4.9.1, `--tc 0:30 --mps 40`, 2 busy cores); `otim` is not passed on (gnushogi refuses it);
- `ping N` is answered with `pong N` at once, or after the move gnushogi is thinking about (or
  its game-end line, or XBoard's `force`/`result`);
- gnushogi's `N. ... MOVE` (its own move) becomes `move MOVE`, `Resigns` becomes `resign`,
  `Illegal move (no match) MOVE` for a move XBoard sent becomes `Illegal move: MOVE`; its other
  lines (echoes, mate and draw announcements: XBoard judges those itself) become `#` comments.

Only variant `shogi` (9x9). Standard library only.
"""

import os
import re
import shutil
import subprocess
import sys
import threading

SIZE = 9
MOVE_RE = re.compile(r"^(?:([a-i])([1-9])([a-i])([1-9])|([A-Z])@([a-i])([1-9]))([+=]?)$")
GNU_MOVE_RE = re.compile(r"^(?:([1-9])([a-i])([1-9])([a-i])|([A-Z])\*([1-9])([a-i]))(\+?)$")
COMPUTER_MOVE_RE = re.compile(r"^\d+\.\s+\.\.\.\s+(\S+)")
IGNORED = {
    "xboard", "accepted", "rejected", "random", "post", "nopost", "hard", "easy", "computer",
    "cores", "memory", "name", "ics", "otim", "?", "st", "sd", "draw", "hint",
    "bk", "undo", "remove", "exclude", "include", "option",
}


def out(line):
    """Writes one line to XBoard and flushes."""
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def xb_square_to_gnu(file_letter, rank_digit):
    """`c3` (XBoard) to `7g` (gnushogi)."""
    return f"{SIZE - (ord(file_letter) - ord('a'))}{chr(ord('a') + SIZE - int(rank_digit))}"


def gnu_square_to_xb(file_digit, rank_letter):
    """`7g` (gnushogi) to `c3` (XBoard)."""
    return f"{chr(ord('a') + SIZE - int(file_digit))}{SIZE - (ord(rank_letter) - ord('a'))}"


def translate(move, pattern, square, drop):
    """`move` matched by `pattern`, its squares mapped by `square`, a drop written with `drop`
    between piece and square; `+` (promotion) kept, `=` (no promotion) dropped; None if no match."""
    m = pattern.match(move)
    if not m:
        return None
    ff, fr, tf, tr, piece, df, dr, promo = m.groups()
    if piece:
        return f"{piece}{drop}{square(df, dr)}"
    return f"{square(ff, fr)}{square(tf, tr)}{'+' if promo == '+' else ''}"


def xb_move_to_gnu(move):
    """An XBoard move (`c3c4`, `P@e5`, `h2b8+`) in gnushogi's notation, or None."""
    return translate(move, MOVE_RE, xb_square_to_gnu, "*")


def gnu_move_to_xb(move):
    """A gnushogi move (`7g7f`, `P*5e`, `8h2b+`) in XBoard's notation, or None."""
    return translate(move, GNU_MOVE_RE, gnu_square_to_xb, "@")


def gnu_level(args):
    """`level MPS BASE INC` arguments to gnushogi's `level MOVES BASE`, or None if malformed."""
    if len(args) != 3 or not args[0].isdigit():
        return None
    moves = int(args[0]) or 40
    return f"level {moves} {args[1]}"


class Adapter:
    """The state shared by the two directions: pending pings and moves sent."""

    def __init__(self, engine):
        self.engine = engine
        self.lock = threading.Lock()
        self.thinking = False
        self.force = False
        self.pending_pongs = []
        self.sent = {}  # gnushogi move -> XBoard move, for illegal-move replies
        self.level = None

    def send(self, line):
        """Writes one line to gnushogi."""
        try:
            self.engine.stdin.write(line + "\n")
            self.engine.stdin.flush()
        except (BrokenPipeError, ValueError):
            out(f"Error (gnushogi has exited): {line}")

    def flush_pongs(self):
        for n in self.pending_pongs:
            out(f"pong {n}")
        self.pending_pongs.clear()

    def from_xboard(self, line):
        """Handles one command from XBoard; returns False on `quit`."""
        words = line.split()
        if not words:
            return True
        cmd, args = words[0], words[1:]
        with self.lock:
            if cmd == "quit":
                self.send("quit")
                return False
            if cmd == "protover":
                out('feature myname="GNU Shogi 1.4.2" variants="shogi" usermove=1 setboard=0 '
                    "ping=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1 colors=0 analyze=0 done=1")
            elif cmd == "new":
                self.send("new")
                if self.level:
                    self.send(self.level)
                self.force = False
                self.thinking = False
                self.flush_pongs()
            elif cmd == "variant":
                if args != ["shogi"]:
                    out(f"Error (unsupported variant): {line}")
            elif cmd == "level":
                level = gnu_level(args)
                if level is None:
                    out(f"Error (bad level): {line}")
                else:
                    self.level = level
                    self.send(level)
            elif cmd in ("force", "result"):
                if not self.force:
                    self.send("force")
                self.force = True
                self.thinking = False
                self.flush_pongs()
            elif cmd == "time":
                if len(args) == 1 and args[0].isdigit():
                    self.send(f"time {args[0]}")
                else:
                    out(f"Error (bad time): {line}")
            elif cmd == "go":
                self.send("go")
                self.force = False
                self.thinking = True
            elif cmd == "ping":
                if self.thinking:
                    self.pending_pongs.append(" ".join(args))
                else:
                    out(f"pong {' '.join(args)}")
            elif cmd == "usermove" and len(args) == 1:
                gnu = xb_move_to_gnu(args[0])
                if gnu is None:
                    out(f"Illegal move: {args[0]}")
                else:
                    self.sent[gnu] = args[0]
                    self.send(gnu)
                    self.thinking = not self.force
            elif cmd in IGNORED:
                pass
            else:
                out(f"Error (unknown command): {line}")
        return True

    def from_gnushogi(self, line):
        """Handles one line of gnushogi's output."""
        line = line.strip()
        if not line:
            return
        with self.lock:
            m = COMPUTER_MOVE_RE.match(line)
            if m and gnu_move_to_xb(m.group(1)):
                out(f"move {gnu_move_to_xb(m.group(1))}")
                self.thinking = False
                self.flush_pongs()
            elif line.startswith("Resigns"):
                out("resign")
                self.thinking = False
                self.flush_pongs()
            elif line.endswith("mates!") or line.startswith("Drawn game"):
                out(f"# gnushogi: {line}")
                self.thinking = False
                self.flush_pongs()
            elif line.startswith("Illegal move (no match) ") and line.split()[-1] in self.sent:
                out(f"Illegal move: {self.sent[line.split()[-1]]}")
                self.thinking = False
                self.flush_pongs()
            else:
                out(f"# gnushogi: {line}")


def main():
    exe = os.environ.get("GNUSHOGI") or shutil.which("gnushogi") or "/usr/games/gnushogi"
    try:
        engine = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
    except OSError as err:
        out(f"Error (cannot start gnushogi): {exe}: {err}")
        return 1
    adapter = Adapter(engine)

    def pump():
        for line in engine.stdout:
            adapter.from_gnushogi(line)

    threading.Thread(target=pump, daemon=True).start()
    try:
        for line in sys.stdin:
            if not adapter.from_xboard(line.strip()):
                break
    except BrokenPipeError:
        pass
    try:
        engine.wait(timeout=2)
    except subprocess.TimeoutExpired:
        engine.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
