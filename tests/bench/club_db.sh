# club_db.sh: build a club-sized rkub database for the benchmarks:
# 1,000 players, 25,000 games of 4 players with 10 rounds each, so
# 1,000,000 round entries, written with rkub's own schema.
#   . club_db.sh; club_db RKUB DB
club_db() {
	"$1" -d "$2" new seed --players p1,p2 >/dev/null
	t0=$(date +%s%N)
	sqlite3 "$2" <<'SQL'
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
	echo "built: $(sqlite3 "$2" 'SELECT count(*) FROM player') players, $(sqlite3 "$2" 'SELECT count(*) FROM entry') entries, $(sqlite3 "$2" 'SELECT count(*) FROM tally') tally rows in $(( ($(date +%s%N) - t0) / 1000000 )) ms; $(du -k "$2" | cut -f1) KiB"
}
