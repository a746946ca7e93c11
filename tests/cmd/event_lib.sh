# event_lib.sh: helpers for the event tests (60-68), after lib.sh.
#
#   seated T [SITTING]   the players at table T, in start order, one a line
#   play_table T         enter every deal table T still lacks: deal d is
#                        won by the player who starts it, each other player
#                        at seat k pays 2k + d
#   play_sitting         play_table for every table of the current sitting
#   col CSV N            column N of a CSV read on standard input, unquoted

col() { tr -d '\r"' | cut -d, -f"$1"; }

seated() {
	$RKUB event tables ${2:-} --csv | tr -d '\r"' |
	    awk -F, -v t="$1" 'NR > 1 && $2 == t { sub(/^\047/, "", $4); print $4 }'
}

play_table() {
	tbl=$1
	line=$($RKUB event tables --csv | tr -d '\r"' |
	    awk -F, -v t="$tbl" 'NR > 1 && $2 == t { d = $6; p = $7 } END { print d, p }')
	deals=${line% *}
	played=${line#* }
	names=$(seated "$tbl" | tr '\n' ' ')
	d=$((played + 1))
	while [ "$d" -le "$deals" ]; do
		set -- $names
		size=$#
		w=$(( (d - 1) % size + 1 ))
		k=0 args= sum=0
		for p in $names; do
			k=$((k + 1))
			[ $k -eq $w ] && continue
			pay=$((2 * k + d))
			sum=$((sum + pay))
			args="$args $p=-$pay"
		done
		winner=$(echo $names | cut -d' ' -f$w)
		$RKUB round --table "$tbl" --scores "$winner=+$sum" $args >/dev/null ||
		    echo "not ok - play_table $tbl deal $d failed"
		d=$((d + 1))
	done
}

play_sitting() {
	for t in $($RKUB event tables --csv | tr -d '\r"' |
	    awk -F, 'NR > 1 && $3 == 1 { print $2 }'); do
		play_table "$t"
	done
}
