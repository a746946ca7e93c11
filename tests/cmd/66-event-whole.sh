#!/bin/sh
# 66-event-whole: a whole event of 10 players (tables of 4, 3 and 3) from
# registration to the final, as a director runs it: 4 sittings with a
# late entry and a withdrawal, slips, every table's deals, the board, a
# cut to a seeded final table, the export.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

printf '%s\n' ann ben cleo dave eve finn gus hal ivy jo >"$T/entries.txt"
t "registration" 0 event new open --players-file "$T/entries.txt" --sittings 4 --preset jumbo
sizes() { sed -n 's/^table [0-9]* (\([0-9]*\) deals):.*/\1/p' "$T/out" | tr '\n' ' '; }

t "sitting 1" 0 event seat
assert "... tables of 4, 3 and 3" test "$(sizes)" = "4 3 3 "
t "... its slips" 0 event sheets -o "$T/slips1.html"
assert "... a slip a table" test "$(grep -c '<section class="slip"' "$T/slips1.html")" = 3
play_sitting
assert "... every table done" test "$($RKUB event status | head -n 1)" = "open, sitting 1 of 4: 3 of 3 tables done"

t "a late entry" 0 event add kim
t "sitting 2, mixed" 0 event seat
assert "... 11 players: tables of 4, 4 and 3" test "$(sizes)" = "4 4 3 "
assert "... kim seated" test "$($RKUB event tables --csv | grep -c '"kim"')" = 1
play_sitting

t "a withdrawal" 0 event drop hal
t "sitting 3" 0 event seat
assert "... 10 players again, hal not seated" test "$(sizes)$($RKUB event tables --csv | grep -c '"hal"')" = "4 3 3 0"
play_sitting
t "sitting 4, by standings" 0 event seat --by standings
play_sitting
t "the board" 0 event board -o "$T/board.html"
assert "... shows the leader" grep -q "<strong id=\"leader\">$($RKUB event standings --csv | tr -d '\r"' | sed -n 2p | cut -d, -f2)</strong>" "$T/board.html"

top4=$($RKUB event standings --csv | tr -d '\r"' | awk -F, 'NR > 1 && $8 == "active"' | head -n 4 | cut -d, -f2)
set -- $top4
t "the cut to a final table" 0 event cut --top 4 --carry keep
assert "... the top 4 in seed order" test "$(sed -n 's/^table 1 (4 deals): //p' "$T/out")" = "$1, $2, $3, $4"
play_sitting

$RKUB event standings --csv | tr -d '\r"' >"$T/final.csv"
assert "the final standings rank the finalists first" \
    test "$(sed 1d "$T/final.csv" | cut -d, -f9 | tr '\n' ' ')" = "1 1 1 1 0 0 0 0 0 0 0 "
assert "... hal marked withdrawn" test "$(grep -c ',hal,.*,withdrawn,' "$T/final.csv")" = 1
assert "... 11 players" test "$(sed 1d "$T/final.csv" | wc -l)" = 11
# Score points with --carry keep: a player's points are the totals of
# every table game they sat at, as rkub standings gives each game's.
for g in $($RKUB games | sed -n 's|^.*  \(open/[0-9]*/[0-9]*\): .*|\1|p'); do
	$RKUB standings --game "$g" --csv | tr -d '\r"' | sed 1d | cut -d, -f2,3
done | awk -F, '{ s[$1] += $2 } END { for (p in s) print p, s[p] }' | sort >"$T/sums"
sed 1d "$T/final.csv" | awk -F, '{ print $2, $3 }' | sort >"$T/points"
assert "... every player's points are the sum of their table games" cmp -s "$T/sums" "$T/points"
assert "... 5 sittings, 13 table games" test "$(wc -l <"$T/sums")$($RKUB games | grep -c ' open/')" = 1113

t "the export" 0 event export -o "$T/open.csv"
# 34 + 41 + 34 + 34 deal lines per player and deal, then 16 at the final.
assert "... a row per deal and player" test "$(sed 1d "$T/open.csv" | wc -l)" = 159
assert "... the final's deals" test "$(grep -c '^"open",5,1,' "$T/open.csv")" = 16
t "export of the final table's game" 0 export open/5/1
assert "... its 4 deals" test "$(tr -d '\r' <"$T/out" | sed 1d | wc -l)" = 16
