#!/bin/sh
# 61-event-seat: rkub event seat: tables of 4, of 3 when the count does
# not divide, of 2 only for 2 or 5 players; a seed that repeats a
# seating; mixed and standings seating; keep-apart pairs; each table a
# game EVENT/SITTING/TABLE with a PIN; refusals leave the database as it
# was.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/event_lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

$RKUB event new open --players ann,ben,cleo,dave,eve,finn,gus,hal,ivy,jo \
    --sittings 4 >/dev/null

err <<'EOF2'
rkub: event open has no sitting yet: seat one with 'rkub event seat'
EOF2
t_same "$db" "event tables before the first sitting" 2 event tables

t_same "$db" "--dry-run writes nothing" 0 event seat --dry-run --seed 5
cp "$T/out" "$T/dry"
assert "... and says so" grep -q '^dry run: nothing written$' "$T/dry"
t "the same seed seats the same way" 0 event seat --dry-run --seed 5
assert "... twice" cmp -s "$T/out" "$T/dry"
t_same "$db" "a dry run with a drawn seed" 0 event seat --dry-run
seed=$(sed -n 's/^dry run: nothing written; add --seed \([0-9]*\) to seat this one$/\1/p' "$T/out")
assert "... says which seed seats it" test -n "$seed"
sed '$d' "$T/out" >"$T/drawn"
t "... and that seed shows the same seating" 0 event seat --dry-run --seed "$seed"
assert "... line for line" sh -c "sed '\$d' '$T/out' | cmp -s - '$T/drawn'"
t "event seat --seed 5" 0 event seat --seed 5
assert "... as the dry run showed" test "$(cat "$T/out")" = "$(sed '$d' "$T/dry")"
assert "... random at sitting 1, the seed printed" \
    test "$(head -n 1 "$T/out")" = "open, sitting 1 (random, seed 5): 3 tables, 0 repeat opponents"
assert "10 players: tables of 4, 3 and 3, as many deals as players" \
    test "$(sed -n 's/^table \([0-9]*\) (\([0-9]*\) deals):.*/\1 \2/p' "$T/out" | tr '\n' ' ')" = "1 4 2 3 3 3 "
$RKUB event tables --csv | tr -d '\r"' >"$T/s1.csv"
assert "the CSV has a header and a row per player" \
    test "$(head -n 1 "$T/s1.csv")" = "sitting,table,seat,player,starts,deals,played"
assert "... every player seated once" \
    test "$(sed 1d "$T/s1.csv" | cut -d, -f4 | sort -u | wc -l)" = 10
assert "... seats 1 to the table's size" \
    test "$(sed 1d "$T/s1.csv" | cut -d, -f2,3 | tr '\n' ' ')" = "1,1 1,2 1,3 1,4 2,1 2,2 2,3 3,1 3,2 3,3 "
assert "... seat k starts deal k" \
    test "$(sed 1d "$T/s1.csv" | awk -F, '$3 != $5' | wc -l)" = 0
assert "each table is a game named EVENT/SITTING/TABLE" \
    test "$($RKUB games | grep -c ' open/1/[123]: ')" = 3
first=$(seated 2 | head -n 1)
assert "... its seats in start order" \
    test "$($RKUB show open/1/2 | sed -n 2p | awk '{ print $2 }')" = "$first"
assert "each table has a six-digit PIN" test "$(sqlite3 "$db" \
    "SELECT count(*) FROM event_table WHERE pin GLOB '[0-9][0-9][0-9][0-9][0-9][0-9]'")" = 3

play_table 1
err <<'EOF2'
rkub: event seat: sitting 1 still plays: table 2 (0 of 3 deals), table 3 (0 of 3 deals): enter their deals with 'rkub round --table T', or give --force
EOF2
t_same "$db" "seating while tables lack deals is refused, naming them" 1 event seat
play_sitting
t "then mixed seating by default" 0 event seat --seed 9
assert "... says so" grep -q '^open, sitting 2 (mixed, seed 9): 3 tables, ' "$T/out"
repeats=$(sed -n '1s/.*tables, \([0-9]*\) repeat.*/\1/p' "$T/out")
# The count printed is the pairs at one table now who shared one at
# sitting 1 (the seater plans the sittings left together, so a sitting may
# take a repeat that saves two later).
for k in 1 2; do $RKUB event tables $k --csv | tr -d '\r"' | sed 1d; done |
    awk -F, '{ at[$1, $2] = at[$1, $2] " " $4 }
	END { for (k in at) { split(k, st, SUBSEP); n = split(at[k], p, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) {
			a = p[i] < p[j] ? p[i] : p[j]; b = p[i] < p[j] ? p[j] : p[i]
			m[st[1], a, b] = 1 } }
	    for (k in m) { split(k, x, SUBSEP); if (x[1] == 2 && ((1, x[2], x[3]) in m)) r++ }
	    print r + 0 }' >"$T/repeats"
assert "... the repeat count printed ($repeats) is the pairs that met again" \
    test "$(cat "$T/repeats")" = "$repeats"
# 4 is the least the rotation of tables of 3 allows: the table of 4 takes
# 2 + 2 from the old tables of 3, the tables of 3 split the old table of 4.
assert "... at least the 4 the rotation forces" test "$repeats" -ge 4
assert "... recorded" test "$($RKUB event show --json | sed 's/.*"sitting":2,"method":"mixed","seed":9,"carry":null,"repeats":\([0-9]*\).*/\1/')" = "$repeats"

play_sitting
t "--by standings" 0 event seat --by standings --dry-run
top4=$($RKUB event standings --csv | tr -d '\r"' | sed -n '2,5p' | cut -d, -f2 | sort | tr '\n' ' ')
assert "... the leaders at table 1" test "$(sed -n 's/^table 1 (4 deals): //p' "$T/out" | tr -d ' ' | tr ',' '\n' | sort | tr '\n' ' ')" = "$top4"

t "--keep-apart" 0 event seat --keep-apart ann,ben --keep-apart cleo,dave --seed 3
for pair in ann,ben cleo,dave; do
	a=${pair%,*} b=${pair#*,}
	assert "... $a and $b at different tables" test "$($RKUB event tables --csv | tr -d '\r"' |
	    awk -F, -v a="$a" -v b="$b" '$4 == a { x = $2 } $4 == b { y = $2 } END { print (x != y) }')" = 1
done

# Tables of 3 go round: after 4 sittings of 10 players (6 seats at tables
# of 3 each), nobody has sat at one twice more than anybody else.
$RKUB event seat --force >/dev/null
for s in 1 2 3 4; do $RKUB event tables $s --csv; done | tr -d '\r"' |
    awk -F, '$1 ~ /^[0-9]/ { n[$1 " " $2]++; p[$1 " " $2 " " $3] = $4 }
	END { for (k in p) { split(k, a, " "); if (n[a[1] " " a[2]] == 3) c[p[k]]++; else c[p[k]] += 0 }
	    for (x in c) print c[x] }' | sort -n >"$T/small"
assert "tables of 3 rotate: 10 players, 24 places, each 2 or 3 times" \
    test "$(head -n 1 "$T/small")$(tail -n 1 "$T/small")" = 23

$RKUB event new five --players a,b,c,d,e >/dev/null
t "5 players" 0 event seat --seed 1
assert "... a table of 3 and a table of 2" test "$(sed -n 's/^table \([0-9]*\) (\([0-9]*\) deals):.*/\2/p' "$T/out" | tr '\n' ' ')" = "3 2 "
$RKUB event new pair --players a,b >/dev/null
t "2 players" 0 event seat --seed 1
assert "... one table of 2" test "$(grep -c '^table ' "$T/out")" = 1
$RKUB event drop b >/dev/null
err <<'EOF2'
rkub: event seat: pair has 1 active player: a table needs 2; register more with 'rkub event add'
EOF2
t_same "$db" "seating fewer than 2 active players" 1 event seat --force
$RKUB event new seven --players a,b,c,d,e,f,g >/dev/null
err <<'EOF2'
rkub: event seat: --by 'rank': give random, mixed or standings
EOF2
t_same "$db" "--by of no kind" 2 event seat --by rank
err <<'EOF2'
rkub: event seat: --keep-apart 'a': give two players, as in ann,ben
EOF2
t_same "$db" "--keep-apart with one name" 2 event seat --keep-apart a
err <<'EOF2'
rkub: event seat: --keep-apart: zed is not registered in seven
EOF2
t_same "$db" "--keep-apart with an unknown player" 2 event seat --keep-apart a,zed
err <<'EOF2'
rkub: event seat: --seed '-1' is not a whole number from 0 to 9223372036854775807
EOF2
t_same "$db" "a bad seed" 2 event seat --seed -1
$RKUB new seven/1/1 --players x,y >/dev/null
err <<'EOF2'
rkub: event: a game named 'seven/1/1' is in the way of the tables of sitting 1: nothing seated
EOF2
t_same "$db" "a game in the way of a table's name" 2 event seat
