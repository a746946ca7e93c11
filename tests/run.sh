#!/bin/sh
# run.sh: every test of rkub.  The cmocka unit tests (TAP output) and the
# command tests in tests/cmd/ (each prints "ok - ..." or "not ok - ..."
# per assertion).  Ends with one line: N passed, N failed.
#
#   RKUB=path/to/rkub UNIT="unit test binaries" sh tests/run.sh [cmd tests]

: "${RKUB:?set RKUB to the rkub binary}"
here=$(cd "$(dirname "$0")" && pwd)
log=$(mktemp)
trap 'rm -f "$log"' EXIT INT TERM
export RKUB

for u in $UNIT; do
	CMOCKA_MESSAGE_OUTPUT=TAP "$u" >"$log.u" 2>&1
	rc=$?
	awk -v u="$(basename "$u")" '
		/^ok [0-9]+ - / { sub(/^ok [0-9]+ - /, ""); print "ok " u ": " $0 }
		/^not ok [0-9]+ - / { sub(/^not ok [0-9]+ - /, ""); print "not ok " u ": " $0 }
	' "$log.u" >>"$log"
	if [ $rc -ne 0 ] && ! grep -q '^not ok' "$log.u"; then
		echo "not ok $(basename "$u"): exited $rc" >>"$log"
	fi
	grep -E '^not ok' -A 20 "$log.u" | grep -vE '^(ok|#)' >&2
	rm -f "$log.u"
done

if [ $# -gt 0 ]; then scripts="$*"; else scripts=$(ls "$here"/cmd/[0-9]*.sh); fi
for s in $scripts; do
	name=$(basename "$s" .sh)
	sh "$s" >"$log.c" 2>&1
	rc=$?
	awk -v u="$name" '
		/^ok - / { sub(/^ok - /, ""); print "ok " u ": " $0 }
		/^not ok - / { sub(/^not ok - /, ""); print "not ok " u ": " $0 }
	' "$log.c" >>"$log"
	grep -v -E '^(not )?ok - ' "$log.c" >&2
	if [ $rc -ne 0 ]; then
		echo "not ok $name: the script exited $rc" >>"$log"
	fi
	rm -f "$log.c"
done

grep '^not ok' "$log"
pass=$(grep -c '^ok' "$log")
fail=$(grep -c '^not ok' "$log")
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
