#!/bin/sh
# 27-messages: what a refusal says.  A score past the range is "too
# large" and names the limit; a layout past its size names the layout's
# limit; a supply overflow reads the same in every command.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"
$RKUB new g --players ann,ben >/dev/null

err <<'EOF2'
rkub: round: ann=99999999999: '99999999999' is too large: a score is at most 10000000
EOF2
t_same "$db" "a score past the range is too large, not 'not a number'" 2 round --scores ann=99999999999 ben=-5
err <<'EOF2'
rkub: round: ann=x9: 'x9' is not a score, such as +24 or -5
EOF2
t_same "$db" "... and one that is no number says so" 2 round --scores ann=x9 ben=-5

printf 'ann,ben\n+5,-5\n-99999999999,3\n' >"$T/big.csv"
err <<EOF2
rkub: $T/big.csv:3:1: ann's score '-99999999999' is too large: a score is at most 10000000 either way
EOF2
t_same "$db" "import: a score past the range is too large" 2 import "$T/big.csv"

awk 'BEGIN { for (i = 0; i < 1000; i++) printf "r5 "; print "" }' >"$T/big.txt"
echo 'b1 b2 b3 | k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 | o1 o2 o3 o4 o5 o6 o7 o8 o9 o10 o11 o12 o13' >>"$T/big.txt"
err <<EOF2
rkub: $T/big.txt:2:81: text too large: more than 1024 tiles: a layout holds at most 1024
EOF2
t "a layout past its size names the limit, not the room left" 2 check "$T/big.txt"


out <<'EOF2'
1:4: invalid r5 r5 r5: colour repeated in the group: r5 twice: a group has each colour once
supply: r5 3 times, the standard set holds 2
invalid: 1 set, 1 invalid; 3 tiles on the table; supply exceeded
EOF2
t "check reports the supply" 1 check "r5 r5 r5"
err <<'EOF2'
rkub: arrange: more tiles than the tile set holds: r5 3 times, the standard set holds 2
EOF2
t "arrange in the same words" 1 arrange "r5 r5 r5"
err <<'EOF2'
rkub: move: more tiles than the tile set holds: r5 3 times, the standard set holds 2
EOF2
t "move in the same words" 1 move --before "r5 r6 r7" --after "r5 r6 r7" --rack "r5 r5"
err <<'EOF2'
rkub: round: more tiles than the tile set holds: r5 3 times, the standard set holds 2
EOF2
t_same "$db" "round in the same words" 1 round --out ann ben='r5 r5 r5'
err <<'EOF2'
rkub: round: more tiles than the tile set holds: r5 4 times, the standard set holds 2; j 3 times, the standard set holds 2
EOF2
t_same "$db" "... every tile over in one report" 1 round --out ann ben='r5 r5 r5 r5 j j j'
out <<'EOF2'
run r5 r6 r7 = 18
run r5 r6 r7 = 18
run r5 r6 r7 = 18
supply: r5 3 times, the standard set holds 2
supply: r6 3 times, the standard set holds 2
supply: r7 3 times, the standard set holds 2
meld: not legal: tiles beyond the supply
EOF2
t "meld prints it a line a tile" 1 meld "r5 r6 r7 | r5 r6 r7 | r5 r6 r7"

# A rule read back from the database is checked as if typed, and the
# message names the rule, not an option no one typed.
$RKUB -d "$T/rules.db" new h --players ann,ben >/dev/null
sqlite3 "$T/rules.db" "UPDATE game SET never_melded = 'zzz'"
err <<'EOF2'
rkub: the database holds rules this rkub does not know: never-melded: 'zzz': use none, double, fixed:N or plus:N (N from 0 to 10000)
EOF2
t_same "$T/rules.db" "a rule the database holds but rkub does not know is a damaged database" 2 -d "$T/rules.db" round --out ann ben=5
