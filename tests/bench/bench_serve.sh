#!/bin/sh
# bench_serve: rkub serve under load, on loopback only, bounded.  An event
# of 80 players at 20 tables; 200 clients poll the board once a second and
# the 20 tables post deals as fast as they are answered, for SECONDS (60
# unless $SERVE_SECONDS says otherwise).  Then the database is checked:
# every deal the clients saw accepted is there once (none lost), and no
# deal is there twice (every fifth was sent twice with its idempotency
# key).  Prints the figures; fails when a deal is lost or doubled.
set -eu
rkub=$(cd "$(dirname "${1:-./rkub}")" && pwd)/$(basename "${1:-./rkub}")
load=${SERVE_LOAD:?set SERVE_LOAD to build/bench/serve_load}
secs=${SERVE_SECONDS:-60}
dir=$(mktemp -d)
spid=
trap '[ -n "$spid" ] && kill -TERM $spid 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
export RKUB_DB=$dir/bench.db

. "$(dirname "$0")/serve_event.sh"
bench_event "$rkub" "$dir/pins"

"$rkub" serve --listen 127.0.0.1:0 >"$dir/out" 2>"$dir/err" &
spid=$!
i=0
while ! grep -q '^rkub: serve: open' "$dir/out" && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
port=$(sed -n 's|^rkub: serve: open http://127\.0\.0\.1:\([0-9]*\)/$|\1|p' "$dir/out")
[ -n "$port" ] || { echo "bench_serve: the server did not start"; cat "$dir/err"; exit 1; }

timeout $((secs + 60)) "$load" "$port" "$secs" 200 20 "$spid" "$dir/pins" \
    "$dir/keys"
kill -TERM $spid
wait $spid || { echo "bench_serve: the server stopped with an error"; cat "$dir/err"; exit 1; }
spid=

# Lost or doubled: the deals in the database against the keys accepted.
accepted=$(wc -l <"$dir/keys")
recorded=$(bench_deals "$rkub")
echo "deals the clients saw accepted: $accepted; in the database: $recorded"
if [ "$accepted" -ne "$recorded" ]; then
	echo "bench_serve: $((recorded - accepted)) deals more in the database than accepted"
	exit 1
fi
echo "deals lost: 0, doubled: 0"
