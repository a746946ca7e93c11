#!/bin/sh
# 25-csv: export, import and audit through libcsv: the books' score
# tables, round trips, formula-looking and awkward names, bad files.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"
pads="$EXAMPLES/pads"

# audit: the books' tables.
out <<'EOF2'
totals: A -14, B -29, C +4, D +39
balanced: 3 rounds, 0 off; rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
EOF2
t "audit: 000's table balances, totals row and all" 0 audit "$pads/jumbo-2012.csv"
out <<'EOF2'
line 3: round 2: -6 -1 +22 -5: the winner's +22 against -12 lost by the others: off by 10
line 4: the total of B is -16 on the sheet, but the rounds add up to -6
totals: A +18, B -6, C +6, D -8
off: 2 rounds, 1 off, totals row wrong; rules: joker 50, pool exhausted: difference, never melded: none, tiles: standard
EOF2
t "audit: 004's printed table is off by 10 in round 2" 1 audit --preset classic "$pads/classic-004.csv"
assert "audit writes no database" test ! -e "$db"

# import: a new game, every row checked; one bad row refuses the file.
out <<'EOF2'
imported jumbo-2012: 3 rounds, now the current game
players: A, B, C, D
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
EOF2
t "import 000's table as a new game" 0 import "$pads/jumbo-2012.csv"
out <<'EOF2'
jumbo-2012
rank  player        total played  won  best  worst
   1  D               +39      3    1   +47     -5
   2  C                +4      3    1   +22    -16
   3  A               -14      3    1   +24    -32
   4  B               -29      3    0    -5    -13
EOF2
t "... whose standings are the book's" 0 standings
err <<EOF2
rkub: $pads/classic-004.csv:3: round 2 does not balance: the winner's +22 against -12 lost by the others: off by 10: nothing imported
EOF2
t_same "$db" "import refuses 004's table, naming the row" 1 import --preset classic "$pads/classic-004.csv"
assert "... and no game classic-004 exists" sh -c "! $RKUB show classic-004 2>/dev/null"
err <<'EOF2'
rkub: a game named 'jumbo-2012' exists already: pick another name, or 'rkub show jumbo-2012'
EOF2
t_same "$db" "import of a game that exists" 2 import "$pads/jumbo-2012.csv"

# export: long, wide, standings; formula safety; round trips.
out <<'EOF2'
"game","round","player","score","won","rack","rack_value","tiles_left","never_melded","total","rules"
"jumbo-2012",1,"A",24,1,,,,0,24,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",1,"B",-5,0,,,,0,-5,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",1,"C",-16,0,,,,0,-16,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",1,"D",-3,0,,,,0,-3,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",2,"A",-6,0,,,,0,18,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",2,"B",-11,0,,,,0,-16,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",2,"C",22,1,,,,0,6,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",2,"D",-5,0,,,,0,-8,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",3,"A",-32,0,,,,0,-14,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",3,"B",-13,0,,,,0,-29,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",3,"C",-2,0,,,,0,4,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"jumbo-2012",3,"D",47,1,,,,0,39,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
EOF2
$RKUB export | tr -d '\r' >"$T/out"; echo $? >"$T/rc"
report "export: a row per round and player, with a running total" 0

$RKUB new '+evening' --players "@cleo,+ben,zoë \"z\" the 2nd,'tis" >/dev/null
$RKUB round --out @cleo '+ben=r5 b13 j' "'tis=3" 'zoë "z" the 2nd=12' >/dev/null
out <<'EOF2'
"game","round","player","score","won","rack","rack_value","tiles_left","never_melded","total","rules"
"'+evening",1,"'@cleo",63,1,,0,0,0,63,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"'+evening",1,"'+ben",-48,0,"r5 b13 j",48,3,0,-48,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"'+evening",1,"zoë ""z"" the 2nd",-12,0,"12",12,,0,-12,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
"'+evening",1,"''tis",-3,0,"3",3,,0,-3,"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"
EOF2
$RKUB export | tr -d '\r' >"$T/out"; echo $? >"$T/rc"
report "export: formula-looking text stays text; quotes, UTF-8" 0
$RKUB export --wide -o "$T/wide.csv"
out <<'EOF2'
"round","'@cleo","'+ben","zoë ""z"" the 2nd","''tis"
1,63,-48,-12,-3
EOF2
tr -d '\r' <"$T/wide.csv" >"$T/out"; echo 0 >"$T/rc"
report "export --wide -o FILE: the score-sheet shape" 0
$RKUB standings >"$T/before"
t "the wide sheet imports again, with --force" 0 import --force --name evening2 "$T/wide.csv"
$RKUB standings | sed 's/^evening2$/+evening/' >"$T/after"
assert "export then import gives the same standings, names and all" cmp -s "$T/before" "$T/after"
$RKUB export --wide --game jumbo-2012 >"$T/j.csv"
$RKUB import --force --name j2 "$T/j.csv" >/dev/null
assert "the book's game round-trips too" \
    test "$($RKUB standings --csv jumbo-2012 | tail -n +2)" = "$($RKUB standings --csv j2 | tail -n +2)"
out <<'EOF2'
"rank","player","total","played","won","best","worst"
1,"D",39,3,1,47,-5
2,"C",4,3,1,22,-16
3,"A",-14,3,1,24,-32
4,"B",-29,3,0,-5,-13
EOF2
$RKUB export --standings jumbo-2012 | tr -d '\r' >"$T/out"; echo $? >"$T/rc"
report "export --standings" 0
t "export -o into a folder that does not exist" 2 export -o "$T/no/such/dir/x.csv"
assert "... leaves no file behind" test ! -e "$T/no/such/dir"

# Input the spreadsheets write: a BOM, CRLF, quoted names, no round column.
printf '\357\273\277"ann","ben"\r\n10,-10\r\n-3,+3\r\n' >"$T/bom.csv"
out <<'EOF2'
totals: ann +7, ben -7
balanced: 2 rounds, 0 off; rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
EOF2
t "a BOM, CRLF, quotes and no round column" 0 audit "$T/bom.csv"

# Bad files: the line (and field) of what is wrong, status 2, nothing written.
bad() {
	bad_desc=$1
	shift
	printf "$1" >"$T/bad.csv"
	EXP_ERR=$(printf '%s' "$2" | sed "s|FILE|$T/bad.csv|")
	HAVE_ERR=1
	t_same "$db" "import: $bad_desc" 2 import --name bad "$T/bad.csv"
	EXP_ERR=$(printf '%s' "$2" | sed "s|FILE|$T/bad.csv|")
	HAVE_ERR=1
	t "audit: $bad_desc" 2 audit "$T/bad.csv"
}
bad "an empty file" '' 'rkub: FILE:1: empty: a score sheet starts with a row of player names'
bad "a header only" 'round,ann,ben\n' 'rkub: FILE:2: no rounds after the header'
bad "a ragged row" 'round,ann,ben\n1,5,-5\n2,5\n' 'rkub: FILE:3: 2 fields, but the header has 3: every row needs a score for each player'
bad "a duplicate name in the header" 'round,ann,Ann\n1,5,-5\n' 'rkub: FILE:1:3: Ann is named twice in the header'
bad "a score that is no number" 'round,ann,ben\n1,5,-5\n2,x5,-5\n' "rkub: FILE:3:2: ann's score 'x5' is not a number, such as +24 or -5"
bad "an empty score" 'ann,ben\n5,\n' 'rkub: FILE:2:2: no score for ben'
bad "a stray quote: not CSV" 'ann,ben\n5,"-5\n' 'rkub: FILE:3: not CSV: error parsing data while strict checking enabled'
bad "a NUL byte" 'ann,ben\n5,\000-5\n' 'rkub: FILE:2: a NUL byte: this is not a CSV score sheet'
bad "too many players" 'a,b,c,d,e,f,g,h,i\n' 'rkub: FILE:1: 9 players: rkub reads at most 8'
bad "too many columns" 'round,a,b,c,d,e,f,g,h,i\n' 'rkub: FILE:1: 9 players: rkub reads at most 8'
bad "more fields than any sheet" 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q\n' 'rkub: FILE:1: 17 fields: a score sheet has at most 8 players and a round column, an export 11 columns'
bad "an empty name" 'round,ann,\n1,5,-5\n' 'rkub: FILE:1:3: an empty player name in the header'
bad "a row after the totals" 'round,a,b\n1,5,-5\ntotal,5,-5\n2,1,-1\n' 'rkub: FILE:4: a row after the totals row'
err <<'EOF2'
rkub: cannot open nowhere.csv: No such file or directory
EOF2
t_same "$db" "a file that cannot be read" 2 import nowhere.csv
printf 'a,b,c,d,e\n5,-1,-1,-1,-2\n' >"$T/five.csv"
err <<'EOF2'
rkub: import: 5 players: standard tiles are for 2 to 4 players: for 5 or 6 players give --tiles xp (003)
EOF2
t_same "$db" "import: more players than the tile set allows" 1 import "$T/five.csv"
t "... but xp takes them" 0 import --tiles xp "$T/five.csv"
awk 'BEGIN { print "round,a,b"; for (i = 1; i <= 200000; i++) printf "%d,%d,%d\n", i, i % 7 + 1, -(i % 7 + 1) }' >"$T/long.csv"
t "a long sheet is streamed: 200,000 rounds" 0 audit "$T/long.csv"
assert "... all counted" grep -q '^balanced: 200000 rounds, 0 off' "$T/out"
