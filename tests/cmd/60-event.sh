#!/bin/sh
# 60-event: rkub event new, list, show, add, drop, back: an event's
# players and rules; every refusal leaves the database as it was.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"

out <<'EOF2'
new event open, now the current event
players (5): ann, ben, cleo, dave, eve
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard (preset jumbo)
deals: one a player at each table (4 at a table of 4, 3 at a table of 3)
points: score, the sum of the table games' scores
sittings: 4 planned; seat the first with 'rkub event seat'
EOF2
t "event new registers the players and the rules" 0 event new open --players 'ann, ben,cleo,dave,eve'

printf '# entries for the club night\nzoë\n\n  Finn  \nGus\r\n' >"$T/players.txt"
out <<'EOF2'
new event club, now the current event
players (3): zoë, Finn, Gus
rules: joker 25, pool exhausted: difference, never melded: none, tiles: standard (preset goliath)
deals: 2 a table
points: rank 4,3,1,0 for the places at each table, ties share
sittings: 3 planned; seat the first with 'rkub event seat'
EOF2
t "--players-file: one name a line, # comments and blank lines skipped" 0 \
    event new club --players-file "$T/players.txt" --preset goliath --deals 2 \
    --sittings 3 --points rank

printf 'ann\nben\n' >"$T/two.txt"
out <<'EOF2'
new event two, now the current event
players (2): ann, ben
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard (preset jumbo)
deals: one a player at each table (4 at a table of 4, 3 at a table of 3)
points: rank 5,2 for the places at each table, ties share
sittings: 4 planned; seat the first with 'rkub event seat'
EOF2
t_in "$T/two.txt" "--players-file - reads standard input; --points rank:LIST" 0 \
    event new two --players-file - --points rank:5,2

out <<'EOF2'
  open: 5 players, sitting 0 of 4
  club: 3 players, sitting 0 of 3
* two: 2 players, sitting 0 of 4
EOF2
t "event list marks the current event" 0 event list

out <<'EOF2'
event club
rules: joker 25, pool exhausted: difference, never melded: none, tiles: standard (preset goliath)
deals: 2 a table
points: rank 4,3,1,0 for the places at each table, ties share
players: 3, 3 active
    1  zoë
    2  Finn
    3  Gus
sittings: 0 of 3 planned
EOF2
t "event show EVENT" 0 event show club

out <<'EOF2'
{"event":"club","rules":"joker 25, pool exhausted: difference, never melded: none, tiles: standard","preset":"goliath","deals":2,"sittings_planned":3,"points":"rank","rank_points":[4,3,1,0],"players":[{"player":"zoë","active":true},{"player":"Finn","active":true},{"player":"Gus","active":true}],"sittings":[]}
EOF2
t "event show --json" 0 event show club --json

# Late entry, withdrawal, back: on the current event, or --event.
out <<'EOF2'
open: hal registered (player 6), seated from sitting 1
open: ivy registered (player 7), seated from sitting 1
open: 7 players, 7 active
EOF2
t "event add registers late entries" 0 event add hal ivy --event open
out <<'EOF2'
open: ben withdrawn, the results played are kept; 6 active
EOF2
t "event drop withdraws a player" 0 event drop BEN -e open
out <<'EOF2'
event open
rules: joker 30, pool exhausted: all-pay, never melded: none, tiles: standard (preset jumbo)
deals: one a player at each table (4 at a table of 4, 3 at a table of 3)
points: score, the sum of the table games' scores
players: 7, 6 active
    1  ann
    2  ben (withdrawn)
    3  cleo
    4  dave
    5  eve
    6  hal
    7  ivy
sittings: 0 of 4 planned
EOF2
t "event show marks the withdrawn" 0 event show open
out <<'EOF2'
open: ben is back, seated from sitting 1; 7 active
EOF2
t "event back brings a player back" 0 event back ben --event open

# Bad input: a message, the status, and nothing written.
err <<'EOF2'
rkub: event new: ANN is named twice: each player registers once
EOF2
t_same "$db" "a player named twice is refused" 2 event new x --players ann,ben,ANN
printf 'ann\nben\nann\n' >"$T/dup.txt"
err <<EOF2
rkub: event new: $T/dup.txt:3: ann is named twice: each player registers once
EOF2
t_same "$db" "... in a players file too, with its line" 2 event new x --players-file "$T/dup.txt"
printf 'ann\nb=n\n' >"$T/bad.txt"
err <<EOF2
rkub: player name 'b=n': character 2 ('=') is not allowed in a name
rkub: event new: $T/bad.txt:2: give a player's name
EOF2
t_same "$db" "a bad name in a players file names its line" 2 event new x --players-file "$T/bad.txt"
err <<'EOF2'
rkub: event new: an event named 'open' exists already: pick another name, or 'rkub event show open'
EOF2
t_same "$db" "an event name taken" 2 event new OPEN --players ann,ben
err <<'EOF2'
rkub: event new: event name 'a/b' holds a '/': its tables are named EVENT/SITTING/TABLE, so pick a name without one
EOF2
t_same "$db" "an event name with /" 2 event new a/b --players ann,ben
err <<'EOF2'
rkub: event new: --points: column 10 of 'rank:4,3,x,0' is not a whole number: give rank:4,3,1,0, the points of each place at a table
EOF2
t_same "$db" "--points rank: that is not a list of numbers" 2 event new x --players ann,ben --points rank:4,3,x,0
err <<'EOF2'
rkub: event new: --points: column 6 of 'rank:' is not a whole number: give rank:4,3,1,0, the points of each place at a table
EOF2
t_same "$db" "--points rank: with no list" 2 event new x --players ann,ben --points rank:
t_same "$db" "--points rank:4,,1" 2 event new x --players ann,ben --points rank:4,,1
err <<'EOF2'
rkub: event new: --points: 'best' is neither score nor rank: give score, rank or rank:4,3,1,0
EOF2
t_same "$db" "--points of no kind" 2 event new x --players ann,ben --points best
err <<'EOF2'
rkub: event new: --deals: '0' is not a whole number from 1 to 99
EOF2
t_same "$db" "--deals 0" 2 event new x --players ann,ben --deals 0
err <<'EOF2'
rkub: event new: who plays? give --players A,B,... or --players-file FILE
usage: rkub event new EVENT --players A,B,... | --players-file FILE [--deals N] [--sittings N] [--points score|rank[:4,3,1,0]] [--preset P] [--joker N] [--exhausted M] [--never-melded M] [--tiles T] [--meld N]
EOF2
t_same "$db" "no players" 2 event new x
t_same "$db" "an unreadable players file" 2 event new x --players-file "$T/nothing.txt"
err <<'EOF2'
rkub: event add: ann is registered already
EOF2
t_same "$db" "a duplicate late entry" 2 event add zed Ann --event open
err <<'EOF2'
rkub: event drop: zed is not registered in open: 'rkub event show' lists the players
EOF2
t_same "$db" "dropping someone not registered" 2 event drop zed --event open
$RKUB event drop eve --event open >/dev/null
err <<'EOF2'
rkub: event drop: eve is withdrawn already: 'rkub event back' brings them back
EOF2
t_same "$db" "dropping twice" 1 event drop eve --event open
err <<'EOF2'
rkub: event add: eve is registered already (withdrawn): bring them back with 'rkub event back'
EOF2
t_same "$db" "adding a withdrawn player" 2 event add eve --event open
err <<'EOF2'
rkub: event back: ann is playing already
EOF2
t_same "$db" "back for a player who plays" 1 event back ann --event open
err <<'EOF2'
rkub: no event named 'nope': 'rkub event list' lists them
EOF2
t_same "$db" "an unknown event" 2 event show nope
err <<'EOF2'
rkub: unknown command 'event frob': see 'rkub --help'
EOF2
t_same "$db" "an unknown event command" 2 event frob
t "rkub event alone lists the event commands" 2 event
assert "... on standard error" grep -q '^  event seat ' "$T/err"
t "rkub help event lists them on standard output" 0 help event
assert "... every one" test "$(grep -c '^  event ' "$T/out")" = 14
err <<'EOF2'
rkub: ambiguous command 'event st': could be event status, event standings
EOF2
t_same "$db" "an event command's prefix that two share" 2 event st
t "a unique prefix of an event command" 0 event li
assert "... is that command" grep -q '^\* two: ' "$T/out"
