# tmux.sh: drive rkub on a terminal as a person would, for the command
# tests of its interactive parts: a tmux server of the test's own, keys
# typed with send-keys, the screen read with capture-pane.
#
#   tm_start CMD...      a 80x24 window running CMD (in $T)
#   tm_keys KEY...       type keys (tmux names: Enter, Tab, C-c, BSpace)
#   tm_type TEXT         type TEXT literally
#   tm_wait TEXT [SECS]  wait until the screen shows TEXT; 1 if it never does
#   tm_screen            the screen now, on standard output
#   tm_stop              end the window and the server

# rkub by name, for the shells: a wrapper, since $RKUB may be a command
# line (valgrind ...).
mkdir -p "$T/bin"
printf '#!/bin/sh\nexec %s "$@"\n' "$RKUB" >"$T/bin/rkub"
chmod +x "$T/bin/rkub"

# A server per window: a new one never races the last one's exit.
tm_n=0
TM="tmux -L rkub-test-$$-0 -f /dev/null"
tm_start() {
	tm_n=$((tm_n + 1))
	TM="tmux -L rkub-test-$$-$tm_n -f /dev/null"
	$TM new-session -d -x 80 -y 24 -c "$T" \
	    "env PATH='$T/bin:$PATH' RKUB_DB='$RKUB_DB' TERM=screen $*"
	$TM set-option -g remain-on-exit on >/dev/null
}
tm_keys() { $TM send-keys "$@"; }
tm_type() { $TM send-keys -l "$1"; }
tm_screen() { $TM capture-pane -p; }
tm_wait() {
	tw_n=$(( ${2:-10} * 10 ))
	while [ "$tw_n" -gt 0 ]; do
		tm_screen >"$T/screen" 2>/dev/null || break
		grep -qF -- "$1" "$T/screen" && return 0
		sleep 0.1
		tw_n=$((tw_n - 1))
	done
	echo "# the screen never showed: $1"
	sed -e '/^$/d' -e 's/^/# | /' "$T/screen"
	return 1
}
tm_stop() { $TM kill-server 2>/dev/null; }
have_tmux() { command -v tmux >/dev/null 2>&1; }
trap 'tm_stop; rm -rf "$T"' EXIT INT TERM
