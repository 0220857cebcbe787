#!/usr/bin/env bash
# Every checker rule stays findable by the name the proofs give it: the tables of
# proofs/README.md name a checker file followed by the functions that apply a theorem
# ("`checker/heap_values.cpp` `check_record`"), and the Coq files say "[check_period] in
# checker/heap_claims.cpp" or "checker/heap_claims.cpp, [check_period]". Fails if a named file
# does not exist or does not contain the name (for A::b, both A and b), and if any document
# names a checker file that does not exist. Moving a rule to another file means updating them.
# usage: rule_names_test.sh REPO_ROOT
set -u
root=$1
fail=0 pairs=0
problem() { echo "FAIL: $*"; fail=1; }

# check SOURCE FILE NAME: NAME (A::b: A and b) occurs as a word in checker FILE.
check() {
  local where=$1 file=$2 name=$3 part
  pairs=$((pairs + 1))
  if [ ! -f "$root/$file" ]; then problem "$where names $file, which does not exist"; return; fi
  for part in ${name//::/ }; do
    grep -qw -- "$part" "$root/$file" || problem "$where names \`$name\` in $file, which has no '$part'"
  done
}

# proofs/README.md: `checker/FILE` followed by `name`, `name`, ... within one table cell.
while IFS= read -r hit; do
  file=$(echo "$hit" | sed -E 's/^`(checker\/[^`]*)`.*/\1/')
  for name in $(echo "$hit" | sed -E 's/^`checker\/[^`]*`//' | grep -oE '`[A-Za-z_][A-Za-z0-9_:]*`' | tr -d '`'); do
    check proofs/README.md "$file" "$name"
  done
done < <(grep -oE '`checker/[a-z_]+\.[ch]pp`([[:space:],]*`[A-Za-z_][A-Za-z0-9_:]*`)*' "$root/proofs/README.md")

# Coq comments: "[name] in checker/FILE", "[name] (checker/FILE" and "checker/FILE, [name]".
for v in "$root"/proofs/coq/*.v; do
  while IFS= read -r hit; do
    name=$(echo "$hit" | grep -oE '\[[A-Za-z_][A-Za-z0-9_:]*\]' | tr -d '[]')
    file=$(echo "$hit" | grep -oE 'checker/[a-z_]+\.[ch]pp')
    check "proofs/coq/${v##*/}" "$file" "$name"
  done < <(grep -oE '\[[A-Za-z_][A-Za-z0-9_:]*\] (in )?\(?checker/[a-z_]+\.[ch]pp|checker/[a-z_]+\.[ch]pp,? \[[A-Za-z_][A-Za-z0-9_:]*\]' "$v")
done

# Every checker file any document names exists.
while IFS=: read -r doc file; do
  [ -f "$root/$file" ] || problem "${doc#"$root"/} names $file, which does not exist"
done < <(grep -roE 'checker/[a-z_0-9]+\.[ch]pp' "$root"/proofs "$root"/certs/FORMAT.md "$root"/docs "$root"/tests/README.md "$root"/README.md | sort -u)

echo "checker_rule_names: $pairs (file, name) pairs checked"
[ $fail = 0 ] && echo "checker_rule_names: ok"
exit $fail
