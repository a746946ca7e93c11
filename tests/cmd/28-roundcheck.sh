#!/bin/sh
# 28-roundcheck: the rules of a round are the core's (round_check), the
# same for every form of round: the options, a final table (--layout) and
# the questions.  Each refusal is worded once, names players, never a
# place, and leaves the database byte for byte as it was.  And one report
# of an invalid set for check, meld, move and round.
. "$(dirname "$0")/lib.sh"

db=$T/g.db
$RKUB -d "$db" new g --players ann,ben,cleo >/dev/null
$RKUB -d "$db" new jr --tiles junior --players ann,ben,cleo >/dev/null
$RKUB -d "$db" new nm --never-melded fixed:100 --players ann,ben,cleo >/dev/null

# RULES.md "Tile sets": junior tiles (002) are numbered 1 to 10; a rack
# holds no tile its box lacks.  The rack's operand and column are given.
err <<'EOF2'
rkub: ben=r9 r11:1:8: tile not in this tile set: r11 on ben's rack: junior tiles are numbered 1 to 10
EOF2
t_same "$db" "a rack tile the tile set lacks (002)" 1 -d "$db" round -g jr --out ann 'ben=r9 r11' cleo=4

# The same rule in a final table: the layout's line and column.
printf 'r1 r2 r3\nann: -\nben: r9 r11\ncleo: k4\n' >"$T/lay"
err <<EOF2
rkub: $T/lay:3:9: tile not in this tile set: r11 on ben's rack: junior tiles are numbered 1 to 10
EOF2
t_same "$db" "a layout's rack tile the tile set lacks (002)" 1 -d "$db" round -g jr --layout "$T/lay"

# All books: going out is laying the last tile, after the initial meld;
# the layout form is held to it as the options are.
printf 'r1 r2 r3\nann: -\nben: r9\ncleo: k4\n' >"$T/lay"
err <<'EOF2'
rkub: round: ann went out, so ann has melded
EOF2
t_same "$db" "--layout: who went out never melded" 1 -d "$db" round -g nm --layout "$T/lay" --never-melded ann
err <<'EOF2'
rkub: round: ann went out, so ann has melded
EOF2
t_same "$db" "--out: who went out never melded" 1 -d "$db" round -g nm --out ann ben=9 cleo=4 --never-melded ann

# All books, the supply: a layout's racks with the table.
printf 'r5 r6 r7\nann: -\nben: r5\ncleo: r5\n' >"$T/lay"
err <<EOF2
rkub: $T/lay: more tiles than the tile set holds: r5 3 times, the standard set holds 2
rkub: round: the table is not valid: nothing recorded
EOF2
t_same "$db" "--layout: the racks with the table beyond the supply" 1 -d "$db" round -g g --layout "$T/lay"

# The whole box on one rack is the most a rack is worth: the core says so,
# whatever the number's length; a number past any score is not read.
err <<'EOF2'
rkub: round: impossible rack value: ben: 1000000 points: more than the whole box
EOF2
t_same "$db" "a rack worth a million" 2 -d "$db" round -g g --out ann ben=1000000 cleo=4
err <<'EOF2'
rkub: round: ben=99999999999: '99999999999' is too large a number of points
EOF2
t_same "$db" "a rack sum too long to read" 2 -d "$db" round -g g --out ann ben=99999999999 cleo=4

# A winner typed with a rack of 0 or - is the empty rack; stored as -.
out <<'EOF2'
g, round 1
round    ann    ben   cleo
    1    +13     -9     -4  ann went out: +13 = 9 + 4
total    +13     -9     -4
EOF2
t "the winner's empty rack as 0" 0 -d "$db" round -g g --out ann ann=0 ben=9 cleo=4
$RKUB -d "$db" undo -g g >/dev/null

# The questions ask the core after each rack: a rack beyond the supply
# with the racks before it is asked again.
printf 'cleo\nr5 r5\nr5\nk3\ny\n' >"$T/answers"
out <<'EOF2'
g, round 1
round    ann    ben   cleo
    1    -10     -3    +13  cleo went out: +13 = 10 + 3
total    -10     -3    +13
EOF2
err <<'EOF2'
g, round 1; the totals: ann 0, ben 0, cleo 0
who went out? (ann, ben, cleo; nothing if the pool ran out) ann's rack: ben's rack: rkub: round: more tiles than the tile set holds: r5 3 times, the standard set holds 2
ben's rack: round 1: ann -10, ben -3, cleo +13; cleo went out: +13 = 10 + 3
record? [Y/n/e] 
EOF2
t_in "$T/answers" "the questions: a rack beyond the supply is asked again" 0 -d "$db" round -g g
$RKUB -d "$db" undo -g g >/dev/null

# One report of an invalid set: check, meld, move and round word it alike,
# placed at the tile at fault (000: "am Ende jedes Spielzugs nur
# vollständige Serien auf dem Tisch").
printf 'b5 b6 b8\nann: -\nben: r9\ncleo: k4\n' >"$T/lay"
out <<'EOF2'
1:7: invalid b5 b6 b8: gap in the run: gap between b6 and b8
2:6: rack ann: -
3:6: rack ben: r9
4:7: rack cleo: k4
invalid: 1 set, 1 invalid; 3 tiles on the table, 2 on 3 racks; supply ok
EOF2
t "check" 1 check "$T/lay"
out <<'EOF2'
1:7: invalid b5 b6 b8: gap in the run: gap between b6 and b8
meld: not legal: every set must be valid
EOF2
t "meld" 1 meld b5 b6 b8
out <<'EOF2'
after:1:7: invalid b5 b6 b8: gap in the run: gap between b6 and b8
illegal: 1 reason
EOF2
t "move" 1 move --before '' --after 'b5 b6 b8' --rack 'b5 b6 b8'
err <<EOF2
rkub: $T/lay:1:7: invalid b5 b6 b8: gap in the run: gap between b6 and b8
rkub: round: the table is not valid: nothing recorded
EOF2
t_same "$db" "round" 1 -d "$db" round -g g --layout "$T/lay"
out <<'EOF2'
{"legal":false,"played":3,"reasons":[{"error":"gap","reason":"gap between b6 and b8","line":1,"col":7,"tiles":["b5","b6","b8"]}]}
EOF2
t "move --json: the set's place and tiles" 1 move --json --before '' --after 'b5 b6 b8' --rack 'b5 b6 b8'
