#!/bin/sh
# 48-seats: players during a game: seat add (a late player joins from the
# next round; earlier rounds show the player empty), seat drop (leaves,
# keeping the rounds played).
. "$(dirname "$0")/lib.sh"
export RKUB_DB="$T/s.db"

$RKUB new g --players ann,ben >/dev/null
$RKUB round --scores ann=+3 ben=-3 >/dev/null
out <<'EOF2'
cleo joins g from round 2
EOF2
t "seat add: a late player" 0 seat add cleo
out <<'EOF2'
g, round 2
round    ann    ben   cleo
    2     -5     -2     +7  cleo went out: +7 = 5 + 2
total     -2     -5     +7
EOF2
t "... plays the next round" 0 round --out cleo ann=5 ben=2
err <<'EOF2'
rkub: seat: cleo plays in g already
EOF2
t_same "$T/s.db" "seat add of a player at the table" 2 seat add cleo
err <<'EOF2'
rkub: seat: 5 players: standard tiles are for 2 to 4 players: for 5 or 6 players give --tiles xp (003)
EOF2
$RKUB seat add dan >/dev/null
t_same "$T/s.db" "seat add past the tile set's players" 1 seat add eve
$RKUB seat drop dan >/dev/null
out <<'EOF2'
ann leaves g after round 2; the rounds played stay
EOF2
t "seat drop" 0 seat drop ann
err <<'EOF2'
rkub: round: no player 'ann' in game g: the players are ben, cleo
EOF2
t_same "$T/s.db" "who left gives no rack" 2 round --scores ann=+1 ben=-1 cleo=0
out <<'EOF2'
g, round 3
round    ann    ben   cleo    dan
    3            +2     -2         ben won: +2 = 2
total     -2     -3     +5      0
EOF2
t "the round is the players at the table" 0 round --scores ben=+2 cleo=-2
$RKUB show | sed 's/ *$//' >"$T/out"; echo $? >"$T/rc"
out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben   cleo    dan
    1     +3     -3
    2     -5     -2     +7
    3            +2     -2
total     -2     -3     +5      0
EOF2
report "show: empty where a player was not at the table" 0
err <<'EOF2'
rkub: seat: ben would leave 1 player in g: a game needs 2
EOF2
t_same "$T/s.db" "seat drop below the least players" 1 seat drop ben
err <<'EOF2'
rkub: seat: zed is not at the table in g
EOF2
t_same "$T/s.db" "seat drop of a player not at the table" 2 seat drop zed
err <<'EOF2'
rkub: seat: 'sit': give add NAME or drop NAME
usage: rkub seat add NAME | drop NAME [--game GAME]
EOF2
t_same "$T/s.db" "seat with neither add nor drop" 2 seat sit ann
out <<'EOF2'
ann joins g from round 4
EOF2
t "a player who left comes back" 0 seat add ann
$RKUB export --wide | tr -d '\r' >"$T/out"; echo $? >"$T/rc"
out <<'EOF2'
"round","ann","ben","cleo","dan"
1,3,-3,,
2,-5,-2,7,
3,,2,-2,
EOF2
report "export --wide: an empty cell where a player was not at the table" 0

# The round trip of a game with a late player and one who left.
$RKUB round --scores ann=+1 ben=-1 cleo=0 >/dev/null 2>&1 || true
$RKUB export -o "$T/long.csv"
$RKUB export --wide -o "$T/wide.csv"
t "import reads a long sheet where players join and leave" 0 -d "$T/l2.db" import "$T/long.csv" --name g
$RKUB -d "$T/l2.db" export -o "$T/long2.csv"
assert "... and exports the same rows" cmp "$T/long.csv" "$T/long2.csv"
$RKUB -d "$T/l2.db" show | sed 's/ *$//' >"$T/out"; echo $? >"$T/rc"
out <<'EOF2'
g: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben   cleo
    1     +3     -3
    2     -5     -2     +7
    3            +2     -2
    4     +1     -1      0
total     -1     -4     +5
EOF2
report "... the same sheet, empty cells and all (dan, who played no round, aside)" 0
t "import reads a wide sheet with empty cells" 0 -d "$T/w2.db" import "$T/wide.csv" --name g
$RKUB -d "$T/w2.db" export --wide -o "$T/wide2.csv"
assert "... and exports the same sheet" cmp "$T/wide.csv" "$T/wide2.csv"
printf 'ann,ben,cleo\n5,,\n' >"$T/one.csv"
err <<EOF2
rkub: $T/one.csv:2:2: no score for ben
EOF2
t "a row with one score is refused: a round has two players" 2 audit "$T/one.csv"
