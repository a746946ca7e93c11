#!/bin/sh
# 41-cli: the small faults of the command line (issue 13): -dFILE, --help
# wins over every other error, commands that take back or destroy are
# never reached by a prefix, games on a fresh machine, the man page's
# quotes and SEE ALSO.
. "$(dirname "$0")/lib.sh"
top=$(cd "$(dirname "$0")/../.." && pwd)

# -dFILE as well as -d FILE, before the command and after it.
$RKUB -d "$T/a.db" new g1 --players ann,ben >/dev/null
t "-dFILE before the command" 0 "-d$T/a.db" games
assert "... reads the same database" grep -q 'g1: ann, ben; 0 rounds' "$T/out"
t "-dFILE after the command" 0 games "-d$T/a.db"
assert "... too" grep -q 'g1: ann, ben; 0 rounds' "$T/out"

# --help wins over every other error.
err <<'EOF2'
EOF2
t "--help wins over an unknown option" 0 meld --frobnicate --help
assert "... the command's help" grep -q '^usage: rkub meld TILES' "$T/out"
t "--help wins over a missing value" 0 meld --help --meld
assert "... the command's help" grep -q '^usage: rkub meld TILES' "$T/out"
t "--help wins over an unknown option before the command" 0 -x meld -h
assert "... and prints the command's usage" grep -q '^usage: rkub meld' "$T/out"
t "--help wins over an unknown command" 0 frobnicate --help
assert "... and prints the general help" grep -q '^usage: rkub \[-d FILE\]' "$T/out"
t "but not after --" 2 meld -- --help

# undo takes back: never reached by a prefix.
$RKUB -d "$T/a.db" round --scores ann=+5 ben=-5 >/dev/null
err <<'EOF2'
rkub: unknown command 'un': 'undo' takes back or destroys, so type its whole name
EOF2
t_same "$T/a.db" "'rkub un' does not undo" 2 -d "$T/a.db" un
t_same "$T/a.db" "'rkub u' does not undo (it is use, which needs a game)" 2 -d "$T/a.db" u
err <<'EOF2'
rkub: ambiguous command 'r': could be round, redo, rename
EOF2
t_same "$T/a.db" "'rkub r' is round, redo or rename, never rm" 2 -d "$T/a.db" r
err <<'EOF2'
rkub: unknown command 'und': 'undo' takes back or destroys, so type its whole name
EOF2
t_same "$T/a.db" "'rkub und' does not undo either" 2 -d "$T/a.db" und
t "its whole name does" 0 -d "$T/a.db" undo
t "other commands still by a prefix" 0 -d "$T/a.db" ga

# games on a fresh machine: nothing to list is no error.
out <<'EOF2'
EOF2
err <<'EOF2'
EOF2
t "games on a fresh machine lists nothing, status 0" 0 -d "$T/fresh.db" games
assert "... and creates no database" test ! -e "$T/fresh.db"
out <<'EOF2'
[]
EOF2
t "games --json on a fresh machine: []" 0 -d "$T/fresh.db" games --json

# The man page: quotes that close, and SEE ALSO names no file we do not ship.
if command -v mandoc >/dev/null 2>&1; then
	mandoc -Tutf8 "$top/man/rkub.1" | col -b >"$T/man"
	assert "the man page has no quote opened twice" \
	    sh -c "! grep -qE '‘[^’]*‘|“[^”]*”[^“]*”' '$T/man'"
	assert "(‘+24’, ‘-5’, ‘24’) renders as three quoted scores" \
	    grep -q "(‘+24’, ‘-5’, ‘24’)" "$T/man"
	for f in $(sed -n '/^\.Sh SEE ALSO/,/^\.Sh /s/^\.Pa \([^ ]*\).*/\1/p' "$top/man/rkub.1"); do
		assert "SEE ALSO names $f, which the project ships" test -e "$top/$f"
	done
	assert "SEE ALSO names no RULES.md" sh -c "! sed -n '/^SEE ALSO/,/^CAVEATS/p' '$T/man' | grep -q RULES.md"
fi
