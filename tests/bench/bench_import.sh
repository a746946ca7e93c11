#!/bin/sh
# bench_import: rkub import of a 100,000-row score sheet, a whole process
# into a fresh file, median of 3: the long shape (25,000 rounds of 4
# players, racks for the losers) and the wide one (100,000 rounds, the
# shape issue 11's figure was taken on); then the refusal of each sheet
# with one bad row at line 99,991, into the database that holds the
# good sheet's game, which must stay byte for byte as it was (the bench
# fails if not).  With BASE_RKUB set (an older rkub), its wide import is
# timed once beside ours.  Prints figures; fails when a command does the
# wrong thing.
set -eu
rkub=$(cd "$(dirname "${1:-./rkub}")" && pwd)/$(basename "${1:-./rkub}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM
rows=100000
bad=99991

# A deterministic sheet: Park-Miller's generator in integers a double
# holds exactly, so that every awk writes the same bytes.
sheet() {
	awk -v shape="$1" -v rows="$rows" '
	function rnd(n) { seed = (seed * 16807) % 2147483647; return seed % n }
	BEGIN {
		seed = 7; split("ann,ben,cleo,dan", p, ","); split("r,b,k,o", c, ",")
		if (shape == "wide") {
			print "round,ann,ben,cleo,dan"
			for (r = 1; r <= rows; r++) {
				w = rnd(4) + 1; s = 0
				for (i = 1; i <= 4; i++) {
					v[i] = i == w ? 0 : -(rnd(40) + 1); s += v[i]
				}
				v[w] = -s
				printf "%d,%d,%d,%d,%d\n", r, v[1], v[2], v[3], v[4]
			}
			exit
		}
		print "game,round,player,score,won,rack"
		for (r = 1; r * 4 <= rows; r++) {
			w = rnd(4) + 1; s = 0
			for (i = 1; i <= 4; i++) {
				rack[i] = ""; v[i] = 0
				if (i == w)
					continue
				nt = rnd(3) + 1
				for (t = 1; t <= nt; t++) {
					n = rnd(13) + 1; v[i] += n
					rack[i] = rack[i] (t > 1 ? " " : "") c[rnd(4) + 1] n
				}
				s += v[i]
			}
			for (i = 1; i <= 4; i++)
				printf "g,%d,%s,%d,%d,%s\n", r, p[i], i == w ? s : -v[i], \
				    i == w, rack[i]
		}
	}'
}

# The processor time (user and system) of the shell's children so far,
# in ms, from what the builtin times wrote to a file (in the shell itself:
# a command substitution is another process, with children of its own).
# The machine is shared, and the load inflates the wall time more.
cpu_ms() {
	awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) {
		split($i, a, "m"); sub(/s$/, "", a[2]); t += a[1] * 60 + a[2] }
		printf "%.0f\n", t * 1000 }' "$1"
}

# One run: "WALL/CPU" in ms; the command must exit with status $1.
ms_run() {
	want=$1; shift
	times >"$dir/t0"
	t0=$(date +%s%N)
	set +e
	"$@" >"$dir/out" 2>"$dir/err"
	st=$?
	set -e
	t1=$(date +%s%N)
	times >"$dir/t1"
	if [ "$st" -ne "$want" ]; then
		echo "bench_import: $* exited $st, not $want:" >&2
		cat "$dir/err" >&2
		exit 1
	fi
	echo "$t0 $t1 $(cpu_ms "$dir/t0") $(cpu_ms "$dir/t1")" |
	    awk '{ printf "%.0f/%.0f\n", ($2 - $1) / 1e6, $4 - $3 }'
}

# The median of three runs, wall and processor time each.
median3() {
	w=$(printf '%s\n' "$@" | cut -d/ -f1 | sort -n | sed -n 2p)
	c=$(printf '%s\n' "$@" | cut -d/ -f2 | sort -n | sed -n 2p)
	echo "$w ms wall, $c ms processor"
}

# Each run imports into a fresh file: the whole process, the file's
# creation included.
fresh_import() {
	rm -f "$2"
	"$1" -d "$2" import "$3"
}

cksum_db() {
	cat "$1" "$1-journal" "$1-wal" 2>/dev/null | cksum
}

for shape in long wide; do
	sheet "$shape" >"$dir/$shape.csv"
	# The bad row: wide, a round that does not balance (status 1); long,
	# a score that is no number (status 2), since a long round's balance
	# is known at its last row.
	col=4 add=x status=2
	[ "$shape" = long ] || col=2 add=1 status=1
	awk -v bad="$bad" -v col="$col" -v add="$add" -F, 'BEGIN { OFS = "," }
	    NR == bad { $col = $col add } { print }' "$dir/$shape.csv" \
	    >"$dir/$shape-bad.csv"
	db=$dir/$shape.db
	a=$(ms_run 0 fresh_import "$rkub" "$db" "$dir/$shape.csv")
	b=$(ms_run 0 fresh_import "$rkub" "$db" "$dir/$shape.csv")
	c=$(ms_run 0 fresh_import "$rkub" "$db" "$dir/$shape.csv")
	n=$(sed -n 's/^imported [^:]*: \([0-9]*\) rounds.*/\1/p' "$dir/out")
	echo "import of $rows rows, $shape shape ($n rounds, a process, one" \
	    "transaction): median $(median3 "$a" "$b" "$c") (runs: $a $b $c)"
	"$rkub" -d "$db" doctor >"$dir/doctor" || {
		echo "bench_import: doctor after the $shape import:" >&2
		cat "$dir/doctor" >&2
		exit 1
	}

	# The refusal, into the database that holds the good import.
	before=$(cksum_db "$db")
	a=$(ms_run "$status" "$rkub" -d "$db" import --name bad "$dir/$shape-bad.csv")
	grep -q ":$bad:" "$dir/err" || {
		echo "bench_import: the refusal does not name line $bad:" >&2
		cat "$dir/err" >&2
		exit 1
	}
	b=$(ms_run "$status" "$rkub" -d "$db" import --name bad "$dir/$shape-bad.csv")
	c=$(ms_run "$status" "$rkub" -d "$db" import --name bad "$dir/$shape-bad.csv")
	[ "$(cksum_db "$db")" = "$before" ] || {
		echo "bench_import: the refused $shape import changed the" \
		    "database" >&2
		exit 1
	}
	echo "refusal of the $shape sheet with a bad row at line $bad:" \
	    "median $(median3 "$a" "$b" "$c"), the database unchanged" \
	    "($(head -c 100 "$dir/err"))"
done

# The rkub before issue 11 reads the wide shape only; once, it is slow.
if [ -n "${BASE_RKUB:-}" ]; then
	a=$(ms_run 0 fresh_import "$BASE_RKUB" "$dir/base.db" "$dir/wide.csv")
	echo "for comparison, $BASE_RKUB, the wide import once: $a ms" \
	    "(wall/processor)"
fi
