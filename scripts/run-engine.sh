#!/bin/sh
# Runs an engine for XBoard and writes its exit status to a file, so that scripts/match.sh can
# tell a crash (a status other than 0, or 143/137 from XBoard's SIGTERM/SIGKILL at the end of a
# game) from a clean exit: XBoard itself only sees an engine that stops moving, and flags it.
# usage: run-engine.sh STATUS-FILE COMMAND [ARGS...]
status_file=$1
shift
"$@"
status=$?
echo "$status" >"$status_file"
exit "$status"
