#!/bin/sh
# 63-event-standings: event points by score and by table rank (ties share
# the places' points), the tie-breaks (deals won, then the best deal, then
# a shared rank), withdrawn players marked, CSV and JSON; the cut with
# alternate seeding, what --carry does, finalists first.  Four players
# sit at one table each sitting, so every deal is known by name.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

sitting1() {
	$RKUB event seat --seed 1 >/dev/null
	$RKUB round -t 1 --out ann ben=10 cleo=10 dave=5 >/dev/null
	$RKUB round -t 1 --out ben ann=5 cleo=5 dave=10 >/dev/null
	$RKUB round -t 1 --out dave ann=3 ben=7 cleo=10 >/dev/null
	$RKUB round -t 1 --out cleo ann=2 ben=3 dave=5 >/dev/null
}
sitting2() {
	$RKUB event seat --seed 2 >/dev/null
	$RKUB round -t 1 --out cleo ann=20 ben=1 dave=1 >/dev/null
	$RKUB round -t 1 --out ben ann=1 cleo=1 dave=1 >/dev/null
	$RKUB round -t 1 --out dave ann=1 ben=1 cleo=1 >/dev/null
	$RKUB round -t 1 --out ann ben=1 cleo=1 dave=1 >/dev/null
}

$RKUB event new duo --players ann,ben,cleo,dave --points rank --sittings 2 >/dev/null
sitting1
# Totals ann +15, ben 0, dave 0, cleo -15: ben and dave tie for 2nd and
# share 3 + 1.
out <<'EOF2'
duo, after sitting 1 of 2; points: table rank
rank  player  points  played  won  best  tables
   1  ann          4       4    1   +25       1
   2  ben          2       4    1   +20       0
   2  dave         2       4    1   +20       0
   4  cleo         0       4    1   +10       0
EOF2
t "rank points: ties at a table share the places' points" 0 event standings
sitting2
# Sitting 2: cleo +19, ben 0, dave 0, ann -19: all four at 4 points and 2
# deals won; the best deal parts them, and ben and dave still tie.
out <<'EOF2'
duo, after sitting 2 of 2; points: table rank
rank  player  points  played  won  best  tables
   1  ann          4       8    2   +25       1
   2  cleo         4       8    2   +22       1
   3  ben          4       8    2   +20       0
   3  dave         4       8    2   +20       0
EOF2
t "ties go by deals won, then the best deal, then share the rank" 0 event standings
out <<'EOF2'
rank,player,points,played,won,best,tables_won,status,cuts
1,ann,4,8,2,25,1,active,0
2,cleo,4,8,2,22,1,active,0
3,ben,4,8,2,20,0,active,0
3,dave,4,8,2,20,0,active,0
EOF2
$RKUB event standings --csv | tr -d '\r"' >"$T/out"; echo $? >"$T/rc"
report "standings --csv: a header, then a row per player, best first" 0

$RKUB event new sc --players ann,ben,cleo,dave >/dev/null
sitting1
sitting2
$RKUB event drop ann >/dev/null
out <<'EOF2'
sc, after sitting 2 of 4; points: score
rank  player  points  played  won  best  tables
   1  cleo        +4       8    2   +22       1
   2  ben          0       8    2   +20       0
   2  dave         0       8    2   +20       0
   4  ann         -4       8    2   +25       1  withdrawn
EOF2
t "score points: the sum of the table games; the withdrawn marked" 0 event standings
out <<'EOF2'
{"event":"sc","sittings":2,"points":"score","standings":[{"rank":1,"player":"cleo","points":4,"played":8,"won":2,"best":22,"tables_won":1,"active":true,"cuts":0},{"rank":2,"player":"ben","points":0,"played":8,"won":2,"best":20,"tables_won":0,"active":true,"cuts":0},{"rank":2,"player":"dave","points":0,"played":8,"won":2,"best":20,"tables_won":0,"active":true,"cuts":0},{"rank":4,"player":"ann","points":-4,"played":8,"won":2,"best":25,"tables_won":1,"active":false,"cuts":0}]}
EOF2
t "standings --json" 0 event standings --json
assert "... is JSON" sh -c "$RKUB event standings --json | python3 -m json.tool >/dev/null"
assert "the event points are the sum of the table games' totals" \
    test "$($RKUB standings --game sc/1/1 --csv | tr -d '\r"' | awk -F, '$1 == "cleo" || $2 == "cleo" { print $3 }')" = -15

# The cut: duo's four all have 4 points; the top 3 by the tie-breaks are
# ann, cleo, ben.
err <<'EOF2'
rkub: event cut: --top 5 is more than the 4 active players of duo
EOF2
t_same "$db" "a cut larger than the field" 1 event cut --top 5 --event duo
$RKUB event seat --event duo --force >/dev/null
err <<'EOF2'
rkub: event cut: sitting 3 still plays: table 1 (0 of 4 deals): enter their deals with 'rkub round --table T', or give --force
EOF2
t_same "$db" "a cut while a table plays" 1 event cut --top 2 --event duo
sqlite3 "$db" "DELETE FROM event_table WHERE sitting = 3; DELETE FROM sitting WHERE num = 3 AND event_id = (SELECT id FROM event WHERE name = 'duo'); DELETE FROM seat WHERE game_id = (SELECT id FROM game WHERE name = 'duo/3/1'); DELETE FROM game WHERE name = 'duo/3/1'"
err <<'EOF2'
rkub: event cut: 8 players at 1 table gives tables of 8: a table seats 2 to 4
EOF2
t_same "$db" "a cut to tables too large" 1 event cut --top 8 --tables 1 --event duo
err <<'EOF2'
rkub: event cut: --carry 'all': give clear, keep or halve
EOF2
t_same "$db" "--carry of no kind" 2 event cut --top 2 --carry all --event duo
err <<'EOF2'
rkub: event cut: how many go on? give --top N
usage: rkub event cut --top N [--tables K] [--carry clear|keep|halve] [--deals N] [--dry-run] [--force] [--event EVENT]
EOF2
t_same "$db" "a cut without --top" 2 event cut --event duo

out <<'EOF2'
duo, sitting 3 (cut, carry clear): 2 tables, 2 repeat opponents
table 1 (2 deals): ann, ben
table 2 (2 deals): cleo, dave
dry run: nothing written
EOF2
t_same "$db" "alternate seeding: seeds 1 and 3 at table 1, 2 and 4 at table 2" 0 event cut --top 4 --tables 2 --dry-run --event duo

for carry in halve keep clear; do
	cp "$db" "$T/$carry.db"
	out <<'EOF2'
duo, sitting 3 (cut, carry CARRY): 1 table, 3 repeat opponents
table 1 (3 deals): ann, cleo, ben
EOF2
	EXP_OUT=$(echo "$EXP_OUT" | sed "s/CARRY/$carry/")
	t "cut --top 3 --carry $carry" 0 -d "$T/$carry.db" event cut --top 3 --carry $carry --deals 3 --event duo
	# The final: ann +4 (1st, 4 points), cleo +3 (3), ben -7 (1).
	$RKUB -d "$T/$carry.db" round -t 1 -e duo --out ann cleo=5 ben=5 >/dev/null
	$RKUB -d "$T/$carry.db" round -t 1 -e duo --out cleo ann=5 ben=5 >/dev/null
	$RKUB -d "$T/$carry.db" round -t 1 -e duo --out ben ann=1 cleo=2 >/dev/null
done
out <<'EOF2'
duo, after sitting 3; points: table rank
rank  player  points  played  won  best  tables
   1  ann          6      11    3   +25       2  final
   2  cleo         5      11    3   +22       1  final
   3  ben          3      11    3   +20       0  final
   4  dave         4       8    2   +20       0
EOF2
t "--carry halve: half the points before the cut; finalists rank first" 0 -d "$T/halve.db" event standings -e duo
out <<'EOF2'
duo, after sitting 3; points: table rank
rank  player  points  played  won  best  tables
   1  ann          8      11    3   +25       2  final
   2  cleo         7      11    3   +22       1  final
   3  ben          5      11    3   +20       0  final
   4  dave         4       8    2   +20       0
EOF2
t "--carry keep: all of them" 0 -d "$T/keep.db" event standings -e duo
out <<'EOF2'
duo, after sitting 3; points: table rank
rank  player  points  played  won  best  tables
   1  ann          4      11    3   +25       2  final
   2  cleo         3      11    3   +22       1  final
   3  ben          1      11    3   +20       0  final
   4  dave         4       8    2   +20       0
EOF2
t "--carry clear: none of them" 0 -d "$T/clear.db" event standings -e duo

# Halved scores keep their halves.
$RKUB event back ann --event sc >/dev/null
$RKUB event cut --top 2 --carry halve --event sc >/dev/null
$RKUB round -t 1 --out cleo ben=3 >/dev/null
$RKUB round -t 1 --out cleo ben=3 >/dev/null
out <<'EOF2'
rank,player,points,played,won,best,tables_won,status,cuts
1,cleo,8,10,4,22,2,active,1
2,ben,-6,10,2,20,0,active,1
3,dave,0,8,2,20,0,active,0
4,ann,-4,8,2,25,1,active,0
EOF2
$RKUB event standings --csv | tr -d '\r"' >"$T/out"; echo $? >"$T/rc"
report "score points halved: cleo +4/2 + 6, ben 0/2 - 6" 0
