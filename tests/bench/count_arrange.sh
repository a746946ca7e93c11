#!/bin/sh
# count_arrange.sh PROGRAM ARGS...: each bag's instructions, counted by
# callgrind (tests/bench/tune.h): one line a bag, "bag N INSTRUCTIONS",
# in the order of N, then the sum.  The same from run to run, unlike
# times on a shared machine: what tuning arrange goes by.  For example
#   sh tests/bench/count_arrange.sh build/bench/hard_arrange bench \
#       tests/bench/hard5_standard.txt 1
#   RKUB_ARRANGE_TUNE="early_dfs=5000" sh tests/bench/count_arrange.sh ...
# (bench_arrange numbers the bags of a kind: give it one, its only
# argument).  Needs valgrind; a benchmark's tool, not a test.
set -eu
[ $# -ge 1 ] || { echo "usage: count_arrange.sh PROGRAM ARGS..." >&2; exit 2; }
command -v valgrind >/dev/null || { echo "count_arrange.sh: no valgrind" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
RKUB_ARRANGE_COUNT=1 valgrind -q --tool=callgrind --collect-atstart=no \
    --dump-instr=no --callgrind-out-file="$dir/cg.%p" "$@" >"$dir/out" ||
    { echo "count_arrange.sh: $1 failed" >&2; cat "$dir/out" >&2; exit 1; }
if grep -q '^WRONG' "$dir/out"; then
	grep '^WRONG' "$dir/out" >&2
	exit 1
fi
cat "$dir"/cg.* | awk '
	/^desc: Trigger: Client Request: bag / { b = $NF; next }
	/^desc: Trigger/ { b = ""; next }
	/^summary:/ && b != "" { print "bag", b, $2; sum += $2; n++ }
	END { if (n == 0) { print "count_arrange.sh: no bags counted" > "/dev/stderr"; exit 1 }
	      print "sum", n, sum }' | sort -k1,1 -k2n
