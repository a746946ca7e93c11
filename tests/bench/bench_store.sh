#!/bin/sh
# bench_store: what a write and the reads around it cost, each a whole rkub
# process: a round on a 4-player game's small file and on the club's
# 1,000,000-entry database, standings --all, show of one game, export of
# one game and of everything; then kill -9: rkub round run 800 times and
# killed at a random moment in its first 10 ms, counting the rounds it
# said were stored against the rounds that are (the count of rounds said
# stored and not stored must be 0).
#
#   sh bench_store.sh ./rkub [OTHER-RKUB]       (or RKUB_VS=OTHER-RKUB)
#
# With a second rkub (a build before a change) each figure is side by
# side: the two run in turn, A B A B, each on a database of its own made
# by itself, and the line gives both medians and the median of the pairs'
# ratios A/B.  Without one, this build's figures alone.  Prints figures;
# fails only when a command fails or a round said stored is not.
set -eu
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
a=$(abs "${1:-./rkub}")
b=${2:-${RKUB_VS:-}}
[ -z "$b" ] || b=$(abs "$b")
timeit=${TIMEIT:?set TIMEIT to build/bench/timeit}
kill_round=${KILL_ROUND:?set KILL_ROUND to build/bench/kill_round}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM
. "$(dirname "$0")/club_db.sh"

echo "A: $a${b:+
B: $b}"
# time N LABEL ARGS...: the args run with A's database ($dir/a*) and B's.
time_ab() {
	n=$1 label=$2 db=$3
	shift 3
	if [ -z "$b" ]; then
		"$timeit" "$n" "$label" "$a" -d "$dir/a$db" "$@"
	else
		"$timeit" "$n" "$label" "$a" -d "$dir/a$db" "$@" \
		    --vs "$b" -d "$dir/b$db" "$@"
	fi
}

for x in a${b:+ b}; do
	eval "bin=\$$x"
	"$bin" -d "$dir/${x}small.db" new g --players ann,ben,cy,dee >/dev/null
done
time_ab 40 "round, a 4-player game's file" small.db \
    round --game g --out ann ben=5 cy='r5 k9' dee=j
time_ab 20 "for comparison, --version (process start)" small.db --version

for x in a${b:+ b}; do
	eval "bin=\$$x"
	club_db "$bin" "$dir/${x}club.db" | sed "s/^/$x: /"
done
time_ab 20 "round, 1,000,000 entries" club.db \
    round --game g25000 --out p1 p2=5 p3='r5 k9' p4=j
time_ab 10 "standings --all over 1,000,000 entries" club.db standings --all
time_ab 20 "show of one game (10 rounds)" club.db show g12345
time_ab 20 "export of one game" club.db export g12345
time_ab 3 "export --all (1,000,000 rows)" club.db export --all

# kill -9.  A round printed ("GAME, round N") must be stored: the rounds
# stored are 1..S, so a printed N above S, or one printed twice, was
# said and not stored.
fail=0
for x in a${b:+ b}; do
	eval "bin=\$$x"
	db=$dir/${x}kill.db
	"$bin" -d "$db" new g --players ann,ben,cy,dee >/dev/null
	"$kill_round" 800 10000 11 "$bin" -d "$db" round --game g --out ann \
	    ben=5 cy='r5 k9' dee=j >"$dir/kill.out"
	s=$(sqlite3 "$db" 'SELECT count(*) FROM round WHERE undone = 0')
	p=$(grep -c '^g, round [0-9]*$' "$dir/kill.out" || true)
	ok=$(sed -n 's/^g, round \([0-9]*\)$/\1/p' "$dir/kill.out" | sort -un |
	    awk -v s="$s" '$1 <= s' | wc -l)
	echo "kill -9 $x: $(tail -n 1 "$dir/kill.out"); printed a round $p" \
	    "times, stored $s; printed and not stored: $((p - ok))," \
	    "stored and not printed: $((s - ok))"
	[ "$x" = b ] || [ $((p - ok)) -eq 0 ] || fail=1
done
exit $fail
