#!/usr/bin/env bash
# Takes a PNG screenshot of XBoard while engines play a variant: starts Xvfb and XBoard on it
# (an engine against itself, or against a second one), waits until the given number of moves
# have been played, grabs the screen with ImageMagick's `import`, trims the empty background
# away, and stops everything it started. Installs xboard, xvfb and imagemagick from Debian when
# missing. Documented in docs/matches.md; `scripts/screenshot.sh --help` prints the options.
set -euo pipefail

# shellcheck source=scripts/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
	cat <<'EOF'
usage: scripts/screenshot.sh --engine CMD --variant XBOARD-VARIANT [options]

  --engine CMD       the first engine's command (plays white, moves first)
  --second CMD       the second engine's command (default: the first one again)
  --variant X        the variant name XBoard sends (shogi, xiangqi, crazywa, ...)
  --moves N          moves (plies) to wait for before the shot (default 12)
  --wait S           give up waiting for moves after S seconds and shoot anyway (default 120)
  --tc T             XBoard's -tc for both (default 5: the game must outlast the wait)
  --size NAME        XBoard's -boardSize (default Medium: 64-pixel squares)
  --theme shogi|xiangqi  XBoard's oriental piece theme for these two variants (default: none,
                     XBoard's western-style pieces, which every variant has)
  --out FILE         the PNG written (default screenshot-VARIANT.png)
  --window WxH       resize XBoard's window to W x H pixels before the shot (with xdotool):
                     XBoard opens its window for chess and, with no window manager on Xvfb,
                     does not grow it for a larger board an engine defines later (Wa shogi: the
                     bottom ranks are cut off); default 0x0, no resize
  --xboard ARGS      more XBoard options, split on spaces
  -h, --help         this text
EOF
}

engine="" second="" variant="" moves=12 wait=120 tc=5 size=Medium theme="" out="" xboard=""
window=0x0
parse_options "engine second variant moves wait tc size theme out xboard window" "$@"
[ -n "$engine" ] || die "\`--engine\` is missing"
[ -n "$variant" ] || die "\`--variant\` is missing"
[[ "$moves" =~ ^[0-9]+$ ]] || die "\`--moves\` must be a number, not \`$moves\`"
[[ "$wait" =~ ^[1-9][0-9]*$ ]] || die "\`--wait\` must be a positive number, not \`$wait\`"
[[ "$window" =~ ^[0-9]+x[0-9]+$ ]] || die "\`--window\` must be WxH, not \`$window\`"
case "$theme" in "" | shogi | xiangqi) ;; *) die "\`--theme\` must be shogi or xiangqi" ;; esac
: "${second:=$engine}"
read -r -a extra_args <<<"$xboard"
: "${out:=screenshot-$variant.png}"

need xboard xboard
need Xvfb xvfb
need import imagemagick
[ "$window" = 0x0 ] || need xdotool xdotool

work=$(mktemp -d /tmp/koma-shot-XXXXXX)
display=99
while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
pids=()
cleanup() {
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null || true; done
	sleep 1
	for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

Xvfb ":$display" -screen 0 1600x1200x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done

theme_args=()
if [ -n "$theme" ]; then
	themes=/usr/share/games/xboard/themes
	theme_args=(-pieceImageDirectory "$themes/$theme" -trueColors true)
	[ "$theme" != shogi ] || theme_args+=(-flipBlack true -useBoardTexture true
		-liteBackTextureFile "$themes/textures/wood_l.png"
		-darkBackTextureFile "$themes/textures/wood_l.png")
	[ "$theme" != xiangqi ] || theme_args+=(-useBoardTexture true
		-liteBackTextureFile "$themes/textures/xqboard.png"
		-darkBackTextureFile "$themes/textures/xqboard.png" -overrideLineGap 0)
fi

# HOME: XBoard reads and writes its settings in ~/.xboardrc; keep them out of the user's.
# setsid: XBoard and its engines in a process group of their own, stopped together at the end.
DISPLAY=":$display" HOME="$work" setsid xboard -fcp "$engine" -scp "$second" -variant "$variant" \
	-initialMode TwoMachines -tc "$tc" -inc 0 -boardSize "$size" "${theme_args[@]}" \
	-debug -nameOfDebugFile "$work/debug.log" -xexit -xpopup -xponder \
	-saveSettingsOnExit false -soundProgram "" "${extra_args[@]}" >"$work/xboard.log" 2>&1 &
xboard_pid=$!
pids+=("-$xboard_pid")

played=0
for ((t = 0; t < wait * 2; t++)); do
	played=$(grep -c -E '^[0-9]+ <(first|second) ?: move ' "$work/debug.log" 2>/dev/null || true)
	[ "${played:-0}" -lt "$moves" ] || break
	kill -0 "$xboard_pid" 2>/dev/null || die "xboard stopped early; see $work/xboard.log"
	sleep 0.5
done
[ "${played:-0}" -ge "$moves" ] ||
	echo "warning: only ${played:-0} of $moves moves after ${wait}s; shooting anyway" >&2
if [ "$window" != 0x0 ]; then
	for id in $(DISPLAY=":$display" xdotool search --pid "$xboard_pid" 2>/dev/null); do
		DISPLAY=":$display" xdotool windowsize "$id" "${window%x*}" "${window#*x}" || true
	done
fi
sleep 1 # let XBoard draw the last move
DISPLAY=":$display" import -window root "$work/root.png"
convert "$work/root.png" -trim +repage "$out"
echo "wrote $out after ${played:-0} moves (logs in $work)" >&2
