#!/bin/sh
# 20-new: rkub new and rkub games; presets and options; every refusal
# leaves the database as it was.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

out <<'EOF2'
new game friday, now the current game
players: ann, ben, cleo, dan
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard (preset jumbo)
EOF2
t "new starts a game with the default rules, the jumbo preset named" 0 new friday --players ann,ben,cleo,dan
assert "... creating the database on first use" test -f "$db"

out <<'EOF2'
new game sat, now the current game
players: ann, ben, eve
rules: joker 25, pool exhausted: difference, never melded: none, tiles: standard (preset goliath)
EOF2
t "a preset bundles a book's rules (003)" 0 new sat --preset goliath --players 'ann, ben ,eve'

out <<'EOF2'
new game sun, now the current game
players: ann, ben, eve
rules: joker 30, pool exhausted: difference, never melded: plus:25, tiles: xp, initial meld 40 (preset goliath)
EOF2
t "options beside a preset override it" 0 new sun --preset goliath --joker 30 --tiles xp --never-melded plus:25 --meld 40 --players ann,ben,eve

for p in jumbo pressman classic junior; do
	t "preset $p" 0 new "g-$p" --preset $p --players ann,ben
done
assert "presets store their rules" test "$($RKUB show g-pressman | head -n 1)" = \
    "g-pressman: joker 30, pool exhausted: fewest-tiles, never melded: none, tiles: standard"
assert "junior scores with tokens" test "$($RKUB show g-junior | head -n 1)" = \
    "g-junior: tokens, tiles: junior"

out <<'EOF2'
  2026-11-21  friday: ann, ben, cleo, dan; 0 rounds
EOF2
$RKUB games | head -n 1 | sed 's/^\(.\) ....-..-../\1 2026-11-21/' >"$T/out"; echo 0 >"$T/rc"
report "games lists every game" 0
assert "games marks the current game with *" test "$($RKUB games | grep -c '^\* ')" = 1
assert "... the last one started" sh -c "$RKUB games | grep '^\*' | grep -q 'g-junior:'"
out <<'EOF2'
[{"game":"friday","current":false,"players":["ann","ben","cleo","dan"],"rounds":0}]
EOF2
$RKUB games --json | sed 's/,"created":"[^"]*"//g; s/},{.*/}]/' >"$T/out"; echo $? >"$T/rc"
report "games --json" 0

# Refusals: status 1 or 2, and the database unchanged.
err <<'EOF2'
rkub: a game named 'friday' exists already: pick another name, or 'rkub show friday'
EOF2
t_same "$db" "a game that exists" 2 new friday --players ann,ben
err <<'EOF2'
rkub: new: who plays? give --players A,B,...
usage: rkub new GAME --players A,B[,...] [--preset P] [--joker N] [--exhausted M] [--never-melded M] [--tiles T] [--meld N] [--rounds N | --target POINTS] [--json]
EOF2
t_same "$db" "no player list" 2 new g2
err <<'EOF2'
rkub: new: --players: an empty name in 'ann,,ben': give names split by commas, as in ann,ben,cleo
EOF2
t_same "$db" "an empty name in the list" 2 new g2 --players ann,,ben
err <<'EOF2'
rkub: new: --players: an empty name in '': give names split by commas, as in ann,ben,cleo
EOF2
t_same "$db" "an empty player list" 2 new g2 --players ''
err <<'EOF2'
rkub: new: --players: Ann is named twice
EOF2
t_same "$db" "a duplicate name" 2 new g2 --players ann,ben,Ann
err <<'EOF2'
rkub: new: 5 players: standard tiles are for 2 to 4 players: for 5 or 6 players give --tiles xp (003)
EOF2
t_same "$db" "five players with standard tiles" 1 new g2 --players a,b,c,d,e
t "... but xp tiles take six (003)" 0 new g-xp --tiles xp --players a,b,c,d,e,f
err <<'EOF2'
rkub: new: 7 players: xp tiles are for 2 to 6 players
EOF2
t_same "$db" "seven players with xp tiles" 1 new g2 --tiles xp --players a,b,c,d,e,f,g
err <<'EOF2'
rkub: new: 1 player: standard tiles are for 2 to 4 players
EOF2
t_same "$db" "one player with standard tiles" 1 new g2 --players ann
t "junior takes one player (002)" 0 new g-solo --preset junior --players kim
err <<'EOF2'
rkub: new: --exhausted: unknown rule 'lowest': use all-pay, difference or fewest-tiles
EOF2
t_same "$db" "an unknown exhausted rule lists the valid ones" 2 new g2 --exhausted lowest --players ann,ben
err <<'EOF2'
rkub: new: --preset: unknown preset 'hasbro': use jumbo, pressman, goliath, classic or junior
EOF2
t_same "$db" "an unknown preset" 2 new g2 --preset hasbro --players ann,ben
err <<'EOF2'
rkub: new: --never-melded: 'fixed:x': use none, double, fixed:N or plus:N (N from 0 to 10000)
EOF2
t_same "$db" "a bad never-melded mode" 2 new g2 --never-melded fixed:x --players ann,ben
err <<'EOF2'
rkub: new: --joker: 'lots' is not a whole number from 0 to 1000 (25, 30 or 50 in the books)
EOF2
t_same "$db" "a joker value that is no number" 2 new g2 --joker lots --players ann,ben
err <<'EOF2'
rkub: player name 'a=b': character 2 ('=') is not allowed in a name
EOF2
t_same "$db" "a name with =" 2 new g2 --players a=b,ben
err <<'EOF2'
rkub: player name '-x' starts with '-' or a blank, or ends in one
EOF2
t_same "$db" "a name that looks like an option" 2 new g2 --players=-x,ben
err <<'EOF2'
rkub: game name 'a|b': character 2 ('|') is not allowed in a name
EOF2
t_same "$db" "a game name with |" 2 new 'a|b' --players ann,ben

# The database path: -d, else RKUB_DB, else XDG_DATA_HOME.
unset RKUB_DB
t "without -d or RKUB_DB, XDG_DATA_HOME/rkub/rkub.db" 0 new x1 --players ann,ben
assert "... which is created with its folder" test -f "$XDG_DATA_HOME/rkub/rkub.db"
t "-d before the command" 0 -d "$T/other.db" new x2 --players ann,ben
t "--db after it" 0 new x3 --db "$T/other.db" --players ann,ben
assert "both went to the same file" test "$($RKUB -d "$T/other.db" games | wc -l)" = 2
