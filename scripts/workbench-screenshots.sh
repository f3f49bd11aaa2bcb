#!/usr/bin/env bash
# Screenshots of the workbench (`koma serve`) in headless Chromium for docs/: xiangqi, Wa shogi,
# Kilyow and chu shogi, each a few moves into a game. Needs Debian's `chromium` (and
# `fonts-noto-cjk` for the glyphs). Usage: scripts/workbench-screenshots.sh [KOMA_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
koma=${1:-target/release/koma}
log=$(mktemp)
"$koma" serve --port 0 >"$log" &
server=$!
trap 'kill $server' EXIT
until grep -q http "$log"; do sleep 0.2; done
base=$(grep -o 'http://[0-9.:]*' "$log")
shot() { # NAME QUERY
    local profile
    profile=$(mktemp -d)
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --window-size=1400,1000 --virtual-time-budget=8000 \
        --hide-scrollbars --screenshot="docs/workbench-$1.png" "$base/?engine=none&$2" 2>/dev/null
    rm -rf "$profile"
}
shot xiangqi 'variant=xiangqi&moves=h2e2+h9g7+h0g2+i9h9+i0h0'
shot wa-shogi 'variant=wa-shogi&moves=4i5h+6a7b+5h5d+7b8b+5d4c%2B+8b9b+X*11j'
shot kilyow 'variant=kilyow&moves=7g7f+3c3d'
shot chushogi 'variant=chushogi&moves=7i7h+6d6e'
ls -l docs/workbench-*.png
