#!/bin/sh
# 10-check: rkub check over every exit status; RULES.md "Sets on the
# table"; the final tables of the books' manipulation examples.
. "$(dirname "$0")/lib.sh"

out <<'EOF2'
2:1: run r4 r5 r6 r7 = 22
3:1: group b8 k8 o8 = 24
3:12: run r1 r2 r3 = 6
4:1: run k10 k11 j=k12 k13 = 46
5:1: run o2 o3 o4 o5 o6 = 20
6:1: group b11 r11 o11 k11 = 44
7:6: rack ann: -
8:6: rack ben: r9 b13 j
9:7: rack cleo: k3 o9
valid: 6 sets, 0 invalid; 23 tiles on the table, 5 on 3 racks; supply ok
EOF2
t "a valid table with racks" 0 check "$EXAMPLES/table.txt"

out <<'EOF2'
2:1: run r4 r5 r6 r7 = 22
3:5: invalid k13 k13 r13: colour repeated in the group: k13 twice: a group has each colour once
4:9: invalid r12 r13 r1: run wraps from 13 to 1: r1 after r13: 1 is always the lowest
5:7: invalid b5 b6 b8: gap in the run: gap between b6 and b8
6:1: run o9 o10 o11 = 30
6:14: run j=o3 o4 o5 = 12
7:6: rack ben: r5 r5
supply: r5 3 times, the standard set holds 2
invalid: 6 sets, 3 invalid; 19 tiles on the table, 2 on 1 rack; supply exceeded
EOF2
t "a disputed table: every bad set named with its reason" 1 check "$EXAMPLES/dispute.txt"

out <<'EOF2'
2:1: run r4 r5 r6 r7 = 22
valid: 1 set, 0 invalid; 4 tiles on the table; supply ok
EOF2
printf '# from a pipe\nr4-7\n' >"$T/in"
t_in "$T/in" "- reads standard input" 0 check -
t_in "$T/in" "no operand reads standard input" 0 check

out <<'EOF2'
1:1: run j=r11 r12 r13 = 36
1:21: invalid r12 r13 j: run goes past the highest number: joker after r13: nothing comes after 13
invalid: 2 sets, 1 invalid; 6 tiles on the table; supply ok
EOF2
t "jokers stand where they lie (CLI.md)" 1 check "j r12 r13 | r12 r13 j"

out <<'EOF2'
1:1: run r5 j=r6 j=r7 = 18, or group r5 j=[kbo]5 j=[kbo]5 = 15
valid: 1 set, 0 invalid; 3 tiles on the table; supply ok
EOF2
t "a set that reads two ways shows both" 0 check "r5 j j"

out <<'EOF2'
1:1: group b3 r3 j=[ko]3 = 9
valid: 1 set, 0 invalid; 3 tiles on the table; supply ok
EOF2
t "a joker in a group of three stands for either missing colour (000, 001, 004)" 0 check "b3 r3 j"

out <<'EOF2'
1:1: invalid j j j: set of jokers only: 3 jokers and no numbered tile: pin them, as in j=r6
supply: j 3 times, the standard set holds 2
invalid: 1 set, 1 invalid; 3 tiles on the table; supply exceeded
EOF2
t "a third joker in a standard game breaks the supply" 1 check "j j j"

out <<'EOF2'
1:1: run r1 r2 r3 = 6
1:12: run r1 r2 r3 = 6
1:23: run r1 r2 r3 = 6
valid: 3 sets, 0 invalid; 9 tiles on the table; supply ok
EOF2
t "xp holds three of each (003)" 0 check --tiles xp "r1 r2 r3 | r1 r2 r3 | r1 r2 r3"
t "the standard set holds two" 1 check "r1 r2 r3 | r1 r2 r3 | r1 r2 r3"
assert "... and names every tile beyond it" \
    test "$(grep -c '^supply: r[123] 3 times, the standard set holds 2$' "$T/out")" = 3

out <<'EOF2'
1:8: invalid r9 r10 r11: tile not in this tile set: r11: junior tiles are numbered 1 to 10
1:14: invalid k5 r5 b5: group in a runs-only tile set: a group of 5s: junior tiles make runs only
supply: r11 1 times, the junior set holds 0
invalid: 2 sets, 2 invalid; 6 tiles on the table; supply exceeded
EOF2
t "junior: runs only, 1 to 10 (002)" 1 check --tiles junior "r9 r10 r11 | k5 r5 b5"

out <<'EOF2'
{"valid":false,"tileset":"standard","sets":[{"line":1,"col":1,"tiles":["r4","j","r6"],"valid":true,"value":15,"readings":[{"kind":"run","tiles":["r4","j=r5","r6"],"value":15}]},{"line":1,"col":14,"tiles":["r4","r6","r7"],"valid":false,"error":"gap","reason":"gap between r4 and r6"}],"racks":[{"player":"zo\"e","tiles":["k1"]}],"supply":[],"sets_total":2,"sets_invalid":1,"tiles_table":6,"tiles_racks":1}
EOF2
printf 'r4 j r6 | r4 r6 r7\nzo"e: k1\n' >"$T/in"
t "--json prints the verdict as JSON" 1 check --json "$T/in"

for d in "$EXAMPLES"/moves/*/; do
	n=$(basename "$d")
	t "the final table of $n is valid" 0 check "$d/after"
done

# Bad input: the line and column of what is wrong, status 2.
err <<'EOF2'
rkub: <text>:1:4: bad colour: 'x': use k, r, b, o (or y), or j for a joker
EOF2
t "a token that is no tile" 2 check "r4 x5 r6"

err <<'EOF2'
rkub: <text>:1:2: number out of range: 14: tiles are numbered 1 to 13
EOF2
t "r14 is no tile" 2 check r14

printf 'r4 r5 r6\nr7 r8 |  | r1 r2 r3\n' >"$T/in"
err <<EOF2
rkub: $T/in:2:10: empty set: no tiles in this set: remove the extra '|'
EOF2
t "an empty set" 2 check "$T/in"

printf 'r4 r5 r6\nthis is not a set\n' >"$T/in"
err <<EOF2
rkub: $T/in:2:1: bad colour: 't': use k, r, b, o (or y), or j for a joker
EOF2
t "a line that is neither a set nor a rack" 2 check "$T/in"

printf 'r4 r5 r6\nben:\n' >"$T/in"
err <<EOF2
rkub: $T/in:2:5: empty rack: no tiles after 'ben:': write - for an empty rack
EOF2
t "a rack with nothing after the colon" 2 check "$T/in"

printf 'r4 r5 r6\nr1 r2 \377\n' >"$T/in"
err <<EOF2
rkub: $T/in:2:7: invalid UTF-8: byte 0xFF is not UTF-8: save the text as UTF-8
EOF2
t "bytes that are not UTF-8" 2 check "$T/in"

printf 'r4 r5 r6\nr1 r2 r3\000\n' >"$T/in"
err <<EOF2
rkub: $T/in:2:9: NUL byte in text: a NUL byte: is this a binary file?
EOF2
t "a NUL byte" 2 check "$T/in"

awk 'BEGIN { printf "r1 r2 r3\n"; for (i = 0; i < 1500; i++) printf "r1 "; printf "\n" }' >"$T/in"
err <<EOF2
rkub: $T/in:2:4097: line too long: longer than 4096 bytes
EOF2
t "an over-long line" 2 check "$T/in"

err <<'EOF2'
rkub: cannot open no-such-table.txt: No such file or directory
EOF2
t "a file that cannot be read" 2 check no-such-table.txt

err <<EOF2
rkub: cannot read $T: it is a directory
EOF2
t "a directory is no layout" 2 check "$T"

err <<'EOF2'
rkub: --tiles: unknown tile set 'big': use standard, xp, junior
EOF2
t "an unknown tile set lists the known ones" 2 check --tiles big "r1 r2 r3"
