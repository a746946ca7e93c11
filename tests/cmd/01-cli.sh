#!/bin/sh
# 01-cli: the command line itself: help, version, lookup, usage errors.
. "$(dirname "$0")/lib.sh"

out <<'EOF2'
rkub 0.1.0
EOF2
t "--version prints the version" 0 --version

t "--help exits 0" 0 --help
assert "--help lists check and meld" grep -q '^  meld ' "$T/out"

err <<'EOF2'
rkub: unknown command 'frobnicate': see 'rkub --help'
EOF2
t "an unknown command is refused with status 2" 2 frobnicate

out <<'EOF2'
1:1: run r4 r5 r6 = 15
valid: 1 set, 0 invalid; 3 tiles on the table; supply ok
EOF2
t "a unique prefix finds the command" 0 ch "r4 r5 r6"

err <<'EOF2'
rkub: check: unknown option --frob
usage: rkub check [LAYOUT] [--tiles T] [--json]
EOF2
t "an unknown option prints the usage" 2 check --frob "r4 r5 r6"

err <<'EOF2'
rkub: check: too many arguments
usage: rkub check [LAYOUT] [--tiles T] [--json]
EOF2
t "too many operands print the usage" 2 check a b

err <<'EOF2'
rkub: meld: missing argument
usage: rkub meld TILES ... [--meld N] [--tiles T] [--json]
EOF2
t "a missing operand prints the usage" 2 meld

err <<'EOF2'
rkub: check: --tiles needs a value
usage: rkub check [LAYOUT] [--tiles T] [--json]
EOF2
t "an option without its value" 2 check "r4 r5 r6" --tiles

err <<'EOF2'
rkub: check: --tiles given twice
usage: rkub check [LAYOUT] [--tiles T] [--json]
EOF2
t "an option given twice" 2 check --tiles xp --tiles xp "r4 r5 r6"

t "COMMAND --help prints the help on standard output" 0 meld --help
assert "... starting with the usage line" sh -c "head -n 1 '$T/out' |
    grep -qx 'usage: rkub meld TILES ... \\[--meld N\\] \\[--tiles T\\] \\[--json\\]'"

t "help COMMAND does too" 0 help check
assert "... starting with the usage line" sh -c "head -n 1 '$T/out' |
    grep -qx 'usage: rkub check \\[LAYOUT\\] \\[--tiles T\\] \\[--json\\]'"

t "no command at all is a usage error" 2
assert "... and prints the help on standard error" grep -q '^usage: rkub' "$T/err"

if [ -w /dev/full ]; then
	err <<'EOF2'
rkub: cannot write standard output: No space left on device
EOF2
	$RKUB check "r4 r5 r6" >/dev/full 2>"$T/err"; echo $? >"$T/rc"
	report "a full disk is an error, not a cut output" 2
fi
