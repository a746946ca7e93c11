#!/bin/sh
# 65-event-formats: what scripts read: event tables as text (by table and
# by name), --csv and --json; event export's CSV; CSV cells that stay
# text.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB event new club --players '@ann,ben,cleo,dave,eve' --deals 2 >/dev/null
$RKUB event seat --seed 3 >/dev/null
set -- $(seated 1)
a=$1 b=$2 c=$3
set -- $(seated 2)
d=$1 e=$2
w=4
for p in $a $b $c $d $e; do [ ${#p} -gt $w ] && w=${#p}; done
out <<EOF2
club, sitting 1 (random, seed 3): 2 tables
table 1 (2 deals): $a, $b, $c
table 2 (2 deals): $d, $e

by name:
$(for x in "$a 1 1 1" "$b 1 2 2" "$c 1 3 none" "$d 2 1 1" "$e 2 2 2"; do
	set -- $x
	printf "%-${w}s  table %d, seat %d, starts deal%s %s\n" $1 $2 $3 "" $4
done | sort -f)
EOF2
t "event tables: by table in start order, and by name" 0 event tables
out <<EOF2
sitting,table,seat,player,starts,deals,played
1,1,1,$a,1,2,0
1,1,2,$b,2,2,0
1,1,3,$c,,2,0
1,2,1,$d,1,2,0
1,2,2,$e,2,2,0
EOF2
$RKUB event tables --csv | tr -d '\r"' | sed "s/,'/,/" >"$T/out"; echo $? >"$T/rc"
report "event tables --csv: sitting, table, seat, player, a row per seat" 0
assert "... a name that starts with @ stays text" sh -c "$RKUB event tables --csv | grep -q \"\\\"'@ann\\\"\""
assert "... lines end in CRLF" sh -c "$RKUB event tables --csv | head -n 1 | od -c | grep -q '\\\\r  \\\\n'"
t "event tables --json" 0 event tables --json
assert "... is JSON" python3 -c "import json,sys; d=json.load(open('$T/out')); sys.exit(0 if [p['player'] for t in d['tables'] for p in t['players']] == '$a $b $c $d $e'.split() and d['tables'][0]['players'][2]['starts'] == [] else 1)"

$RKUB round -t 1 --out $a $b=5 $c=7 >/dev/null
$RKUB round -t 1 --out $b $a=1 $c=2 >/dev/null
$RKUB round -t 2 --scores $d=-4 $e=+4 >/dev/null
out <<EOF2
event,sitting,table,deal,player,score
club,1,1,1,$a,12
club,1,1,1,$b,-5
club,1,1,1,$c,-7
club,1,1,2,$a,-1
club,1,1,2,$b,3
club,1,1,2,$c,-2
club,1,2,1,$d,-4
club,1,2,1,$e,4
EOF2
$RKUB event export | tr -d '\r"' | sed "s/,'/,/" >"$T/out"; echo $? >"$T/rc"
report "event export: every deal as event, sitting, table, deal, player, score" 0
t "event export -o FILE" 0 event export -o "$T/club.csv"
assert "... the same" test "$(tr -d '\r"' <"$T/club.csv" | sed "s/,'/,/")" = "$(printf '%s\n' "$EXP_OUT")"
assert "rkub export of a table's game works as for any game" \
    test "$($RKUB export club/1/2 | tr -d '\r"' | head -n 1 | cut -d, -f1-3)" = "game,round,player"
t_same "$db" "event export to a file that cannot be written" 2 event export -o "$T/no/dir/x.csv"
