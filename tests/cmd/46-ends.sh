#!/bin/sh
# 46-ends: a game with an end (new --rounds N, --target POINTS): round and
# show say who won, a round past the end is refused; show --racks.
. "$(dirname "$0")/lib.sh"
export RKUB_DB="$T/e.db"

out <<'EOF2'
new game two, now the current game
players: ann, ben
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard (preset jumbo)
ends after 2 rounds
EOF2
t "new --rounds 2" 0 new two --players ann,ben --rounds 2
$RKUB round --scores ann=+3 ben=-3 >/dev/null
out <<'EOF2'
two, round 2
round    ann    ben
    2     -1     +1  ben won: +1 = 1
total     +2     -2
two ended after 2 rounds: ann won with +2
EOF2
t "the last round says who won the game" 0 round --scores ann=-1 ben=+1
err <<'EOF2'
rkub: round: two ended after 2 rounds: ann won with +2: no round after the end; start another game with 'rkub new'
EOF2
t_same "$T/e.db" "a round past the end is refused" 1 round --scores ann=-1 ben=+1
t "a replacement of a round is not past the end" 0 round --replace 2 --scores ann=-4 ben=+4
assert "... and the winner changes with it" grep -q '^two ended after 2 rounds: ben won with +1$' "$T/out"
out <<'EOF2'
two: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben
    1     +3     -3
    2     -4     +4
total     -1     +1
two ended after 2 rounds: ben won with +1
EOF2
t "show says who won" 0 show

$RKUB new tgt --players ann,ben,cleo --target 50 >/dev/null
$RKUB round --out ann ben=20 cleo=10 >/dev/null
t "--target: not reached at 30" 0 round --out cleo ann=5 ben=3
assert "... no end said" sh -c "! grep -q ended '$T/out'"
t "--target: reached" 0 round --out ann ben=r13 cleo=k12
assert "... the game ends at 50 points" grep -q '^tgt ended at 50 points: ann won with +50$' "$T/out"
t_same "$T/e.db" "... and takes no more rounds" 1 round --out ann ben=1 cleo=1
err <<'EOF2'
rkub: new: --rounds and --target conflict: a game ends one way
EOF2
t_same "$T/e.db" "--rounds and --target conflict" 2 new x --players a,b --rounds 2 --target 5
err <<'EOF2'
rkub: new: --rounds: '0' is not a whole number from 1 to 100000
EOF2
t_same "$T/e.db" "--rounds 0" 2 new x --players a,b --rounds 0
t_same "$T/e.db" "--target on a junior game" 2 new x --players a,b --preset junior --target 5

# show --racks: each round's racks as typed and its time.
$RKUB new r --players ann,ben,cleo >/dev/null
$RKUB round --out ann 'ben=r5 j' cleo=12 >/dev/null
$RKUB round --scores ann=-5 ben=+5 cleo=0 >/dev/null
$RKUB show --racks | sed 's/, [0-9T:-]*Z$/, TIME/' >"$T/out"; echo $? >"$T/rc"
out <<'EOF2'
r: each round's racks as typed
round 1, out, TIME
  ann    +47  -
  ben    -35  r5 j
  cleo   -12  12
round 2, scores, TIME
  ann     -5  (a score, no rack)
  ben     +5  (a score, no rack)
  cleo     0  (a score, no rack)
EOF2
report "show --racks" 0
assert "... each round's time, UTC" sh -c "$RKUB show --racks | grep -qE '^round 1, out, 20[0-9]{2}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z$'"
err <<'EOF2'
rkub: show: --racks and --json conflict: give one
EOF2
t "show --racks --json conflict" 2 show --racks --json
