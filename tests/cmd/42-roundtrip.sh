#!/bin/sh
# 42-roundtrip: export, then import, gives the same sheet, racks and rules,
# for every example game, in both shapes rkub writes (long: a row per
# round and player; wide: a column per player); import and audit tell the
# shapes apart by the header.  The winner's empty rack is an empty cell.
. "$(dirname "$0")/lib.sh"
top=$(cd "$(dirname "$0")/../.." && pwd)

# Every example game, recorded round by round (as examples/demo.sh does).
play() {
	pdb=$2
	(cd "$top" && grep -v -e '^#' -e '^$' "$1" | while IFS= read -r line; do
		eval "set -- $line"
		$RKUB -d "$pdb" "$@" >/dev/null || exit 1
	done)
}

for f in "$EXAMPLES"/games/*.game; do
	n=$(basename "$f" .game)
	db=$T/$n.db
	copy=$T/$n-copy.db
	assert "$n: recorded" play "$f" "$db"
	g=$($RKUB -d "$db" games | sed -n 's/^\* [0-9-]*  \([^:]*\):.*/\1/p')
	t "$n: export" 0 -d "$db" export -o "$T/$n.csv"
	t "$n: audit reads the long export" 0 audit "$T/$n.csv"
	assert "... and says it balances" grep -q '^balanced: ' "$T/out"
	t "$n: import reads the long export" 0 -d "$copy" import "$T/$n.csv" --name "$g"
	$RKUB -d "$copy" export -o "$T/$n-2.csv"
	assert "$n: the long round trip gives the same rows, racks and rules" \
	    cmp "$T/$n.csv" "$T/$n-2.csv"
	$RKUB -d "$db" show "$g" >"$T/show1"
	$RKUB -d "$copy" show "$g" >"$T/show2"
	assert "$n: ... and the same sheet" cmp "$T/show1" "$T/show2"
	$RKUB -d "$db" standings "$g" --csv >"$T/st1"
	$RKUB -d "$copy" standings "$g" --csv >"$T/st2"
	assert "$n: ... and the same standings" cmp "$T/st1" "$T/st2"

	t "$n: export --wide" 0 -d "$db" export --wide -o "$T/$n-wide.csv"
	rules=$(sed -n '2s/.*"preset=\([a-z]*\).*/\1/p' "$T/$n.csv")
	t "$n: import reads the wide export" 0 -d "$T/$n-wide.db" import "$T/$n-wide.csv" --name "$g" --preset "$rules"
	$RKUB -d "$T/$n-wide.db" export --wide -o "$T/$n-wide-2.csv"
	assert "$n: the wide round trip gives the same sheet" \
	    cmp "$T/$n-wide.csv" "$T/$n-wide-2.csv"
done

# The winner's empty rack: an empty cell, not '- (the formula guard).
db=$T/rack.db
$RKUB -d "$db" new g --players ann,ben >/dev/null
$RKUB -d "$db" round --out ann ben='r5 j' >/dev/null
$RKUB -d "$db" export | tr -d '\r' >"$T/out"; echo $? >"$T/rc"
out <<'EOF2'
"game","round","player","score","won","rack","rack_value","tiles_left","never_melded","total","rules"
"g",1,"ann",35,1,,0,0,0,35,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"g",1,"ben",-35,0,"r5 j",35,2,0,-35,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
EOF2
report "the winner's empty rack exports as an empty cell" 0
# ... while real formula text keeps its guard.
$RKUB -d "$T/f.db" new g --players @cmd,ben >/dev/null
$RKUB -d "$T/f.db" round --scores @cmd=+5 ben=-5 >/dev/null
t "a name that looks like a formula keeps its guard" 0 -d "$T/f.db" export
assert "... as '@cmd" grep -q "\"'@cmd\"" "$T/out"
$RKUB -d "$T/f.db" export -o "$T/f.csv"
t "... and imports back as @cmd" 0 -d "$T/f2.db" import "$T/f.csv" --name g
assert "... the name without the guard" grep -q '^players: @cmd, ben$' "$T/out"

# The long shape's checks, each refused with the line and the database
# unchanged.
db=$T/bad.db
$RKUB -d "$db" new keep --players ann,ben >/dev/null
long() { printf 'round,player,score\r\n'; printf '%s\r\n' "$@"; }
long 1,ann,+5 1,ben,-5 2,ann,-3 >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:4: round 2 has a row for ann alone: a round has two players at least
EOF2
t_same "$db" "a round with a row for one player" 2 -d "$db" import "$T/bad.csv" --name x
long 1,ann,+5 1,ben,-5 2,ann,-3 2,cleo,3 >"$T/late.csv"
t "a player who was not there in round 1 joins late (seat add)" 0 -d "$db" import "$T/late.csv" --name late
assert "... seated from round 2" sh -c "$RKUB -d '$db' show late | grep -q '^    1     +5     -5       \$'"
long 1,ann,+5 1,ann,-5 >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:3:2: ann twice in round 1
EOF2
t_same "$db" "a player twice in a round" 2 -d "$db" import "$T/bad.csv" --name x
long 1,ann,+5 1,ben,-4 >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:3: round 1 does not balance: the winner's +5 against -4 lost by the others: off by 1: nothing imported
EOF2
t_same "$db" "a long round that does not balance" 1 -d "$db" import "$T/bad.csv" --name x
long 1,ann,x5 1,ben,-5 >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:2:3: ann's score 'x5' is not a number, such as +24 or -5
EOF2
t_same "$db" "a long score that is no number, as the wide sheet says it" 2 -d "$db" import "$T/bad.csv" --name x
long 1,ann,+5 1,ben,-99999999999 >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:3:3: ben's score '-99999999999' is too large: a score is at most 10000000 either way
EOF2
t_same "$db" "a long score past the range, as the wide sheet says it" 2 -d "$db" import "$T/bad.csv" --name x
long 0,ann,+5 >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:2:1: round '0' is not a round number, 1 or more
EOF2
t_same "$db" "round 0" 2 -d "$db" import "$T/bad.csv" --name x
printf 'round,player,score,colour\r\n1,ann,5,red\r\n' >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:1:4: unknown column 'colour': a sheet with a row per round and player has the columns round, player, score and, as export writes them, game, won, rack, rack_value, tiles_left, never_melded, total, rules
EOF2
t_same "$db" "an unknown column" 2 -d "$db" import "$T/bad.csv" --name x
printf 'game,round,player,score\r\na,1,ann,5\r\na,1,ben,-5\r\nb,1,ann,5\r\n' >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:4:1: a second game, 'b' after 'a': import one game at a time (rkub export GAME)
EOF2
t_same "$db" "two games in one sheet" 2 -d "$db" import "$T/bad.csv" --name x
printf 'round,player,score,total\r\n1,ann,5,5\r\n1,ben,-5,-5\r\n2,ann,5,9\r\n2,ben,-5,-10\r\n' >"$T/bad.csv"
out <<EOF2
line 5: the total of ann is +9 on the sheet, but the rounds add up to +10
totals: ann +10, ben -10
off: 2 rounds, 0 off, totals row wrong; rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
EOF2
t "audit checks a long sheet's running totals" 1 audit "$T/bad.csv"
printf 'round,player,score,rules\r\n1,ann,5,preset=classic\r\n1,ben,-5,preset=classic\r\n' >"$T/r.csv"
t "the rules column is read" 0 audit "$T/r.csv"
assert "... classic: joker 50, difference" grep -q 'rules: joker 50, pool exhausted: difference' "$T/out"
t "... unless the command line names rules" 0 audit "$T/r.csv" --preset goliath
assert "... goliath: joker 25" grep -q 'rules: joker 25' "$T/out"
printf 'round,player,score,rules\r\n1,ann,5,joker=x\r\n1,ben,-5,joker=x\r\n' >"$T/r.csv"
err <<EOF2
rkub: $T/r.csv:2:4: rules: joker: 'x' is not a whole number from 0 to 1000 (25, 30 or 50 in the books)
EOF2
t_same "$db" "rules that do not read are refused" 2 -d "$db" import "$T/r.csv" --name x
