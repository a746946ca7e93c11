#!/bin/sh
# bench_csv: rkub export of 1,000,000 round entries against sqlite3 -csv
# running the same query on the same database, as a ratio in one run.
set -eu
rkub=$(cd "$(dirname "${1:-./rkub}")" && pwd)/$(basename "${1:-./rkub}")
timeit=${TIMEIT:?set TIMEIT to build/bench/timeit}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM
db=$dir/club.db
. "$(dirname "$0")/club_db.sh"
club_db "$rkub" "$db"

query="SELECT gm.name, r.num, p.name, e.score, e.won, e.rack, e.rack_value, e.tiles, e.never_melded, sum(e.score) OVER (PARTITION BY e.game_id, e.player_id ORDER BY r.num ROWS UNBOUNDED PRECEDING) FROM entry e JOIN round r ON r.id = e.round_id JOIN player p ON p.id = e.player_id JOIN game gm ON gm.id = e.game_id JOIN seat s ON s.game_id = e.game_id AND s.player_id = e.player_id WHERE e.undone = 0 ORDER BY e.game_id, r.num, s.pos"
a=$($timeit 5 "rkub export --all (1,000,000 rows)" "$rkub" -d "$db" export --all)
b=$($timeit 5 "sqlite3 -csv, the same query" sqlite3 -csv -header "$db" "$query")
echo "$a"
echo "$b"
echo "$a $b" | awk '{ for (i = 1; i <= NF; i++) if ($i == "median") m[++k] = $(i + 1);
	printf "ratio rkub / sqlite3 -csv: %.2f (goal: 1.5 or less)\n", m[1] / m[2] }'
"$rkub" -d "$db" export --all | head -n 3
sqlite3 -csv -header "$db" "$query" | head -n 3
