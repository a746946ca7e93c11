#!/bin/sh
# 72-director: rkub serve's director page: the passphrase (rate-limited),
# the session cookie (HttpOnly, SameSite=Strict), the session's CSRF
# token on every action, taking back a deal, seating the next sitting;
# every refusal with the database unchanged.  Then HTTPS with a
# certificate made for the test.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/httplib.sh"
export RKUB_DB="$T/club.db"

. "$(dirname "$0")/serve_event.sh"
printf 'correct horse battery\n' >"$T/pass"
serve_start --director-pass-file "$T/pass"

h "the director's page asks for the passphrase" 200 -c "$T/jar" "$U/director"
has "... in a form" 'action="/director/login"'
csrf=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$T/body")
h_same "signing in without the form's token: 403" 403 -b "$T/jar" -d "pass=correct+horse+battery" "$U/director/login"
h_same "a wrong passphrase: 403" 403 -b "$T/jar" -d "csrf=$csrf&pass=wrong" "$U/director/login"
has "... says so" "wrong passphrase"
h "the right one: 303 to the page" 303 -b "$T/jar" -c "$T/jar" -d "csrf=$csrf&pass=correct+horse+battery" "$U/director/login"
head_has "... with a session cookie, HttpOnly and SameSite=Strict" "HttpOnly; SameSite=Strict; Max-Age=43200"
h "the director's page" 200 -b "$T/jar" "$U/director"
has "... lists each table's PIN" "<code>$PIN2</code>"
sid_csrf=$(sed -n 's/.*action="\/director\/undo"><input type="hidden" name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$T/body")
assert "... and carries the session's CSRF token" test ${#sid_csrf} = 32

curl -s -o /dev/null -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "12", "eve": "3"}}' "$U/api/tables/2/deals"
h_same "an action without the token: 403" 403 -b "$T/jar" -d "table=2" "$U/director/undo"
h_same "... with another token: 403" 403 -b "$T/jar" -d "csrf=$csrf&table=2" "$U/director/undo"
h_same "... without the session: 403" 403 -d "csrf=$sid_csrf&table=2" "$U/director/undo"
h_same "taking back a deal at a table that is not there: 400" 400 -b "$T/jar" -d "csrf=$sid_csrf&table=9" "$U/director/undo"
h "taking back table 2's deal" 200 -b "$T/jar" -d "csrf=$sid_csrf&table=2" "$U/director/undo"
h "... table 2 has no deal now" 200 "$U/api/tables/2"
has "... none" '"deals":[]}'
curl -s -o /dev/null -d '{"pin": "'"$PIN2"'", "out": "ivy", "racks": {"dan": "12", "eve": "3"}}' "$U/api/tables/2/deals"
h_same "replacing it with a rack that cannot be read: 400, and the deal stays" 400 -b "$T/jar" --data-urlencode "csrf=$sid_csrf" --data-urlencode "table=2" --data-urlencode "out=dan" --data-urlencode "racks=ivy=r5 x1
eve=4" "$U/director/replace"
has "... with rkub round's message" "ivy=r5 x1:1:8: bad colour"
h "replacing table 2's deal: dan went out" 200 -b "$T/jar" --data-urlencode "csrf=$sid_csrf" --data-urlencode "table=2" --data-urlencode "out=dan" --data-urlencode "racks=ivy=r5 j
eve=4" "$U/director/replace"
h "... table 2 has the new deal 1 alone" 200 "$U/api/tables/2"
body_is "... dan +39" <<'EOF2'
{"table":2,"sitting":1,"game":"club/1/2","players":["ivy","dan","eve"],"want":3,"deals":[{"deal":1,"kind":"out","scores":{"ivy":-35,"dan":39,"eve":-4},"winner":"dan"}]}
EOF2
h_same "seating while tables still play: refused, by rkub event seat" 422 -b "$T/jar" -d "csrf=$sid_csrf&by=mixed" "$U/director/seat"
has "... naming them" "table"
h_same "a GET cannot act: 405" 405 -b "$T/jar" "$U/director/seat"
h "signing out" 303 -b "$T/jar" -c "$T/jar" -d "csrf=$sid_csrf" "$U/director/logout"
h_same "... and the session is over" 403 -b "$T/jar" -d "csrf=$sid_csrf&table=2" "$U/director/undo"

for i in 1 2 3 4 5; do
	curl -s -o /dev/null -b "$T/jar" -d "csrf=$csrf&pass=wrong$i" "$U/director/login"
done
h_same "a sixth passphrase within the minute: 429, even the right one" 429 -b "$T/jar" -d "csrf=$csrf&pass=correct+horse+battery" "$U/director/login"
serve_stop
assert "the server stopped cleanly" test "$(cat "$T/serve.rc")" = 0

# HTTPS.
if openssl req -x509 -newkey rsa:2048 -nodes -keyout "$T/key.pem" \
    -out "$T/cert.pem" -days 1 -subj /CN=127.0.0.1 >/dev/null 2>&1; then
	serve_start --tls-cert "$T/cert.pem" --tls-key "$T/key.pem"
	U=https://127.0.0.1:$PORT
	assert "with TLS it says https" grep -qx "rkub: serve: open https://127.0.0.1:$PORT/" "$T/serve.out"
	h "the board over HTTPS" 200 --cacert "$T/cert.pem" "$U/api/event"
	has "... is the event's" '"event":"club"'
	h "plain HTTP on the TLS port gets no answer" 000 "http://127.0.0.1:$PORT/api/event"
	serve_stop
	assert "the TLS server stopped cleanly" test "$(cat "$T/serve.rc")" = 0
else
	echo "not ok - openssl could not make a certificate"
fi
