#!/bin/sh
# 11-meld: rkub meld, RULES.md "Initial meld" (000, 001, 003, 004): at
# least 30 points, each joker worth the tile it replaces.
. "$(dirname "$0")/lib.sh"

out <<'EOF2'
run r10 r11 r12 = 33
meld 33: legal, the initial meld needs 30
EOF2
t "a run of 33 is a legal meld" 0 meld "r10 r11 r12"

out <<'EOF2'
run r9 r10 j=r11 = 30
meld 30: legal, the initial meld needs 30
EOF2
t "the joker counts as the tile it replaces, not 0" 0 meld r9 r10 j

out <<'EOF2'
run j=k8 k9 k10 = 27
meld 27: too low, the initial meld needs 30
EOF2
t "27 is too low" 1 meld "j k9 k10"

out <<'EOF2'
run r2 r3 r4 = 9
group k7 b7 o7 = 21
meld 30: legal, the initial meld needs 30
EOF2
t "several sets, split by |, add up" 0 meld "r2 r3 r4 | k7 b7 o7"

out <<'EOF2'
group r10 j=[kbo]10 j=[kbo]10 = 30 (the lower reading; pin the jokers to choose)
meld 30: legal, the initial meld needs 30
EOF2
t "a set that reads two ways counts the lower value" 0 meld "r10 j j"

out <<'EOF2'
run r9 j=r10 j=r11 = 30
meld 30: legal, the initial meld needs 30
EOF2
t "pinned jokers choose the reading" 0 meld "r9 j=r10 j=r11"

out <<'EOF2'
group r10 j=[kbo]10 j=[kbo]10 = 30 (the lower reading; pin the jokers to choose)
meld 30: too low, the initial meld needs 31
EOF2
t "--meld sets the threshold" 1 meld --meld 31 "r10 j j"

out <<'EOF2'
run r9 r10 r11 = 30
1:14: invalid j r1 r2: run goes below 1: 1 joker before r1: a run starts at 1 at the lowest
meld: not legal: every set must be valid
EOF2
t "an invalid set makes the meld illegal" 1 meld "r9 r10 r11 | j r1 r2"

out <<'EOF2'
{"sets":[{"tiles":["r11","r12","r13"],"valid":true,"kind":"run","value":36}],"supply":[],"value":36,"needs":30,"legal":true}
EOF2
t "--json" 0 meld --json r11-13

err <<'EOF2'
rkub: <tiles>:1:9: bad colour: 'q': use k, r, b, o (or y), or j for a joker
EOF2
t "a token that is no tile" 2 meld r10 r11 q12

err <<'EOF2'
rkub: meld: a rack is no meld: give the sets of the meld, split by |, as in 'r10 r11 r12 | k5 b5 o5'
EOF2
t "a rack is no meld" 2 meld "ben: r10 r11 r12"

err <<'EOF2'
rkub: --meld: 'x' is not a whole number from 0 to 1000
EOF2
t "--meld takes a number" 2 meld --meld x r10 r11 r12

out <<'EOF2'
run r8 r9 r10 = 27
meld 27: legal, the first turn lays complete sets and names no value
EOF2
t "junior tiles: no 30-point opening (002)" 0 meld --tiles junior r8-10
