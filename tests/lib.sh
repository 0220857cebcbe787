# Helpers shared by the end-to-end shell tests (cli_test.sh, reuse_test.sh): sourced after
# `cd` into the scratch directory; every check counts into $passes / $fails.
fails=0 passes=0
ok()   { passes=$((passes + 1)); }
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# expect_exit CODE DESCRIPTION -- COMMAND...: COMMAND's output goes to out.txt, err.txt
expect_exit() {
  local want=$1 what=$2; shift 3
  "$@" >out.txt 2>err.txt; local got=$?
  if [ "$got" = "$want" ]; then ok; else fail "$what: exit $got, want $want"; sed 's/^/  | /' out.txt err.txt | head -8; fi
}
expect_grep() {  # expect_grep PATTERN FILE DESCRIPTION
  if grep -qE -- "$1" "$2"; then ok; else fail "$3: no '$1' in $2"; sed 's/^/  | /' "$2" | head -5; fi
}
