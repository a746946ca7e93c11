#!/bin/sh
# 55-colour: colour on a terminal, never with NO_COLOR or when the output
# is not a terminal; --color=auto|always|never before or after the
# command.  Tiles in their colours (check, meld, arrange), invalid and
# refusals red, plus scores green.
. "$(dirname "$0")/lib.sh"
db="$T/rkub.db"
export RKUB_DB="$db"
E=$(printf '\033')

out <<EOF2
1:1: run ${E}[1;31mr4${E}[0m ${E}[1;31mr5${E}[0m ${E}[1;35mj=r6${E}[0m = 15
1:15: ${E}[31minvalid${E}[0m ${E}[1mk13${E}[0m ${E}[1mk13${E}[0m ${E}[1;34mb13${E}[0m: colour repeated in the group: k13 twice: a group has each colour once
invalid: 2 sets, 1 invalid; 6 tiles on the table; supply ok
EOF2
t "check: tiles in their colours, invalid in red" 1 \
    check --color=always 'r4 r5 j | k13 k13 b13'

out <<'EOF2'
1:1: run r4 r5 j=r6 = 15
valid: 1 set, 0 invalid; 3 tiles on the table; supply ok
EOF2
t "not a terminal: no colour" 0 check 'r4 r5 j'
t "--color=never" 0 --color=never check 'r4 r5 j'
t "--color never, the value apart" 0 check --color never 'r4 r5 j'

out <<EOF2
group ${E}[1;33mo8${E}[0m ${E}[1;34mb8${E}[0m ${E}[1mk8${E}[0m = 24
meld 24: too low, the initial meld needs 30
EOF2
t "meld: tiles in their colours" 1 --color=always meld 'o8 b8 k8'

out <<EOF2
run   ${E}[1;31mr3${E}[0m ${E}[1;31mr4${E}[0m ${E}[1;31mr5${E}[0m
all 3 tiles fit in 1 set
EOF2
t "arrange: tiles in their colours" 0 --color=always arrange 'r5 r3 r4'

err <<EOF2
${E}[31mrkub: unknown command 'frob': see 'rkub --help'${E}[0m
EOF2
t "a refusal is red" 2 --color=always frob

$RKUB new g --players ann,ben >/dev/null
out <<EOF2
g, round 1
round    ann    ben
    1    ${E}[32m+12${E}[0m    -12  ann went out: +12 = 12
total    ${E}[32m+12${E}[0m    -12
EOF2
t "the round's winner and plus totals green" 0 --color=always round --out ann ben=12

# auto: a terminal, unless NO_COLOR.
if command -v script >/dev/null 2>&1; then
	script -qec "$RKUB check 'r4 r5 r6'" /dev/null </dev/null >"$T/tty" 2>&1
	assert "auto colours a terminal" grep -q "${E}\\[1;31mr4" "$T/tty"
	NO_COLOR=1 script -qec "$RKUB check 'r4 r5 r6'" /dev/null </dev/null \
	    >"$T/tty" 2>&1
	assert "... but not with NO_COLOR" sh -c "! grep -q '$E' '$T/tty'"
	NO_COLOR=1 script -qec "$RKUB check --color=always 'r4 r5 r6'" \
	    /dev/null </dev/null >"$T/tty" 2>&1
	assert "--color=always wins over NO_COLOR" grep -q "${E}\\[1;31mr4" \
	    "$T/tty"
fi
