#!/bin/sh
# 21-round: rkub round in every form, scored under the game's rules; every
# refusal leaves the database byte for byte as it was.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

err <<'EOF2'
rkub: no database at $DB: start a game with 'rkub new'
EOF2
EXP_ERR=$(printf '%s' "$EXP_ERR" | sed "s|\$DB|$db|")
t "no database yet" 2 round --out ann ben=5
assert "... and none is created" test ! -e "$db"

$RKUB new g000 --players A,B,C,D >/dev/null

# 000 (Jumbo 2012): three rounds; totals -14 -29 +4 +39.
out <<'EOF2'
g000, round 1
round      A      B      C      D
    1    +24     -5    -16     -3  A went out: +24 = 5 + 16 + 3
total    +24     -5    -16     -3
EOF2
t "racks as sums (000 round 1)" 0 round --out A B=5 C=16 D=3
out <<'EOF2'
g000, round 2
round      A      B      C      D
    2     -6    -11    +22     -5  C went out: +22 = 6 + 11 + 5
total    +18    -16     +6     -8
EOF2
t "racks as tiles (000 round 2)" 0 round --out C A='r1 o5' B='k11' D=b2,b3
out <<'EOF2'
g000, round 3
round      A      B      C      D
    3    -32    -13     -2    +47  D went out: +47 = 32 + 13 + 2
total    -14    -29     +4    +39
EOF2
t "a joker on the rack costs 30 under jumbo (000 round 3)" 0 round --out D A='j r2' b=13 C=2 D=-

# Refusals, each with the database unchanged.
err <<'EOF2'
rkub: round: no player 'zed' in game g000: the players are A, B, C, D
EOF2
t_same "$db" "an unknown player" 2 round --out A B=5 C=16 zed=3
err <<'EOF2'
rkub: round: B is given twice
EOF2
t_same "$db" "a player named twice" 2 round --out A B=5 C=16 b=3
err <<'EOF2'
rkub: round: A went out and holds no tiles: give no rack for A
EOF2
t_same "$db" "the winner given a rack" 1 round --out A A=5 B=5 C=16 D=3
err <<'EOF2'
rkub: round: no rack for D: give D='r5 b13 j'
EOF2
t_same "$db" "a missing rack" 2 round --out A B=5 C=16
err <<'EOF2'
rkub: round: more tiles than the tile set holds: r5 3 times, the standard set holds 2
EOF2
t_same "$db" "tiles beyond the supply across the racks" 1 round --out A B='r5 r5' C=r5 D=3
err <<'EOF2'
rkub: round: more tiles than the tile set holds: j 3 times, the standard set holds 2
EOF2
t_same "$db" "a third joker" 1 round --out A B='j j' C=j D=3
err <<'EOF2'
rkub: C=r5 x9:1:6: bad colour: 'x': use k, r, b, o (or y), or j for a joker
EOF2
t_same "$db" "a rack that does not parse names the column" 2 round --out A B=5 'C=r5 x9' D=3
err <<'EOF2'
rkub: round: B=-5: a rack is worth 0 or more points, not -5 (scores go with --scores)
EOF2
t_same "$db" "a negative rack value" 2 round --out A B=-5 C=16 D=3
err <<'EOF2'
rkub: round: impossible rack value: B: 900 points: more than the whole box
EOF2
t_same "$db" "an absurd rack value" 2 round --out A B=900 C=16 D=3
err <<'EOF2'
rkub: round: 'B5': give PLAYER=RACK, as in ben='r5 b13 j' or ben=27
EOF2
t_same "$db" "an operand without =" 2 round --out A B5 C=16 D=3
err <<'EOF2'
rkub: round: C=-: only A went out: give C's rack
EOF2
t_same "$db" "two players out" 1 round --out A B=5 C=- D=3
err <<'EOF2'
rkub: round: --out: no player 'zed' in game g000: the players are A, B, C, D
EOF2
t_same "$db" "--out names an unknown player" 2 round --out zed B=5 C=16 D=3
err <<'EOF2'
rkub: round: --out and --scores conflict: give one of --out, --exhausted, --scores, --layout or --tokens
EOF2
t_same "$db" "two forms at once" 2 round --out A --scores B=5 C=16 D=3
err <<'EOF2'
rkub: round: what happened? give --out P, --exhausted, --scores, --layout FILE
usage: rkub round --out P Q=RACK ... | --exhausted Q=RACK ... [--winner P] | --scores P=N ... | --layout FILE | --tokens P=N ... [--never-melded Q] [--replace N] [--game GAME | --table T [--event EVENT]] [--json]
EOF2
t_same "$db" "no form, not on a terminal" 2 round B=5
err <<'EOF2'
rkub: no game named 'nope': 'rkub games' lists them
EOF2
t_same "$db" "a game that does not exist" 2 round --game nope --out A B=5 C=16 D=3
err <<'EOF2'
rkub: round: --tokens is for junior games; g000 scores points
EOF2
t_same "$db" "--tokens in a points game" 2 round --tokens A=5 B=5 C=5 D=5

# --scores: a copied score pad, refused unless it balances.
out <<'EOF2'
g000, round 4
round      A      B      C      D
    4    +24     -5    -16     -3  A won: +24 = 5 + 16 + 3
total    +10    -34    -12    +36
EOF2
t "a balanced pad row" 0 round --scores A=+24 B=-5 C=-16 D=-3
err <<'EOF2'
rkub: round: round does not balance: the winner's +22 against -12 lost by the others: off by 10: nothing recorded
EOF2
t_same "$db" "004's printed second round is off by 10" 1 round --scores A=-6 B=-1 C=+22 D=-5
err <<'EOF2'
rkub: round: more than one winner: 2 players score plus points: only the winner does: nothing recorded
EOF2
t_same "$db" "two plus scores" 1 round --scores A=5 B=5 C=-5 D=-5
err <<'EOF2'
rkub: round: A=+2x: '+2x' is not a score, such as +24 or -5
EOF2
t_same "$db" "a score that is no number" 2 round --scores A=+2x B=-1 C=+22 D=-5
err <<'EOF2'
rkub: round: no score for D: give D=-5
EOF2
t_same "$db" "a missing score" 2 round --scores A=-6 B=-1 C=+22
out <<'EOF2'
g000, round 5
round      A      B      C      D
    5    -10    -10    -20     -5  pool exhausted, all-pay: -45 in all
total      0    -44    -32    +31
EOF2
t "all-pay: a pad row where the pool ran out pays nobody (000)" 0 round --scores A=-10 B=-10 C=-20 D=-5
