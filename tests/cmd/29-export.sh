#!/bin/sh
# 29-export: export --all and export of one game among several, as the
# store now writes them (running totals kept a game at a time, each
# game's rules read once, one game read by an index range): totals start
# again at each game, undone rounds count nowhere, each game carries its
# own rules, one game's export holds its rows only, a game without rounds
# only the header; a damaged rules column is refused.  The expected rows
# are what the window-function query before issue 11's speed-up printed.
. "$(dirname "$0")/lib.sh"
db="$T/x.db"
export RKUB_DB="$db"

$RKUB new g1 --players ann,ben >/dev/null
$RKUB round --scores ann=+10 ben=-10 >/dev/null
$RKUB round --scores ann=-4 ben=+4 >/dev/null
$RKUB undo >/dev/null
$RKUB round --scores ann=+6 ben=-6 >/dev/null
$RKUB new g2 --players ann,cy --preset goliath >/dev/null
$RKUB round --scores ann=-3 cy=+3 >/dev/null
$RKUB round --scores ann=+5 cy=-5 >/dev/null
$RKUB new g3 --players ben,cy >/dev/null

# t, with the CSV's CR LF line ends read as LF.
t_csv() {
	desc=$1
	shift
	$RKUB "$@" | tr -d '\r' >"$T/out"
	echo $? >"$T/rc"
	report "$desc" 0
}

J='"preset=jumbo joker=30 exhausted=all-pay never-melded=none tiles=standard meld=30"'
G='"preset=goliath joker=25 exhausted=difference never-melded=none tiles=standard meld=30"'
H='"game","round","player","score","won","rack","rack_value","tiles_left","never_melded","total","rules"'
out <<EOF2
$H
"g1",1,"ann",10,1,,,,0,10,$J
"g1",1,"ben",-10,0,,,,0,-10,$J
"g1",2,"ann",6,1,,,,0,16,$J
"g1",2,"ben",-6,0,,,,0,-16,$J
"g2",1,"ann",-3,0,,,,0,-3,$G
"g2",1,"cy",3,1,,,,0,3,$G
"g2",2,"ann",5,1,,,,0,2,$G
"g2",2,"cy",-5,0,,,,0,-2,$G
EOF2
t_csv "export --all: totals start again at each game, the undone round counts nowhere, each game its rules" export --all
out <<EOF2
$H
"g2",1,"ann",-3,0,,,,0,-3,$G
"g2",1,"cy",3,1,,,,0,3,$G
"g2",2,"ann",5,1,,,,0,2,$G
"g2",2,"cy",-5,0,,,,0,-2,$G
EOF2
t_csv "export of one game: its rows only, ann's total from its own rounds" export g2
out <<EOF2
$H
EOF2
t_csv "export of a game without rounds: the header only" export g3

sqlite3 "$db" "UPDATE game SET joker = 5000 WHERE name = 'g2'"
err <<EOF2
rkub: $db: the database is damaged: a game's joker value is 5000, not from 0 to 1000: see 'rkub doctor'
EOF2
t_same "$db" "a game's rules out of range, read on its first row, are refused" 2 export g2
