#!/bin/sh
# 44-corrections: correcting an evening without losing anything: round
# --replace N, redo, unique round numbers on the sheet, rename, rm (kept
# until --purge), use, import that leaves the current game alone unless
# --use and refuses the same sheet twice unless --force, the case notice.
. "$(dirname "$0")/lib.sh"

db=$T/g.db
export RKUB_DB="$db"
$RKUB new friday --players ann,ben,cleo >/dev/null
for s in 'ann=+5 ben=-2 cleo=-3' 'ann=-4 ben=+6 cleo=-2' 'ann=-1 ben=-1 cleo=+2' \
    'ann=+3 ben=-1 cleo=-2' 'ann=-2 ben=-2 cleo=+4'; do
	$RKUB round --scores $s >/dev/null
done

# Round 2 of 5 was wrong: replace it, with any form of round.
out <<'EOF2'
friday, round 2 (replaced; the old one is kept, marked replaced)
round    ann    ben   cleo
    2     -7    +12     -5  ben went out: +12 = 7 + 5
total     -2     +6     -4
EOF2
t "round --replace 2: any form of round takes round 2's place" 0 round --replace 2 --out ben ann=7 cleo=5
out <<'EOF2'
friday: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben   cleo
    1     +5     -2     -3
  (2)     -4     +6     -2  replaced
    2     -7    +12     -5
    3     -1     -1     +2
    4     +3     -1     -2
    5     -2     -2     +4
total     -2     +6     -4
EOF2
t "show --all shows both versions; every number shows once unbracketed" 0 show --all
err <<'EOF2'
rkub: round: --replace: '9' is not a whole number from 1 to 5
EOF2
t_same "$db" "--replace past the last round" 2 round --replace 9 --scores ann=+1 ben=-1 cleo=0
err <<'EOF2'
rkub: round: impossible round: ben did not go out, so holds a tile: a rack of 0 is impossible
EOF2
t_same "$db" "a refused replacement leaves round 2 as it was" 1 round --replace 2 --out cleo ann=3 ben=0

# undo and redo.
t "undo takes back round 5" 0 undo
assert "... round 5" grep -q '^friday: took back round 5' "$T/out"
out <<'EOF2'
friday: brought back round 5
round    ann    ben   cleo
total     -2     +6     -4
EOF2
t "redo brings it back" 0 redo
err <<'EOF2'
rkub: redo: friday has no undone round to bring back (a round recorded after an undo takes its place)
EOF2
t_same "$db" "a second redo: nothing to bring back" 2 redo
$RKUB undo >/dev/null
$RKUB round --scores ann=+1 ben=-1 cleo=0 >/dev/null
t_same "$db" "no redo once a round took the undone one's place" 2 redo
$RKUB show --json --all >"$T/json"
assert "the JSON sheet parses" python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$T/json"
assert "... and no live round number shows twice" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
live = [r["round"] for r in d["rounds"] if r["round"] is not None]
dead = [r for r in d["rounds"] if r["round"] is None]
assert len(live) == len(set(live)) == 5, live
assert all(r["undone"] and r["was"] for r in dead), dead
assert sum(r["replaced"] for r in dead) == 1, dead' "$T/json"

# rename a player, in every game, and a game.
out <<'EOF2'
player cleo is now Cleo, in every game
EOF2
t "rename a player" 0 rename cleo Cleo
assert "... the sheet says Cleo" sh -c "$RKUB show | grep -q 'Cleo'"
err <<'EOF2'
rkub: rename: a player named 'ann' exists already: pick another name
EOF2
t_same "$db" "rename onto another player" 2 rename ben ANN
err <<'EOF2'
rkub: rename: no player 'zed' (to rename a game, give --game)
EOF2
t_same "$db" "rename a player who is not there" 2 rename zed zoe
err <<'EOF2'
rkub: player name 'a:b': character 2 (':') is not allowed in a name
EOF2
t_same "$db" "rename to a name rkub cannot take" 2 rename ben a:b
out <<'EOF2'
game friday is now fri
EOF2
t "rename --game" 0 rename --game friday fri

# use, and import that leaves the evening's game current.
$RKUB new sat --players ann,ben >/dev/null
$RKUB round --scores ann=+4 ben=-4 >/dev/null
out <<'EOF2'
fri is the current game: 5 rounds
EOF2
t "use makes a game current" 0 use fri
err <<'EOF2'
rkub: no game named 'nope': 'rkub games' lists them
EOF2
t_same "$db" "use of a game that does not exist" 2 use nope
$RKUB export sat -o "$T/sat.csv"
t "import leaves the current game alone" 0 import "$T/sat.csv" --name sat2 --force
assert "... and says so" grep -q "^imported sat2: 1 round, not the current game ('rkub use' switches)$" "$T/out"
assert "... fri is still current" sh -c "$RKUB games | grep -q '^\* .*  fri:'"
err <<EOF2
rkub: import: $T/sat.csv is game sat again (the same players and rounds): nothing imported; --force imports it all the same
EOF2
t_same "$db" "the same sheet imported twice is refused" 1 import "$T/sat.csv" --name sat3
t "import --use makes it current" 0 import "$T/sat.csv" --name sat3 --use --force
assert "... it is" sh -c "$RKUB games | grep -q '^\* .*  sat3:'"

# "Ann" is the existing "ann": new and import say so.
err <<'EOF2'
rkub: note: Ann is the existing player ann (names match in any case; 'rkub rename' changes it)
EOF2
t "new says when a name matches an earlier player in another case" 0 new sun --players Ann,ben
printf 'BEN,dan\n5,-5\n' >"$T/case.csv"
err <<'EOF2'
rkub: note: BEN is the existing player ben (names match in any case; 'rkub rename' changes it)
EOF2
t "import too" 0 import "$T/case.csv" --name mon

# rm: asks on a terminal, needs --yes otherwise; kept until --purge.
err <<'EOF2'
rkub: rm: remove sat (1 round): give --yes to do it without a terminal
EOF2
t_same "$db" "rm without --yes and no terminal" 2 rm sat
out <<'EOF2'
removed sat; 'rkub rm --restore sat' brings it back until 'rkub rm --purge'
EOF2
t "rm --yes" 0 rm sat --yes
assert "... sat leaves the list" sh -c "! $RKUB games | grep -q '  sat:'"
t_same "$db" "... and cannot be shown" 2 show sat
out <<'EOF2'
sat is back; 'rkub use sat' makes it current
EOF2
t "rm --restore brings it back" 0 rm --restore sat
assert "... sat is listed again" sh -c "$RKUB games | grep -q '  sat:'"
$RKUB rm sat --yes >/dev/null
out <<'EOF2'
deleted 1 game for good
EOF2
t "rm --purge --yes deletes the removed games" 0 rm --purge --yes
assert "... no trace is left" test "$(sqlite3 "$db" "SELECT count(*) FROM game WHERE name = 'sat'")" = 0
err <<'EOF2'
rkub: rm: --purge and --restore conflict: give one
EOF2
t_same "$db" "conflicting options say they conflict" 2 rm --purge --restore sat
