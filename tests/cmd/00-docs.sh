#!/bin/sh
# 00-docs: the man page is clean under mandoc -Tlint, and every command
# that rkub --help lists has its SYNOPSIS line and its entry there, and a
# line in the README.
. "$(dirname "$0")/lib.sh"
top=$(cd "$(dirname "$0")/../.." && pwd)

if command -v mandoc >/dev/null 2>&1; then
	assert "man/rkub.1 is clean under mandoc -Tlint" \
	    mandoc -Tlint -Wall "$top/man/rkub.1"
else
	echo "not ok - mandoc is not installed (make deps)"
fi
$RKUB --help >"$T/help"
for c in $(sed -n 's/^  \([a-z]*\) .*/\1/p' "$T/help"); do
	assert "the man page's SYNOPSIS has $c" \
	    grep -q "^\.Cm $c\$" "$top/man/rkub.1"
	assert "the man page describes $c" \
	    grep -q "^\.It Cm $c" "$top/man/rkub.1"
	assert "the README lists $c" grep -q "rkub $c" "$top/README.md"
done
