#!/bin/sh
# 69-merge: rkub merge OTHER.db: the games a table's laptop recorded,
# brought into the director's database; nothing lost or doubled, the same
# file twice changes nothing, a game changed on both sides refused with
# both versions, foreign, newer and damaged files refused; every refusal
# leaves the database byte for byte as it was.
. "$(dirname "$0")/lib.sh"
D="$T/director.db"
L="$T/laptop.db"
export RKUB_DB="$D"

# The director starts a game and plays a round; the laptop gets a copy.
$RKUB new fri --players ann,ben,cy >/dev/null
$RKUB round --scores ann=+10 ben=-4 cy=-6 >/dev/null
cp "$D" "$L"
cp "$D" "$T/start.db"

# At the table: two rounds, one taken back and entered again, and a game
# of its own whose ANN is the director's ann.
$RKUB -d "$L" round --scores ann=-3 ben=+6 cy=-3 >/dev/null
$RKUB -d "$L" round --scores ann=-3 ben=-3 cy=+6 >/dev/null
$RKUB -d "$L" undo >/dev/null
$RKUB -d "$L" round --scores ann=+8 ben=-4 cy=-4 >/dev/null
$RKUB -d "$L" new sat --players Dee,ANN >/dev/null
$RKUB -d "$L" round --scores Dee=+5 ANN=-5 >/dev/null
laptop=$(cksum <"$L")

# Into a database that does not exist yet: everything comes in.
out <<'EOF'
fri: new game, 3 rounds, 1 taken back
sat: new game, 1 round
merged laptop.db: 2 games, 4 rounds, 1 taken back, 4 new players
EOF
(cd "$T" && $RKUB -d "$T/empty.db" merge laptop.db >"$T/out" 2>"$T/err" \
    </dev/null; echo $? >"$T/rc")
report "merge into a database that does not exist yet" 0
assert "... every round as on the laptop, taken back ones too" \
    test "$($RKUB -d "$T/empty.db" show fri --all)" = \
    "$($RKUB -d "$L" show fri --all)"
assert "... the standings as on the laptop" \
    test "$($RKUB -d "$T/empty.db" standings fri --csv)" = \
    "$($RKUB -d "$L" standings fri --csv)"

# Into the director's database: first what would come in, then for real.
out <<EOF
fri: 2 rounds added, 1 taken back
sat: new game, 1 round
would merge $L: 2 games, 3 rounds, 1 taken back, 1 new player; nothing written (--dry-run)
EOF
t_same "$D" "--dry-run says what would come in" 0 merge --dry-run "$L"
out <<EOF
fri: 2 rounds added, 1 taken back
sat: new game, 1 round
merged $L: 2 games, 3 rounds, 1 taken back, 1 new player
EOF
t "merge the laptop's new rounds" 0 merge "$L"
assert "the laptop's file is not written" test "$(cksum <"$L")" = "$laptop"
assert "the sheet is the laptop's, round for round" \
    test "$($RKUB show fri --all)" = "$($RKUB -d "$L" show fri --all)"
out <<'EOF'
fri
rank  player        total played  won  best  worst
   1  ann             +15      3    2   +10     -3
   2  ben              -2      3    1    +6     -4
   3  cy              -13      3    0    -3     -6
EOF
t "standings after the merge: the game as recorded on one device" 0 standings fri
assert "... and the laptop's own standings are those" \
    test "$($RKUB standings fri --csv)" = "$($RKUB -d "$L" standings fri --csv)"
assert "players are matched by name without case: one ann" \
    test "$(sqlite3 "$D" "SELECT count(*) FROM player WHERE name = 'ann' COLLATE NOCASE")" = 1
$RKUB standings --all --csv | tr -d '\r"' >"$T/out"; echo $? >"$T/rc"
out <<'EOF'
rank,player,total,played,won,best,worst,games
1,ann,10,4,2,10,-5,2
2,Dee,5,1,1,5,5,1
3,ben,-2,3,1,6,-4,1
4,cy,-13,3,0,-3,-6,1
EOF
report "... so ann's standings across games count both games" 0
assert "the tally the triggers keep matches a recount" test "$(sqlite3 "$D" \
    "SELECT count(*) FROM tally t WHERE total <> (SELECT coalesce(sum(score), 0) \
     FROM entry e WHERE e.game_id = t.game_id AND e.player_id = t.player_id \
     AND undone = 0) OR played <> (SELECT count(*) FROM entry e WHERE \
     e.game_id = t.game_id AND e.player_id = t.player_id AND undone = 0)")" = 0

out <<EOF
nothing to merge: this database holds everything in $L
EOF
t_same "$D" "merging the same file twice changes nothing" 0 merge "$L"

# The laptop gets the director's file back, takes round 3 back there.
cp "$D" "$L"
$RKUB -d "$L" undo --game fri >/dev/null
out <<EOF
fri: 0 rounds added, 1 taken back
merged $L: 1 game, 0 rounds, 1 taken back
EOF
t "a round taken back on the laptop is taken back here" 0 merge "$L"
out <<'EOF'
fri
rank  player        total played  won  best  worst
   1  ann              +7      2    1   +10     -3
   2  ben              +2      2    1    +6     -4
   3  cy               -9      2    0    -3     -6
EOF
t "... and the standings count it no more" 0 standings fri

# Both record round 3 of fri: the game diverged.
cp "$D" "$L"
$RKUB round --game fri --scores ann=-1 ben=+5 cy=-4 >/dev/null
$RKUB -d "$L" round --game fri --scores ann=+9 ben=-2 cy=-7 >/dev/null
err <<EOF
rkub: cannot merge $L: game fri was changed on both sides: round 3 differs
  here: ann -1, ben +5, cy -4
  $L: ann +9, ben -2, cy -7
rkub: nothing merged: take round 3 and those after it back on one side ('rkub undo --game fri'), then merge again
EOF
t_same "$D" "a game changed on both sides is refused with both versions" 1 merge "$L"
t_same "$D" "... by a dry run too" 1 merge -n "$L"
$RKUB undo --game fri >/dev/null
out <<EOF
fri: 1 round added
merged $L: 1 game, 1 round
EOF
t "taken back here, the laptop's round 3 comes in" 0 merge "$L"
assert "... the sheet is the laptop's" \
    test "$($RKUB show fri)" = "$($RKUB -d "$L" show fri)"

# Undone here, a round added there on top of it: both changed.
cp "$D" "$L"
$RKUB undo --game fri >/dev/null
$RKUB -d "$L" round --game fri --scores ann=+3 ben=-1 cy=-2 >/dev/null
err <<EOF
rkub: cannot merge $L: game fri was changed on both sides: round 3 differs
  here: taken back: ann +9, ben -2, cy -7
  $L: ann +9, ben -2, cy -7
rkub: nothing merged: take round 3 and those after it back on one side ('rkub undo --game fri'), then merge again
EOF
t_same "$D" "taken back here, played on there: refused" 1 merge "$L"

# The same deal entered alike on both sides is still two entries.
cp "$T/start.db" "$T/a.db"
cp "$T/start.db" "$T/b.db"
$RKUB -d "$T/a.db" round --scores ann=+4 ben=-4 cy=0 >/dev/null
$RKUB -d "$T/b.db" round --scores ann=+4 ben=-4 cy=0 >/dev/null
err <<EOF
rkub: cannot merge $T/b.db: game fri was changed on both sides: round 2 differs
  here: ann +4, ben -4, cy 0
  $T/b.db: ann +4, ben -4, cy 0
rkub: nothing merged: round 2 was recorded on both sides, alike: take it back here ('rkub undo --game fri'), then merge again
EOF
t_same "$T/a.db" "a round recorded alike on both sides is named as such" 1 -d "$T/a.db" merge "$T/b.db"

# A game of the same name started apart is another game.
$RKUB -d "$T/own.db" new fri --players eve,fay >/dev/null
created=$(sqlite3 "$T/own.db" "SELECT created FROM game")
dcreated=$(sqlite3 "$D" "SELECT created FROM game WHERE name = 'fri'")
err <<EOF
rkub: cannot merge $T/own.db: game fri here is another game than fri there
  here: created $dcreated, players ann, ben, cy
  $T/own.db: created $created, players eve, fay
rkub: nothing merged: two games cannot share a name; keep the game on one device only
EOF
t_same "$D" "two games with one name are refused" 1 merge "$T/own.db"

# Files that are not this rkub's to merge.
printf 'not a database at all\n' >"$T/text.db"
err <<EOF
rkub: cannot merge $T/text.db: it is not an rkub database (file is not a database): give the database file of rkub on the other device
EOF
t_same "$D" "a file that is no database is refused" 2 merge "$T/text.db"
sqlite3 "$T/recipes.db" "CREATE TABLE recipes (name TEXT)"
err <<EOF
rkub: cannot merge $T/recipes.db: it is not an rkub database (application id 0, 1 tables): give the database file of rkub on the other device
EOF
t_same "$D" "another program's database is refused" 2 merge "$T/recipes.db"
cp "$L" "$T/newer.db"
sqlite3 "$T/newer.db" "PRAGMA user_version = 99"
err <<EOF
rkub: cannot merge $T/newer.db: it was written by a newer rkub (schema 99; this rkub knows 4): upgrade rkub here first
EOF
t_same "$D" "a file from a newer rkub is refused" 2 merge "$T/newer.db"
err <<EOF
rkub: cannot merge $T/nothere.db: no such file
EOF
t_same "$D" "a file that does not exist" 2 merge "$T/nothere.db"
t "... and a refused merge creates no database" 2 -d "$T/none.db" merge "$T/text.db"
assert "... none at all" test ! -e "$T/none.db"

cp "$L" "$T/damaged.db"
sqlite3 "$T/damaged.db" "UPDATE seat SET pos = 1000000 WHERE pos = 1"
err <<EOF
rkub: cannot merge $T/damaged.db: it is damaged: a seat position out of range
EOF
t_same "$D" "a damaged file is refused: its values are input" 2 merge "$T/damaged.db"
cp "$L" "$T/damaged.db"
sqlite3 "$T/damaged.db" "UPDATE player SET name = 'a,b' WHERE name = 'ben'"
err <<EOF
rkub: cannot merge $T/damaged.db: it is damaged: a player name out of range
EOF
t_same "$D" "... a name rkub would refuse" 2 merge "$T/damaged.db"
cp "$L" "$T/damaged.db"
sqlite3 "$T/damaged.db" "UPDATE round SET uid = NULL WHERE num = 2"
err <<EOF
rkub: cannot merge $T/damaged.db: it is damaged: a round without an identity
EOF
t_same "$D" "... a round without its uid" 2 merge "$T/damaged.db"
cp "$L" "$T/damaged.db"
sqlite3 "$T/damaged.db" "UPDATE entry SET score = score + 1 WHERE score = 6"
err <<EOF
rkub: cannot merge $T/damaged.db: game fri is one game on both sides, but round 2 differs: one of the files was edited by hand
EOF
t_same "$D" "... a round with one uid that differs" 2 merge "$T/damaged.db"

# An older rkub's file (schema 2, before uids) is brought up to date in
# memory; two copies upgraded apart still name their rounds alike.
sqlite3 "$T/old.db" <"$(dirname "$0")/../../src/store/schema.sql"
sqlite3 "$T/old.db" <"$(dirname "$0")/../../src/store/events.sql"
sqlite3 "$T/old.db" "PRAGMA application_id = $((0x726b7562)); PRAGMA user_version = 2;
INSERT INTO player (id, name) VALUES (1, 'gus'), (2, 'hal');
INSERT INTO game (id, name, created, preset, joker, tokens, exhausted, never_melded, tiles, meld)
  VALUES (1, 'old', '2026-01-02T03:04:05Z', '', 30, 0, 'all-pay', 'none', 'standard', 30);
INSERT INTO seat VALUES (1, 1, 0), (1, 2, 1);
INSERT INTO round (id, game_id, num, kind, created) VALUES (1, 1, 1, 'scores', '2026-01-02T03:05:00Z');
INSERT INTO entry (round_id, player_id, game_id, score, won) VALUES (1, 1, 1, 7, 1), (1, 2, 1, -7, 0);"
cp "$T/old.db" "$T/old-copy.db"
old=$(cksum <"$T/old.db")
out <<EOF
old: new game, 1 round
merged $T/old.db: 1 game, 1 round, 2 new players
EOF
t "an older rkub's file is merged" 0 merge "$T/old.db"
assert "... and left as it was" test "$(cksum <"$T/old.db")" = "$old"
$RKUB -d "$T/old-copy.db" show old >/dev/null
out <<EOF
nothing to merge: this database holds everything in $T/old-copy.db
EOF
t_same "$D" "a copy upgraded apart is the same game, round for round" 0 merge "$T/old-copy.db"

# Nothing printed unless committed.
$RKUB -d "$T/sun.db" new sun --players ann,ben >/dev/null
out </dev/null
err <<EOF
rkub: $D: COMMIT: failed on purpose (RKUB_TEST_FAIL_COMMIT)
EOF
export RKUB_TEST_FAIL_COMMIT=1
t_same "$D" "a merge whose commit fails says nothing merged" 2 merge "$T/sun.db"
unset RKUB_TEST_FAIL_COMMIT
out <<EOF
sun: new game, 0 rounds
merged $T/sun.db: 1 game, 0 rounds
EOF
t "... and it merges when the commit does" 0 merge "$T/sun.db"

# Usage.
err <<'EOF'
rkub: merge: missing argument
usage: rkub merge OTHER.db [--dry-run]
EOF
t "merge needs a file" 2 merge

# An event: the director seats it, each table's laptop gets a copy and
# records its deals; merged, the event's standings are the tables'.
E="$T/event.db"
$RKUB -d "$E" event new open --players a1,a2,a3,a4,b1,b2,b3,b4 --deals 2 >/dev/null
$RKUB -d "$E" event seat --by random --seed 7 >/dev/null
cp "$E" "$T/table1.db"
cp "$E" "$T/table2.db"
$RKUB -d "$T/table1.db" round --table 1 --scores a1=+10 a3=-5 b3=-2 a4=-3 >/dev/null
$RKUB -d "$T/table1.db" round --table 1 --scores a3=+12 a1=-4 b3=-2 a4=-6 >/dev/null
$RKUB -d "$T/table2.db" round --table 2 --scores b1=+7 a2=-7 b2=0 b4=0 >/dev/null
out <<EOF
open/1/1: 2 rounds added
merged $T/table1.db: 1 game, 2 rounds
EOF
t "merge a table's laptop: its deals come in" 0 -d "$E" merge "$T/table1.db"
out <<EOF
open/1/2: 1 round added
merged $T/table2.db: 1 game, 1 round
EOF
t "... and another table's" 0 -d "$E" merge "$T/table2.db"
out <<'EOF'
open, after sitting 1 of 4; points: score
rank  player  points  played  won  best  tables
   1  a3          +7       2    1   +12       1
   2  b1          +7       1    1    +7       1
   3  a1          +6       2    1   +10       0
   4  b2           0       1    0     0       0
   4  b4           0       1    0     0       0
   6  b3          -4       2    0    -2       0
   7  a2          -7       1    0    -7       0
   8  a4          -9       2    0    -3       0
EOF
t "the event's standings count every table's deals" 0 -d "$E" event standings
assert "... as on one device that recorded them all" test \
    "$($RKUB -d "$E" event standings)" = "$(cp "$T/table1.db" "$T/all.db" &&
    $RKUB -d "$T/all.db" round --table 2 --scores b1=+7 a2=-7 b2=0 b4=0 >/dev/null &&
    $RKUB -d "$T/all.db" event standings)"
out <<'EOF'
open, sitting 1 of 4: 1 of 2 tables done
table 2: 1 of 2 deals: b1, a2, b2, b4
EOF
t "... and the event knows which table still plays" 0 -d "$E" event status

# A sitting seated on a laptop alone comes in as plain games, and says so.
cp "$E" "$T/rogue.db"
$RKUB -d "$T/rogue.db" event seat --force --by random --seed 3 >/dev/null
out <<EOF
open/2/1: new game, 0 rounds (a table of event open there, not seated here: its standings leave it out)
open/2/2: new game, 0 rounds (a table of event open there, not seated here: its standings leave it out)
merged $T/rogue.db: 2 games, 0 rounds
EOF
t "a sitting seated on another device is named as no table here" 0 -d "$E" merge "$T/rogue.db"
assert "... and the event here has still one sitting" test \
    "$(sqlite3 "$E" "SELECT count(*) FROM sitting")" = 1
