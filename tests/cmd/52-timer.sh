#!/bin/sh
# 52-timer: rkub timer, driven in tmux as at the table: the current game's
# players in seat order, a pass with space, an overrun that shows the
# books' penalty (RULES.md "End of a round": 000, 003, 004: the tiles go
# back, the player draws 3), a resize, and q with the summary.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/tmux.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

err <<'EOF2'
rkub: no database at $db: start a game with 'rkub new'
rkub: timer: name the players with --players A,B,...
EOF2
EXP_ERR=$(printf '%s\n' "$EXP_ERR" | sed "s|\$db|$db|")
t "no game and no --players: nothing to time" 2 timer
assert "... and no database was made" test ! -e "$db"

err <<'EOF2'
rkub: timer: '0' is not a whole number from 1 to 3600
EOF2
t "0 seconds is refused" 2 timer 0 --players ann,ben

err <<'EOF2'
rkub: timer: 'soon' is not a whole number from 1 to 3600
EOF2
t "seconds that are no number are refused" 2 timer --seconds soon \
    --players ann,ben

err <<'EOF2'
rkub: timer: give the seconds once, as SECONDS or --seconds
EOF2
t "the seconds twice are refused" 2 timer 40 --seconds 40 --players ann,ben

err <<'EOF2'
rkub: timer: --players: ann is named twice
EOF2
t "a player named twice is refused" 2 timer --players ann,ben,ann

$RKUB new friday --players ann,ben,zoë --preset classic >/dev/null
if command -v setsid >/dev/null 2>&1; then
	setsid $RKUB timer >"$T/out" 2>"$T/err" </dev/null
	echo $? >"$T/rc"
	report "without a terminal the timer is refused" 2
	assert "... saying it needs one" grep -q \
	    '^rkub: timer: no terminal (.*): run it in one$' "$T/err"
fi

if ! have_tmux; then
	echo "not ok - tmux is not installed (make deps)"
	exit 0
fi

# The book's time: classic (004, German text) is a minute a turn.
tm_start "rkub timer --quiet >$T/sum; echo rkub exited \$?; sleep 60"
assert "the game's players and its book's 60 s" \
    tm_wait 'friday: 60 s a turn'
assert "... ann first, in seat order" tm_wait '> ann '
tm_screen >"$T/s1"
assert "... the time in big digits" \
    test "$(grep -c '████' "$T/s1")" -ge 5
tm_keys q
assert "q ends the timer" tm_wait 'rkub exited 0'
tm_stop

# A pass and an overrun, in 2-second turns.
tm_start "rkub timer 2 >$T/sum; echo rkub exited \$?; sleep 60"
assert "the seconds from the operand" tm_wait 'friday: 2 s a turn'
tm_keys Space
assert "space passes to ben" tm_wait '> ben '
assert "... ann's turn is counted" tm_wait 'ann            1 turn '
assert "the last seconds are shown" tm_wait 'seconds left'
assert "... and ring the terminal's bell" \
    test "$($TM display -p '#{window_bell_flag}')" = 1
assert "an overrun shows the books' penalty" \
    tm_wait 'time is up   the tiles go back, ben draws 3'
assert "... and is counted against ben" \
    tm_wait 'ben            0 turns  1 overrun '
$TM resize-window -x 100 -y 30 2>/dev/null
assert "a resized terminal is drawn anew to its width" \
    tm_wait "$(printf '%74s' 'space next  p pause  q end')"
tm_keys Enter
assert "Enter passes to zoë" tm_wait '> zoë '
tm_keys p
assert "p pauses" tm_wait 'zoë: paused'
tm_keys q
assert "q ends the timer" tm_wait 'rkub exited 0'
tm_stop
# --quiet: no bell, even at the end of a turn.
tm_start "rkub timer 1 --quiet >/dev/null; echo rkub exited \$?; sleep 60"
tm_wait 'time is up' >/dev/null
assert "--quiet rings no bell" \
    test "$($TM display -p '#{window_bell_flag}')" = 0
tm_keys q
tm_stop

sed 's/[0-9]:[0-9][0-9]/M:SS/' "$T/sum" >"$T/out"
printf '0\n' >"$T/rc"
out <<'EOF2'
friday: 2 s a turn: 2 turns
player  turns  overruns  average
ann         1         0     M:SS
ben         1         1     M:SS  (drew 3 tiles each time)
zoë         0         0        -
EOF2
report "q prints each player's turns, overruns and average turn" 0
