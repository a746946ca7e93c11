#!/bin/sh
# 71-browser: rkub serve in headless Chromium (the DevTools protocol on a
# pipe, tests/cmd/browser.py): a phone opens table 2's page, fills in the
# form and submits it; the table's page and the board show the deal; a
# deal entered elsewhere reaches an open board by itself (the live
# stream); screenshots of the board and a table's page at phone and TV
# sizes (kept in $RKUB_SHOTS when set, to look at).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/httplib.sh"
export RKUB_DB="$T/club.db"
here=$(cd "$(dirname "$0")" && pwd)
shots=${RKUB_SHOTS:-$T}
mkdir -p "$shots"

. "$here/serve_event.sh"
serve_start

# PNG width and height, from its header.
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8 }'; }

timeout 120 python3 "$here/browser.py" >"$T/b1" 2>"$T/b1.err" <<EOF2
size 390 844 mobile
open $U/t/2
shot $shots/table-phone.png
set #out 0
set #r1 r5 b13 j
set #r2 12
set #pin $PIN2
submit button[type=submit]
url
text
open $U/
shot $shots/board-phone.png
size 1920 1080
open $U/t/2
shot $shots/table-tv.png
open $U/
shot $shots/board-tv.png
text
EOF2
assert "the browser ran the steps" test -s "$T/b1" -a ! -s "$T/b1.err"
sed 's/^/# /' "$T/b1.err"
assert "after the form, the phone is back on table 2's page" \
    test "$(head -n 1 "$T/b1")" = "$U/t/2"
assert "... which shows the deal: ivy went out, +60" \
    grep -qx "$(printf '1\t+60 \342\230\205\t-48\t-12')" "$T/b1"
assert "... and asks for deal 2" grep -qx "1 of 3 deals. Deal 2 starts with dan." "$T/b1"
assert "the board shows ivy first with 60" \
    grep -qx "$(printf '1\tivy\t60\t1\t1')" "$T/b1"
assert "... the <script> name as text" \
    grep -qx "$(printf '2\t<script>x</script>\t0\t0\t0')" "$T/b1"
assert "... eve last with -12" \
    grep -qx "$(printf '9\teve\t-12\t1\t0')" "$T/b1"
assert "... and table 2 playing its second deal" grep -qx "playing: 1 of 3 deals" "$T/b1"
assert "the phone's table page is 390 wide" test "$(png_size "$shots/table-phone.png")" = 390x844
assert "the TV's board is 1920x1080" test "$(png_size "$shots/board-tv.png")" = 1920x1080
t "the command line sees the browser's deal" 0 show -g club/1/2

# The live board: open, a deal arrives through the API, the board shows it.
(sleep 3; curl -s -o /dev/null -d '{"pin": "'"$PIN1"'", "out": "gus", "racks": {"<script>x</script>": "10", "fay": "20", "cleo": "30"}}' "$U/api/tables/1/deals") &
poster=$!
timeout 120 python3 "$here/browser.py" >"$T/b2" 2>"$T/b2.err" <<EOF2
size 1920 1080
open $U/
wait 7
text
EOF2
wait $poster
assert "an open board shows a deal entered after it opened: gus 60" \
    grep -qx "$(printf '1\tgus\t60\t1\t1')" "$T/b2"
assert "... and table 1 playing" grep -qx "playing: 1 of 4 deals" "$T/b2"

serve_stop
assert "the server stopped cleanly" test "$(cat "$T/serve.rc")" = 0
