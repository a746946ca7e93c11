#!/bin/sh
# 31-move: rkub move over the books' manipulation examples (000 joker
# examples 1-4, 003 figures A-D and joker examples 1-4), each legal, each
# with an illegal twin; the initial meld; the older joker rule (004).
. "$(dirname "$0")/lib.sh"

for d in "$EXAMPLES"/moves/*/; do
	n=$(basename "$d")
	t "$n is legal" 0 move --before "$d/before" --after "$d/after" --rack "$(cat "$d/rack")"
	# twin 1: a tile of the table goes back to the rack
	first=$(sed -n '1s/ .*//p' "$d/before")
	sed "0,/\\b$first\\b/s/\\b$first\\b *//" "$d/after" >"$T/after"
	if $RKUB check "$T/after" >/dev/null 2>&1 || true; then
		t "$n with $first taken back is illegal" 1 move --before "$d/before" --after "$T/after" --rack "$(cat "$d/rack")"
	fi
done

out <<'EOF2'
a freed joker was not played again: 1 joker on the table before, 0 after: a joker freed from a set is played again in the same turn
illegal: 1 reason
EOF2
t "003 joker 1 with the joker kept (003)" 1 move --before "$EXAMPLES/moves/003-joker-1/before" --after "b3 r3 o3" --rack "o3 k11 k12"

out <<'EOF2'
a tile went back from the table: r4: 1 on the table before, 0 after: no tile goes back from the table to a rack
after:1:7: invalid r5 r6 r6 r7 r8: run out of order: r6 after r6: a run goes up one by one
illegal: 2 reasons
EOF2
t "003 figure C with r4 taken back (000)" 1 move --before "r4 r5 r6 r7 r8" --after "r5 r6 r6 r7 r8" --rack r6

out <<'EOF2'
legal: 3 tiles from the rack, an initial meld of 30; every set on the table is valid
EOF2
t "an initial meld of 30, a joker worth its tile" 0 move --first --before "r4 r5 r6" --after "r4 r5 r6 | k9 k10 j" --rack "k9 k10 j o1"

out <<'EOF2'
initial meld too low: the new sets are worth 27, the initial meld needs 30 (a joker counts as the tile it replaces)
illegal: 1 reason
EOF2
t "an initial meld of 27 is too low" 1 move --first --before "r4 r5 r6" --after "r4 r5 r6 | k8 k9 j" --rack "k8 k9 j"

out <<'EOF2'
the initial meld changed the table: the set on line 1 of the table before was changed: an initial meld leaves the table alone
illegal: 1 reason
EOF2
t "an initial meld that touches the table" 1 move --first --before "r4 r5 r6" --after "r4 r5 r6 r7 | k9 k10 k11" --rack "k9 k10 k11 r7"

out <<'EOF2'
legal: 4 tiles from the rack, an initial meld of 52; every set on the table is valid
EOF2
t "--meld 40" 0 move --first --meld 40 --before "-" --after "k13 r13 b13 o13" --rack "k13 r13 b13 o13" </dev/null

out <<'EOF2'
a set with a joker was changed: line 1 of the table before holds a joker: under the older rule (004) only its joker may be swapped for the tile it stands for
illegal: 1 reason
EOF2
t "--locked-jokers: the older French and Italian rule (004)" 1 move --locked-jokers --before "$EXAMPLES/moves/003-joker-2/before" --after "$EXAMPLES/moves/003-joker-2/after" --rack "$(cat "$EXAMPLES/moves/003-joker-2/rack")"

out <<'EOF2'
legal: 1 tile from the rack; every set on the table is valid
EOF2
t "junior: a freed joker may go back to the rack (002)" 0 move --tiles junior --before "b3 j b5" --after "b3 b4 b5" --rack b4

out <<'EOF2'
a tile that was not on the rack: k7: 1 more on the table, but the rack held 0
after:1:10: invalid r4 r5 r6 k7: colour changes in the run: k7 in a red run: a run is one colour
illegal: 2 reasons
EOF2
t "every reason is listed" 1 move --before "r4 r5 r6" --after "r4 r5 r6 k7" --rack "r7"

out <<'EOF2'
nothing played: no tile came from the rack: a player who plays nothing draws a tile
illegal: 1 reason
EOF2
t "a turn that plays nothing" 1 move --before "r4 r5 r6" --after "r6 r5 r4" --rack "r7"

out <<'EOF2'
{"legal":false,"played":0,"reasons":[{"error":"nothing-played","reason":"no tile came from the rack: a player who plays nothing draws a tile"}]}
EOF2
t "--json" 1 move --json --before "r4 r5 r6" --after "r4 r5 r6" --rack "r7"

# Bad input
err <<'EOF2'
rkub: <text>:1:7: bad colour: 'x': use k, r, b, o (or y), or j for a joker
EOF2
t "a layout that does not parse" 2 move --before "r4 r5 r6" --after "r4 r5 x6 r7" --rack r7
err <<'EOF2'
rkub: move: --after is needed: the table after the turn
EOF2
t "no --after" 2 move --before "r4 r5 r6" --rack r7
err <<'EOF2'
rkub: move: more tiles than the tile set holds: r5 3 times, the standard set holds 2
EOF2
t "more tiles than the set holds" 1 move --before "r4 r5 r6 | r5 r6 r7" --after "r4 r5 r6 | r5 r6 r7 r5" --rack "r5"
