#!/bin/sh
# 40-rulings: the rulings of issue 13, each from its rule book: the junior
# game's first turn (002), the older joker rule's swap (004), the empty
# table as ''.
. "$(dirname "$0")/lib.sh"

# 002: "Deze speler probeert (een) complete serie(s) op tafel te leggen":
# the junior game names no value for the first turn.
out <<'EOF2'
run r1 r2 r3 = 6
meld 6: legal, the first turn lays complete sets and names no value
EOF2
t "junior: one complete set opens, no 30 points (002)" 0 meld --tiles junior r1 r2 r3

out <<'EOF2'
run r1 r2 r3 = 6
meld 6: too low, the initial meld needs 10
EOF2
t "junior: --meld still names a value" 1 meld --tiles junior --meld 10 r1 r2 r3

out <<'EOF2'
run r1 r2 r3 = 6
meld 6: too low, the initial meld needs 30
EOF2
t "standard tiles: 30 (000)" 1 meld r1 r2 r3

out <<'EOF2'
legal: 3 tiles from the rack, an initial meld of 6; every set on the table is valid
EOF2
t "junior move --first: no value (002)" 0 move --first --tiles junior --before '' --after 'r1 r2 r3' --rack 'r1 r2 r3 k5'

# 004, French: "Si le joueur détient la plaque remplacée par le joker, il
# peut l'échanger. Il ne peut cependant remettre le joker sur son support
# mais doit l'utiliser immédiatement pour former un nouveau groupe ou une
# nouvelle série."  Italian: "potrà scambiarla con quella del jolly".
out <<'EOF2'
legal: 3 tiles from the rack; every set on the table is valid
EOF2
t "--locked-jokers: the joker swapped for r5, laid in a new set (004)" 0 move --locked-jokers --before 'r4 j r6' --after 'r4 r5 r6 | k1 k2 j' --rack 'r5 k1 k2'

out <<'EOF2'
legal: 3 tiles from the rack; every set on the table is valid
EOF2
t "--locked-jokers: a group's joker swapped for a missing colour (004)" 0 move --locked-jokers --before 'b3 r3 j' --after 'b3 r3 o3 | k1 k2 j' --rack 'o3 k1 k2'

out <<'EOF2'
a swapped joker was not laid in a new set: 1 joker swapped from a set, 0 laid in new sets: under the older rule (004) a swapped joker starts a new set at once
illegal: 1 reason
EOF2
t "--locked-jokers: the swapped joker added to an old set (004)" 1 move --locked-jokers --before 'r4 j r6 | k5 k6 k7' --after 'r4 r5 r6 | k5 k6 k7 j' --rack r5

out <<'EOF2'
a freed joker was not played again: 1 joker on the table before, 0 after: a joker freed from a set is played again in the same turn
a swapped joker was not laid in a new set: 1 joker swapped from a set, 0 laid in new sets: under the older rule (004) a swapped joker starts a new set at once
illegal: 2 reasons
EOF2
t "--locked-jokers: the swapped joker kept on the rack (004)" 1 move --locked-jokers --before 'r4 j r6' --after 'r4 r5 r6' --rack r5

out <<'EOF2'
a set with a joker was changed: line 1 of the table before holds a joker: under the older rule (004) only its joker may be swapped for the tile it stands for
illegal: 1 reason
EOF2
t "--locked-jokers: the joker stood for r4, not r7 (004)" 1 move --locked-jokers --before 'j r5 r6' --after 'r5 r6 r7 | k1 k2 j' --rack 'r7 k1 k2'

out <<'EOF2'
a set with a joker was changed: line 1 of the table before holds a joker: under the older rule (004) only its joker may be swapped for the tile it stands for
illegal: 1 reason
EOF2
t "--locked-jokers: a swap does not split the set (004)" 1 move --locked-jokers --before 'r4 j r6 r7 r8 r9' --after 'r4 r5 r6 | r7 r8 r9 | k1 k2 j' --rack 'r5 k1 k2'

# '' is the empty table, never a file name.
out <<'EOF2'
legal: 3 tiles from the rack, an initial meld of 30; every set on the table is valid
EOF2
t "move --before '': the empty table" 0 move --first --before '' --after 'k9 k10 k11' --rack 'k9 k10 k11'

out <<'EOF2'
{"legal":false,"played":0,"reasons":[{"error":"nothing-played","reason":"no tile came from the rack: a player who plays nothing draws a tile"}]}
EOF2
err <<'EOF2'
EOF2
t "move --before '' --after '': both tables empty" 1 move --before '' --after '' --rack k5 --json
