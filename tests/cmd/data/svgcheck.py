#!/usr/bin/env python3
# svgcheck.py PAGE PLAYER=TOTAL ...: the page's chart holds one line per
# player, each ending at the player's total as the grid lines measure it,
# the leader's drawn last (on top); and the page fetches nothing.
# Prints one line per finding; exits 1 on the first that is wrong.
import re, sys

page = open(sys.argv[1], encoding="utf-8").read()
want = dict(a.rsplit("=", 1) for a in sys.argv[2:])
want = {k: int(v) for k, v in want.items()}

def fail(msg):
    print("wrong: " + msg)
    sys.exit(1)

for bad in ("<script", "src=", "href=", "@import", "url("):
    if bad in page:
        fail("the page fetches or runs something: " + bad)
grid = [(int(v), float(y)) for v, y in re.findall(
    r'<line class="grid[^"]*" data-value="(-?\d+)"[^>]* y1="([-\d.]+)"', page)]
if len(grid) < 2:
    fail("fewer than 2 grid lines")
(v0, y0), (v1, y1) = grid[0], grid[-1]
def value(y):
    return v0 + (y - y0) * (v1 - v0) / (y1 - y0)
lines = re.findall(r'<polyline class="player[^"]*" data-player="([^"]*)" '
                   r'data-total="(-?\d+)"[^>]* points="([^"]*)"', page)
if len(lines) != len(want):
    fail("%d lines for %d players" % (len(lines), len(want)))
npoints = set()
for name, total, points in lines:
    name = name.replace("&lt;", "<").replace("&gt;", ">").replace(
        "&quot;", '"').replace("&#39;", "'").replace("&amp;", "&")
    if name not in want:
        fail("a line for %r, who does not play" % name)
    pts = [tuple(map(float, p.split(","))) for p in points.split()]
    npoints.add(len(pts))
    end = value(pts[-1][1])
    start = value(pts[0][1])
    if abs(end - want[name]) > 0.5 or int(total) != want[name]:
        fail("%s's line ends at %.1f, the total is %d" % (name, end,
             want[name]))
    if abs(start) > 0.5:
        fail("%s's line starts at %.1f, not 0" % (name, start))
    print("%s: ends at %+d" % (name, round(end)))
if len(npoints) != 1:
    fail("the lines have different numbers of points")
print("points a line: %d" % npoints.pop())
leader = max(want, key=lambda k: want[k])
last = lines[-1][0].replace("&amp;", "&").replace("&lt;", "<").replace(
    "&gt;", ">")
if last != leader:
    fail("the leader %s is not drawn last but %s" % (leader, last))
print("drawn last, on top: " + leader)
