#!/bin/sh
# 50-help: rkub help COMMAND and COMMAND --help: the usage, what the
# command does, every option of the command's template with its values
# and default, and one example.  Every command that rkub --help lists
# and every option its template takes (as rkub complete lists them) must
# have its help, so none can be forgotten.
. "$(dirname "$0")/lib.sh"

$RKUB --help >"$T/list"
# A command is one word, or two for the tournament's: "event seat".
cmds=$(sed -n 's/^  \([a-z]\{1,\}\( [a-z]\{1,\}\)\{0,1\}\)  .*/\1/p' "$T/list")
assert "rkub --help lists the commands" test -n "$cmds"
printf '%s\n' "$cmds" | while IFS= read -r c; do
	$RKUB help "$c" >"$T/help" 2>&1
	assert "help $c exits 0" test $? -eq 0
	assert "help $c starts with its usage line" \
	    grep -q "^usage: rkub $c" "$T/help"
	assert "help $c has no option without help" \
	    sh -c "! grep -q 'no help' '$T/help'"
	assert "help $c ends with an example of rkub $c" \
	    sh -c "tail -n 2 '$T/help' | head -n 1 | grep -q '^example:' &&
	    tail -n 1 '$T/help' | grep -qE '^  rkub $c( |\$)'"
	for o in $($RKUB complete "$c" --); do
		assert "help $c has $o" \
		    grep -qE -- "^  (-[a-z], )?$o( |\$)" "$T/help"
	done
	$RKUB "$c" --help >"$T/help2" 2>&1
	assert "$c --help is help $c" cmp -s "$T/help" "$T/help2"
done

out <<'EOF2'
usage: rkub arrange TILES ... [--rack TILES] [--by tiles|value] [--tiles T] [--json]

Arrange the tiles into valid sets, or name the fewest left over. With --rack,
TILES is the table and the question is what the rack could play onto it.

options:
  -r, --rack TILES        the rack to play onto the table TILES
  --by WHAT               with --rack: play the most tiles, or the highest
                          value
                          values: tiles, value
                          default: tiles
  --tiles T               the tile set
                          values: standard, xp, junior
                          default: standard
  --json                  print the result as JSON
  -d, --db FILE           the database
                          default: $RKUB_DB, else $XDG_DATA_HOME/rkub/rkub.db
  -h, --help              this help
  --color WHEN            colour the output: on a terminal unless NO_COLOR is
                          set, always, or never
                          values: auto, always, never
                          default: auto

example:
  rkub arrange 'r4 r5 r6 | k8 b8 o8' --rack 'r7 r8 k9 r3 j'
EOF2
t "help arrange: every option, its values and default, an example" 0 \
    help arrange

$RKUB help round >"$T/round"
assert "help round tells of the interactive mode and its review line" \
    grep -q 'record? \[Y/n/e\]' "$T/round"
assert "help new names every preset" \
    sh -c "$RKUB help new | grep -q 'values: jumbo, pressman, goliath, classic, junior'"

err <<'EOF2'
rkub: unknown command 'frob': see 'rkub --help'
EOF2
t "help of an unknown command is refused" 2 help frob

t "help with no command is the overview" 0 help
assert "... which lists the commands" grep -q '^  round ' "$T/out"
