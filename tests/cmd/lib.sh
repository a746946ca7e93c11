# lib.sh: helpers for the command tests.  Each test runs rkub once and
# compares its exit status, standard output and standard error with what
# it expects, byte for byte (trailing newlines aside).
#
#   out <<'EOF' ... EOF       expected standard output (optional)
#   err <<'EOF' ... EOF       expected standard error (optional)
#   t "what it shows" STATUS rkub-args...
#   t_in FILE "what" STATUS args...   the same with FILE as standard input

T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT INT TERM
export RKUB_DB="$T/default.db"
export XDG_DATA_HOME="$T/xdg"
EXP_OUT=
EXP_ERR=
HAVE_OUT=0
HAVE_ERR=0
DATA=$(cd "$(dirname "$0")" && pwd)/data
EXAMPLES=$(cd "$(dirname "$0")/../../examples" && pwd)

out() { EXP_OUT=$(cat); HAVE_OUT=1; }
err() { EXP_ERR=$(cat); HAVE_ERR=1; }

report() {
	desc=$1
	status=$2
	got=$(cat "$T/rc")
	why=
	[ "$got" = "$status" ] || why="exit status $got, expected $status"
	if [ -z "$why" ] && [ $HAVE_OUT = 1 ] && [ "$(cat "$T/out")" != "$EXP_OUT" ]; then
		why="standard output differs"
		printf '%s\n' "$EXP_OUT" >"$T/exp"
		diff -u "$T/exp" "$T/out" | sed 's/^/# /'
	fi
	if [ -z "$why" ] && [ $HAVE_ERR = 1 ] && [ "$(cat "$T/err")" != "$EXP_ERR" ]; then
		why="standard error differs"
		printf '%s\n' "$EXP_ERR" >"$T/exp"
		diff -u "$T/exp" "$T/err" | sed 's/^/# /'
	fi
	if [ -n "$why" ]; then
		echo "not ok - $desc: $why"
		sed 's/^/# stderr: /' "$T/err" | head -n 5
	else
		echo "ok - $desc"
	fi
	HAVE_OUT=0
	HAVE_ERR=0
}

t() {
	desc=$1
	status=$2
	shift 2
	$RKUB "$@" >"$T/out" 2>"$T/err" </dev/null
	echo $? >"$T/rc"
	report "$desc" "$status"
}

t_in() {
	input=$1
	desc=$2
	status=$3
	shift 3
	$RKUB "$@" >"$T/out" 2>"$T/err" <"$input"
	echo $? >"$T/rc"
	report "$desc" "$status"
}

# A check of the shell's own: ok when the command succeeds.
assert() {
	desc=$1
	shift
	if "$@"; then echo "ok - $desc"; else echo "not ok - $desc"; fi
}

# The database's bytes, to show that a refused command changed nothing.
snap() { if [ -f "$1" ]; then cksum <"$1"; else echo none; fi; }
# t_same DB "what" STATUS args...: t, and the database is byte for byte
# what it was.
t_same() {
	same_db=$1
	shift
	before=$(snap "$same_db")
	t "$@"
	after=$(snap "$same_db")
	if [ "$before" = "$after" ]; then
		echo "ok - ... and the database is unchanged"
	else
		echo "not ok - ... and the database is unchanged: it changed"
	fi
}
