#!/bin/sh
# 22-exhausted: rounds where the pool ran out, under each book's rule;
# rounds from a layout; never-melded charges; junior tokens.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

# all-pay (000): the lowest rack wins, then the fewer tiles; all pay.
$RKUB new allpay --preset jumbo --players ann,ben,cleo >/dev/null
out <<'EOF2'
allpay, round 1
round    ann    ben   cleo
    1    -10    -10    -20  pool exhausted, ben won; all-pay: -40 in all
total    -10    -10    -20
EOF2
t "all-pay: equal sums, fewer tiles wins (000)" 0 round --exhausted ann='r1 r2 r7' ben='k3 k7' cleo=20
err <<'EOF2'
rkub: round: ann and ben tie on the lowest rack, then the fewest tiles: say who won with --winner
EOF2
t_same "$db" "a tie the rule leaves" 2 round --exhausted ann='r1 r9' ben='k3 k7' cleo=20
out <<'EOF2'
allpay, round 2
round    ann    ben   cleo
    2    -10    -10    -20  pool exhausted, ann won; all-pay: -40 in all
total    -20    -20    -40
EOF2
t "--winner settles it" 0 round --exhausted ann='r1 r9' ben='k3 k7' cleo=20 --winner ann
err <<'EOF2'
rkub: round: the named winner is not the rule's: the lowest rack, then the fewest tiles decides this round: a named winner only settles a tie
EOF2
t_same "$db" "--winner cannot overrule the rule" 1 round --exhausted ann=5 ben=10 cleo=20 --winner cleo
err <<'EOF2'
rkub: round: ann and ben tie on the lowest rack and their racks are sums: give them as tiles, or say who won with --winner
EOF2
t_same "$db" "a tie on sums needs the tiles" 2 round --exhausted ann=10 ben=10 cleo=20
err <<'EOF2'
rkub: round: no rack for cleo: give cleo='r5 b13 j'
EOF2
t_same "$db" "every rack is needed" 2 round --exhausted ann=10 ben=12
err <<'EOF2'
rkub: round: --winner settles a tie when the pool ran out; with --out the winner is known
EOF2
t_same "$db" "--winner with --out" 2 round --out ann ben=1 cleo=2 --winner ann

# difference (004): the others pay their sum less the winner's.
$RKUB new diff --preset classic --players ann,ben,cleo >/dev/null
out <<'EOF2'
diff, round 1
round    ann    ben   cleo
    1    +95    -65    -30  pool exhausted, ann won (difference): +95 = 65 + 30
total    +95    -65    -30
EOF2
t "difference, the joker at 50 (004)" 0 round --exhausted ann=10 ben='j r12 r13' cleo=40

# fewest-tiles (001): the fewest tiles wins, scored as if out.
$RKUB new few --preset pressman --players ann,ben,cleo >/dev/null
out <<'EOF2'
few, round 1
round    ann    ben   cleo
    1    -30    +40    -10  pool exhausted, ben won (fewest-tiles): +40 = 30 + 10
total    -30    +40    -10
EOF2
t "fewest-tiles (001)" 0 round --exhausted ann='r10 r11 k9' ben='k13 j' cleo='k1-4'
err <<'EOF2'
rkub: round: ann's rack is a sum: fewest-tiles counts tiles, so give every rack as tiles
EOF2
t_same "$db" "fewest-tiles needs tiles, not sums" 2 round --exhausted ann=30 ben=r1 cleo=r2

# Never melded: the charge of the game's mode; the winner collects it.
$RKUB new nm --never-melded fixed:100 --players ann,ben,cleo >/dev/null
out <<'EOF2'
nm, round 1
round    ann    ben   cleo
    1   +107   -100     -7  ann went out: +107 = 100 + 7
total   +107   -100     -7
EOF2
t "never-melded fixed:100 (Mind Sports Olympiad)" 0 round --out ann ben=20 cleo=7 --never-melded ben
err <<'EOF2'
rkub: round: ann went out, so ann has melded
EOF2
t_same "$db" "the winner never melded?" 1 round --out ann ben=20 cleo=7 --never-melded ann
err <<'EOF2'
rkub: round: no player 'zed' in game nm: the players are ann, ben, cleo
EOF2
t_same "$db" "--never-melded names an unknown player" 2 round --out ann ben=20 cleo=7 --never-melded zed

# A round from a layout: the table is checked first, then the racks scored.
$RKUB new lay --players ann,ben,cleo >/dev/null
out <<'EOF2'
lay, round 1
round    ann    ben   cleo
    1    +64    -52    -12  ann went out: +64 = 52 + 12
total    +64    -52    -12
EOF2
t "--layout: the final table and the racks" 0 round --layout "$EXAMPLES/table.txt"
err <<EOF2
rkub: $EXAMPLES/dispute.txt:3:5: invalid k13 k13 r13: colour repeated in the group: k13 twice: a group has each colour once
rkub: $EXAMPLES/dispute.txt:4:9: invalid r12 r13 r1: run wraps from 13 to 1: r1 after r13: 1 is always the lowest
rkub: $EXAMPLES/dispute.txt:5:7: invalid b5 b6 b8: gap in the run: gap between b6 and b8
rkub: $EXAMPLES/dispute.txt: more tiles than the tile set holds: r5 3 times, the standard set holds 2
rkub: round: the table is not valid: nothing recorded
EOF2
t_same "$db" "--layout with an invalid table" 1 round --layout "$EXAMPLES/dispute.txt"
printf 'r1 r2 r3\nann: -\nben: r5\n' >"$T/lay"
err <<EOF2
rkub: $T/lay: no rack for cleo: add a line 'cleo: TILES' (- for none)
EOF2
t_same "$db" "--layout missing a rack" 2 round --layout "$T/lay"
printf 'r1 r2 r3\nann: -\nben: -\ncleo: k4\n' >"$T/lay"
err <<EOF2
rkub: $T/lay:3: ann and ben both have an empty rack: one player goes out
EOF2
t_same "$db" "--layout with two empty racks" 1 round --layout "$T/lay"
printf 'r1 r2 r3\nann: r9\nben: k4 k5\ncleo: o12\n' >"$T/lay"
out <<'EOF2'
lay, round 2
round    ann    ben   cleo
    2     -9     -9    -12  pool exhausted, ann won; all-pay: -30 in all
total    +55    -61    -24
EOF2
t "--layout with no empty rack: the pool ran out" 0 round --layout "$T/lay"
printf 'r1 r2 r3\nann: -\nben: k4 k5\ncleo: o12\nzed: k1\n' >"$T/lay"
err <<'EOF2'
rkub: round: no player 'zed' in game lay: the players are ann, ben, cleo
EOF2
t_same "$db" "--layout with a stranger's rack" 2 round --layout "$T/lay"
printf 'r1 r2 r3\nann: -\nben: k4 k5 x\n' >"$T/lay"
err <<EOF2
rkub: $T/lay:3:12: bad colour: 'x': use k, r, b, o (or y), or j for a joker
EOF2
t_same "$db" "--layout that does not parse" 2 round --layout "$T/lay"

# Junior (002): token counts; most wins; a tie goes to who went out first.
$RKUB new kids --preset junior --players mia,noa,ole >/dev/null
out <<'EOF2'
kids, round 1
round    mia    noa    ole
    1     +8    +10    +10  ole won on tokens
total     +8    +10    +10
EOF2
t "junior: equal tokens, who went out first wins (002)" 0 round --tokens mia=8 noa=10 ole=10 --out ole
err <<'EOF2'
rkub: round: noa and ole tie on the most tokens and going out first: say who won with --winner
EOF2
t_same "$db" "junior: a tie nobody broke" 2 round --tokens mia=8 noa=10 ole=10
err <<'EOF2'
rkub: round: kids is a junior game, scored with tokens: give --tokens P=N ... [--out FIRST]
EOF2
t_same "$db" "junior: racks are no tokens" 2 round --out mia noa=5 ole=6
err <<'EOF2'
rkub: round: impossible rack value: mia: -2 tokens: a rack is never worth less than 0
EOF2
t_same "$db" "junior: negative tokens" 2 round --tokens mia=-2 noa=10 ole=9
$RKUB new kids2 --preset junior --players mia,noa >/dev/null
err <<'EOF2'
rkub: round: kids2 is a junior game, scored with tokens: give --tokens P=N ... [--out FIRST]
EOF2
t_same "$db" "junior: r11 is no junior tile either way" 2 round --exhausted mia=r11 noa=r2
