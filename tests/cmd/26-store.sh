#!/bin/sh
# 26-store: writes that never lie, and a database read back as input.
# A commit that fails prints nothing as stored; values out of range in
# the file are a damaged database (status 2), never an index; a damaged
# file is refused for writing untouched; four rkub new at once on a file
# that does not exist yet all succeed.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB new g --players ann,ben,cleo >/dev/null
$RKUB round --out ann ben=5 cleo=7 >/dev/null

# A commit that fails, as a kill or a lock between print and commit
# would: nothing on standard output, and the round is not stored.
out </dev/null
err <<EOF2
rkub: $db: COMMIT: failed on purpose (RKUB_TEST_FAIL_COMMIT)
EOF2
export RKUB_TEST_FAIL_COMMIT=1
t_same "$db" "a round whose commit fails prints nothing as stored" 2 round --out ben ann=3 cleo=4
out </dev/null
t_same "$db" "... nor does undo" 2 undo
out </dev/null
t_same "$db" "... nor new" 2 new h --players ann,ben
printf 'ann,ben\n+5,-5\n' >"$T/sheet.csv"
out </dev/null
t_same "$db" "... nor import" 2 import "$T/sheet.csv"
out </dev/null
err <<EOF2
rkub: $T/fresh.db: COMMIT: failed on purpose (RKUB_TEST_FAIL_COMMIT)
EOF2
t "... nor new on a file of its own" 2 -d "$T/fresh.db" new h --players ann,ben
unset RKUB_TEST_FAIL_COMMIT
out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben   cleo
    1    +12     -5     -7
total    +12     -5     -7
EOF2
t "... and show has none of those rounds" 0 show
t "... nor the game" 2 show h

# Seat positions out of range: refused as damage, never an index.
sqlite3 "$db" "UPDATE seat SET pos = 1000000 WHERE pos = 1"
err <<EOF2
rkub: the database is damaged: g: ben sits at position 1000000, but 3 players sit at 0 to 2: see 'rkub doctor'
EOF2
t_same "$db" "a seat at position 1000000: show refuses" 2 show
t_same "$db" "... undo too, untouched" 2 undo
t_same "$db" "... export --wide too" 2 export --wide
sqlite3 "$db" "UPDATE seat SET pos = 12 WHERE pos = 1000000"
err <<EOF2
rkub: the database is damaged: g: ben sits at position 12, but 3 players sit at 0 to 2: see 'rkub doctor'
EOF2
t_same "$db" "a seat at position 12 (past 8 players): round refuses untouched" 2 round --out ann ben=5 cleo=7
sqlite3 "$db" "UPDATE seat SET pos = 1 WHERE pos = 12"

# A score that is no number.
sqlite3 "$db" "UPDATE entry SET score = 'abc' WHERE player_id = 2"
err <<EOF2
rkub: $db: the database is damaged: a score is 'abc', not a whole number: see 'rkub doctor'
EOF2
t_same "$db" "a score that is text: show refuses" 2 show
sqlite3 "$db" "UPDATE entry SET score = -5 WHERE player_id = 2"
sqlite3 "$db" "UPDATE game SET joker = 5000"
err <<EOF2
rkub: $db: the database is damaged: a game's joker value is 5000, not from 0 to 1000: see 'rkub doctor'
EOF2
t_same "$db" "a joker worth 5000: refused" 2 show
sqlite3 "$db" "UPDATE game SET joker = 30"

# A damaged page: refused for writing, the file untouched.
$RKUB round --out ann ben=5 cleo=7 >/dev/null
cp "$db" "$T/bad.db"
dd if=/dev/zero of="$T/bad.db" bs=4096 seek=5 count=1 conv=notrunc 2>/dev/null
err <<EOF2
rkub: $T/bad.db: cannot run a statement: database disk image is malformed: the database is damaged: see 'rkub doctor'
EOF2
t_same "$T/bad.db" "a damaged file: round refuses, untouched" 2 -d "$T/bad.db" round --out ann ben=5 cleo=7
t_same "$T/bad.db" "... undo too, and frees what it took" 2 -d "$T/bad.db" undo

# Four rkub new at once on a file that does not exist yet: each succeeds.
fails=0
for k in 1 2 3 4 5 6 7 8 9 10; do
	f="$T/race$k.db"
	for n in 1 2 3 4; do
		$RKUB -d "$f" new "g$n" --players ann,ben >/dev/null 2>"$T/race$k.$n" &
	done
	wait
	for n in 1 2 3 4; do [ -s "$T/race$k.$n" ] && fails=$((fails+1)); done
	[ "$($RKUB -d "$f" games | wc -l)" = 4 ] || fails=$((fails+1))
done
assert "four rkub new at once on a new file, ten times: none fails" test $fails = 0
