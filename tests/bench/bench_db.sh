#!/bin/sh
# bench_db: the game log at club size.  A database of 1,000 players and
# 1,000,000 round entries (25,000 games of 4 players, 10 rounds each),
# built with rkub's own schema; then the time of rkub standings over all
# of it, of one game's score sheet, and of recording one round, each a
# whole rkub process, median of several runs.  Prints figures; fails only
# when a command fails.
set -eu
rkub=$(cd "$(dirname "${1:-./rkub}")" && pwd)/$(basename "${1:-./rkub}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM
db=$dir/club.db

ms() { echo "$(date +%s%N) $1" | awk '{ printf "%.2f", ($1 - $2) / 1e6 }'; }

. "$(dirname "$0")/club_db.sh"
club_db "$rkub" "$db"

timeit=${TIMEIT:?set TIMEIT to build/bench/timeit}
$timeit 15 "standings --all over 1,000,000 entries" "$rkub" -d "$db" standings --all
$timeit 15 "standings of one game" "$rkub" -d "$db" standings g12345
$timeit 15 "show of one game (10 rounds)" "$rkub" -d "$db" show g12345
$timeit 15 "round recorded (a process, a transaction)" "$rkub" -d "$db" round --game g25000 --out p1 p2=5 p3='r5 k9' p4=j
$timeit 15 "for comparison, rkub --version (process start)" "$rkub" --version
t0=$(date +%s%N)
sqlite3 "$db" 'SELECT player_id, sum(score), count(*), sum(won), max(score), min(score) FROM entry WHERE undone = 0 GROUP BY player_id' >/dev/null
echo "for comparison, a GROUP BY over every entry in the sqlite3 shell: $(ms "$t0") ms"
