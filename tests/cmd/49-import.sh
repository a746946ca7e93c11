#!/bin/sh
# 49-import: an import writes its rounds as a bulk (issue 11: numbered in
# memory, the tally counted once at the end instead of by a trigger an
# entry): the games it makes must be the games 'rkub round' makes, round
# for round, with the tally, the numbering and a refusal all as before.
. "$(dirname "$0")/lib.sh"
RKUB=${RKUB:?}

# Two games recorded round by round: a late player (seat add) in one,
# racks, a sum, a pool run out, a copied pad, six players on xp tiles.
by_hand=$T/by-hand.db
R() { $RKUB -d "$by_hand" "$@" >/dev/null; }
R new friday --players ann,ben,cleo
R round --out ann 'ben=r5 b13 j' cleo=12
R seat add dan
R round --exhausted ann=o9 ben=b3 'cleo=r1 r2' dan=k7
R round --scores ann=-4 ben=10 cleo=-3 dan=-3
R new saturday --players eve,ann,ben,cleo,dan,fay --tiles xp
R round --out eve ann=j ben=5 cleo=7 dan=1 'fay=k13 k12'
R round --out fay ann=3 ben=5 cleo=7 dan=1 eve=20
$RKUB -d "$by_hand" export friday >"$T/friday.csv"
$RKUB -d "$by_hand" export saturday >"$T/saturday.csv"

# The same games imported, one file each, into another database.
db=$T/imported.db
out <<'EOF2'
imported friday: 3 rounds, now the current game
players: ann, ben, cleo, dan
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
EOF2
t "import of a game with a late player, as round recorded it" 0 -d "$db" import "$T/friday.csv"
out <<'EOF2'
imported saturday: 2 rounds, not the current game ('rkub use' switches)
players: eve, ann, ben, cleo, dan, fay
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: xp
EOF2
t "import of a second game into the same database" 0 -d "$db" import "$T/saturday.csv"

# Friday: ann +60 -9 -4 = +47; ben -48 -3 +10 = -41 (won 2: the pool ran
# out on him with the least); cleo -12 -3 -3 = -18; dan -7 -3 = -10.
# Saturday adds eve +68 -20, ann -30 -3, ben -5 -5, cleo -7 -7, dan -1 -1,
# fay -25 +36.
out <<'EOF2'
rank  player        total played  won  best  worst  games
   1  eve             +48      2    1   +68    -20      1
   2  ann             +14      5    1   +60    -30      2
   3  fay             +11      2    1   +36    -25      1
   4  dan             -12      4    0    -1     -7      2
   5  cleo            -32      5    0    -3    -12      2
   6  ben             -51      5    2   +10    -48      2
EOF2
t "standings over both imported games, from the tally" 0 -d "$db" standings --all
for what in "standings --all" "standings friday" "standings saturday" \
    "export --all" "show friday" "show saturday" "export --wide saturday"; do
	# shellcheck disable=SC2086
	$RKUB -d "$by_hand" $what >"$T/a" 2>&1
	# shellcheck disable=SC2086
	$RKUB -d "$db" $what >"$T/b" 2>&1
	assert "$what: the imported games are the games recorded by hand" \
	    cmp -s "$T/a" "$T/b"
done
# The seats too: a late player joins at the round he joined at by hand
# (dan at friday's round 2), not at round 1.
seats() {
	sqlite3 "$1" "SELECT g.name, p.name, s.pos, s.joined, s.left_after \
	    FROM seat s JOIN game g ON g.id = s.game_id JOIN player p ON \
	    p.id = s.player_id ORDER BY g.name, s.pos"
}
seats "$by_hand" >"$T/a"
seats "$db" >"$T/b"
assert "the seats, and the round each player joined at, are as by hand" \
    cmp -s "$T/a" "$T/b"
assert "dan joined friday at round 2" grep -qx 'friday|dan|3|2|' "$T/b"
# What doctor says of a database with no damage.
clean() {
	EXP_OUT=$(printf '%s: ok\n' integrity 'foreign keys' tally seats \
	    entries rounds; printf '%s: no damage found' "$1")
	HAVE_OUT=1
}
clean "$db"
t "doctor after the imports: the tally counted once matches the entries" 0 -d "$db" doctor

# The triggers are back after an import: a round, an undo and a redo on
# an imported game keep the tally, in the same database.
$RKUB -d "$db" round --game friday --out dan ann=5 ben=6 cleo=7 >/dev/null
$RKUB -d "$db" undo --game friday >/dev/null
$RKUB -d "$db" redo --game friday >/dev/null
$RKUB -d "$db" round --game friday --scores ann=1 ben=-1 cleo=0 dan=0 >/dev/null
out <<'EOF2'
friday
rank  player        total played  won  best  worst
   1  ann             +43      5    2   +60     -9
   2  dan              +8      4    1   +18     -7
   3  cleo            -25      5    0     0    -12
   4  ben             -48      5    2   +10    -48
EOF2
t "rounds after the import count in its tally" 0 -d "$db" standings friday
clean "$db"
t "... and doctor still finds nothing" 0 -d "$db" doctor

# An import into a database with rounds of its own: the old game's rows
# keep their numbers, an undone round stays undone, the new game counts
# from 1, and each goes on from its own last row.
num=$T/numbering.db
$RKUB -d "$num" new old --players ann,ben >/dev/null
$RKUB -d "$num" round --scores ann=5 ben=-5 >/dev/null
$RKUB -d "$num" round --scores ann=-2 ben=2 >/dev/null
$RKUB -d "$num" round --scores ann=9 ben=-9 >/dev/null
$RKUB -d "$num" undo >/dev/null
printf 'round,ann,ben\n1,3,-3\n2,-4,4\n3,1,-1\n' >"$T/new.csv"
$RKUB -d "$num" import "$T/new.csv" >/dev/null
$RKUB -d "$num" round --game old --scores ann=7 ben=-7 >/dev/null
$RKUB -d "$num" round --game new --scores ann=8 ben=-8 >/dev/null
out <<'EOF2'
old: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben
    1     +5     -5
    2     -2     +2
    3     +7     -7
total    +10    -10
EOF2
t "the old game's rounds keep their numbers; its next is 3" 0 -d "$num" show old
out <<'EOF2'
new: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben
    1     +3     -3
    2     -4     +4
    3     +1     -1
    4     +8     -8
total     +8     -8
EOF2
t "the imported game counts from 1; its next is 4" 0 -d "$num" show new
out <<'EOF2'
old: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
round    ann    ben
    1     +5     -5
    2     -2     +2
  (3)     +9     -9  undone
    3     +7     -7
total    +10    -10
EOF2
t "... and the old game's undone round is still there, undone" 0 -d "$num" show old --all

# A 3,000-row sheet with one bad cell near the end: refused with its line
# and column, the database (which holds two games) byte for byte as it was.
awk 'BEGIN { print "game,round,player,score,won"; split("ann,ben,cleo,dan", p, ",")
	for (r = 1; r <= 750; r++)
		for (i = 1; i <= 4; i++)
			printf "big,%d,%s,%d,%d\n", r, p[i], i == 1 ? 30 : -10, i == 1 }' \
    >"$T/big.csv"
awk -F, 'BEGIN { OFS = "," } NR == 2995 { $4 = "12a" } { print }' "$T/big.csv" >"$T/bad.csv"
err <<EOF2
rkub: $T/bad.csv:2995:4: ben's score '12a' is not a number, such as +24 or -5
EOF2
t_same "$db" "a bad cell at line 2,995 of 3,000 refuses the sheet" 2 -d "$db" import "$T/bad.csv"
# Line 2,997 is round 749's last (dan): ann's +30 against 10 + 10 + 11.
awk -F, 'BEGIN { OFS = "," } NR == 2997 { $4 = -11 } { print }' "$T/big.csv" >"$T/off.csv"
err <<EOF2
rkub: $T/off.csv:2997: round 749 does not balance: the winner's +30 against -31 lost by the others: off by 1: nothing imported
EOF2
t_same "$db" "a round near the end that does not balance refuses it all" 1 -d "$db" import "$T/off.csv"
out <<'EOF2'
imported big: 750 rounds, not the current game ('rkub use' switches)
players: ann, ben, cleo, dan
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard
EOF2
t "the good sheet imports" 0 -d "$db" import "$T/big.csv"
out <<'EOF2'
big
rank  player        total played  won  best  worst
   1  ann          +22500    750  750   +30    +30
   2  ben           -7500    750    0   -10    -10
   2  cleo          -7500    750    0   -10    -10
   2  dan           -7500    750    0   -10    -10
EOF2
t "... 750 rounds in its tally" 0 -d "$db" standings big
