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
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

"$rkub" -d "$db" new seed --players p1,p2 >/dev/null
t0=$(date +%s%N)
sqlite3 "$db" <<'SQL'
PRAGMA synchronous = OFF;
BEGIN;
DELETE FROM seat; DELETE FROM game; DELETE FROM player; DELETE FROM setting;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
INSERT INTO player (id, name) SELECT i, 'p' || i FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25000)
INSERT INTO game (id, name, preset, joker, tokens, exhausted, never_melded, tiles, meld)
SELECT i, 'g' || i, 'jumbo', 30, 0, 'all-pay', 'none', 'standard', 30 FROM n;
WITH RECURSIVE k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < 3)
INSERT INTO seat (game_id, player_id, pos)
SELECT g.id, (g.id * 4 + k.j) % 1000 + 1, k.j FROM game g, k;
WITH RECURSIVE r(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM r WHERE j < 10)
INSERT INTO round (id, game_id, num, kind, winner_id)
SELECT (g.id - 1) * 10 + r.j, g.id, r.j, 'out',
       (SELECT player_id FROM seat WHERE game_id = g.id AND pos = r.j % 4)
FROM game g, r;
INSERT INTO entry (round_id, player_id, game_id, rack, rack_value, tiles, score, won)
SELECT r.id, s.player_id, r.game_id, NULL, NULL, NULL,
       CASE WHEN s.pos = r.num % 4 THEN
            (SELECT sum((r.id * 7919 + t.pos * 104729) % 40) FROM seat t
             WHERE t.game_id = r.game_id AND t.pos <> r.num % 4)
       ELSE -((r.id * 7919 + s.pos * 104729) % 40) END,
       s.pos = r.num % 4
FROM round r JOIN seat s ON s.game_id = r.game_id;
INSERT INTO setting (key, value) VALUES ('current', 25000);
COMMIT;
ANALYZE;
SQL
echo "built: $(sqlite3 "$db" 'SELECT count(*) FROM player') players, $(sqlite3 "$db" 'SELECT count(*) FROM entry') entries, $(sqlite3 "$db" 'SELECT count(*) FROM tally') tally rows in $(ms "$t0") ms; $(du -k "$db" | cut -f1) KiB"

timeit=${TIMEIT:?set TIMEIT to build/bench/timeit}
$timeit 15 "standings --all over 1,000,000 entries" "$rkub" -d "$db" standings --all
$timeit 15 "standings of one game" "$rkub" -d "$db" standings g12345
$timeit 15 "show of one game (10 rounds)" "$rkub" -d "$db" show g12345
$timeit 15 "round recorded (a process, a transaction)" "$rkub" -d "$db" round --game g25000 --out p1 p2=5 p3='r5 k9' p4=j
$timeit 15 "for comparison, rkub --version (process start)" "$rkub" --version
t0=$(date +%s%N)
sqlite3 "$db" 'SELECT player_id, sum(score), count(*), sum(won), max(score), min(score) FROM entry WHERE undone = 0 GROUP BY player_id' >/dev/null
echo "for comparison, a GROUP BY over every entry in the sqlite3 shell: $(ms "$t0") ms"
