#!/bin/sh
# 53-chart: show --chart (the totals on a terminal) and show --html (a
# self-contained page: the sheet and an SVG line chart of the running
# totals), the page checked line by line against the totals and, in
# headless Chromium, on its screenshot.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"
data=$(cd "$(dirname "$0")" && pwd)/data

$RKUB new friday --players ann,ben,zoë,dan >/dev/null
$RKUB round --out ann ben='r5 b13 j' zoë=12 dan=7 >/dev/null
$RKUB round --out zoë ann=6 ben=11 dan=20 >/dev/null
$RKUB round --out ben ann=32 zoë=2 dan=3 >/dev/null
$RKUB round --out dan ann=3 zoë=22 ben=4 >/dev/null
$RKUB round --out zoë ann=12 ben=9 dan=1 >/dev/null
$RKUB round --out ben ann=50 zoë=50 dan=50 >/dev/null
$RKUB undo >/dev/null

out <<'EOF2'
friday: running totals after 5 rounds
zoë     ▃▅▅▄▅     +23                          │████████████████
ann     █▇▅▅▅     +14                          │██████████
dan     ▃▂▂▄▄      -2                         █│
ben     ▁▁▃▂▂     -35  ████████████████████████│
EOF2
t "show --chart: the leader first, a sparkline and a bar each" 0 show --chart

$RKUB show --chart --color=always >"$T/c"
assert "--color=always colours the leader and the plus totals green" \
    grep -q "$(printf '\033\\[1m\033\\[32mzoë')" "$T/c"
NO_COLOR=1 $RKUB show --chart --color=always >"$T/c2"
assert "--color=always wins over NO_COLOR" cmp -s "$T/c" "$T/c2"
$RKUB --color=never show --chart >"$T/c3"
assert "--color=never before the command: no escapes" \
    sh -c "! grep -q '$(printf '\033')' '$T/c3'"

before=$(snap "$db")
t "show --html -o FILE writes the page, nothing on standard output" 0 \
    show --html -o "$T/friday.html"
assert "... which is empty" test ! -s "$T/out"
assert "... and the database is untouched" test "$(snap "$db")" = "$before"
assert "the page is HTML with the game's name as its title" \
    grep -q '<title>friday: score sheet</title>' "$T/friday.html"
out <<'EOF2'
ben: ends at -35
dan: ends at -2
ann: ends at +14
zoë: ends at +23
points a line: 6
drawn last, on top: zoë
EOF2
python3 "$data/svgcheck.py" "$T/friday.html" ann=14 ben=-35 zoë=23 dan=-2 \
    >"$T/out" 2>"$T/err"
echo $? >"$T/rc"
report "one line per player, each ending at its total, the leader on top" 0

assert "the sheet's total row" grep -q \
    '<tfoot><tr><td>total</td><td class="pos">+14</td><td class="">-35</td><td class="pos">+23</td><td class="">-2</td>' \
    "$T/friday.html"
assert "the undone round is left out" \
    sh -c "! grep -q '(undone)' '$T/friday.html'"
$RKUB show --html --all >"$T/all.html"
assert "--all lists it, marked, on the page's sheet" \
    grep -q '<tr class="undone"><td>6 (undone)</td>' "$T/all.html"
python3 "$data/svgcheck.py" "$T/all.html" ann=14 ben=-35 zoë=23 dan=-2 \
    >"$T/out" 2>&1
assert "... but not in the chart" grep -q '^points a line: 6$' "$T/out"

if command -v chromium >/dev/null 2>&1; then
	chromium --headless --no-sandbox --disable-gpu \
	    --screenshot="$T/friday.png" --window-size=900,1000 \
	    "file://$T/friday.html" >/dev/null 2>&1
	assert "headless Chromium draws the page" test -s "$T/friday.png"
	python3 "$data/pngcolours.py" "$T/friday.png" '#0072b2' '#d55e00' \
	    '#009e73' '#cc79a7' >"$T/px"
	for c in '#0072b2 ann' '#d55e00 ben' '#009e73 zoë' '#cc79a7 dan'; do
		set -- $c
		assert "the screenshot shows $2's line in $1" \
		    awk -v c="$1" '$1 == c && $2 > 500 { ok = 1 } END { exit !ok }' \
		    "$T/px"
	done
else
	echo "not ok - chromium is not installed"
fi

$RKUB new odd --players '<b>&x',"o'k" >/dev/null
$RKUB round --out '<b>&x' "o'k"=5 >/dev/null
$RKUB show --html >"$T/odd.html"
assert "names are escaped in the page" grep -q \
    '<th>&lt;b&gt;&amp;x</th><th>o&#39;k</th>' "$T/odd.html"
python3 "$data/svgcheck.py" "$T/odd.html" '<b>&x=5' "o'k=-5" >"$T/out" 2>&1
assert "... and in the chart" grep -q '^drawn last, on top: <b>&x$' "$T/out"

err <<'EOF2'
rkub: show: give one of --html, --chart and --json
EOF2
t_same "$db" "--html with --json is refused" 2 show --html --json
err <<'EOF2'
rkub: show: -o writes the page of --html: give --html
EOF2
t_same "$db" "-o without --html is refused" 2 show -o "$T/x.html"
assert "... and writes no file" test ! -e "$T/x.html"
t_same "$db" "a page that cannot be written is refused" 2 \
    show --html -o "$T/no/such/dir/p.html"
assert "... saying so" grep -q '^rkub: show: cannot write ' "$T/err"
err <<'EOF2'
rkub: --color: 'pink': use auto, always or never
EOF2
t "--color takes auto, always or never" 2 show --color=pink
