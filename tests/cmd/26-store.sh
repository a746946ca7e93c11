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

# doctor: all well, then the tally and a seat tampered with.
out <<EOF2
integrity: ok
foreign keys: ok
tally: ok
seats: ok
entries: ok
rounds: ok
$db: no damage found
EOF2
t "doctor finds nothing in a whole file" 0 doctor
cp "$db" "$T/good.db"
sqlite3 "$db" "UPDATE tally SET total = 3 WHERE player_id = 2;
    UPDATE seat SET pos = 7 WHERE player_id = 3"
out <<EOF2
integrity: ok
foreign keys: ok
tally: game 'g', 'ben': the tally says total 3, played 1, won 0, best -5, worst -5; the entries say -5, 1, 0, -5, -5
seats: game 'g': 'cleo' sits at position 7, but 3 players sit at 0 to 2
entries: ok
rounds: ok
$db: 2 problems found: restore a backup ('rkub backup' makes one), or repair with sqlite3(1)
EOF2
t_same "$db" "doctor recounts the tally and names the seat" 1 doctor
cp "$T/good.db" "$db"

# A damaged page: refused for writing, the file untouched.
$RKUB round --out ann ben=5 cleo=7 >/dev/null
cp "$db" "$T/bad.db"
dd if=/dev/zero of="$T/bad.db" bs=4096 seek=5 count=1 conv=notrunc 2>/dev/null
err <<EOF2
rkub: $T/bad.db: cannot run a statement: database disk image is malformed: the database is damaged: see 'rkub doctor'
EOF2
t_same "$T/bad.db" "a damaged file: round refuses, untouched" 2 -d "$T/bad.db" round --out ann ben=5 cleo=7
t_same "$T/bad.db" "... undo too, and frees what it took" 2 -d "$T/bad.db" undo

$RKUB -d "$T/bad.db" doctor >"$T/doc" 2>&1
echo $? >"$T/rc"
assert "doctor on a damaged page says so, status 1" test "$(cat "$T/rc")" = 1
assert "... naming SQLite's finding" grep -q '^integrity: ' "$T/doc"
assert "... and not ok" test "$(grep -c '^integrity: ok' "$T/doc")" = 0

# backup: a checked copy that rkub reads as the original.
out <<EOF2
backed up $db to $T/copy.db: 25 pages, checked
EOF2
t_same "$db" "backup copies the database" 0 backup "$T/copy.db"
$RKUB show >"$T/a.txt"
$RKUB -d "$T/copy.db" show >"$T/b.txt"
assert "... and the copy shows the same sheet" cmp -s "$T/a.txt" "$T/b.txt"
err <<EOF2
rkub: $db is the database itself: give another file
EOF2
t_same "$db" "backup over the database itself is refused" 2 backup "$db"
err <<EOF2
rkub: the copy of $T/bad.db fails SQLite's check (Page 6: btreeInitPage() returns error code 11): nothing written; see 'rkub doctor'
EOF2
t "a damaged file is not backed up" 2 -d "$T/bad.db" backup "$T/bad-copy.db"
assert "... and no copy is left" test ! -e "$T/bad-copy.db"
err <<EOF2
rkub: cannot write $T/no/such/x.db.tmp$$: unable to open database file
EOF2
# (the pid in the name differs: compare the start only)
$RKUB backup "$T/no/such/x.db" 2>"$T/err"
assert "backup into a missing folder fails" test $? = 2
assert "... saying where" grep -q "^rkub: cannot write $T/no/such/x.db.tmp" "$T/err"

# A backup taken while another process writes the whole time.
( i=0; while [ $i -lt 30 ]; do $RKUB round --out ann ben=1 cleo=1 >/dev/null; i=$((i+1)); done ) &
i=0; ok=1
while [ $i -lt 5 ]; do
	$RKUB backup "$T/live.db" >/dev/null 2>&1 || ok=0
	$RKUB -d "$T/live.db" doctor >/dev/null 2>&1 || ok=0
	i=$((i+1))
done
wait
assert "backups taken while rounds are written are whole" test $ok = 1

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
