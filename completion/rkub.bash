# bash completion for rkub.  It asks rkub itself, "rkub complete WORD...",
# which reads its command table, option values and the database's game
# and player names, so a new command or option completes at once.
# Installed by make install as share/bash-completion/completions/rkub.

_rkub()
{
	local cur words cword reply pre IFS=$'\n'

	if declare -F _get_comp_words_by_ref >/dev/null 2>&1; then
		_get_comp_words_by_ref -n =: cur words cword
	else
		words=("${COMP_WORDS[@]}")
		cword=$COMP_CWORD
		cur=${COMP_WORDS[COMP_CWORD]}
	fi
	reply=($(command "${words[0]}" complete "${words[@]:1:cword}" \
	    2>/dev/null))
	# Nothing: let bash complete file names (complete -o default).
	[ ${#reply[@]} -eq 0 ] && return 0
	# Readline replaces only what follows the last = or : of the word.
	if [[ $cur == *[=:]* ]]; then
		pre=${cur%"${cur##*[=:]}"}
		reply=("${reply[@]#"$pre"}")
	fi
	COMPREPLY=("${reply[@]}")
	# ben= and ann, ask for more: no blank after them.
	if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *[=:,] ]]; then
		compopt -o nospace 2>/dev/null
	fi
	return 0
}
complete -o default -F _rkub rkub
