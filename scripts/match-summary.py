#!/usr/bin/env python3
"""Summary of a match played by `scripts/match.sh`: score, Elo, illegal moves, protocol errors.

Usage: `match-summary.py --koma NAME --pgn FILE [--logs DIR]`.

Reads every game of the PGN file (the `White`/`Black` tags name koma as NAME) and, when given,
the match's log directory: `game-N.debug` (XBoard's debug log of game N, koma is XBoard's `first`
engine, the opponent `second`) and `game-N.first.status`/`game-N.second.status` (exit statuses
written by `scripts/run-engine.sh`). Prints:
- wins, losses, draws and unfinished games from koma's side, as white and as black, and the Elo
  estimate with its 95% interval (`scripts/elo.py`; unfinished games are left out);
- how each game ended (the PGN's last comment: checkmate, time, repetition, forfeit, ...);
- per side: illegal moves (XBoard's `Forfeit due to invalid move` or `illegal move`), false illegal-move claims
  (an engine answering `Illegal move` to a legal move: XBoard's `False illegal-move claim`),
  `Illegal move` replies, `Error` lines (the ones answering the optional commands XBoard always
  sends, `random`, `post`, `computer`..., are listed apart as unsupported commands), time
  losses and crashes (an exit status other than 0, or 143/137 from XBoard's signals at the end).
Exit status 0; 1 if any illegal move, false claim, protocol error or crash was found.
"""

import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from elo import describe  # noqa: E402

HEADER_RE = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')
RESULT_RE = re.compile(r"(1-0|0-1|1/2-1/2|\*)\s*$")
LAST_COMMENT_RE = re.compile(r"\{([^{}]*)\}\s*(?:1-0|0-1|1/2-1/2|\*)\s*$")
ENGINE_LINE_RE = re.compile(r"^\d+ <(first|second)\s*: (.*)$")
UNKNOWN_COMMAND_RE = re.compile(r"^Error \(unk?n?own command\): (\S+)")
# Commands XBoard sends to every engine that an engine may leave unimplemented (CECP).
OPTIONAL_COMMANDS = {
    "random", "post", "nopost", "hard", "easy", "computer", "accepted", "rejected", "cores",
    "memory", "name", "rating", "ics", "otim", "time", "bk", "hint",
}
CLEAN_STATUSES = {"0", "137", "143"}


def read_games(path):
    """The games of a PGN file: a list of (headers dict, movetext string)."""
    games, headers, moves = [], {}, []
    with open(path, encoding="utf-8", errors="replace") as pgn:
        for line in pgn:
            m = HEADER_RE.match(line)
            if m:
                if moves:
                    games.append((headers, " ".join(moves)))
                    headers, moves = {}, []
                headers[m.group(1)] = m.group(2)
            elif line.strip():
                moves.append(line.strip())
    if headers or moves:
        games.append((headers, " ".join(moves)))
    return games


def koma_outcome(headers, koma):
    """'win', 'loss', 'draw' or 'unfinished' for koma, and koma's colour ('white'/'black')."""
    colour = "white" if headers.get("White") == koma else "black"
    result = headers.get("Result", "*")
    if result == "1/2-1/2":
        return "draw", colour
    if result not in ("1-0", "0-1"):
        return "unfinished", colour
    return ("win" if (result == "1-0") == (colour == "white") else "loss"), colour


def ending(movetext):
    """The game's last comment (XBoard writes how the game ended there), or `-`."""
    m = LAST_COMMENT_RE.search(movetext)
    return re.sub(r"\s+", " ", m.group(1)).strip() if m else "-"


def scan_log(path, faults, examples):
    """Counts the engines' `Illegal move` and `Error` lines of one XBoard debug log."""
    with open(path, encoding="utf-8", errors="replace") as log:
        for line in log:
            m = ENGINE_LINE_RE.match(line.rstrip("\n"))
            if not m:
                continue
            side, text = m.groups()
            if text.startswith("Illegal move"):
                faults[side]["Illegal move replies"] += 1
            elif text.startswith("Error"):
                unknown = UNKNOWN_COMMAND_RE.match(text)
                if unknown and unknown.group(1) in OPTIONAL_COMMANDS:
                    faults[side]["unsupported commands: " + unknown.group(1)] += 1
                else:
                    faults[side]["protocol errors"] += 1
                    examples[side].append(text)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--koma", required=True, help="koma's name in the PGN tags")
    parser.add_argument("--pgn", required=True, help="the match's PGN file")
    parser.add_argument("--logs", help="the match's log directory (game-N.debug, ...)")
    args = parser.parse_args(argv[1:])
    try:
        games = read_games(args.pgn)
    except OSError as err:
        print(f"error: cannot read `{args.pgn}`: {err.strerror}", file=sys.stderr)
        return 2
    if not games:
        print(f"error: no game in `{args.pgn}`", file=sys.stderr)
        return 2

    totals = collections.Counter()
    by_colour = {"white": collections.Counter(), "black": collections.Counter()}
    endings = collections.Counter()
    faults = {side: collections.Counter() for side in ("first", "second")}
    examples = {side: [] for side in faults}
    for index, (headers, movetext) in enumerate(games, start=1):
        outcome, colour = koma_outcome(headers, args.koma)
        totals[outcome] += 1
        by_colour[colour][outcome] += 1
        how = ending(movetext)
        # XBoard writes `invalid move` for a move no piece can make, `illegal move` for one it
        # refuses otherwise (a drop: `Forfeit due to illegal move: P@b1 (_.b1)`)
        forfeit = re.search(r"Forfeit due to (invalid|illegal) move", how)
        endings[f"forfeit: {forfeit.group(1)} move" if forfeit else how] += 1
        loser_side = None
        if outcome in ("win", "loss"):
            loser_side = "second" if outcome == "win" else "first"
        if loser_side and forfeit:
            faults[loser_side]["illegal moves"] += 1
            examples[loser_side].append(f"game {index}: {how}")
        if loser_side and "False illegal-move claim" in how:
            faults[loser_side]["false illegal-move claims"] += 1
        if loser_side and "on time" in how:
            faults[loser_side]["time losses"] += 1
        if args.logs:
            log = os.path.join(args.logs, f"game-{index}.debug")
            if os.path.exists(log):
                scan_log(log, faults, examples)
            for side in faults:
                status_file = os.path.join(args.logs, f"game-{index}.{side}.status")
                if os.path.exists(status_file):
                    with open(status_file) as f:
                        status = f.read().strip()
                    if status not in CLEAN_STATUSES:
                        faults[side]["crashes"] += 1
                        examples[side].append(f"game {index}: exit status {status}")

    played = totals["win"] + totals["loss"] + totals["draw"]
    print(f"games {len(games)}: koma +{totals['win']} -{totals['loss']} ={totals['draw']}"
          f" (unfinished {totals['unfinished']})")
    for colour, c in by_colour.items():
        print(f"  koma as {colour}: +{c['win']} -{c['loss']} ={c['draw']}"
              f" (unfinished {c['unfinished']})")
    if played:
        print(describe(totals["win"], totals["loss"], totals["draw"]))
    print("endings:")
    for how, count in endings.most_common():
        print(f"  {count:4} {how}")
    bad = False
    for side, label in (("first", "koma"), ("second", "opponent")):
        f = faults[side]
        print(f"{label}: illegal moves {f['illegal moves']}, false illegal-move claims "
              f"{f['false illegal-move claims']}, protocol errors {f['protocol errors']}, "
              f"crashes {f['crashes']}, time losses {f['time losses']}, "
              f"`Illegal move` replies {f['Illegal move replies']}")
        unsupported = sorted(k for k in f if k.startswith("unsupported commands: "))
        if unsupported:
            print("  unsupported optional commands (answered `Error`): "
                  + ", ".join(f"{k.split(': ')[1]} x{f[k]}" for k in unsupported))
        for example in list(dict.fromkeys(examples[side]))[:5]:
            print(f"  {example}")
        bad |= any(f[k] for k in ("illegal moves", "false illegal-move claims",
                                  "protocol errors", "crashes"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
