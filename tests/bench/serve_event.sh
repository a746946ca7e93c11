# serve_event.sh: the load test's event: 80 players (p1..p80) at 20 tables
# of 4, seated at random with seed 1, 99 deals a table (the most) so that no table
# fills within the run; $2 gets a line "TABLE PIN PLAYER..." a table.
bench_event() {
	i=1
	players=p1
	while [ $i -lt 80 ]; do i=$((i + 1)); players="$players,p$i"; done
	"$1" event new bench --players "$players" --deals 99 >/dev/null
	"$1" event seat --by random --seed 1 >/dev/null
	"$1" event tables --csv --pins | tr -d '\r' | awk -F, '
		NR > 1 { gsub(/"/, "", $4); pl[$2] = pl[$2] " " $4; pin[$2] = $NF; if ($2 > n) n = $2 }
		END { for (t = 1; t <= n; t++) print t, pin[t] pl[t] }' >"$2"
}
bench_deals() { sqlite3 "$RKUB_DB" "SELECT count(*) FROM round WHERE undone = 0"; }
