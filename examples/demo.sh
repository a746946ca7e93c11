#!/bin/sh
# demo.sh: rkub's main job on the samples in examples/.  Run by make demo.
rkub=${1:-./rkub}
here=$(dirname "$0")

echo "== rkub check $here/table.txt: the final table of a round"
"$rkub" check "$here/table.txt"
echo
echo "== rkub check $here/dispute.txt: a disputed table (exit status 1)"
"$rkub" check "$here/dispute.txt"
echo "(exit status $?)"
echo
echo "== rkub meld 'r9 r10 j': was that opening meld 30?"
"$rkub" meld 'r9 r10 j'
