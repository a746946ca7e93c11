#!/bin/sh
# 74-serve-helper: rkub serve is run by a program of its own, rkub-serve,
# so that no other command loads libmicrohttpd and its TLS libraries
# (~2-3 ms a process).  rkub links neither; rkub serve checks its
# arguments itself, then runs rkub-serve beside it with the same command
# line; without rkub-serve it says so.  (Assumes no rkub-serve installed
# in the compiled-in directory or on PATH: a fresh machine, as CI's.)
. "$(dirname "$0")/lib.sh"

# The binary: the last word of $RKUB (under make valgrind, valgrind and
# its options come first).
set -- $RKUB
eval "bin=\${$#}"
pre=${RKUB%"$bin"}

assert "rkub itself does not link libmicrohttpd" \
    sh -c "! readelf -d '$bin' | grep -q 'NEEDED.*libmicrohttpd'"
assert "... nor gnutls" sh -c "! readelf -d '$bin' | grep -q 'NEEDED.*gnutls'"
assert "... nor libedit, which a question on a terminal loads (54-ask)" \
    sh -c "! readelf -d '$bin' | grep -q 'NEEDED.*libedit'"
assert "rkub-serve, beside it, does link libmicrohttpd" \
    sh -c "readelf -d '$(dirname "$bin")/rkub-serve' | grep -q 'NEEDED.*libmicrohttpd'"

err <<'EOF2'
rkub: no database at /nowhere/x.db: start a game with 'rkub new'
EOF2
t "rkub serve runs rkub-serve, which opens the database first, as before" \
    2 -d /nowhere/x.db serve --listen 127.0.0.1:0

mkdir "$T/alone"
cp "$bin" "$T/alone/rkub"
alone="$pre$T/alone/rkub"
PATH=/usr/bin:/bin $alone -d "$T/x.db" serve --listen 127.0.0.1:0 \
    >"$T/out" 2>"$T/err" </dev/null
echo $? >"$T/rc"
err <<'EOF2'
rkub: serve: cannot run rkub-serve: No such file or directory: install it beside rkub (make install does)
EOF2
report "without rkub-serve anywhere, rkub serve says so" 2

PATH=/usr/bin:/bin $alone serve --listen >"$T/out" 2>"$T/err" </dev/null
echo $? >"$T/rc"
err <<'EOF2'
rkub: serve: --listen needs a value
usage: rkub serve [--listen ADDR:PORT] [--event EVENT] [--director-pass-file FILE] [--tls-cert FILE --tls-key FILE] [--idle-timeout SECONDS]
EOF2
report "rkub checks serve's arguments itself, before it looks for rkub-serve" 2

PATH=/usr/bin:/bin $alone help serve >"$T/out" 2>"$T/err" </dev/null
echo $? >"$T/rc"
report "... and its help needs no rkub-serve" 0
assert "... which is serve's" grep -q '^usage: rkub serve \[--listen' "$T/out"

# The server switches its file to WAL and, stopped, back to the rollback
# journal that every other command keeps (a round in WAL costs 4 syncs to
# the disk against 3), unless another program still has the file open.
db="$T/served.db"
$RKUB -d "$db" new g1 --players ann,ben >/dev/null
# serve_run: the server on a free port until SIGTERM; $1: what to do
# while it runs.
serve_run() {
	: >"$T/serve.out"
	$RKUB -d "$db" serve --listen 127.0.0.1:0 >"$T/serve.out" 2>&1 &
	pid=$!
	i=0
	while ! grep -q 'stop with Ctrl-C' "$T/serve.out" && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	"$@"
	t0=$(date +%s)
	kill -TERM $pid
	wait $pid
	echo $? >"$T/rc"
	echo $(($(date +%s) - t0)) >"$T/stop.s"
}
mode() { sqlite3 "$db" 'PRAGMA journal_mode' >"$T/mode.during"; }
serve_run mode
assert "while it serves, the file is in WAL" test "$(cat "$T/mode.during")" = wal
assert "... it stops cleanly on SIGTERM" test "$(cat "$T/rc")" = 0
assert "... and the file is back to the rollback journal" \
    test "$(sqlite3 "$db" 'PRAGMA journal_mode')" = delete
assert "... with no -wal left beside it" test ! -e "$db-wal"

mkfifo "$T/fifo"
sqlite3 "$db" <"$T/fifo" >"$T/holder.out" 2>&1 &
holder=$!
exec 3>"$T/fifo"
hold() {
	echo 'SELECT count(*) FROM game;' >&3
	i=0
	while [ ! -s "$T/holder.out" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
}
serve_run hold
# Not a speed test: waiting for the other program would take the busy
# timeout, 10 s.
assert "with another program on the file, the server still stops, not waiting for it" \
    test "$(cat "$T/stop.s")" -lt 5
assert "... and leaves the file in WAL, for that program" \
    test "$(sqlite3 "$db" 'PRAGMA journal_mode')" = wal
exec 3>&-
wait $holder
