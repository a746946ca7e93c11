# httplib.sh: helpers for the tests of rkub serve (70-79), after lib.sh.
# The server listens on 127.0.0.1 at a port the system picks (port 0),
# which it prints; every request goes there and nowhere else.
#
#   serve_start [OPTIONS]     start rkub serve; sets U (the base address)
#   serve_stop                SIGTERM, and wait; its status in $T/serve.rc
#   h "what" STATUS CURL-ARGS...      one request: its status checked; the
#                                     body in $T/body, the headers in $T/head
#   h_same "what" STATUS CURL-ARGS... the same, and the database (and its
#                                     WAL) byte for byte unchanged
#   has "what" TEXT / hasnt "what" TEXT   the last body holds TEXT or not
#   head_has "what" TEXT                  the last headers hold TEXT

serve_start() {
	rm -f "$T/serve.out" "$T/serve.err"
	$RKUB serve --listen 127.0.0.1:0 "$@" >"$T/serve.out" 2>"$T/serve.err" &
	SPID=$!
	i=0
	while ! grep -q '^rkub: serve: open http' "$T/serve.out" 2>/dev/null &&
	    [ $i -lt 300 ] && kill -0 $SPID 2>/dev/null; do
		sleep 0.1
		i=$((i + 1))
	done
	PORT=$(sed -n 's|^rkub: serve: open https*://127\.0\.0\.1:\([0-9]*\)/$|\1|p' \
	    "$T/serve.out")
	U=http://127.0.0.1:$PORT
}

serve_stop() {
	kill -TERM $SPID
	wait $SPID
	echo $? >"$T/serve.rc"
}

h() {
	hdesc=$1
	hwant=$2
	shift 2
	hgot=$(curl -s -o "$T/body" -D "$T/head" -w '%{http_code}' "$@")
	if [ "$hgot" = "$hwant" ]; then
		echo "ok - $hdesc"
	else
		echo "not ok - $hdesc: status $hgot, expected $hwant"
		head -c 400 "$T/body" | sed 's/^/# /'
		echo
	fi
}

dbsum() { cat "$RKUB_DB" "$RKUB_DB-wal" 2>/dev/null | cksum; }

h_same() {
	hbefore=$(dbsum)
	h "$@"
	if [ "$hbefore" = "$(dbsum)" ]; then
		echo "ok - ... and the database is unchanged"
	else
		echo "not ok - ... and the database is unchanged: it changed"
	fi
}

has() {
	if grep -qF -- "$2" "$T/body"; then echo "ok - $1"; else
		echo "not ok - $1: no '$2' in"; head -c 400 "$T/body" | sed 's/^/# /'
		echo
	fi
}

hasnt() {
	if grep -qF -- "$2" "$T/body"; then echo "not ok - $1: '$2' is there"
	else echo "ok - $1"; fi
}

head_has() {
	if tr -d '\r' <"$T/head" | grep -qF -- "$2"; then echo "ok - $1"; else
		echo "not ok - $1: no '$2' in the headers"
		sed 's/^/# /' "$T/head"
	fi
}

# The body, exactly.
body_is() {
	bexp=$(cat)
	if [ "$(cat "$T/body")" = "$bexp" ]; then echo "ok - $1"; else
		echo "not ok - $1: the body differs"
		printf '%s\n' "$bexp" >"$T/exp"
		diff -u "$T/exp" "$T/body" | sed 's/^/# /'
	fi
}
