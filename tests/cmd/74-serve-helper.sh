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
