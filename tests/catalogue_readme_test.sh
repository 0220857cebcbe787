#!/usr/bin/env bash
# The README's "What is certified" table and certs/catalogue.tsv agree (issue 41): every value the
# README states for A316632 (3 x n) and A344227 (queens) equals the statement the catalogue records
# for that term's large: row (column 5), and nimcheck's statement of the committed certificate of
# that term; and every term with a recorded statement or a committed certificate has a README value.
# usage: catalogue_readme_test.sh REPO_ROOT NIMCHECK
set -u
root=$1 NIMCHECK=$2
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
. "$here/lib.sh"

readme=$root/README.md catalogue=$root/certs/catalogue.tsv
declare -A want=()  # "grid 3 N" / "queens N" -> the README's value
# list FAMILY FIRST LINE-PATTERN: the "G = a, b, c" list of the README line, from term FIRST on
list() {
  local family=$1 n=$2 values
  values=$(grep -m1 -F -- "$3" "$readme" | grep -oE 'G = [0-9]+(, [0-9]+)*' | head -1 | sed 's/G = //; s/,//g')
  [ -n "$values" ] || { fail "README: no 'G = ...' list on the line with '$3'"; return; }
  for v in $values; do want["$family $n"]=$v; n=$((n + 1)); done
}
list "grid 3" 1 '`certs/kayles/grid-3-N.cert`, N = 1..16'
list "grid 3" 17 '3 × 17..20 (streamed), 3 × 21..28'
list "grid 3" 29 '3 × 29..39'
list "queens" 0 '`certs/kayles/queens-N.cert`, N = 0..9'
while read -r n v; do want["queens $n"]=$v; done < <(grep -m1 -F '**outcome proofs**' "$readme" | grep -oE 'G\(Q_[0-9]+\) = [0-9]+' | sed 's/G(Q_//; s/) = / /')
[ "${#want[@]}" -ge 40 ] && ok || fail "README: only ${#want[@]} values of A316632/A344227 read"

checked=0
while IFS=$'\t' read -r file command digest title statement; do
  case $file in ''|'#'*) continue ;; esac
  [[ $command =~ ^nimcert\ kayles\ (grid\ 3|queens)\ ([0-9]+)( --pruned)?( --(choose-plies|choose|zero-cells|threads|memory|shards|provenance) [^ ]+)*(\ --cert|$) ]] || continue
  term="${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
  if [ -n "$statement" ]; then  # a recorded statement: the README must state the same value
    got=${statement##*: G = }
    [ "${want[$term]:-}" = "$got" ] && ok || fail "$file records '$statement', the README says G = ${want[$term]:-(nothing)} for $term"
    checked=$((checked + 1))
  fi
  if [ "${file#certs/}" != "$file" ]; then  # a committed certificate: nimcheck's statement
    line=$("$NIMCHECK" "$root/$file")
    got=$(echo "$line" | grep -oE "^VERIFIED .* Node-Kayles on $term: G = [0-9]+" | grep -oE '[0-9]+$')
    [ -n "$got" ] && [ "${want[$term]:-}" = "$got" ] && ok || fail "$file: nimcheck says '${line:0:120}', the README G = ${want[$term]:-(nothing)}"
    checked=$((checked + 1))
  fi
done <"$catalogue"
[ $checked -ge 40 ] && ok || fail "only $checked catalogue rows compared"
echo "catalogue_readme: $checked rows compared with the README; $passes passed, $fails failed"
[ $fails = 0 ]
