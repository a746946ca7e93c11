#!/bin/sh
# 70-serve: rkub serve's HTTP protocol, with curl against a server on a
# loopback port: every answer of the API (201, 400, 403, 404, 405, 409,
# 413, 422, 429), each refusal with the database unchanged; names shown
# escaped; the security headers; a retried POST recorded once; a slow
# client dropped; a clean stop on SIGTERM.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/httplib.sh"
export RKUB_DB="$T/club.db"

. "$(dirname "$0")/serve_event.sh"
serve_start --idle-timeout 2
assert "the server says where to open it" \
    grep -qx "rkub: serve: open http://127.0.0.1:$PORT/" "$T/serve.out"

# Reading.
h "the event as JSON" 200 "$U/api/event"
body_is "... with its tables, players in start order and deals" <<'EOF2'
{"event":"club","sitting":1,"sittings":2,"version":0,"tables":[{"table":1,"game":"club/1/1","players":["\u003cscript>x\u003c/script>","gus","fay","cleo"],"deals":0,"want":4,"done":false},{"table":2,"game":"club/1/2","players":["ivy","dan","eve"],"deals":0,"want":3,"done":false},{"table":3,"game":"club/1/3","players":["hal","ann","ben"],"deals":0,"want":3,"done":false}]}
EOF2
h "the board" 200 "$U/"
head_has "... as HTML" "Content-Type: text/html; charset=utf-8"
head_has "... with a CSP that allows no inline script" \
    "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'unsafe-inline'"
head_has "... never framed" "X-Frame-Options: DENY"
head_has "... never sniffed" "X-Content-Type-Options: nosniff"
has "a name holding <script> is escaped on the board" "&lt;script&gt;x&lt;/script&gt;"
hasnt "... and never raw" "<script>x"
has "the board loads its live script from the server" '<script src="/live.js"></script>'
has "... and refreshes without it" '<noscript><meta http-equiv="refresh" content="30"></noscript>'
hasnt "... and has no inline script" "<script>"
h "the live script" 200 "$U/live.js"
head_has "... as JavaScript" "Content-Type: text/javascript"
has "... listens to the board's stream" "new EventSource('/live')"
h "the seating" 200 "$U/tables"
has "... by name" '<tr><td>ann</td><td class="n"><a href="/t/3">3</a></td><td class="n">2</td></tr>'
h "a table's page" 200 "$U/t/1"
has "... escapes the name in its form" "&lt;script&gt;x&lt;/script&gt;'s rack"
has "... holds a CSRF token" 'name="csrf" value="'
head_has "... whose cookie is HttpOnly and SameSite=Strict" "HttpOnly; SameSite=Strict"

# Not there, not allowed.
h "an unknown address: 404" 404 "$U/nothing"
h "no files are served: 404" 404 --path-as-is "$U/../../etc/passwd"
h "a table not seated: 404" 404 "$U/t/9"
h "... in the API too" 404 "$U/api/tables/9"
h "table 0 is no table: 404" 404 "$U/t/0"
h_same "a GET cannot write: 405" 405 "$U/api/tables/1/deals"
h_same "PUT: 405" 405 -X PUT "$U/api/tables/1/deals" -d '{}'
head_has "... saying what is allowed" "Allow: GET, HEAD, POST"
h_same "DELETE: 405" 405 -X DELETE "$U/"
h_same "a POST to a page that is only read: 405" 405 -d x "$U/tables"

# A deal through the API.
h_same "a wrong PIN: 403" 403 -d '{"pin": "000000", "out": "ivy", "racks": {"dan": "r5 b13 j", "eve": "12"}}' "$U/api/tables/2/deals"
body_is "... saying where the PIN is" <<'EOF2'
{"status":403,"error":"wrong PIN for table 2: the PIN is on the table's slip"}
EOF2
h_same "another table's PIN does not write this one: 403" 403 -d '{"pin": "'"$PIN1"'", "out": "ivy", "racks": {"dan": "r5 b13 j", "eve": "12"}}' "$U/api/tables/2/deals"
h_same "what is not JSON: 400 with the column" 400 -d '{"pin": "'"$PIN2"'",, }' "$U/api/tables/2/deals"
body_is "... in the answer" <<'EOF2'
{"status":400,"error":"the body is not JSON: a key in quotes expected at line 1, column 18","line":1,"column":18}
EOF2
h_same "a rack that cannot be read: 400 with the message of rkub round" 400 -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "r5 x13 j", "eve": "12"}}' "$U/api/tables/2/deals"
body_is "... and its column" <<'EOF2'
{"status":400,"error":"dan=r5 x13 j:1:8: bad colour: 'x': use k, r, b, o (or y), or j for a joker","line":1,"column":8}
EOF2
h_same "a player not at the table: 400" 400 -d '{"pin": "'"$PIN2"'", "out": "ann", "racks": {"dan": "12", "eve": "3"}}' "$U/api/tables/2/deals"
has "... named" "no player 'ann' in game club/1/2"
h_same "an unknown member: 400" 400 -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {}, "extra": 1}' "$U/api/tables/2/deals"
h_same "out and exhausted at once: 400" 400 -d '{"pin": "'"$PIN2"'", "out": "ivy", "exhausted": true, "racks": {"dan": "12"}}' "$U/api/tables/2/deals"
h_same "a rack missing: 400" 400 -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "12"}}' "$U/api/tables/2/deals"
h_same "a tile more often than the box holds: 422" 422 -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "r5 r5 b13", "eve": "r5"}}' "$U/api/tables/2/deals"
body_is "... with the rule" <<'EOF2'
{"status":422,"error":"round: r5 3 times on the racks: the standard set holds 2"}
EOF2
h "a deal: 201" 201 -H 'Idempotency-Key: t2-deal-1' -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "r5 b13 j", "eve": "12"}}' "$U/api/tables/2/deals"
body_is "... answered with the deal as recorded" <<'EOF2'
{"table":2,"game":"club/1/2","deal":1,"kind":"out","scores":{"ivy":60,"dan":-48,"eve":-12},"winner":"ivy","deals":1,"want":3}
EOF2
t "the command line sees it" 0 show -g club/1/2
h_same "the same POST again (a retry): the same answer, recorded once" 201 -H 'Idempotency-Key: t2-deal-1' -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "r5 b13 j", "eve": "12"}}' "$U/api/tables/2/deals"
has "... as deal 1" '"deal":1,'
h "the key in the body works as well" 201 -d '{"key": "t2-deal-2", "pin": "'"$PIN2"'", "exhausted": true, "racks": {"ivy": "r1 r2", "dan": "k13", "eve": "j"}}' "$U/api/tables/2/deals"
h_same "... and its retry records nothing" 201 -d '{"key": "t2-deal-2", "pin": "'"$PIN2"'", "exhausted": true, "racks": {"ivy": "r1 r2", "dan": "k13", "eve": "j"}}' "$U/api/tables/2/deals"
h "the table's deals" 200 "$U/api/tables/2"
body_is "... two of them" <<'EOF2'
{"table":2,"sitting":1,"game":"club/1/2","players":["ivy","dan","eve"],"want":3,"deals":[{"deal":1,"kind":"out","scores":{"ivy":60,"dan":-48,"eve":-12},"winner":"ivy"},{"deal":2,"kind":"exhausted","scores":{"ivy":-3,"dan":-13,"eve":-30},"winner":"ivy"}]}
EOF2
h "the third deal" 201 -d '{"pin": "'"$PIN2"'", "out": "dan", "racks": {"ivy": "9", "eve": "4"}}' "$U/api/tables/2/deals"
h_same "a fourth at a table of three deals: 409" 409 -d '{"pin": "'"$PIN2"'", "out": "dan", "racks": {"ivy": "9", "eve": "4"}}' "$U/api/tables/2/deals"
h "the standings" 200 "$U/api/standings"
sed -i 's/"version":[0-9]*,/"version":VERSION,/' "$T/body"
body_is "... best first" <<'EOF2'
{"event":"club","sitting":1,"sittings":2,"version":VERSION,"standings":[{"rank":1,"player":"ivy","points":48,"played":3,"won":2,"withdrawn":false},{"rank":2,"player":"ann","points":0,"played":0,"won":0,"withdrawn":false},{"rank":2,"player":"ben","points":0,"played":0,"won":0,"withdrawn":false},{"rank":2,"player":"cleo","points":0,"played":0,"won":0,"withdrawn":false},{"rank":2,"player":"fay","points":0,"played":0,"won":0,"withdrawn":false},{"rank":2,"player":"gus","points":0,"played":0,"won":0,"withdrawn":false},{"rank":2,"player":"hal","points":0,"played":0,"won":0,"withdrawn":false},{"rank":2,"player":"\u003cscript>x\u003c/script>","points":0,"played":0,"won":0,"withdrawn":false},{"rank":9,"player":"eve","points":-46,"played":3,"won":0,"withdrawn":false},{"rank":10,"player":"dan","points":-48,"played":3,"won":1,"withdrawn":false}]}
EOF2

# Size caps.
head -c 10000000 /dev/zero | tr '\0' 'a' >"$T/big"
h_same "a 10 MB body: 413" 413 --data-binary @"$T/big" "$U/api/tables/1/deals"
h_same "... sent in chunks without a length: dropped unanswered past 1 MB" 000 -H 'Expect:' -H 'Transfer-Encoding: chunked' --data-binary @"$T/big" "$U/api/tables/1/deals"
head -c 100000 "$T/big" >"$T/100k"
h_same "100 KB in chunks: read, dropped, 413" 413 -H 'Expect:' -H 'Transfer-Encoding: chunked' --data-binary @"$T/100k" "$U/api/tables/1/deals"
head -c 17000 "$T/big" >"$T/17k"
h_same "17 KB: 413" 413 --data-binary @"$T/17k" "$U/api/tables/1/deals"
h "a 40 KB header: refused" 431 -H "X-Big: $(head -c 40000 "$T/big")" "$U/"

# Wrong PINs: 5 a minute per address and table, then 429.
for i in 1 2 3 4 5; do
	curl -s -o /dev/null -d '{"pin": "00000'$i'", "out": "hal", "racks": {"ann": "1", "ben": "2"}}' "$U/api/tables/3/deals"
done
h_same "a sixth PIN within the minute: 429, even the right one" 429 -d '{"pin": "'"$PIN3"'", "out": "hal", "racks": {"ann": "1", "ben": "2"}}' "$U/api/tables/3/deals"
h "... while another table is not held up" 201 -d '{"pin": "'"$PIN1"'", "out": "gus", "racks": {"<script>x</script>": "1", "fay": "2", "cleo": "3"}}' "$U/api/tables/1/deals"

# The table's form: CSRF, PIN, the same checks.
h "the form's page" 200 -c "$T/jar" "$U/t/1"
csrf=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$T/body")
key=$(sed -n 's/.*name="key" value="\([0-9a-f]*\)".*/\1/p' "$T/body")
h_same "the form without its CSRF token: 403" 403 -b "$T/jar" -d "pin=$PIN1&out=1&r0=5&r2=6&r3=7" "$U/t/1"
h_same "... with another browser's: 403" 403 -d "csrf=$csrf&pin=$PIN1&out=1&r0=5&r2=6&r3=7" "$U/t/1"
h_same "the form with a rack that cannot be read: 400" 400 -b "$T/jar" -d "csrf=$csrf&key=$key&pin=$PIN1&out=1&r0=r5+x9&r2=6&r3=7" "$U/t/1"
has "... the page says why, escaped" "&lt;script&gt;x&lt;/script&gt;=r5 x9:1:23: bad colour: &#39;x&#39;"
has "... and keeps what was typed" 'value="r5 x9"'
h "the form, right: 303 to the table's page" 303 -b "$T/jar" -d "csrf=$csrf&key=$key&pin=$PIN1&out=1&r0=5&r2=6&r3=7" "$U/t/1"
head_has "... there" "Location: /t/1"
h_same "the form sent twice: recorded once" 303 -b "$T/jar" -d "csrf=$csrf&key=$key&pin=$PIN1&out=1&r0=5&r2=6&r3=7" "$U/t/1"
h "the table's page shows deal 2" 200 "$U/t/1"
has "... with its scores" '<tr><td>2</td><td class="n">-5</td><td class="n">+18 &#9733;</td><td class="n">-6</td><td class="n">-7</td></tr>'
h_same "... and no third deal from the retried form" 200 "$U/api/tables/1"
has "... two deals" '"deal":2,'
hasnt "... not three" '"deal":3,'

# The director.
h "no passphrase file: the director's page is off" 403 "$U/director"
h_same "... and its actions refused" 403 -d "csrf=x&table=1" "$U/director/undo"

# Slow clients: the headers never end, the body never comes; dropped
# after the idle timeout (2 s here).
start=$(date +%s)
printf 'GET / HTTP/1.1\r\nHost: x\r\n' | curl -s -o /dev/null --max-time 12 telnet://127.0.0.1:$PORT
took=$(( $(date +%s) - start ))
assert "a client that stops mid-headers is dropped after the idle timeout (${took}s)" test "$took" -lt 6
h_same "a client whose body never comes: dropped unanswered" 000 --max-time 12 -H 'Content-Length: 100' --data-binary 'short' "$U/api/tables/1/deals"
h "the server still answers" 200 "$U/api/event"

serve_stop
assert "SIGTERM stops it cleanly" test "$(cat "$T/serve.rc")" = 0
assert "... saying so" grep -qx "rkub: serve: stopped" "$T/serve.out"
assert "... with no sanitizer report" test "$(grep -c -e Sanitizer -e 'runtime error' "$T/serve.err")" = 0
assert "... and no leak" test "$(grep -c -e 'leak' "$T/serve.err")" = 0

# Bad options.
err <<'EOF2'
rkub: serve: --listen 'localhost:80': 'localhost' is not an IP address: give one, as in 127.0.0.1:8080 or [::1]:8080
EOF2
t "an address by name is refused" 2 serve --listen localhost:80
err <<'EOF2'
rkub: serve: --listen '127.0.0.1:': give ADDRESS:PORT, as in 127.0.0.1:8080 or 0.0.0.0:8080
EOF2
t "no port: refused" 2 serve --listen 127.0.0.1:
err <<'EOF2'
rkub: serve: TLS needs both --tls-cert FILE and --tls-key FILE
EOF2
t "a certificate without its key" 2 serve --tls-cert "$T/x"
printf 'short\n' >"$T/pass"
err <<EOF2
rkub: serve: $T/pass: the passphrase is shorter than 8 characters or holds a NUL byte: write a longer one on the first line
EOF2
t "a passphrase too short" 2 serve --director-pass-file "$T/pass"
err <<'EOF2'
rkub: --idle-timeout: '0' is not a whole number from 1 to 3600
EOF2
t "an idle timeout of 0" 2 serve --idle-timeout 0
err <<'EOF2'
rkub: serve: no event named 'nope': 'rkub event list' lists them
EOF2
t_same "$RKUB_DB" "an event that is not there" 2 serve --listen 127.0.0.1:0 --event nope
