#!/bin/sh
# demo.sh: rkub's main job on the samples in examples/: the sample games
# of examples/games/ recorded round by round into a fresh database, their
# score sheets and the standings; a club night run as an event, from
# registration to the final table; then a disputed table checked.
# Run by make demo.
rkub=${1:-./rkub}
here=$(dirname "$0")
db=$(mktemp -d)/demo.db
trap 'rm -rf "$(dirname "$db")"' EXIT INT TERM

# Each line of a file is one rkub command, echoed, then run.
replay() {
	grep -v -e '^#' -e '^$' "$1" | while IFS= read -r line; do
		echo "\$ rkub $line"
		eval "set -- $line"
		"$rkub" -d "$db" "$@" >/dev/null || exit 1
	done
}

for f in "$here"/games/*.game; do
	echo "== $f"
	replay "$f" || exit 1
	"$rkub" -d "$db" show
	echo
done
echo "== every player over every game: rkub standings --all"
"$rkub" -d "$db" standings --all
echo
echo "== a club night: $here/club.event"
replay "$here/club.event" || exit 1
echo "\$ rkub event standings"
"$rkub" -d "$db" event standings || exit 1
echo "\$ rkub event board -o board.html   # the page for the room's screen"
"$rkub" -d "$db" event board -o "$(dirname "$db")/board.html" || exit 1
echo
echo "== a disputed table: rkub check $here/dispute.txt"
"$rkub" check "$here/dispute.txt"
echo "(exit status $?: a rule is broken)"
