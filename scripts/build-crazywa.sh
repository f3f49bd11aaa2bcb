#!/usr/bin/env bash
# Rebuilds crazywa (the Wa shogi engine) from Debian's source package, because the binary in
# Debian's crazywa 0.0.0~git2019.06.13-2 crashes (segmentation fault) in Wa shogi as soon as it
# searches 5 plies deep from the start position, while the same source built here with gcc 12
# (`-O2`) plays whole games. Downloads the source with apt-get through a private list of
# deb-src lines (the system's apt configuration is left alone), builds it with gcc and installs
# the binary as ${XDG_CACHE_HOME:-~/.cache}/koma/crazywa, where scripts/match.sh looks first.
# usage: scripts/build-crazywa.sh [SUITE]   (SUITE: Debian suite of the source, default bookworm)
set -euo pipefail

suite=${1:-bookworm}
dest="${XDG_CACHE_HOME:-$HOME/.cache}/koma"
work=$(mktemp -d /tmp/koma-crazywa-XXXXXX)
trap 'rm -rf "$work"' EXIT
command -v gcc >/dev/null || { echo "error: \`gcc\` is missing: install it with apt-get" >&2; exit 2; }

mkdir -p "$work/lists/partial" "$dest"
echo "deb-src http://deb.debian.org/debian $suite main" >"$work/sources.list"
apt=(-o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
	-o "Dir::State::Lists=$work/lists" -o APT::Sandbox::User=root)
apt-get "${apt[@]}" update -q >&2
(cd "$work" && apt-get "${apt[@]}" source --download-only crazywa >&2)
mkdir "$work/src"
tar -xf "$work"/crazywa_*.orig.tar.* -C "$work/src" --strip-components=1
tar -xf "$work"/crazywa_*.debian.tar.* -C "$work/src"
(cd "$work/src" && while read -r patch; do
	[ -z "$patch" ] || patch -p1 -s <"debian/patches/$patch"
done <debian/patches/series)
gcc -O2 -o "$dest/crazywa" "$work/src/dropper.c"
echo "built $dest/crazywa" >&2
