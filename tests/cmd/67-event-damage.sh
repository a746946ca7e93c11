#!/bin/sh
# 67-event-damage: an event's rows read back are input too: a tampered
# seat, entrant, sitting or table is refused as a damaged database
# (status 2), never used; and round --table asks on a terminal (tmux).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB event new open --players ann,ben,cleo,dave,eve,finn,gus >/dev/null
$RKUB event seat --seed 2 >/dev/null
cp "$db" "$T/good.db"

tamper() {
	cp "$T/good.db" "$db"
	sqlite3 "$db" "PRAGMA ignore_check_constraints = 1; $1"
}
tamper "UPDATE seat SET pos = 1000000 WHERE game_id = (SELECT id FROM game WHERE name = 'open/1/2') AND pos = 1"
t_same "$db" "a seat out of place" 2 event tables
assert "... said to be damage" grep -q 'the database is damaged: the seats of an event' "$T/err"
t_same "$db" "... refused for seating too" 2 event seat --force
tamper "UPDATE entrant SET num = 99 WHERE num = 3"
t_same "$db" "players not numbered 1, 2, ..." 2 event standings
assert "... said to be damage" grep -q 'the database is damaged: the players of an event' "$T/err"
tamper "UPDATE sitting SET method = 'swiss'"
t_same "$db" "a sitting of no known kind" 2 event show
tamper "UPDATE event SET deals = 1000"
t_same "$db" "an event's deals out of range" 2 event status
assert "... said to be damage" grep -q 'damaged' "$T/err"
tamper "UPDATE event SET rank_points = '[4,\"x\"]'"
t_same "$db" "rank points that are no numbers" 2 event standings
tamper "DELETE FROM entrant WHERE num = 7"
t_same "$db" "a seated player not registered" 2 event board
cp "$T/good.db" "$db"
t "the good database reads" 0 event tables

# Interactive: round --table T on a terminal asks who went out and each
# rack, as round does.
if ! command -v tmux >/dev/null 2>&1; then
	echo "not ok - tmux is not installed: round --table on a terminal is not checked"
	exit 0
fi
set -- $(seated 1)
sock="rkub-test-$$"
tmux -L "$sock" new-session -d -x 160 -y 20 \
    "RKUB_DB='$db' $RKUB round --table 1; echo status=\$? >'$T/status'; sleep 30"
wait_for() {
	i=0
	while [ $i -lt 100 ]; do
		tmux -L "$sock" capture-pane -p | grep -q "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
assert "round --table on a terminal asks who went out" wait_for "who went out? ($1, $2, $3, $4;"
tmux -L "$sock" send-keys "$2" Enter
assert "... then each rack" wait_for "$1's rack"
tmux -L "$sock" send-keys "r5 j" Enter
wait_for "$3's rack" && tmux -L "$sock" send-keys "12" Enter
wait_for "$4's rack" && tmux -L "$sock" send-keys "x9" Enter
assert "... asks again after a typo" wait_for "$4's rack.*$4's rack\\|bad colour"
tmux -L "$sock" send-keys C-u "k1 k2" Enter
assert "... then shows the deal and asks to record it" wait_for "record? \[Y/n/e\]"
tmux -L "$sock" send-keys y Enter
i=0; while [ ! -s "$T/status" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
tmux -L "$sock" kill-server 2>/dev/null
assert "... and records the deal at the table" test "$(cat "$T/status")" = status=0
assert "... table 1 has played 1 deal" test "$($RKUB event tables --csv | tr -d '\r"' | awk -F, '$2 == 1 && $3 == 1 { print $7 }')" = 1
assert "... $2 won it: 35 + 12 + 3" test "$($RKUB standings --game open/1/1 --csv | tr -d '\r"' | awk -F, -v p="$2" '$2 == p { print $3 }')" = 50
