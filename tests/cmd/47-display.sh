#!/bin/sh
# 47-display: what a message echoes is escaped (an arrow key typed must
# not move the cursor), tables align by display width (CJK counts 2) and
# long names are cut so that show and standings stay tabular; conflicting
# options say they conflict.
. "$(dirname "$0")/lib.sh"
export RKUB_DB="$T/d.db"
esc=$(printf '\033')

err <<'EOF2'
rkub: unknown command 'fr\x1b[Aob': see 'rkub --help'
EOF2
t "an escape in an unknown command is shown as \\x1b" 2 "fr${esc}[Aob"
err <<'EOF2'
rkub: <tiles>:1:3: not a tile: unexpected '\x1b' after 'r5': separate tiles by blanks or commas
EOF2
t "... and in echoed tiles" 2 meld "r5${esc}[A"
$RKUB new g --players ann,ben >/dev/null
err <<'EOF2'
rkub: round: --out: no player 'ann\x1b[D' in game g: the players are ann, ben
EOF2
t_same "$T/d.db" "... and in a player name that is no player" 2 round --out "ann${esc}[D" ben=5
printf 'ann,b\033[Ab\n5,-5\n' >"$T/esc.csv"
t_same "$T/d.db" "... and in a name read from a sheet" 2 import "$T/esc.csv" --name e
assert "... which is refused, escaped" grep -q 'b\\x1b\[Ab' "$T/err"
assert "... with no raw escape on the terminal" sh -c "! grep -q '$esc' '$T/err'"
# The prompt of round, on a terminal (libedit reads the arrow key
# itself): no message carries a raw escape.
if command -v script >/dev/null 2>&1; then
	printf 'zed\033[A\n\n' >"$T/answers"
	NO_COLOR=1 RKUB_DB="$T/d.db" script -qec "$RKUB round" /dev/null \
	    <"$T/answers" >"$T/tty" 2>&1
	assert "the prompt's messages hold no raw escape" \
	    sh -c "! grep '^rkub:' '$T/tty' | grep -q '$esc'"
	assert "... and it did refuse an answer" grep -q '^rkub: round: no' "$T/tty"
fi

# Display width: CJK counts 2; a long name is cut with an ellipsis.
$RKUB new w --players '张伟,ann,Bartholomew-Featherstonehaugh,zoë' --tiles xp >/dev/null
out <<'EOF2'
w, round 1
round   张伟    ann  Bartholomew-Fea…    zoë
    1    +10     -3                -5     -2  张伟 won: +10 = 3 + 5 + 2
total    +10     -3                -5     -2
EOF2
t "the sheet aligns by display width and cuts long names" 0 round --scores 张伟=+10 ann=-3 Bartholomew-Featherstonehaugh=-5 zoë=-2
out <<'EOF2'
w
rank  player        total played  won  best  worst
   1  张伟            +10      1    1   +10    +10
   2  zoë              -2      1    0    -2     -2
   3  ann              -3      1    0    -3     -3
   4  Bartholomew…     -5      1    0    -5     -5
EOF2
t "standings too" 0 standings

# Conflicting options say they conflict.
err <<'EOF2'
rkub: round: --out and --scores conflict: give one of --out, --exhausted, --scores, --layout or --tokens
EOF2
t_same "$T/d.db" "round --out --scores" 2 round --out ann --scores ann=+1 ben=-1
err <<'EOF2'
rkub: export: --wide and --standings conflict: give one
EOF2
t "export --wide --standings" 2 export --wide --standings
