#!/bin/sh
# 30-arrange: rkub arrange: can these tiles be laid?  Exit 0 when every
# tile fits, 1 with the fewest left over named, 2 for tiles it cannot read.
. "$(dirname "$0")/lib.sh"

out <<'EOF2'
run   r1 r2 j=r3 r4
left over: k9 (1 tile, 9 points); no arrangement leaves fewer
EOF2
t "a joker placed inside a run, the leftover named" 1 arrange "r1 r2 j r4 k9"

out <<'EOF2'
run   j=r11 r12 r13
all 3 tiles fit in 1 set
EOF2
t "a joker before a run that ends at 13" 0 arrange j r12 r13

out <<'EOF2'
run   j=r8 j=r9 j=r10 r11 r12 r13
all 6 tiles fit in 1 set
EOF2
t "three jokers before a run (xp)" 0 arrange --tiles xp r11 r12 r13 j j j

out <<'EOF2'
run   r1 r2 r3
group k5 b5 o5
run   j=r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13
all 17 tiles fit in 3 sets
EOF2
t "a run split so that a joker fits" 0 arrange r1-13 kbo5 j

out <<'EOF2'
run   j=k1 j=k2 j=k3 k4
run   j=k4 k5 k6 k7 k8 k9 k10 k11 k12 k13
all 14 tiles fit in 2 sets
EOF2
t "four jokers beside a run, and no set of jokers only (xp)" 0 arrange \
    --tiles xp k4-13 j j j j

box=$(for c in k r b o; do printf '%s1-13 %s1-13 ' $c $c; done)
t "the whole 106-tile set fits" 0 arrange $box j j
assert "... in sets that rkub check calls valid" sh -c \
    "$RKUB arrange $box j j | sed -n 's/^[a-z]* *//p' | grep -v '^tiles fit' | grep -v fit | $RKUB check - >/dev/null"
xp=$(for c in k r b o; do printf '%s1-13 %s1-13 %s1-13 ' $c $c $c; done)
t "the whole 160-tile XP set fits (003)" 0 arrange --tiles xp $xp j j j j

out <<'EOF2'
left over: k13 r1 r12 r13 (4 tiles, 39 points); no arrangement leaves fewer
EOF2
t "12-13-1 is no run (000, 003, 004)" 1 arrange r12 r13 r1 k13

out <<'EOF2'
{"fits":false,"sets":[{"kind":"run","tiles":["r1","r2","r3"],"value":6}],"left":["k4"],"left_tiles":1,"left_value":4}
EOF2
t "--json" 1 arrange --json r1 r2 r3 k4

out <<'EOF2'
run   r3 r4 r5 r6 r7
group r8 b8 o8
run   k8 k9 j=k10
all 5 rack tiles can be played: that goes out
EOF2
t "--rack: could I have gone out?" 0 arrange "r4 r5 r6 | k8 b8 o8" --rack "r7 r8 k9 r3 j"

out <<'EOF2'
run   r4 r5 r6 r7
group k8 b8 o8
1 of 3 rack tiles can be played; kept: k11 r10 (21 points)
EOF2
t "--rack: the most rack tiles, the table kept valid" 1 arrange "r4 r5 r6 | k8 b8 o8" --rack "r7 r10 k11"

out <<'EOF2'
run   r9 r10 r11 r12 r13
2 of 3 rack tiles can be played; kept: k1 (1 points)
EOF2
t "--rack --by tiles keeps the lowest when counts tie" 1 arrange "r10 r11 r12" --rack "r9 r13 k1"

out <<'EOF2'
run   r1 r2 r3 r4 r5
group k12 b12 o12
3 of 5 rack tiles can be played; kept: r9 r10 (19 points)
EOF2
t "--rack --by value" 1 arrange "r1 r2 r3 | k12 b12" --by value --rack "r4 r5 r9 r10 o12"

err <<'EOF2'
rkub: arrange: the table's 2 tiles cannot all be laid in valid sets
EOF2
t "--rack with a table that cannot be laid" 1 arrange "r4 r5" --rack "k1"

# junior (002): runs only, one joker a set
out <<'EOF2'
run   k1 k2 j=k3
run   k3 j=k4 k5
all 6 tiles fit in 2 sets
EOF2
t "junior: two runs, a joker each" 0 arrange --tiles junior k1 k2 k3 k5 j j

# Bad input
err <<'EOF2'
rkub: arrange: more tiles than the tile set holds: r5 3 times, the standard set holds 2
EOF2
t "a bag with more tiles than the set holds" 1 arrange r5 r5 r5
err <<'EOF2'
rkub: arrange: more tiles than the tile set holds: j 3 times, the standard set holds 2
EOF2
t "a third joker" 1 arrange r1 r2 j j j
err <<'EOF2'
rkub: arrange: r11 is not in the junior tile set (numbers 1 to 10)
EOF2
t "a tile the set lacks" 1 arrange --tiles junior r9 r10 r11
err <<'EOF2'
rkub: <tiles>:1:7: bad colour: 'x': use k, r, b, o (or y), or j for a joker
EOF2
t "a token that is no tile" 2 arrange r1 r2 x3
err <<'EOF2'
rkub: arrange: --by: 'points': use tiles (the most tiles) or value (the highest value)
EOF2
t "--by takes tiles or value" 2 arrange --by points r1 r2 r3
