#!/bin/sh
# 29-wal: rkub and SQLite's write-ahead log.  rkub keeps the rollback
# journal (a round in WAL mode costs more syncs, not fewer: see README,
# Figures), but rkub serve switches its file to WAL, so every command must
# read a WAL file whole: rows that are still only in its -wal, while a
# process holds it open or after one was killed, are seen by merge; and a
# file nobody holds any more has every row in the .db itself (SQLite
# checkpoints when the last connection closes), so copying the .db alone
# to another device loses nothing.
. "$(dirname "$0")/lib.sh"
H="$T/here.db"
O="$T/other.db"
export RKUB_DB="$H"

assert "a new database keeps the rollback journal" \
    test "$($RKUB -d "$H" new h1 --players ann,ben >/dev/null &&
    sqlite3 "$H" 'PRAGMA journal_mode')" = delete

# The other device's file, in WAL mode (as rkub serve leaves it), held
# open by another process, as the server holds it.
$RKUB -d "$O" new g1 --players ann,ben,cy,dee >/dev/null
sqlite3 "$O" 'PRAGMA journal_mode = WAL' >/dev/null
mkfifo "$T/fifo"
sqlite3 "$O" <"$T/fifo" >"$T/holder.out" 2>&1 &
holder=$!
exec 3>"$T/fifo"
echo 'SELECT count(*) FROM round;' >&3
i=0
while [ ! -s "$T/holder.out" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
$RKUB -d "$O" round --game g1 --out ann ben=5 cy=7 dee=j >/dev/null
cp "$O" "$T/alone.db"
assert "the round is only in the other file's -wal: the .db alone has none" \
    test "$(sqlite3 "$T/alone.db" 'SELECT count(*) FROM round')" = 0

out <<'EOF2'
g1: new game, 1 round
merged other.db: 1 game, 1 round, 2 new players
EOF2
# t_same's run, from $T so that the file is named as given.
merge_same() {
	before=$(snap "$O")
	(cd "$T" && $RKUB merge other.db >"$T/out" 2>"$T/err" </dev/null
	echo $? >"$T/rc")
	report "$1" 0
	assert "... and the other file is unchanged" test "$before" = "$(snap "$O")"
}
merge_same "merge reads the other file through SQLite: the round in its -wal comes in"
out <<'EOF2'
g1: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben     cy    dee
    1    +42     -5     -7    -30
total    +42     -5     -7    -30
EOF2
t "... whole" 0 show g1

# The holder dies (a crash): its -wal stays behind, and still counts.
$RKUB -d "$O" round --game g1 --out ben ann=4 cy=6 dee=1 >/dev/null
kill -9 $holder
wait $holder 2>/dev/null
exec 3>&-
assert "a killed holder leaves the -wal behind" test -s "$O-wal"
cp "$O" "$T/alone.db"
assert "... with both rounds only in it" \
    test "$(sqlite3 "$T/alone.db" 'SELECT count(*) FROM round')" = 0
out <<'EOF2'
g1: 1 round added
merged other.db: 1 game, 1 round
EOF2
merge_same "merge after the holder was killed still reads the -wal"
out <<'EOF2'
g1: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben     cy    dee
    1    +42     -5     -7    -30
    2     -4    +11     -6     -1
total    +38     +6    -13    -31
EOF2
t "... both rounds" 0 show g1

# Nobody holds it any more: rkub's own connection is the last, and its
# close writes the -wal back into the .db: a copy of the .db alone (to a
# phone, by mail) has every round.
$RKUB -d "$O" round --game g1 --out cy ann=1 ben=2 dee=3 >/dev/null
assert "the last connection leaves no -wal behind" test ! -e "$O-wal"
cp "$O" "$T/alone.db"
assert "... and a copy of the .db alone has every round" \
    test "$(sqlite3 "$T/alone.db" 'SELECT count(*) FROM round')" = 3
