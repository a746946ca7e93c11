#!/bin/sh
# 73-sitting: a whole sitting of the 10-player event entered from three
# phones (three cookie jars, each through its table's form), the board
# following; then the director seats sitting 2 from the director's page,
# and a PIN of sitting 1 no longer writes: a PIN writes only its own table
# at its own sitting.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/httplib.sh"
export RKUB_DB="$T/club.db"

. "$(dirname "$0")/serve_event.sh"
printf 'correct horse battery\n' >"$T/pass"
serve_start --director-pass-file "$T/pass"

# form TABLE PIN OUT RACKS...: one deal through table TABLE's form, as
# its phone sends it (OUT the seat index, x for the pool; r0=... fields).
form() {
	ft=$1 fpin=$2 fout=$3
	shift 3
	curl -s -o "$T/page" -c "$T/jar$ft" -b "$T/jar$ft" "$U/t/$ft"
	fcsrf=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$T/page")
	fkey=$(sed -n 's/.*name="key" value="\([0-9a-f]*\)".*/\1/p' "$T/page")
	fdata="csrf=$fcsrf&key=$fkey&pin=$fpin&out=$fout"
	for r in "$@"; do fdata="$fdata&$r"; done
	curl -s -o /dev/null -w '%{http_code}' -b "$T/jar$ft" -d "$fdata" "$U/t/$ft"
}

# Table 1 (<script>x</script>, gus, fay, cleo): 4 deals; tables 2 and 3: 3.
got=""
got="$got $(form 1 "$PIN1" 0 r1=10 r2=20 r3=30)"
got="$got $(form 2 "$PIN2" 1 r0=5 r2=7)"
got="$got $(form 3 "$PIN3" 2 r0=1 r1=2)"
got="$got $(form 1 "$PIN1" 1 r0=4 r2=4 r3=4)"
got="$got $(form 2 "$PIN2" x 'r0=r1+r2' r1=k13 r2=j)"
got="$got $(form 3 "$PIN3" 0 r1=9 r2=9)"
got="$got $(form 1 "$PIN1" 2 r0=1 r1=1 r3=1)"
got="$got $(form 2 "$PIN2" 2 r0=6 r1=6)"
got="$got $(form 3 "$PIN3" 1 r0=3 r2=3)"
h "before the last deal, the board says two tables are done" 200 "$U/"
has "... two of three" "Sitting 1 of 2: 2 of 3 tables done."
assert "nine deals of the sitting recorded from the phones (303 each)" \
    test "$got" = " 303 303 303 303 303 303 303 303 303"
h "the tenth from a script, with a key" 201 -d '{"key": "same-key", "pin": "'"$PIN1"'", "out": "cleo", "racks": {"<script>x</script>": "2", "gus": "2", "fay": "2"}}' "$U/api/tables/1/deals"
h "the board" 200 "$U/"
has "... every table done" "Sitting 1 of 2: 3 of 3 tables done."
h "the standings" 200 "$U/api/standings"
sed -i 's/"version":[0-9]*,/"version":V,/' "$T/body"
# <script>x</script>: +60 (went out: 10+20+30), -4, -1, -2 = 53;
# hal: -1, +18 (went out: 9+9), -3 = 14.
body_is "... exactly: each player's sum over the sitting, best first" <<'EOF2'
{"event":"club","sitting":1,"sittings":2,"version":V,"standings":[{"rank":1,"player":"\u003cscript>x\u003c/script>","points":53,"played":4,"won":1,"withdrawn":false},{"rank":2,"player":"hal","points":14,"played":3,"won":1,"withdrawn":false},{"rank":3,"player":"gus","points":-1,"played":4,"won":1,"withdrawn":false},{"rank":4,"player":"ann","points":-5,"played":3,"won":1,"withdrawn":false},{"rank":5,"player":"dan","points":-7,"played":3,"won":1,"withdrawn":false},{"rank":6,"player":"ben","points":-9,"played":3,"won":1,"withdrawn":false},{"rank":7,"player":"ivy","points":-14,"played":3,"won":1,"withdrawn":false},{"rank":8,"player":"fay","points":-23,"played":4,"won":1,"withdrawn":false},{"rank":9,"player":"eve","points":-25,"played":3,"won":1,"withdrawn":false},{"rank":10,"player":"cleo","points":-29,"played":4,"won":1,"withdrawn":false}]}
EOF2
t "the command line agrees: every table has its deals" 0 event status
h_same "an 11th deal: 409" 409 -d '{"pin": "'"$PIN1"'", "out": "gus", "racks": {"<script>x</script>": "1", "fay": "1", "cleo": "1"}}' "$U/api/tables/1/deals"

# The director seats sitting 2.
h "the director signs in" 200 -c "$T/djar" "$U/director"
dcsrf=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$T/body")
h "... with the passphrase" 303 -b "$T/djar" -c "$T/djar" -d "csrf=$dcsrf&pass=correct+horse+battery" "$U/director/login"
h "the director's page" 200 -b "$T/djar" "$U/director"
scsrf=$(sed -n 's/.*action="\/director\/seat"><input type="hidden" name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$T/body")
h "seating sitting 2 from the page" 200 -b "$T/djar" -d "csrf=$scsrf&by=mixed" "$U/director/seat"
h "the board is at sitting 2" 200 "$U/api/event"
has "... sitting 2" '"sitting":2,'
$RKUB event tables --csv --pins | tr -d '\r' >"$T/pins2.csv"
new1=$(awk -F, '$2 == 1 && $3 == 1 { print $NF }' "$T/pins2.csv")
set -- $(awk -F, '$2 == 1 { gsub(/"/, "", $4); print $4 }' "$T/pins2.csv")
racks="\"$2\": \"5\", \"$3\": \"5\""
[ $# -eq 4 ] && racks="$racks, \"$4\": \"5\""
if [ "$new1" != "$PIN1" ]; then
	h_same "sitting 1's PIN at sitting 2's table 1: 403" 403 -d '{"pin": "'"$PIN1"'", "out": "'"$1"'", "racks": {'"$racks"'}}' "$U/api/tables/1/deals"
fi
h "sitting 2's PIN, with the key used at sitting 1: a new deal, 201" 201 -d '{"key": "same-key", "pin": "'"$new1"'", "out": "'"$1"'", "racks": {'"$racks"'}}' "$U/api/tables/1/deals"
has "... in game club/2/1" '"game":"club/2/1"'
serve_stop
assert "the server stopped cleanly" test "$(cat "$T/serve.rc")" = 0
