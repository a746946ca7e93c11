#!/bin/sh
# demo.sh: rkub's main job on the samples in examples/: the sample games
# of examples/games/ recorded round by round into a fresh database, their
# score sheets and the standings; then a disputed table checked.
# Run by make demo.
rkub=${1:-./rkub}
here=$(dirname "$0")
db=$(mktemp -d)/demo.db
trap 'rm -rf "$(dirname "$db")"' EXIT INT TERM

for f in "$here"/games/*.game; do
	echo "== $f"
	grep -v -e '^#' -e '^$' "$f" | while IFS= read -r line; do
		echo "\$ rkub $line"
		eval "set -- $line"
		"$rkub" -d "$db" "$@" >/dev/null || exit 1
	done || exit 1
	"$rkub" -d "$db" show
	echo
done
echo "== every player over every game: rkub standings --all"
"$rkub" -d "$db" standings --all
echo
echo "== a disputed table: rkub check $here/dispute.txt"
"$rkub" check "$here/dispute.txt"
echo "(exit status $?: a rule is broken)"
