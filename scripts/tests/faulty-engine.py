#!/usr/bin/env python3
"""A CECP engine that misbehaves on purpose, to test that `scripts/match.sh` counts faults.

Usage: `faulty-engine.py (--illegal|--crash|--hang) N -- ENGINE [ARGS...]` runs ENGINE (an
XBoard/CECP engine) and passes every line both ways, except its N-th `move`:
- `--illegal N`: sent with origin and destination swapped (`move c4c3` for `move c3c4`: a move
  from an empty square, illegal in every variant);
- `--crash N`: not sent; ENGINE is killed and this process exits with status 3 (a crash);
- `--hang N`: not sent, nor anything after it (the engine never moves again; its flag falls).
Standard library only.
"""

import os
import re
import subprocess
import sys
import threading

SWAP_RE = re.compile(r"^move ([a-z]+\d+)([a-z]+\d+)(.*)$")


def main(argv):
    if len(argv) < 5 or argv[1] not in ("--illegal", "--crash", "--hang") or argv[3] != "--":
        print("usage: faulty-engine.py (--illegal|--crash|--hang) N -- ENGINE [ARGS...]",
              file=sys.stderr)
        return 2
    fault, at, command = argv[1], int(argv[2]), argv[4:]
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                              bufsize=1)
    state = {"moves": 0, "silent": False}

    def pump():
        for line in engine.stdout:
            if state["silent"]:
                continue
            if line.startswith("move "):
                state["moves"] += 1
                if state["moves"] == at:
                    if fault == "--illegal":
                        line = SWAP_RE.sub(r"move \2\1\3", line)
                    elif fault == "--crash":
                        engine.kill()
                        sys.stdout.flush()
                        os._exit(3)
                    else:
                        state["silent"] = True
                        continue
            sys.stdout.write(line)
            sys.stdout.flush()

    threading.Thread(target=pump, daemon=True).start()
    for line in sys.stdin:
        try:
            engine.stdin.write(line)
            engine.stdin.flush()
        except BrokenPipeError:
            break
        if line.strip() == "quit":
            break
    engine.wait(timeout=5)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
