#!/bin/sh
# 51-complete: shell completion.  rkub complete WORD... lists what the last
# word may become, from the command table, the help table's option values
# and the database's names; the bash, zsh and fish scripts in completion/
# ask it.  Each shell is also driven in tmux, Tab typed as a person would.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/tmux.sh"
top=$(cd "$(dirname "$0")/../.." && pwd)

$RKUB new friday --players ann,ben,zoë >/dev/null
$RKUB new club --players cleo,dan >/dev/null

out <<'EOF2'
show
standings
seat
serve
EOF2
t "commands by prefix" 0 complete s

out <<'EOF2'
new
round
undo
redo
show
standings
games
use
seat
rename
rm
export
import
audit
check
meld
arrange
move
timer
merge
doctor
backup
serve
event
help
EOF2
t "every command in the table, and help" 0 complete ''

out <<'EOF2'
show
seat
status
sheets
standings
EOF2
t "the tournament's commands after event" 0 complete event s

out <<'EOF2'
--by
EOF2
t "an event command's options" 0 complete event seat --b

out <<'EOF2'
cut
EOF2
t "help event, then its commands" 0 complete help event c

out <<'EOF2'
--preset
EOF2
t "an option by prefix" 0 complete new g --pre

out <<'EOF2'
jumbo
pressman
goliath
classic
junior
EOF2
t "the presets after --preset" 0 complete new g --preset ''

out <<'EOF2'
--exhausted=all-pay
EOF2
t "--option=value" 0 complete new g --exhausted=a

out <<'EOF2'
fixed:
EOF2
t "never-melded modes with a number stop at the colon" 0 \
    complete import pad.csv --never-melded f

out <<'EOF2'
standard
xp
junior
EOF2
t "tile sets" 0 complete check --tiles ''

out <<'EOF2'
auto
always
never
EOF2
t "--color's values, after any command" 0 complete show --color ''

out <<'EOF2'
cleo=
dan=
EOF2
t "round's operands: the current game's players, then =" 0 complete round ''

out <<'EOF2'
ann
ben
zoë
EOF2
t "--out: the players of the game that --game names" 0 \
    complete round --game friday --out ''

out <<'EOF2'
cleo,dan
EOF2
t "a comma list of players: the name after the last comma" 0 \
    complete round --never-melded cleo,d

out <<'EOF2'
friday
club
EOF2
t "the games" 0 complete show ''

out <<'EOF2'
EOF2
t "a database that does not exist: no names, and it is not created" 0 \
    complete -d "$T/none.db" show ''
assert "... and no file was made" test ! -e "$T/none.db"

out <<'EOF2'
EOF2
t "a file: nothing, so the shell lists files" 0 complete round --layout ''

out <<'EOF2'
--db
--help
--version
--color=auto
--color=always
--color=never
EOF2
t "the options before the command" 0 complete --

# bash, with the script as installed, without bash-completion loaded.
cat >"$T/bash.sh" <<EOF2
. "$top/completion/rkub.bash"
comp() { COMP_WORDS=("\$@"); COMP_CWORD=\$((\$# - 1)); COMPREPLY=(); _rkub;
	printf '%s|' "\${COMPREPLY[@]}"; echo; }
comp rkub new g --preset cl
comp rkub sta
comp rkub round ''
comp rkub round --layout ''
complete -p rkub
EOF2
out <<'EOF2'
classic|
standings|
cleo=|dan=|
|
complete -o default -F _rkub rkub
EOF2
PATH="$T/bin:$PATH" bash "$T/bash.sh" >"$T/out" 2>"$T/err"
echo $? >"$T/rc"
report "bash: _rkub fills COMPREPLY from rkub complete" 0

# Each shell on a terminal: type a command line, press Tab.
shell_test() {
	shell=$1
	shift
	tm_start "$@"
	tm_wait '>' 5 >/dev/null
	tm_type 'rkub new g --pre'
	tm_keys Tab
	assert "$shell: Tab completes --pre to --preset" \
	    tm_wait 'rkub new g --preset'
	tm_type 'cl'
	tm_keys Tab
	assert "$shell: Tab completes cl to classic" \
	    tm_wait 'rkub new g --preset classic'
	tm_keys C-u
	tm_type 'rkub show --game fr'
	tm_keys Tab
	assert "$shell: Tab completes a game's name from the database" \
	    tm_wait 'rkub show --game friday'
	tm_stop
}
if have_tmux; then
	printf 'PS1="> "\n. %s/completion/rkub.bash\n' "$top" >"$T/bashrc"
	shell_test bash bash --noprofile --rcfile "$T/bashrc" -i
	if command -v zsh >/dev/null 2>&1; then
		mkdir -p "$T/zfunc"
		cp "$top/completion/_rkub" "$T/zfunc/"
		printf 'PS1="> "\nfpath=(%s $fpath)\nautoload -Uz compinit\ncompinit -u -D\n' \
		    "$T/zfunc" >"$T/.zshrc"
		shell_test zsh env ZDOTDIR="$T" zsh -i
	fi
	if command -v fish >/dev/null 2>&1; then
		mkdir -p "$T/fish/fish/completions"
		cp "$top/completion/rkub.fish" "$T/fish/fish/completions/"
		printf 'source %s/completion/rkub.fish\nfunction fish_prompt; echo "> "; end\n' \
		    "$top" >"$T/fishrc"
		shell_test fish env XDG_CONFIG_HOME="$T/fish" \
		    XDG_DATA_HOME="$T/fishdata" fish --no-config -i -C \
		    "'source $T/fishrc'"
	fi
else
	echo "not ok - tmux is not installed (make deps)"
fi
