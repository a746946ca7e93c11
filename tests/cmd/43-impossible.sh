#!/bin/sh
# 43-impossible: rounds no game ends in are refused (status 1, the reason,
# the database unchanged), each from the books; and the small faults of
# round: no stray line before an error, a winner typed as cleo=0.
. "$(dirname "$0")/lib.sh"

db=$T/g.db
$RKUB -d "$db" new g --players ann,ben,cleo >/dev/null

# All books: only the player who went out has an empty rack.
err <<'EOF2'
rkub: round: impossible round: ben did not go out, so holds a tile: a rack of 0 is impossible
EOF2
t_same "$db" "a rack of 0 for a player who did not go out (000)" 1 -d "$db" round --out cleo ben=0 ann=3
err <<'EOF2'
rkub: round: ben=-: only cleo went out: give ben's rack
EOF2
t_same "$db" "an empty rack for a player who did not go out" 1 -d "$db" round --out cleo ben=- ann=3
# The pool ran out: an empty rack means that player went out.
err <<'EOF2'
rkub: round: impossible round: ben has an empty rack, so went out: say who went out
EOF2
t_same "$db" "an empty rack when the pool ran out" 1 -d "$db" round --exhausted ann=3 ben=- cleo=4
err <<'EOF2'
rkub: round: impossible round: ben has an empty rack, so went out: say who went out
EOF2
t_same "$db" "a rack of 0 when the pool ran out" 1 -d "$db" round --exhausted ann=3 ben=0 cleo=4
# 000, all-pay: "every player, the winner included, scores minus the own
# rack sum" when nobody went out: no 0.
err <<'EOF2'
rkub: round: impossible round: ben scores 0: under all-pay, when the pool ran out, every player pays the own rack: nothing recorded
EOF2
t_same "$db" "all-pay: a 0 on a pad where the pool ran out (000)" 1 -d "$db" round --scores ann=-3 ben=0 cleo=-4
err <<'EOF2'
rkub: round: more than one winner: 2 players score plus points: only the winner does: nothing recorded
EOF2
t_same "$db" "all-pay: positive scores beside the winner's" 1 -d "$db" round --scores ann=+3 ben=+1 cleo=-4
err <<'EOF2'
rkub: round: impossible round: every score is 0: a round has a winner, and somebody pays: nothing recorded
EOF2
t_same "$db" "a copied pad of all zeros" 1 -d "$db" round --scores ann=0 ben=0 cleo=0
printf 'ann,ben\n0,0\n' >"$T/zeros.csv"
err <<EOF2
rkub: $T/zeros.csv:2: round 1 does not balance: every score is 0: a round has a winner, and somebody pays: nothing imported
EOF2
t_same "$db" "import: a pad of all zeros" 1 -d "$db" import "$T/zeros.csv"
t "audit lists it" 1 audit "$T/zeros.csv"
assert "... with the reason" grep -q '^line 2: round 1: 0 0: every score is 0' "$T/out"

# 002 (French and Dutch texts): "58 fiches de récompense".
$RKUB -d "$T/j.db" new kids --preset junior --players mia,tom >/dev/null
err <<'EOF2'
rkub: round: impossible round: 59 tokens in all: the junior box holds 58
EOF2
t_same "$T/j.db" "junior: tokens beyond the box's 58 (002)" 1 -d "$T/j.db" round --tokens mia=30 tom=29 --out mia
t "junior: 58 tokens in all" 0 -d "$T/j.db" round --tokens mia=30 tom=28 --out mia

# No stray "rkub: round: --out:" line before the real error.
err <<'EOF2'
rkub: round: --out: no player 'anne' in game g: the players are ann, ben, cleo
EOF2
t_same "$db" "--out names no player: one line" 2 -d "$db" round --out anne ben=5 cleo=3
err <<'EOF2'
rkub: round: --winner: no player 'bob' in game g: the players are ann, ben, cleo
EOF2
t_same "$db" "--winner names no player: one line" 2 -d "$db" round --exhausted ann=3 ben=3 cleo=3 --winner bob

# A winner typed with a rack of 0 is read as no rack.
out <<'EOF2'
g, round 1
round    ann    ben   cleo
    1     -3     -5     +8  cleo went out: +8 = 3 + 5
total     -3     -5     +8
EOF2
t "the winner typed as cleo=0 is cleo=-" 0 -d "$db" round --out cleo ann=3 ben=5 cleo=0
