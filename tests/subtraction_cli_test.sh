#!/usr/bin/env bash
# Subtraction games on the command line (issue 42): `sub:S` wherever a CODE goes (values, period,
# zeros, term, latex, census patterns sub:N), written into certificates as its octal code.
# usage: subtraction_cli_test.sh NIMCERT NIMCHECK
set -u
NIMCERT=$1 NIMCHECK=$2
lib="$(cd "$(dirname "$0")" && pwd)/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
. "$lib"

# The issue's line: the period of S(1,2,4), proved, under its canonical code.
expect_exit 0 "period sub:1,2,4" -- "$NIMCERT" period sub:1,2,4 --cert s.cert
expect_grep '^0\.3303 prefix=0 period=3$' out.txt "period sub:1,2,4 summary"
expect_exit 0 "nimcheck s.cert" -- "$NIMCHECK" s.cert
expect_grep '^VERIFIED s\.cert heap game 0\.3303: .*least period 3, least prefix 0' out.txt "sub:1,2,4 statement"
expect_grep '^game heap 0\.3303$' s.cert "certificate holds the canonical code"
"$NIMCERT" period 0.3303 --cert o.cert >/dev/null 2>&1
cmp -s <(sed 2d s.cert) <(sed 2d o.cert) && ok || fail "sub:1,2,4 and 0.3303 certificates differ (but for the command in their provenance lines)"
"$NIMCERT" period sub:4,2,1 --cert r.cert >/dev/null 2>&1
cmp -s <(sed 2d s.cert) <(sed 2d r.cert) && ok || fail "sub:4,2,1 (another order) differs (but for the command in its provenance line)"

expect_exit 0 "values sub:2,5" -- "$NIMCERT" values sub:2,5 14
[ "$(cat out.txt)" = "0 0 1 1 0 2 1 0 0 1 1 0 2 1 0" ] && ok || fail "values sub:2,5 14: $(cat out.txt)"
expect_exit 0 "zeros sub:1,2,4" -- "$NIMCERT" zeros sub:1,2,4
expect_grep 'repeating with period 3: 0$' out.txt "zeros of sub:1,2,4"
expect_exit 0 "term sub:1,2,4" -- "$NIMCERT" term sub:1,2,4 1000000000000000000000
[ "$(head -1 out.txt)" = 1 ] && ok || fail "term sub:1,2,4 10^21 should be 1 (10^21 mod 3 = 1)"
expect_exit 0 "latex sub:1,2,4" -- "$NIMCERT" latex sub:1,2,4
expect_grep '0\.3303' out.txt "latex names the canonical code"

for bad in sub: sub:0 sub:65 sub:1,1 sub:1, sub:a; do
  expect_exit 2 "period $bad refused" -- "$NIMCERT" period "$bad"
  expect_grep "invalid subtraction game '$bad'" err.txt "message for $bad"
done

# census sub:N: every nonempty subset of {1..N}, each certificate verified.
mkdir c
expect_exit 0 "census sub:3" -- "$NIMCERT" census sub:3 --max 1024 --out c --jobs 1
expect_grep '^census sub:3: 7 codes, ' out.txt "census sub:3 counts"
[ "$(tail -n +3 c/census-sub:3.tsv | cut -f1 | tr '\n' ' ')" = "0.3 0.03 0.33 0.003 0.303 0.033 0.333 " ] && ok ||
  fail "census sub:3 codes: $(tail -n +3 c/census-sub:3.tsv | cut -f1 | tr '\n' ' ')"
expect_exit 2 "census sub:10 refused" -- "$NIMCERT" census sub:10

echo "subtraction_cli: $passes passed, $fails failed"
[ $fails = 0 ]
