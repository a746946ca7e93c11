#!/bin/sh
# 62-event-round: rkub round --table T: a deal at table T of the current
# sitting, in every form of round; event status; undo and show on a
# table's game; refusals leave the database as it was.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB new friday --players x,y >/dev/null
err <<'EOF2'
rkub: round: --table: no current event: start one with 'rkub event new', or give --game
EOF2
t_same "$db" "--table with no event" 2 round --table 1 --out x y=5

$RKUB event new open --players ann,ben,cleo,dave,eve,finn,gus,hal,ivy,jo >/dev/null
err <<'EOF2'
rkub: round: --table: event open has no sitting yet: seat one with 'rkub event seat'
EOF2
t_same "$db" "--table before the first sitting" 2 round --table 1 --out ann ben=5
$RKUB event seat --seed 11 >/dev/null
set -- $(seated 1)
a=$1 b=$2 c=$3 d=$4
# The sheet's columns are as wide as the names the seating gave: compare
# with the blanks squeezed.
sheet() { tr -s ' ' <"$T/out"; }
t "--out with racks as tiles and sums" 0 round --table 1 --out $a $b=10 $c='r4 k5' $d=13
assert "... scored at the table's game, seats in start order" test "$(sheet)" = "open/1/1, round 1
round $a $b $c $d
 1 +32 -10 -9 -13 $a went out: +32 = 10 + 9 + 13
total +32 -10 -9 -13"
t "--scores" 0 round -t 1 --scores $a=-5 $b=+17 $c=-7 $d=-5
assert "... the second deal" test "$(sheet | sed 1d)" = "round $a $b $c $d
 2 -5 +17 -7 -5 $b won: +17 = 5 + 7 + 5
total +27 +7 -16 -18"
cat >"$T/layout" <<EOF2
r1 r2 r3
$a: k9
$b: o1 o2
$c: -
$d: j
EOF2
t "--layout" 0 round --table 1 --layout "$T/layout"
assert "... $c went out" grep -q "$c went out: +42 = 9 + 3 + 30" "$T/out"
t "--exhausted" 0 round --table 1 --exhausted $a=5 $b=3 $c=9 $d=12
assert "... the table's 4th deal" grep -q '^open/1/1, round 4$' "$T/out"

err <<'EOF2'
rkub: round: table 1 has played its 4 deals: nothing recorded; to correct one, 'rkub undo --table 1' first
EOF2
t_same "$db" "a deal at a table that has played its deals is refused" 1 round --table 1 --out $a $b=1 $c=1 $d=1
t "undo --table takes back a table's last deal" 0 undo --table 1
assert "... of the table's game" grep -q '^open/1/1: took back round 4 ' "$T/out"
t "then the table takes a deal again" 0 round --table 1 --out $a $b=1 $c=1 $d=1
t "undo --game on the table's game" 0 undo --game open/1/1
t "... and again" 0 round --table 1 --out $a $b=1 $c=1 $d=1
err <<'EOF2'
rkub: undo: --table: no table 5 at sitting 1 of open: the tables are 1 to 3
EOF2
t_same "$db" "undo --table of a table that does not exist" 2 undo --table 5
t "show works on a table's game" 0 show open/1/1
assert "... four deals" test "$(grep -c '^    [1-4] ' "$T/out")" = 4

set -- $(seated 2)
list=$(echo "$@" | sed 's/ /, /g')
err <<EOF2
rkub: round: no player '$a' in game open/1/2: the players are $list
EOF2
t_same "$db" "a player not seated at the table is refused by name" 2 round --table 2 --out $1 $a=5 $2=3
err <<'EOF2'
rkub: round: --table: no table 4 at sitting 1 of open: the tables are 1 to 3
EOF2
t_same "$db" "a table number that does not exist" 2 round --table 4 --out $1 $2=5 $3=3
err <<'EOF2'
rkub: round: --table: '0' is not a whole number from 1 to 1024
EOF2
t_same "$db" "table 0" 2 round --table 0 --out $1 $2=5 $3=3
err <<'EOF2'
rkub: round: give --table or --game, not both
EOF2
t_same "$db" "--table and --game" 2 round --table 2 --game friday --out x y=3
t_same "$db" "a deal that does not balance at a table" 1 round --table 2 --scores $1=+5 $2=-3 $3=-3

$RKUB round --table 2 --out $1 $2=5 $3=3 >/dev/null
set -- $(seated 3)
list3=$(echo "$@" | sed 's/ /, /g')
out <<EOF2
open, sitting 1 of 4: 1 of 3 tables done
table 2: 1 of 3 deals: $list
table 3: 0 of 3 deals: $list3
EOF2
t "event status lists the tables still playing" 0 event status
play_sitting
out <<'EOF2'
open, sitting 1 of 4: 3 of 3 tables done
EOF2
t "... none when all are done" 0 event status

$RKUB event new other --players p,q >/dev/null
err <<'EOF2'
rkub: round: --event goes with --table T, the table of that event's current sitting
EOF2
t_same "$db" "--event without --table" 2 round --event open --out x y=1
err <<'EOF2'
rkub: round: no event named 'nope': 'rkub event list' lists them
EOF2
t_same "$db" "--event that does not exist" 2 round --table 1 --event nope --out x y=1
err <<'EOF2'
rkub: round: table 1 has played its 4 deals: nothing recorded; to correct one, 'rkub undo --table 1' first
EOF2
t_same "$db" "--event picks an event other than the current one" 1 round --table 1 --event open --out x y=1
