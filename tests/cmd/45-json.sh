#!/bin/sh
# 45-json: --json everywhere a command prints data; each shape (as the man
# page's JSON section gives it) parsed by python3 and its keys checked:
# tiles as arrays, rules as an object, the default preset named jumbo.
. "$(dirname "$0")/lib.sh"
export RKUB_DB="$T/j.db"

# json FILE 'python expression on d': the output parses, and the check holds.
json() {
	desc=$1
	shift
	$RKUB "$@" >"$T/json" 2>"$T/err"
	rc=$?
	if [ $rc -gt 1 ]; then
		echo "not ok - $desc: exit status $rc"
		sed 's/^/# /' "$T/err"
		return
	fi
	assert "$desc" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert eval(sys.argv[2]), d' "$T/json" "$CHECK"
}

CHECK='d["game"] == "fri" and d["players"] == ["ann", "ben", "cleo"] and d["rules"]["preset"] == "jumbo" and d["rules"]["joker"] == 30 and d["end_rounds"] == 3 and d["end_target"] is None'
json "new --json: the game, rules as an object, preset jumbo" new fri --players ann,ben,cleo --rounds 3 --json
CHECK='d["round"] == 1 and d["status"] == "recorded" and d["kind"] == "out" and d["winner"] == "ann" and d["scores"] == {"ann": 47, "ben": -35, "cleo": -12} and d["totals"]["ann"] == 47 and d["rules"]["exhausted"] == "all-pay" and d["ended"] is None'
json "round --json" round --out ann 'ben=r5 j' cleo=12 --json
CHECK='d["round"] == 1 and d["status"] == "replaced" and d["scores"] == {"ann": -5, "ben": 7, "cleo": -2}'
json "round --replace --json" round --replace 1 --scores ann=-5 ben=+7 cleo=-2 --json
$RKUB round --scores ann=-1 ben=-1 cleo=+2 >/dev/null
CHECK='d["round"] == 2 and d["status"] == "undone" and d["totals"] == {"ann": -5, "ben": 7, "cleo": -2}'
json "undo --json" undo --json
CHECK='d["round"] == 2 and d["status"] == "redone" and d["totals"] == {"ann": -6, "ben": 6, "cleo": 0}'
json "redo --json" redo --json
CHECK='d["round"] == 3 and d["ended"] == "fri ended after 3 rounds: ben won with +5"'
json "round --json says when the game ends" round --scores ann=-1 ben=-1 cleo=+2 --json
CHECK='d["rules"]["preset"] == "jumbo" and d["preset"] == "jumbo" and [r["round"] for r in d["rounds"]] == [None, 1, 2, 3] and d["rounds"][0]["replaced"]'
json "show --json --all: rules an object, dead rows numberless" show --json --all
CHECK='d["end_rounds"] == 3 and d["end_target"] is None and d["ended"] == "fri ended after 3 rounds: ben won with +5"'
json "show --json says how the game ends, and that it has, as round did" show --json
CHECK='[g["game"] for g in d] == ["fri"] and d[0]["current"] and d[0]["rounds"] == 3'
json "games --json" games --json
CHECK='[s["player"] for s in d] == ["ben", "cleo", "ann"] and d[0]["total"] == 5'
json "standings --json" standings --json
CHECK='d["legal"] is False and d["sets"][0]["tiles"] == ["r1", "r2", "r3"] and d["needs"] == 30'
json "meld --json: tiles as an array" meld --json r1 r2 r3
CHECK='d["sets"][0]["tiles"] == ["r1", "r2", "r3", "j=r4"] and d["left"] == ["k5"]'
json "arrange --json: tiles as arrays" arrange --json r1 r2 r3 k5 j
printf 'r4 j r6\nann: k1 k2\n' >"$T/lay"
CHECK='d["tileset"] == "standard" and d["sets"][0]["tiles"] == ["r4", "j", "r6"] and d["sets"][0]["readings"][0]["tiles"] == ["r4", "j=r5", "r6"] and d["racks"][0]["tiles"] == ["k1", "k2"]'
json "check --json: tiles as arrays, the tile set named" check --json "$T/lay"
CHECK='d["legal"] and d["played"] == 3 and d["reasons"] == []'
json "move --json" move --json --first --before '' --after 'k9 k10 k11' --rack 'k9 k10 k11'
$RKUB export fri -o "$T/fri.csv"
CHECK='d["game"] == "fri2" and d["rounds"] == 3 and d["current"] is False and d["rules"]["preset"] == "jumbo"'
json "import --json" import "$T/fri.csv" --name fri2 --force --json
CHECK='d["balanced"] is False and d["off"][0]["line"] == 3 and d["off"][0]["error"] == "not-balanced" and d["off"][1]["total_of"] == "B" and d["totals"]["A"] == 18'
json "audit --json: each row off, the totals row" audit --json "$EXAMPLES/pads/classic-004.csv" --preset classic
# A JSON check with SQLite's own functions, as a script might do.
$RKUB show fri --json >"$T/show.json"
assert "sqlite3's json functions read show --json" test "$(sqlite3 :memory: "SELECT json_extract(readfile('$T/show.json'), '\$.rules.exhausted')")" = all-pay
