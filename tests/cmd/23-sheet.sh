#!/bin/sh
# 23-sheet: undo, show and standings: the score sheet as in the books,
# undone rounds kept, ranks that ties share, CSV and JSON.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB new g --players ann,ben,zoë >/dev/null
$RKUB round --out ann ben=5 zoë=16 >/dev/null
$RKUB round --out zoë ann=6 ben=11 >/dev/null
$RKUB round --out ben ann=32 zoë=2 >/dev/null

out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben    zoë
    1    +21     -5    -16
    2     -6    -11    +17
    3    -32    +34     -2
total    -17    +18     -1
EOF2
t "show: a row per round, a column per player, aligned for UTF-8" 0 show

out <<'EOF2'
g: took back round 3 (kept, marked undone)
round    ann    ben    zoë
    3    -32    +34     -2  undone
total    +15    -16     +1
EOF2
t "undo takes back the last round" 0 undo

out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben    zoë
    1    +21     -5    -16
    2     -6    -11    +17
total    +15    -16     +1
EOF2
t "show leaves the undone round out" 0 show

out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben    zoë
    1    +21     -5    -16
    2     -6    -11    +17
  (3)    -32    +34     -2  undone
total    +15    -16     +1
EOF2
t "show --all lists it, marked undone: nothing is lost" 0 show --all

out <<'EOF2'
g, round 3
round    ann    ben    zoë
    3     -1     +5     -4  ben went out: +5 = 1 + 4
total    +14    -11     -3
EOF2
t "the next round takes the undone round's number" 0 round --out ben ann=1 zoë=4

out <<'EOF2'
{"game":"g","rules":{"preset":"jumbo","joker":30,"tokens":false,"exhausted":"all-pay","never_melded":"none","tiles":"standard","meld":30},"preset":"jumbo","players":["ann","ben","zoë"],"rounds":[{"round":1,"was":null,"kind":"out","undone":false,"replaced":false,"winner":"ann","scores":{"ann":21,"ben":-5,"zoë":-16}},{"round":2,"was":null,"kind":"out","undone":false,"replaced":false,"winner":"zoë","scores":{"ann":-6,"ben":-11,"zoë":17}},{"round":3,"was":null,"kind":"out","undone":false,"replaced":false,"winner":"ben","scores":{"ann":-1,"ben":5,"zoë":-4}}],"totals":{"ann":14,"ben":-11,"zoë":-3},"end_rounds":null,"end_target":null,"ended":null}
EOF2
t "show --json" 0 show --json

out <<'EOF2'
g
rank  player        total played  won  best  worst
   1  ann             +14      3    1   +21     -6
   2  zoë              -3      3    1   +17    -16
   3  ben             -11      3    1    +5    -11
EOF2
t "standings: rank, total, played, won, best, worst" 0 standings

$RKUB new tie --players ann,ben,cleo >/dev/null
$RKUB round --out ann ben=5 cleo=5 >/dev/null
out <<'EOF2'
rank,player,total,played,won,best,worst
1,ann,10,1,1,10,10
2,ben,-5,1,0,-5,-5
2,cleo,-5,1,0,-5,-5
EOF2
$RKUB standings --csv | tr -d '\r' | tr -d '"' >"$T/out"; echo $? >"$T/rc"
report "standings --csv: ties share a rank" 0
assert "standings --csv ends its lines in CRLF (RFC 4180)" \
    test "$($RKUB standings --csv | head -n 1 | od -c | grep -c '\\r')" = 1
out <<'EOF2'
[{"rank":1,"player":"ann","total":10,"played":1,"won":1,"best":10,"worst":10},{"rank":2,"player":"ben","total":-5,"played":1,"won":0,"best":-5,"worst":-5},{"rank":2,"player":"cleo","total":-5,"played":1,"won":0,"best":-5,"worst":-5}]
EOF2
t "standings --json" 0 standings --json
out <<'EOF2'
tie
rank  player        total played  won  best  worst
   1  ann             +10      1    1   +10    +10
   2  ben              -5      1    0    -5     -5
   2  cleo             -5      1    0    -5     -5
EOF2
t "standings of the current game" 0 standings
out <<'EOF2'
rank  player        total played  won  best  worst  games
   1  ann             +24      4    2   +21     -6      2
   2  zoë              -3      3    1   +17    -16      1
   3  cleo             -5      1    0    -5     -5      1
   4  ben             -16      4    1    +5    -11      2
EOF2
t "standings --all: every player over every game" 0 standings --all
out <<'EOF2'
g
rank  player        total played  won  best  worst
   1  ann             +14      3    1   +21     -6
   2  zoë              -3      3    1   +17    -16
   3  ben             -11      3    1    +5    -11
EOF2
t "standings GAME picks another game" 0 standings g

$RKUB new empty --players ann,ben >/dev/null
out <<'EOF2'
empty
rank  player        total played  won  best  worst
   1  ann               0      0    0     -      -
   1  ben               0      0    0     -      -
EOF2
t "a game with no rounds yet" 0 standings
err <<'EOF2'
rkub: undo: empty has no round to take back
EOF2
t_same "$db" "undo with nothing to undo" 2 undo
err <<'EOF2'
rkub: standings: --csv and --json conflict: give one
EOF2
t "--csv and --json" 2 standings --csv --json
err <<'EOF2'
rkub: no game named 'nope': 'rkub games' lists them
EOF2
t "show of a game that does not exist" 2 show nope
t_same "$db" "undo of a game that does not exist" 2 undo --game nope
