# bench_event.sh: the bench's event (until the event layer: games named
# EVENT/1/TABLE and their PINs in the settings), 20 tables of 4.
bench_event() {
	i=1
	while [ $i -le 20 ]; do
		p=$((i * 4))
		"$1" new "bench/1/$i" --players "p$((p - 3)),p$((p - 2)),p$((p - 1)),p$p" >/dev/null
		echo "$i 1$(printf %05d $i) p$((p - 3)) p$((p - 2)) p$((p - 1)) p$p" >>"$2"
		sqlite3 "$RKUB_DB" "INSERT INTO setting (key, value) VALUES ('pin:bench/1/$i', '1$(printf %05d $i)'); INSERT OR REPLACE INTO setting (key, value) VALUES ('pin:', 100000)"
		i=$((i + 1))
	done
}
bench_deals() { sqlite3 "$RKUB_DB" "SELECT count(*) FROM round WHERE undone = 0"; }
