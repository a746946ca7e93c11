#!/bin/sh
# 54-ask: rkub round with no form, typed in tmux as at the table: a name
# completed with Tab, a typo offered back for editing, an edit from the
# review line, a tie under the pool-exhausted rule settled by naming the
# winner (004's difference rule: RULES.md "When the pool is exhausted"),
# history, and Ctrl-C / Ctrl-D / n writing nothing.  Without a terminal
# the same questions read plain lines.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/tmux.sh"
db="$T/rkub.db"
export RKUB_DB="$db"
export XDG_STATE_HOME="$T/state"

$RKUB new friday --players ann,ben,zoë --preset classic >/dev/null

# Without a terminal: plain lines, the same questions on standard error.
printf 'zo\nr5 b13 j\n12\ny\n' >"$T/answers"
out <<'EOF2'
friday, round 1
round    ann    ben    zoë
    1    -68    -12    +80  zoë went out: +80 = 68 + 12
total    -68    -12    +80
EOF2
err <<'EOF2'
friday, round 1; the totals: ann 0, ben 0, zoë 0
who went out? (ann, ben, zoë; nothing if the pool ran out) ann's rack: ben's rack: round 1: ann -68, ben -12, zoë +80; zoë went out: +80 = 68 + 12
record? [Y/n/e] 
EOF2
t_in "$T/answers" "without a terminal the questions read plain lines" 0 round
$RKUB undo >/dev/null

printf 'zoë\nr5\n' >"$T/answers"
err <<'EOF2'
friday, round 1; the totals: ann 0, ben 0, zoë 0
who went out? (ann, ben, zoë; nothing if the pool ran out) ann's rack: ben's rack: 
rkub: round: no answer: nothing recorded
EOF2
before=$(snap "$db")
t_in "$T/answers" "the end of the answers writes nothing" 2 round
assert "... and the database is unchanged" test "$(snap "$db")" = "$before"

printf 'zoë\nr5\n7\nn\n' >"$T/answers"
before=$(snap "$db")
t_in "$T/answers" "n at the review writes nothing" 2 round
assert "... and says so" grep -q 'rkub: round: not recorded$' "$T/err"
assert "... and the database is unchanged" test "$(snap "$db")" = "$before"

# A game that charges who never melded asks about each loser; a seat
# number names who went out (Mind Sports Olympiad: 100 for never melding).
$RKUB new msot --players ann,ben,zoë --never-melded fixed:100 >/dev/null
printf '1\n5\nn\n7\n\ny\n' >"$T/answers"
out <<'EOF2'
msot, round 1
round    ann    ben    zoë
    1   +107   -100     -7  ann went out: +107 = 100 + 7
total   +107   -100     -7
EOF2
err <<'EOF2'
msot, round 1; the totals: ann 0, ben 0, zoë 0
who went out? (ann, ben, zoë; nothing if the pool ran out) ben's rack: did ben make the initial meld? [Y/n] zoë's rack: did zoë make the initial meld? [Y/n] round 1: ann +107, ben -100 (never melded), zoë -7; ann went out: +107 = 100 + 7
record? [Y/n/e] 
EOF2
t_in "$T/answers" "never-melded: asked of each loser; a seat number names a player" \
    0 round

if ! have_tmux; then
	echo "not ok - tmux is not installed (make deps)"
	exit 0
fi

run_round() {
	tm_start "rkub round --game friday; echo rkub exited \$?; sleep 60"
}

# A round where zoë went out: Tab, a typo, an edit.
run_round
assert "the game, the round and the totals first" \
    tm_wait 'friday, round 1; the totals: ann 0, ben 0, zoë 0'
assert "then who went out" tm_wait 'who went out? (ann, ben, zoë;'
tm_type 'z'
tm_keys Tab
assert "Tab completes a player's name" tm_wait 'pool ran out) zoë'
tm_keys Enter
assert "then each other rack" tm_wait "ann's rack:"
tm_type 'r5 b13 x'
tm_keys Enter
assert "a typo is refused where it is" \
    tm_wait "rkub: ann:1:8: bad colour: 'x'"
assert "... and offered back to fix" tm_wait "ann's rack: r5 b13 x"
tm_keys BSpace
tm_type 'j'
tm_keys Enter
assert "ben's rack next" tm_wait "ben's rack:"
tm_type '12'
tm_keys Enter
assert "the review line has every score" \
    tm_wait 'round 1: ann -68, ben -12, zoë +80; zoë went out: +80 = 68 + 12'
assert "... and asks" tm_wait 'record? [Y/n/e]'
tm_type 'e'
tm_keys Enter
assert "e asks what to edit" tm_wait 'edit which?'
tm_type 'ben'
tm_keys Enter
assert "... and offers ben's rack as it was" tm_wait "ben's rack: 12"
tm_keys BSpace BSpace
tm_type '7'
tm_keys Enter
assert "the review line again, with the edit" \
    tm_wait 'round 1: ann -68, ben -7, zoë +75; zoë went out: +75 = 68 + 7'
tm_keys Enter
assert "Enter records it" tm_wait 'rkub exited 0'
assert "... and prints the row once stored" \
    tm_wait '    1    -68     -7    +75  zoë went out: +75 = 68 + 7'
tm_stop

# The pool ran out, and ann and ben tie on 3 points in 2 tiles.
run_round
assert "the totals so far" \
    tm_wait 'friday, round 2; the totals: ann -68, ben -7, zoë +75'
tm_keys Enter
tm_type 'r1 r2'
tm_keys Enter
tm_type 'b1 b2'
tm_keys Enter
assert "zoë's rack is asked too" tm_wait "zoë's rack:"
tm_type 'bla'
tm_keys Tab
assert "Tab completes a colour's name to its letter" tm_wait "zoë's rack: k"
tm_type '3 k4 k5'
tm_keys Enter
assert "the tie is asked about, not thrown away" \
    tm_wait 'ann and ben tie on the lowest rack, then the fewest tiles: who won?'
tm_type 'zoë'
tm_keys Enter
assert "only a tied player may win it" tm_wait 'give one of ann and ben, or e'
tm_type 'ben'
tm_keys Enter
assert "the review line with ben the winner" tm_wait \
    'round 2: ann 0, ben +9, zoë -9; pool exhausted, ben won (difference): +9 = 0 + 9'
tm_type 'y'
tm_keys Enter
assert "y records it" tm_wait 'rkub exited 0'
tm_stop

# History, then Ctrl-C; and Ctrl-D: nothing written either time.
before=$(snap "$db")
run_round
tm_wait 'who went out?' >/dev/null
tm_type 'ann'
tm_keys Enter
tm_wait "ben's rack:" >/dev/null
tm_keys Up
assert "Up brings back a rack typed earlier this evening" \
    tm_wait "ben's rack: k3 k4 k5"
tm_keys C-c
assert "Ctrl-C writes nothing and says so" \
    tm_wait 'rkub: round: interrupted: nothing recorded'
assert "... with status 2" tm_wait 'rkub exited 2'
tm_stop
run_round
tm_wait 'who went out?' >/dev/null
tm_keys C-d
assert "Ctrl-D writes nothing and says so" \
    tm_wait 'rkub: round: no answer: nothing recorded'
tm_stop
assert "... and the database is as it was" test "$(snap "$db")" = "$before"

out <<'EOF2'
friday: joker 50, pool exhausted: difference, never melded: none, tiles: standard
round    ann    ben    zoë
    1    -68     -7    +75
    2      0     +9     -9
total    -68     +2    +66
EOF2
t "the rounds typed are on the sheet, as reviewed" 0 show friday
