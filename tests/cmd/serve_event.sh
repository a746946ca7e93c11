# serve_event.sh: the event the serve tests use: club, sitting 1, three
# tables (4, 3 and 3 players; one name holds <script>); PIN1..PIN3 set.
$RKUB new club/1/1 --players ann,ben,cleo,dan >/dev/null
$RKUB new club/1/2 --players 'eve,fay,<script>x</script>' >/dev/null
$RKUB new club/1/3 --players gus,hal,ivy >/dev/null
PIN1=111111 PIN2=222222 PIN3=333333
sqlite3 "$RKUB_DB" "INSERT INTO setting(key,value) VALUES ('pin:club/1/1','$PIN1'),('pin:club/1/2','$PIN2'),('pin:club/1/3','$PIN3')"
