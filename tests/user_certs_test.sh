#!/usr/bin/env bash
# --cert FILE|DIR of bfile, latex, plot, term and cite (issue 42): the user's own certificates,
# verified by nimcheck first, give the same terms as regenerated ones; a missing term, a
# tampered file or another game is refused.
# usage: user_certs_test.sh NIMCERT NIMCHECK
set -u
NIMCERT=$1 NIMCHECK=$2
export NIMCHECK
lib="$(cd "$(dirname "$0")" && pwd)/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
. "$lib"

# Node-Kayles: a directory of the user's 3 x n certificates (any names), A316632(1..8).
mkdir mine
for n in 1 2 3 4 5 6 7 8; do "$NIMCERT" kayles grid 3 $n --cert mine/g$n.cert >/dev/null 2>&1; done
"$NIMCERT" kayles queens 5 --cert mine/q5.cert >/dev/null 2>&1  # another sequence's: ignored
expect_exit 0 "bfile A316632 --cert DIR" -- "$NIMCERT" bfile A316632 1 8 --cert mine
[ "$(grep -v '^#' out.txt | tr '\n' ' ')" = "1 2 2 1 3 1 4 0 5 3 6 3 7 2 8 2 " ] && ok || fail "bfile --cert values: $(grep -v '^#' out.txt | tr '\n' ' ')"
expect_grep "^# a\(8\) = 2: mine/g8\.cert sha256 $(sha256sum mine/g8.cert | cut -c1-64)$" out.txt "b-file lists each term's digest"
expect_grep "^# each a\(n\) is the value of the user's own certificate" out.txt "b-file says the certificates are the user's"
expect_exit 0 "bfile --h-line" -- "$NIMCERT" bfile A316632 1 8 --cert mine --out b316632.txt --h-line "Jane Doe"
[ "$(cat out.txt)" = '%H A316632 Jane Doe, <a href="/A316632/b316632.txt">Table of n, a(n) for n = 1..8</a>' ] && ok ||
  fail "bfile --h-line: $(cat out.txt)"
grep -q '^8 2$' b316632.txt && ok || fail "bfile --h-line: the b-file"
expect_exit 3 "--h-line needs --out" -- "$NIMCERT" bfile A316632 1 8 --cert mine --h-line "Jane Doe"
expect_exit 2 "bfile beyond the user's certificates" -- "$NIMCERT" bfile A316632 1 9 --cert mine
expect_grep "has no certificate nimcheck verifies of grid 3 9" err.txt "missing term named"
# --cert comes before the statement a large: row records (issue 41's column 5): A316632(22) only
# from the user's certificates, so a DIR without grid 3 22 is refused, not answered from the row.
expect_exit 2 "bfile A316632 22 22 --cert DIR (a large: row)" -- "$NIMCERT" bfile A316632 22 22 --cert mine
expect_grep "has no certificate nimcheck verifies of grid 3 22" err.txt "--cert before the recorded statement"
expect_exit 0 "term A344227 5 --cert DIR" -- "$NIMCERT" term A344227 5 --cert mine
[ "$(head -1 out.txt)" = 3 ] && ok || fail "term A344227 5 --cert: $(head -1 out.txt)"
cp -r mine bad && sed -i '$d' bad/g3.cert  # drop the final "end"
expect_exit 1 "a tampered certificate in DIR" -- "$NIMCERT" bfile A316632 1 8 --cert bad
expect_grep "nimcheck did not verify bad/g3\.cert" err.txt "tampered file named"

# Heap games: a period certificate gives every term, the same as regenerated ones.
"$NIMCERT" period .137 --cert p.cert >/dev/null 2>&1
"$NIMCERT" bfile A002187 0 120 >regen.txt 2>/dev/null
expect_exit 0 "bfile A002187 --cert FILE" -- "$NIMCERT" bfile A002187 0 120 --cert p.cert
diff <(grep -v '^#' out.txt) <(grep -v '^#' regen.txt) >/dev/null && ok || fail "A002187 from p.cert differs from regenerated"
expect_grep "^# certificate p\.cert \(the user's, not regenerated\),$" out.txt "b-file names the user's file"
expect_grep "^#   sha256 $(sha256sum p.cert | cut -c1-64)$" out.txt "and its digest"
big=1000000000000000000000000000001
expect_exit 0 "term A002187 --cert" -- "$NIMCERT" term A002187 $big --cert p.cert
[ "$(head -1 out.txt)" = "$("$NIMCERT" term A002187 $big 2>/dev/null | head -1)" ] && ok || fail "term A002187 huge --cert"
"$NIMCERT" zeros .07 --cert z.cert >/dev/null 2>&1
expect_exit 0 "bfile A215721 --cert (zeros)" -- "$NIMCERT" bfile A215721 1 40 --cert z.cert
[ "$(grep -v '^#' out.txt)" = "$("$NIMCERT" bfile A215721 1 40 2>/dev/null | grep -v '^#')" ] && ok || fail "A215721 from z.cert differs"
expect_exit 2 "A215721 needs a zero-set certificate" -- "$NIMCERT" bfile A215721 1 40 --cert p.cert
expect_grep "no verified certificate of heap game 0\.07 with its zero set" err.txt "wrong certificate refused"
expect_exit 0 "latex .137 --cert" -- "$NIMCERT" latex .137 --cert p.cert
expect_grep 'p\.cert' out.txt "latex names the user's certificate"
if command -v gnuplot >/dev/null; then
  expect_exit 0 "plot .137 --cert" -- "$NIMCERT" plot .137 --cert p.cert --out p.svg
fi
# A values table (no period): terms within it only.
"$NIMCERT" values .6 100 --cert v.cert >/dev/null 2>&1
expect_exit 0 "term .6 from a values certificate" -- "$NIMCERT" term .6 100 --cert v.cert
[ "$(head -1 out.txt)" = "$("$NIMCERT" values .6 100 | tr ' ' '\n' | tail -1)" ] && ok || fail "term .6 100 --cert"
expect_exit 2 "term beyond the user's table" -- "$NIMCERT" term .6 101 --cert v.cert
expect_grep "beyond the table of v\.cert" err.txt "beyond the table named"

# cite --cert DIR: one citation per certificate, each verified.
mkdir two && cp p.cert z.cert two/
expect_exit 0 "cite --cert DIR" -- "$NIMCERT" cite --cert two
[ "$(grep -c '^@misc' out.txt)" = 2 ] && ok || fail "cite --cert DIR: $(grep -c '^@misc' out.txt) entries, want 2"

echo "user_certs: $passes passed, $fails failed"
[ $fails = 0 ]
