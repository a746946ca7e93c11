#!/bin/sh
# 64-event-pages: event board and event sheets: single self-contained
# HTML pages (no script, nothing fetched), opened in headless Chromium: a
# screenshot each, and the rendered page shows the right leader and every
# table.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB event new open --players 'ann,ben,cleo,dave,eve,finn,gus,hal,ivy,<b>jo</b>' \
    --points rank >/dev/null
$RKUB event seat --seed 4 >/dev/null
play_sitting
$RKUB event seat --seed 5 >/dev/null
play_table 2

t "event board -o FILE" 0 event board -o "$T/board.html"
assert "... prints nothing" test ! -s "$T/out"
t "event board to standard output" 0 event board --refresh 10
assert "... the same page but the refresh" test "$(sed 's/content="10"/content="30"/' "$T/out")" = "$(cat "$T/board.html")"
t "event sheets -o FILE" 0 event sheets -o "$T/sheets.html"
t "event sheets SITTING" 0 event sheets 1 -o "$T/sheets1.html"
for f in board sheets sheets1; do
	assert "$f: nothing fetched, no script" sh -c "! grep -qiE '<script|src=|href=|@import|url\\(' '$T/$f.html'"
	assert "$f: names are escaped" sh -c "grep -q '&lt;b&gt;jo&lt;/b&gt;' '$T/$f.html' && ! grep -q '<b>jo' '$T/$f.html'"
done
assert "the board refreshes itself every 30 seconds by default" grep -q '<meta http-equiv="refresh" content="30">' "$T/board.html"
t "--refresh 0: no refresh" 0 event board --refresh 0
assert "..." sh -c "! grep -q 'http-equiv' '$T/out'"
t_same "$db" "a bad --refresh" 2 event board --refresh soon
t_same "$db" "a sitting that does not exist" 2 event sheets 3
t_same "$db" "a file that cannot be written" 2 event board -o "$T/no/such/dir/board.html"

chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chrome" ]; then
	echo "not ok - chromium is not installed (Debian: chromium): the pages are not checked"
	exit 0
fi
browse() {
	"$chrome" --headless --no-sandbox --disable-gpu --user-data-dir="$T/chrome" \
	    "$@" 2>/dev/null
}
browse --window-size=1920,1080 --screenshot="$T/board.png" "file://$T/board.html" >/dev/null
assert "the board renders at 1920x1080 (a PNG)" sh -c "head -c 8 '$T/board.png' | od -An -c | grep -q 'P   N   G'"
browse --window-size=1200,900 --screenshot="$T/sheets.png" "file://$T/sheets.html" >/dev/null
assert "the slips render (a PNG)" sh -c "head -c 8 '$T/sheets.png' | od -An -c | grep -q 'P   N   G'"
browse --dump-dom "file://$T/board.html" >"$T/board.dom"
leader=$($RKUB event standings --csv | tr -d '\r"' | sed -n 2p | cut -d, -f2)
assert "the rendered board shows the leader ($leader)" \
    grep -q "<strong id=\"leader\">$leader</strong>" "$T/board.dom"
for tb in 1 2 3; do
	assert "... table $tb of the sitting" grep -q "<h3>Table $tb <span>" "$T/board.dom"
done
assert "... table 2 done, tables 1 and 3 playing" test "$(grep -o 'class="tb[ a-z]*" id="table-[0-9]*"' "$T/board.dom" | tr '\n' ' ')" = 'class="tb" id="table-1" class="tb done" id="table-2" class="tb" id="table-3" '
assert "... every player in the standings" test "$(grep -c '<td class="p">' "$T/board.dom")" = 10
browse --dump-dom "file://$T/sheets.html" >"$T/sheets.dom"
assert "the rendered slips: one a table" test "$(grep -c '<section class="slip"' "$T/sheets.dom")" = 3
for tb in 1 2 3; do
	first=$(seated "$tb" | head -n 1 | sed 's/</\&lt;/g; s/>/\&gt;/g')
	assert "... table $tb's slip, its first deal started by $first" \
	    grep -q "<td class=\"d\">1</td><td class=\"s\">$first</td>" "$T/sheets.dom"
done
browse --no-pdf-header-footer --print-to-pdf="$T/sheets.pdf" "file://$T/sheets.html" >/dev/null
assert "... printed, a page a slip (3 pages)" test "$(grep -ac '/Type /Page\b' "$T/sheets.pdf")" = 3

# More standings than a screen shows roll, in CSS; a short list does not.
assert "10 players: the standings stand still" sh -c "! grep -q 'class=\"roll\"' '$T/board.html'"
i=0; while [ $i -lt 20 ]; do i=$((i + 1)); echo "p$i"; done >"$T/twenty"
$RKUB event new big --players-file "$T/twenty" >/dev/null
t "20 players" 0 event board -o "$T/big.html"
assert "... the standings roll (1.5 s a row and 10 s)" grep -q '<div class="roll"><table id="standings" style="animation-duration:40s">' "$T/big.html"
assert "... not for those who ask for less motion" grep -q 'prefers-reduced-motion:reduce' "$T/big.html"
