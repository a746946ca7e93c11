# serve_event.sh: the event the serve tests use: club, 10 players (one
# name holds <script>), sitting 1 seated at random with seed 1:
#   table 1 (4 deals): <script>x</script>, gus, fay, cleo
#   table 2 (3 deals): ivy, dan, eve
#   table 3 (3 deals): hal, ann, ben
# PIN1..PIN3: the tables' PINs, read as the director reads them.
$RKUB event new club --players 'ann,ben,cleo,dan,eve,fay,gus,hal,ivy,<script>x</script>' --sittings 2 >/dev/null
$RKUB event seat --by random --seed 1 >/dev/null
$RKUB event tables --csv --pins | tr -d '\r' >"$T/pins.csv"
pin_of() { awk -F, -v t="$1" '$2 == t && $3 == 1 { print $NF }' "$T/pins.csv"; }
PIN1=$(pin_of 1) PIN2=$(pin_of 2) PIN3=$(pin_of 3)
