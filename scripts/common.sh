# shellcheck shell=bash
# Shared by scripts/match.sh and scripts/screenshot.sh (sourced, not run): error exit, Debian
# package installation, option parsing. The sourcing script defines `usage`.
export PATH="$PATH:/usr/games" # Debian installs engines and xboard there

# Prints `error: MESSAGE` and exits with status 2.
die() {
	echo "error: $*" >&2
	exit 2
}

# Installs Debian package $2 when command $1 is missing (as root, else through sudo).
need() {
	local cmd=$1 pkg=$2 sudo=""
	command -v "$cmd" >/dev/null 2>&1 && return 0
	echo "installing $pkg (for \`$cmd\`)" >&2
	[ "$(id -u)" = 0 ] || sudo=sudo
	$sudo apt-get install -y -q "$pkg" >&2 || die "cannot install \`$pkg\`: install it with apt-get"
	command -v "$cmd" >/dev/null 2>&1 || die "\`$cmd\` is still missing after installing \`$pkg\`"
}

# parse_options "NAME..." ARGS...: sets the shell variable NAME (dashes become underscores) for
# each `--NAME VALUE` in ARGS; NAME must be one of the first argument's words. `-h`/`--help`
# prints `usage` and exits.
parse_options() {
	local allowed=" $1 " name
	shift
	while [ $# -gt 0 ]; do
		case "$1" in
		-h | --help)
			usage
			exit 0
			;;
		--?*)
			name=${1#--}
			name=${name//-/_}
			[[ "$allowed" == *" $name "* ]] || { usage >&2; die "unknown option \`$1\`"; }
			[ $# -ge 2 ] || die "\`$1\` needs a value"
			printf -v "$name" '%s' "$2"
			shift 2
			;;
		*)
			usage >&2
			die "unknown argument \`$1\`"
			;;
		esac
	done
}
