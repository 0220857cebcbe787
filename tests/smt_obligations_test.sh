#!/usr/bin/env bash
# The link between the z3 proofs and the checker (proofs/coupled-families.md, "The link to z3").
# For every proofs/smt/strip-K.smt2:
#  * z3 answers unsat to every (check-sat), and as many times as there are check-sats;
#  * the file is byte-identical to the obligations the solver derives (nimcert strip K
#    --obligations) and to those the checker derives from the solver's certificate
#    (nimcheck --obligations), two independent renderings;
#  * its SHA-256 and template count are in the checker's table kProved (checker/strip_obligations.cpp) under its
#    name, and every entry of that table is such a file.
# And a control: a copy with one template's v range widened must get a `sat` from z3.
# usage: smt_obligations_test.sh NIMCERT NIMCHECK REPO_ROOT
set -u
nimcert=$1 nimcheck=$2 root=$3
fail=0
problem() { echo "FAIL: $*"; fail=1; }
command -v z3 >/dev/null || { echo "FAIL: z3 not found (apt package z3; scripts/setup installs it)"; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
table=$root/checker/strip_obligations.cpp
files=0
for file in "$root"/proofs/smt/strip-*.smt2; do
  [ -f "$file" ] || continue
  files=$((files + 1))
  name=proofs/smt/$(basename "$file")
  k=$(basename "$file" .smt2); k=${k#strip-}
  checks=$(grep -c '^(check-sat)$' "$file")
  z3 "$file" >"$scratch/answers" 2>&1
  unsat=$(grep -c '^unsat$' "$scratch/answers")
  lines=$(wc -l <"$scratch/answers")
  [ "$checks" -gt 0 ] && [ "$unsat" = "$checks" ] && [ "$lines" = "$checks" ] ||
    problem "$name: z3 answered unsat to $unsat of $checks checks ($(sort "$scratch/answers" | uniq -c | tr '\n' ' '))"
  "$nimcert" strip "$k" --cert "$scratch/$k.cert" --obligations "$scratch/$k.smt2" >/dev/null 2>&1
  cmp -s "$file" "$scratch/$k.smt2" || problem "$name differs from \`nimcert strip $k --obligations\`"
  "$nimcheck" --obligations "$scratch/$k.cert" >"$scratch/$k.checker.smt2"
  cmp -s "$file" "$scratch/$k.checker.smt2" || problem "$name differs from \`nimcheck --obligations\` of nimcert's certificate"
  digest=$(sha256sum "$file" | cut -c1-64)
  templates=$(sed -n 4p "$file" | grep -oE '[0-9]+ templates$' | cut -d' ' -f1)
  grep -qF "{\"$digest\", \"$name\", $templates}" "$table" ||
    problem "$name (sha256 $digest, $templates templates) is not in kProved of checker/strip_obligations.cpp"
  # control: widen template 1's v range by one at the low end; z3 must find a counterexample
  awk 'done != 1 && /^; template 1 /{t=1} t && /^\(assert /{sub(/\(<= [^ ]+ v\)/, "(<= (- 1000) v)"); t=0; done=1} {print}' \
    "$file" >"$scratch/control.smt2"
  cmp -s "$file" "$scratch/control.smt2" && problem "$name: the control mutation did not apply"
  z3 "$scratch/control.smt2" | grep -q '^sat$' || problem "$name: z3 found no counterexample in the broken control copy"
  echo "$name: $checks obligations unsat, sha256 $digest"
done
[ $files -gt 0 ] || problem "no proofs/smt/strip-*.smt2"
entries=$(grep -cE '^\s*\{"[0-9a-f]{64}", "proofs/smt/[^"]+", [0-9]+\},' "$table")
[ "$entries" = "$files" ] || problem "kProved has $entries entries, proofs/smt/ has $files files"
while read -r name; do
  [ -f "$root/$name" ] || problem "kProved names $name, which does not exist"
done < <(grep -oE '"proofs/smt/[^"]+"' "$table" | tr -d '"')
[ $fail = 0 ] && echo "smt_obligations: ok"
exit $fail
