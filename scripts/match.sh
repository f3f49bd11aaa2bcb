#!/usr/bin/env bash
# Plays koma against another engine through XBoard under Xvfb, one XBoard per game (a crash or a
# hang spoils one game, not the match), colours alternating; appends every game to a PGN file,
# then prints the score from koma's side, an Elo estimate with its 95% interval
# (scripts/elo.py) and the illegal moves and protocol errors found in XBoard's debug logs
# (scripts/match-summary.py), then has `koma replay` check every move XBoard passed on
# (scripts/xboard-moves.py). Installs xboard, xvfb and the opponent from Debian when missing.
# Documented in docs/matches.md; `scripts/match.sh --help` prints the options.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SCRIPTS="$ROOT/scripts"
# shellcheck source=scripts/common.sh
. "$SCRIPTS/common.sh"

usage() {
	cat <<'EOF'
usage: scripts/match.sh --variant VARIANT --opponent OPPONENT [options]

  --variant V         koma's variant (xiangqi, shogi, minishogi, kilyow, wa-shogi, or a rules file)
  --opponent O        fairy-stockfish | gnushogi | crazywa | hachu | any other CECP engine command
                      (koma itself too: "target/release/koma engine kilyow", named koma-2)
  --games N           number of games, colours alternating, koma white first (default 20)
  --tc T              base time per side, XBoard's -tc: minutes or min:sec (default 1)
  --inc S             increment in seconds per move (default 1); 0 = sudden death
  --mps M             M moves per T instead of an increment (classical; use it for gnushogi)
  --pgn FILE          the PGN written (appended to; default match-VARIANT-OPPONENT.pgn)
  --logs DIR          XBoard debug logs, one per game (default: a new directory under /tmp)
  --koma CMD          koma's engine command (default: target/release/koma engine VARIANT)
  --opponent-cmd CMD  the opponent's command, when not the default for its name
  --xboard-variant X  the variant name XBoard sends (default: xiangqi, shogi, minishogi,
                      crazywa for wa-shogi, chu for chushogi, else the variant's own name)
  --xboard ARGS       more XBoard options, split on spaces (e.g. "-testClaims false" for a
                      variant whose results XBoard judges differently, "-adjudicateDrawMoves 300")
  --replay KOMA       the koma binary that replays the games' moves afterwards (`koma replay`:
                      each move legal by the rules file? how did each game end by it?);
                      default target/release/koma, skipped when missing
  --game-timeout S    kill a game's XBoard after S seconds (default from the clock: 2 * (base +
                      300 * increment) + 120, or 2 * base * 4 + 120 with --mps); the game
                      counts as unfinished
  -h, --help          this text
EOF
}

variant="" opponent="" games=20 tc=1 inc=1 mps="" pgn="" logs="" koma="" opponent_cmd=""
xboard_variant="" game_timeout="" xboard="" replay=""
options="variant opponent games tc inc mps pgn logs koma opponent_cmd xboard_variant xboard replay"
parse_options "$options game_timeout" "$@"
[ -n "$variant" ] || die "\`--variant\` is missing"
[ -n "$opponent" ] || die "\`--opponent\` is missing"
[[ "$games" =~ ^[1-9][0-9]*$ ]] || die "\`--games\` must be a positive integer, not \`$games\`"
[[ "$tc" =~ ^[0-9]+(:[0-5][0-9])?$ ]] || die "\`--tc\` must be minutes or min:sec, not \`$tc\`"
[[ "$inc" =~ ^[0-9]+(\.[0-9]+)?$ ]] || die "\`--inc\` must be a number of seconds, not \`$inc\`"
[ -z "$mps" ] || [[ "$mps" =~ ^[1-9][0-9]*$ ]] || die "\`--mps\` must be a positive integer"
# XBoard's own move-count draw (`-ruleMoves`, default 51 moves without capture or pawn move) as
# the rules files have it: xiangqi.koma draws after 60 moves a side without a capture, the shogi
# family has no such rule. `--xboard` comes after, so it can set it otherwise.
case "$(basename "$variant" .koma)" in
xiangqi) rule_moves=(-ruleMoves 60) ;;
*) rule_moves=(-ruleMoves 0) ;;
esac
read -r -a extra_args <<<"$xboard"

need xboard xboard
need xvfb-run xvfb
need python3 python3

# XBoard options the opponent needs (set per opponent below).
opponent_args=()

# The opponent's name in the PGN tags and file names: its command's first word, less the path
# (`koma-2` for koma itself, as `koma` names the side the score is counted for).
name=$(basename "${opponent%% *}")
[ "$name" != koma ] || name="koma-2"
case "$name" in
fairy-stockfish)
	need fairy-stockfish fairy-stockfish
	: "${opponent_cmd:=fairy-stockfish}"
	;;
gnushogi)
	need gnushogi gnushogi
	: "${opponent_cmd:=python3 $SCRIPTS/gnushogi-cecp.py}"
	;;
crazywa)
	# Debian's crazywa 0.0.0~git2019.06.13-2 binary crashes in Wa shogi at depth 5
	# (docs/matches.md); scripts/build-crazywa.sh rebuilds it from Debian's source.
	built="${XDG_CACHE_HOME:-$HOME/.cache}/koma/crazywa"
	if [ -z "$opponent_cmd" ] && [ -x "$built" ]; then
		opponent_cmd=$built
	elif [ -z "$opponent_cmd" ]; then
		need crazywa crazywa
		echo "warning: Debian's crazywa crashes in Wa shogi; run scripts/build-crazywa.sh" >&2
		opponent_cmd=crazywa
	fi
	;;
hachu)
	# HaChu 0.21 (Debian `hachu`), H.G. Muller's Chu engine: plays `chu` (koma's chushogi).
	# By default it refuses any move that repeats a position ("Illegal move {Repeats earlier
	# position}"); lishogi, whose rules koma plays, allows repeats and draws on the fourth
	# occurrence: HaChu is told to allow them, and XBoard draws on the fourth (docs/matches.md).
	need hachu hachu
	: "${opponent_cmd:=hachu}"
	opponent_args=(-secondOptions "Allow repeats=1" -repeatsToDraw 4)
	;;
*)
	: "${opponent_cmd:=$opponent}"
	;;
esac

if [ -z "$koma" ]; then
	[ -x "$ROOT/target/release/koma" ] ||
		die "\`target/release/koma\` is missing: build it with \`cargo build -p koma-cli --release\`"
	koma="$ROOT/target/release/koma engine $variant"
fi

if [ -z "$xboard_variant" ]; then
	case "$(basename "$variant" .koma)" in
	wa-shogi) xboard_variant=crazywa ;;
	chushogi) xboard_variant=chu ;;
	*) xboard_variant=$(basename "$variant" .koma) ;;
	esac
fi

: "${pgn:=match-$(basename "$variant" .koma)-$name.pgn}"
mkdir -p "$(dirname "$pgn")"
pgn=$(cd "$(dirname "$pgn")" && pwd)/$(basename "$pgn")
[ -n "$logs" ] || logs=$(mktemp -d "/tmp/koma-match-XXXXXX")
mkdir -p "$logs"
logs=$(cd "$logs" && pwd)

base_seconds=$((10#${tc%%:*} * 60))
[[ "$tc" != *:* ]] || base_seconds=$((base_seconds + 10#${tc#*:}))
if [ -n "$mps" ]; then
	clock=(-tc "$tc" -mps "$mps")
	: "${game_timeout:=$((2 * base_seconds * 4 + 120))}"
else
	clock=(-tc "$tc" -inc "$inc")
	: "${game_timeout:=$(python3 -c "print(int(2 * ($base_seconds + 300 * $inc) + 120))")}"
fi

echo "match: koma ($koma) vs $name ($opponent_cmd), variant $variant (XBoard: $xboard_variant)," \
	"$games games, clock ${clock[*]}; PGN $pgn; logs $logs" >&2

# Plays game $1 of the match into the PGN file $2; returns XBoard's exit status (124: timeout).
# `timeout` runs XBoard and everything it starts in a process group of their own, killed at the
# end so that no engine outlives its game.
play_game() {
	local game=$1 game_pgn=$2 first_plays_black=false status=0
	[ $((game % 2)) = 1 ] || first_plays_black=true
	# HOME: XBoard reads and writes its settings in ~/.xboardrc; keep them out of the user's.
	HOME="$logs" timeout -k 10 "$game_timeout" xvfb-run -a -s "-screen 0 1280x1024x24" \
		xboard -fcp "$SCRIPTS/run-engine.sh $logs/game-$game.first.status $koma" -fn koma \
		-scp "$SCRIPTS/run-engine.sh $logs/game-$game.second.status $opponent_cmd" -sn "$name" \
		-variant "$xboard_variant" -mg 1 "${clock[@]}" -firstPlaysBlack "$first_plays_black" \
		-sgf "$game_pgn" -debug -nameOfDebugFile "$logs/game-$game.debug" \
		-engineDebugOutput 1 -xexit -xpopup -autoCallFlag true -xponder -matchPause 500 \
		-saveSettingsOnExit false -soundProgram "" -pgnEventHeader "koma match" "${rule_moves[@]}" \
		"${opponent_args[@]}" "${extra_args[@]}" \
		>"$logs/game-$game.out" 2>&1 &
	local group=$!
	wait "$group" || status=$?
	sleep 1
	kill -KILL -- "-$group" 2>/dev/null || true
	return "$status"
}

for ((game = 1; game <= games; game++)); do
	game_pgn="$logs/game-$game.pgn"
	rm -f "$game_pgn"
	status=0
	play_game "$game" "$game_pgn" || status=$?
	if grep -q '^\[Result ' "$game_pgn" 2>/dev/null; then
		cat "$game_pgn" >>"$pgn"
		echo "game $game: $(grep '^\[Result ' "$game_pgn" | tail -1)" >&2
	else
		reason="xboard exited with status $status and wrote no game"
		[ "$status" != 124 ] && [ "$status" != 137 ] || reason="timeout after ${game_timeout}s"
		echo "game $game: unfinished ($reason); see $logs/game-$game.debug" >&2
		white=koma black=$name
		[ $((game % 2)) = 1 ] || { white=$name; black=koma; }
		printf '[Event "koma match"]\n[Round "%s"]\n[White "%s"]\n[Black "%s"]\n[Result "*"]\n\n{%s} *\n\n' \
			"$game" "$white" "$black" "unfinished: $reason" >>"$pgn"
	fi
done

status=0
python3 "$SCRIPTS/match-summary.py" --koma koma --pgn "$pgn" --logs "$logs" || status=$?

# koma's own verdict on every move XBoard passed on, and on how each game ended by the rules file.
: "${replay:=$ROOT/target/release/koma}"
if [ -x "$replay" ]; then
	game_logs=()
	for ((game = 1; game <= games; game++)); do
		[ ! -f "$logs/game-$game.debug" ] || game_logs+=("$logs/game-$game.debug")
	done
	if [ ${#game_logs[@]} = 0 ]; then
		echo "no replay: no debug log" >&2
	elif [ "$xboard_variant" = chu ]; then
		# Chu's passes (`@@@@`) have no USI text: the moves go to koma in XBoard's own text
		echo "koma (force mode) on the moves XBoard passed on:"
		python3 "$SCRIPTS/xboard-moves.py" --variant "$variant" --xboard-variant chu \
			--engine "$replay engine $variant" "${game_logs[@]}" || status=1
	elif python3 "$SCRIPTS/xboard-moves.py" --variant "$variant" "${game_logs[@]}" >"$logs/records.pgn"; then
		echo "koma replay of the moves XBoard passed on ($logs/records.pgn):"
		"$replay" replay "$variant" "$logs/records.pgn" || status=1
	else
		status=1
	fi
else
	echo "no replay: \`$replay\` is missing" >&2
fi
exit "$status"
