#!/bin/sh
# 24-db: the database file: marked as rkub's and versioned; foreign or
# newer files refused untouched; two terminals wait for each other; the
# prompts of round on a terminal.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB new g --players ann,ben >/dev/null
assert "application_id marks the file as rkub's" \
    test "$(sqlite3 "$db" 'PRAGMA application_id')" = $((0x726b7562))
assert "user_version counts the migrations" \
    test "$(sqlite3 "$db" 'PRAGMA user_version')" = 4
assert "foreign keys hold" test "$(sqlite3 "$db" 'PRAGMA foreign_key_check' | wc -l)" = 0

printf 'not a database at all\n' >"$T/text.db"
err <<EOF2
rkub: $T/text.db is not an rkub database: file is not a database
EOF2
t_same "$T/text.db" "a file that is no database is refused untouched" 2 -d "$T/text.db" new x --players ann,ben

sqlite3 "$T/other.db" 'CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ("soup");'
err <<EOF2
rkub: $T/other.db is not an rkub database (application id 0): give another file with -d
EOF2
t_same "$T/other.db" "another program's database is refused untouched" 2 -d "$T/other.db" new x --players ann,ben
t_same "$T/other.db" "... by reading commands too" 2 -d "$T/other.db" show

cp "$db" "$T/newer.db"
sqlite3 "$T/newer.db" 'PRAGMA user_version = 7'
err <<EOF2
rkub: $T/newer.db was written by a newer rkub (schema 7; this rkub knows 4): upgrade rkub
EOF2
t_same "$T/newer.db" "a database from a newer rkub is refused untouched" 2 -d "$T/newer.db" round --out ann ben=3

err <<EOF2
rkub: $T is a directory, not a database
EOF2
t "a directory is no database" 2 -d "$T" show

: >"$T/empty.db"
err <<EOF2
rkub: $T/empty.db holds no games: start one with 'rkub new'
EOF2
t_same "$T/empty.db" "an empty file and a reading command" 2 -d "$T/empty.db" show

sqlite3 "$db" "DELETE FROM setting"
err <<'EOF2'
rkub: no current game: start one with 'rkub new GAME --players A,B' or pick one with --game
EOF2
t_same "$db" "no current game" 2 round --out ann ben=3
t "--game picks one" 0 round --game g --out ann ben=3

# Two terminals on one file: the second waits for the first.
printf 'BEGIN IMMEDIATE;\nUPDATE game SET meld = meld;\n.shell sleep 1\nCOMMIT;\n' |
    sqlite3 "$db" >/dev/null 2>&1 &
sleep 0.3
t "a writer waits for another's transaction instead of failing" 0 round --game g --out ben ann=4
wait

# On a terminal with no facts, round asks (tests/cmd/54-ask.sh types
# whole rounds in tmux, typos, edits and ties).
if command -v script >/dev/null 2>&1; then
	printf 'ben\nr5 k6\ny\n' >"$T/answers"
	NO_COLOR=1 XDG_STATE_HOME="$T/state" timeout 60 script -qec \
	    "$RKUB round --game g" /dev/null <"$T/answers" >"$T/tty" 2>&1
	echo $? >"$T/rc"
	tr -d '\r' <"$T/tty" >"$T/out"
	assert "round on a terminal records the answers" test "$(cat "$T/rc")" = 0
	assert "... after the review line" grep -q \
	    "round 3: ann -11, ben +11; ben went out: +11 = 11$" "$T/out"
	out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben
    1     +3     -3
    2     -4     +4
    3    -11    +11
total    -12    +12
EOF2
	t "... and the round is on the sheet" 0 show --game g
fi
