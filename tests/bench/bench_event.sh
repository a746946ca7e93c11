#!/bin/sh
# bench_event: a club of 1,000 players at an event of 10 sittings: the
# time of seating a sitting (mixed, with the history of the sittings
# before it), of the event standings and of the board, each a whole rkub
# process, median of several runs, and the processor time of a run.  The
# deals of each sitting are written straight into the database with the
# sqlite3 shell (random scores, a winner a deal), so that the figures time
# rkub, not the filling.  EVENT_PLAYERS and EVENT_SITTINGS change the
# size.  Prints figures; fails only when a command fails.
set -eu
rkub=$(cd "$(dirname "${1:-./rkub}")" && pwd)/$(basename "${1:-./rkub}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM
db=$dir/event.db
timeit=${TIMEIT:?set TIMEIT to build/bench/timeit}
n=${EVENT_PLAYERS:-1000}
sittings=${EVENT_SITTINGS:-10}

ms() { echo "$(date +%s%N) $1" | awk '{ printf "%.0f", ($1 - $2) / 1e6 }'; }
# The processor time (user + system) of one run, the mean of 10: what a
# shared machine's load does not inflate.
cpu() {
	label=$1
	shift
	(i=0; while [ $i -lt 10 ]; do "$@" >/dev/null 2>&1; i=$((i + 1)); done; times) |
	    tail -n 1 | awk -v l="$label" '{ split($1, u, /[ms]/); split($2, s, /[ms]/)
		printf "%s: %.1f ms of processor time a run (mean of 10)\n", l,
		    (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 100 }'
}

# Every table of sitting $1 plays all its deals.
deals() {
	sqlite3 "$db" "
	WITH RECURSIVE d(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM d WHERE n < 99)
	INSERT INTO round (game_id, num, kind, winner_id)
	SELECT t.game_id, d.n, 'scores', (SELECT player_id FROM seat
	    WHERE game_id = t.game_id AND pos = (d.n - 1) % (SELECT count(*)
	    FROM seat WHERE game_id = t.game_id))
	FROM event_table t JOIN d ON d.n <= t.deals WHERE t.sitting = $1;
	INSERT INTO entry (round_id, player_id, game_id, score, won)
	SELECT r.id, s.player_id, r.game_id,
	    CASE WHEN s.player_id = r.winner_id THEN 10 + abs(random() % 90)
	    ELSE -abs(random() % 40) END, s.player_id = r.winner_id
	FROM round r JOIN event_table t ON t.game_id = r.game_id
	JOIN seat s ON s.game_id = r.game_id WHERE t.sitting = $1;"
}

i=0
while [ $i -lt "$n" ]; do i=$((i + 1)); echo "player$i"; done >"$dir/players"
"$rkub" -d "$db" event new club --players-file "$dir/players" \
    --sittings "$sittings" --points rank >/dev/null
echo "an event of $n players, $sittings sittings planned"
s=1
while [ $s -lt "$sittings" ]; do
	t0=$(date +%s%N)
	"$rkub" -d "$db" event seat --seed $s >"$dir/seat.out"
	echo "sitting $s seated (written): $(ms "$t0") ms, $(sed -n 's/.*tables, \(.*\)/\1/p' "$dir/seat.out" | head -n 1)"
	deals $s
	s=$((s + 1))
done
$timeit 5 "seat sitting $sittings, mixed, after $((sittings - 1)) (--dry-run)" \
    "$rkub" -d "$db" event seat --dry-run --seed 7
$timeit 5 "seat sitting $sittings by standings (--dry-run)" \
    "$rkub" -d "$db" event seat --dry-run --by standings --seed 7
$timeit 15 "event standings" "$rkub" -d "$db" event standings
$timeit 15 "event standings --csv" "$rkub" -d "$db" event standings --csv
$timeit 15 "event board -o FILE" "$rkub" -d "$db" event board -o "$dir/board.html"
$timeit 15 "event tables" "$rkub" -d "$db" event tables
$timeit 15 "for comparison, rkub --version (process start)" "$rkub" --version
cpu "seat (mixed, --dry-run)" "$rkub" -d "$db" event seat --dry-run --seed 7
cpu "event standings" "$rkub" -d "$db" event standings
cpu "event board" "$rkub" -d "$db" event board -o "$dir/board.html"
