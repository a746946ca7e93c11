# fish completion for rkub.  It asks rkub itself, "rkub complete WORD...",
# which reads its command table, option values and the database's game
# and player names.  Installed by make install as
# share/fish/vendor_completions.d/rkub.fish.

function __rkub_complete
	set -l words (commandline -opc) (commandline -ct)
	set -l c (command $words[1] complete $words[2..-1] 2>/dev/null)
	if test (count $c) -eq 0
		__fish_complete_path (commandline -ct)
	else
		printf '%s\n' $c
	end
end

complete -c rkub -f -a '(__rkub_complete)'
