#!/usr/bin/env bash
# End-to-end tests of the commands for results people cite and reuse (issue 15): bfile, latex,
# plot, cite, catalogue, term's --compute gate, the code spellings, `cmake --install` and the
# nimcheck .deb (built with CPack, unpacked into a scratch root with dpkg -x, run on certificates).
# usage: reuse_test.sh NIMCERT NIMCHECK SOURCE_DIR BUILD_DIR
set -u
NIMCERT=$1 NIMCHECK=$2 SRC=$3 BUILD=$4
lib="$(cd "$(dirname "$0")" && pwd)/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
. "$lib"
no_file() { if [ -e "$1" ] || ls "$1".tmp.* >/dev/null 2>&1; then fail "$2: $1 (or a temporary) exists"; else ok; fi; }
values() { grep -v '^#' "$1"; }

# --- codes people write; the default --max reaches sparse-space games --------------------
for c in 4 4. 4.0; do
  expect_exit 0 "period $c" -- "$NIMCERT" period "$c"
  expect_grep '^4\.0 prefix=1 period=2$' out.txt "period $c canonical"
done
expect_exit 0 "period .4" -- "$NIMCERT" period .4
expect_grep '^0\.4 prefix=' out.txt "period .4 is 0.4, not 4.0"
expect_exit 2 "period 7 (d0 with bit 1)" -- "$NIMCERT" period 7
expect_exit 2 "period 137 (ambiguous)" -- "$NIMCERT" period 137
expect_grep 'invalid game code' err.txt "137 refused with a reason"
expect_exit 0 "period .16 without --max" -- "$NIMCERT" period .16
expect_grep '^0\.16 prefix=105351 period=149459$' out.txt "period .16"

# --- bfile ------------------------------------------------------------------------------------
# b-files start at the OEIS offset (%O line) of their entry: A317367 at n = 4, not 1 (issue 25)
expect_exit 2 "bfile A317367 below its offset" -- "$NIMCERT" bfile A317367 1 10000
expect_grep 'A317367 starts at index 4 \(its OEIS offset\)' err.txt "bfile A317367 names offset 4"
expect_exit 0 "bfile A317367 4 10003" -- "$NIMCERT" bfile A317367 4 10003
cp out.txt a317367.b
[ "$(values a317367.b | wc -l)" = 10000 ] && ok || fail "bfile A317367: not 10000 lines"
[ "$(values a317367.b | head -1)" = "4 0" ] && ok || fail "bfile A317367 starts with '$(values a317367.b | head -1)', want '4 0'"
expect_grep '^# .*verified just now by nimcheck' a317367.b "bfile names the verification"
# the header is wrapped (nimcheck's statement made one comment line of ~900 characters)
[ "$(grep '^#' a317367.b | awk 'length > 120' | wc -l)" = 0 ] && ok || fail "bfile A317367: a header line over 120 characters: $(awk 'length > 120' a317367.b | head -c 150)"
expect_grep 'sha256 b615068e5075dc6aac97f3269c8f8cb817a3cda383662300d03fb0991a89ec9e' a317367.b "bfile names the catalogue's certificate"
# the same values as `term`, at both sides of the prefix and far out
for n in 4 50 115 116 177 178 999 10003; do
  want=$("$NIMCERT" term A317367 $n | head -1)
  got=$(awk -v n=$n '$1 == n {print $2}' a317367.b)
  [ "$got" = "$want" ] && ok || fail "bfile A317367 $n = $got, term says $want"
done
# and the certificate's own records (lines 'a N G') below its prefix
awk '$1 == "a" && $2 >= 4 && $2 <= 300 {print $2, $3}' "$SRC/certs/A317367.cert" >records.txt
values a317367.b | head -297 >first297.txt
[ -s records.txt ] && diff -q records.txt first297.txt >/dev/null && ok || fail "bfile A317367 4..300 differ from the certificate's records"
# Every sequence nimcert knows, against its OEIS entry: offset and first terms as the entry lists
# them (/work/shared/seeds; A002187 from oeis.org). `bfile SEQ OFFSET LAST` must reproduce them.
oeis_check() {  # oeis_check SEQ OFFSET TERMS...
  local seq=$1 offset=$2; shift 2
  local last=$((offset + $# - 1))
  if "$NIMCERT" bfile "$seq" "$offset" "$last" >oeis.b 2>err.txt; then
    local want got
    want=$(i=$offset; for v in "$@"; do echo "$i $v"; i=$((i + 1)); done)
    got=$(values oeis.b)
    [ "$got" = "$want" ] && ok || fail "bfile $seq $offset $last differs from the OEIS entry: $(echo $got | head -c 200)"
  else
    fail "bfile $seq $offset $last"; head -3 err.txt
  fi
  [ "$offset" = 0 ] || expect_exit 2 "bfile $seq below its offset $offset" -- "$NIMCERT" bfile "$seq" $((offset - 1)) "$last"
}
oeis_check A002187 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4
oeis_check A215721 1 0 1 5 9 15 21 25 29 35 39 43 55 59 63 73 77 89 93 97 107 111 123 127 131 141
oeis_check A257092 0 0 1 1 2 0 2 3 4 4 3 4 5 0 5 4 5 2 6 6 2 5 6 3 1 0 1 3 6 7 8 8 8 8 8
oeis_check A316632 1 2 1 1 0 3 3 2 2 2 3 3 5 2 4 1 3
oeis_check A344227 0 0 1 1 2 1 3 1 2 3 1
oeis_check A317367 4 0 2 1 3 0 1 1 3 0 2 3 3 2 2 3 4 2 4 0 4 2 5 3 2 2 3 3 2 0 3 1 1 0 3
expect_exit 0 "bfile .07 0 1000" -- "$NIMCERT" bfile .07 0 1000 --out s07.b
[ "$(values s07.b | wc -l)" = 1001 ] && ok || fail "bfile .07: not 1001 lines"
expect_grep '^# certificate certs/octal-0.07.cert, sha256 b03d7051' s07.b "bfile .07 finds its catalogue row by digest"
"$NIMCERT" values .07 1000 | tr ' ' '\n' | awk '{print NR - 1, $1}' >values07.txt
diff -q values07.txt <(values s07.b) >/dev/null && ok || fail "bfile .07 differs from values .07 1000"
# a game with no known period: the b-file's range only (values certificate of G(0..LAST))
expect_exit 0 "bfile .6 0 1000 (no period known)" -- timeout 20 "$NIMCERT" bfile .6 0 1000
"$NIMCERT" values .6 1000 | tr ' ' '\n' | awk '{print NR - 1, $1}' >values6.txt
diff -q values6.txt <(values out.txt) >/dev/null && ok || fail "bfile .6 0 1000 differs from values .6 1000"
expect_grep 'regenerated by `nimcert values 0\.6 1000 --cert FILE`' out.txt "bfile .6 names its values certificate"
expect_exit 0 "bfile A215721" -- "$NIMCERT" bfile A215721 1 20
expect_grep '^1 0$' out.txt "A215721 offset 1"
expect_exit 0 "bfile A257092 flat index" -- "$NIMCERT" bfile A257092 0 20
[ "$(awk '$1 == 12 {print $2}' out.txt)" = "$("$NIMCERT" term A257092 12 | head -1)" ] && ok || fail "A257092(12): bfile and term differ"
expect_exit 0 "bfile A002187" -- "$NIMCERT" bfile A002187 0 100
expect_exit 0 "bfile A344227 0 9" -- "$NIMCERT" bfile A344227 0 9
expect_grep '^# a\(9\) = 1: certs/kayles/queens-9.cert,' out.txt "queens terms each with its certificate"
# Every term a Node-Kayles b-file states is checked by nimcheck, streamed ones too (issue 41: only
# `nimcheck --version` ran for them): a logging nimcheck sees one certificate per term, and each
# term's line names its digest and nimcheck's statement of its value; the header names the commit.
printf '#!/bin/sh\n[ "$1" = --version ] || echo "$@" >>nimcheck-calls.txt\nexec "%s" "$@"\n' "$NIMCHECK" >logging-nimcheck
chmod +x logging-nimcheck
expect_exit 0 "bfile A316632 15 18 (two committed terms, two streamed)" -- env NIMCHECK=$PWD/logging-nimcheck "$NIMCERT" bfile A316632 15 18
[ "$(wc -l <nimcheck-calls.txt)" = 4 ] && ok || fail "bfile A316632 15 18: nimcheck checked $(wc -l <nimcheck-calls.txt) certificates, want 4"
for nv in "15 1" "16 3" "17 2" "18 2"; do
  set -- $nv
  tr '\n' ' ' <out.txt | sed 's/ #   / /g' | grep -qE "# a\($1\) = $2: [^#]*sha256 [0-9a-f]{64} [^#]*: Node-Kayles on grid 3 $1: G = $2 " && ok ||
    fail "bfile A316632: the line of a($1) does not name its digest and nimcheck's statement"
done
expect_grep '^# written by nimcert [0-9.]+ \(commit [0-9a-f]{7,}(-dirty)?\)' out.txt "bfile names nimcert's commit"
expect_exit 0 "bfile A316632 1 16" -- "$NIMCERT" bfile A316632 1 16
[ "$(awk '$1 == 16 {print $2}' out.txt)" = "$("$NIMCHECK" "$SRC/certs/kayles/grid-3-16.cert" | grep -oE 'G = [0-9]+' | tail -1 | cut -d' ' -f3)" ] && ok ||
  fail "A316632(16) differs from the certificate's statement"
expect_exit 2 "bfile beyond the certified range" -- "$NIMCERT" bfile A316632 1 40 --out beyond.b
expect_grep 'beyond the certified range' err.txt "beyond: message"
no_file beyond.b "bfile beyond the range"
[ -s out.txt ] && fail "bfile beyond: partial output on stdout" || ok
# A large: row records nimcheck's statement (certs/catalogue.tsv, column 5; issue 41): bfile and
# term answer from it at once, each such term marked as recorded, not checked in this run.
expect_exit 0 "bfile A316632 20 23 (large: rows from their recorded statements)" -- timeout 60 "$NIMCERT" bfile A316632 20 23
[ "$(values out.txt | tr '\n' ' ')" = "20 1 21 5 22 0 23 1 " ] && ok || fail "bfile A316632 20 23: $(values out.txt | tr '\n' ' ')"
tr '\n' ' ' <out.txt | sed 's/ #   / /g' | grep -qE "# a\(22\) = 0: large:grid-3-22, sha256 fef180d4[0-9a-f]{56} [^#]*recorded, not checked in this run: [^#]*Node-Kayles on grid 3 22: G = 0 " &&
  ok || fail "bfile A316632 20 23: the line of a(22) does not say it is recorded"
# plot and latex need the certificate's sizes: they still refuse a large: row without --compute
expect_exit 2 "latex over a large: row without --compute" -- "$NIMCERT" latex A316632 20 21
expect_grep 'Add --compute' err.txt "large row: asks for --compute"
# the cost it states is the measured solve of that row (3 x 21 full table: 18 s, docs/kayles-3xn.md),
# not an extrapolation from another method (it said "~0 s, ~652 kB", and --compute ran for minutes)
expect_grep 'n = 21 is a large: catalogue row; regenerating it: measured: 18 s and 39 MB to solve the full table \(docs/kayles-3xn\.md' err.txt "large row: measured cost"
expect_exit 2 "latex A316632 1 31 without --compute" -- "$NIMCERT" latex A316632 1 31
expect_grep 'n = 21, 22, .*, 31 are large: catalogue rows; regenerating them: measured: 101 min of solving in all, the longest A316632\(27\) 52 min' err.txt "large rows: the measured total"
expect_exit 2 "bfile below the offset" -- "$NIMCERT" bfile A215721 0 5
expect_exit 2 "bfile LAST < FIRST" -- "$NIMCERT" bfile A002187 10 5
expect_exit 2 "bfile bad index" -- "$NIMCERT" bfile A002187 x 5
expect_exit 3 "bfile missing LAST" -- "$NIMCERT" bfile A002187 0
expect_exit 2 "bfile unknown sequence" -- "$NIMCERT" bfile A999999 0 5
# Ctrl-C during `bfile --compute` (A316632(21), a large: row: a full table of some 20 s or more)
# stops cleanly: exit 130 and a one-line reason, no b-file and no temporary (was: exit 134,
# `terminate called ... KaylesInterrupted`).
"$NIMCERT" bfile A316632 21 21 --compute --out ctrlc.b >/dev/null 2>err.txt &
pid=$!; sleep 3; kill -INT $pid; wait $pid; code=$?
[ $code = 130 ] && ok || { fail "Ctrl-C during bfile --compute: exit $code, want 130"; head -3 err.txt; }
expect_grep '^nimcert: interrupted while computing A316632\(21\); nothing written$' err.txt "bfile --compute interrupted: message"
# and it was not silent: the solve reported after 2 s (issue 25: minutes without a line)
expect_grep '^nimcert: A316632\(21\): solving `kayles grid 3 21` \(measured: 18 s\): [0-9]+ s' err.txt "bfile --compute shows progress"
no_file ctrlc.b "bfile --compute interrupted"
# a nimcheck that refuses everything: bfile must refuse too, and write nothing
printf '#!/bin/sh\n[ "$1" = --version ] && { echo nimcheck fake; exit 0; }\necho "REJECTED $2 line 1: fake"; exit 1\n' >fake-nimcheck
chmod +x fake-nimcheck
expect_exit 1 "bfile when nimcheck rejects" -- env NIMCHECK=$PWD/fake-nimcheck "$NIMCERT" bfile .07 0 10 --out fake.b
expect_grep 'did not verify' err.txt "bfile: nimcheck's rejection reported"
no_file fake.b "bfile with a rejecting nimcheck"

# --- term beyond the catalogue ----------------------------------------------------------------
expect_exit 2 "term A316632 40 (beyond the catalogue)" -- timeout 20 "$NIMCERT" term A316632 40
expect_grep 'beyond what the catalogue certifies.*Computing it \(outcome proof\): not measured; more than [0-9]+ min \(the outcome proof of n = 40 was stopped unfinished.*--compute' err.txt "term 40: known, the measured bound, option"
# --compute regenerates a row with the row's own flags: a large: row written by the engine of
# issue 39 (`--threads 1 --memory 64M`, leaves of 20, the top plies chosen) has other bytes than
# one written `--choose-plies 0 --zero-cells 0` (3 x 32, 3 x 34..39 in certs/), and the digest
# printed must be the row's (bfile compares it and refused the whole range before).
"$NIMCERT" kayles grid 3 24 --pruned --threads 1 --memory 64M --provenance off --cert g324.cert 2>/dev/null
g324=$(sha256sum g324.cert | cut -d' ' -f1)
mkdir -p engine/certs
printf 'large:grid-3-24\tnimcert kayles grid 3 24 --pruned --threads 1 --memory 64M --provenance off --cert -\t%s\tA316632(24), the engine of issue 39\tNode-Kayles on grid 3 24: G = 1\n' "$g324" >engine/certs/catalogue.tsv
expect_exit 0 "term A316632 24 --compute of a row with engine flags" -- env NIMCERT_CATALOGUE=$PWD/engine/certs/catalogue.tsv "$NIMCERT" term A316632 24 --compute
[ "$(head -1 out.txt)" = 1 ] && ok || fail "term A316632 24 --compute: first line '$(head -1 out.txt)', want 1"
expect_grep "Certificate sha256 $g324 .*regenerate with \`nimcert kayles grid 3 24 --pruned --threads 1 --memory 64M --provenance off --cert FILE\`" out.txt "term --compute: the row's digest and command"
# a shard's row (--class: one first move's class) is not the term's row
mkdir -p shardrow/certs
grep -P '^large:queens-15-corner-heap-1\t' "$SRC/certs/catalogue.tsv" >shardrow/certs/catalogue.tsv
expect_exit 2 "term A344227 15 with only a shard's row" -- env NIMCERT_CATALOGUE=$PWD/shardrow/certs/catalogue.tsv "$NIMCERT" term A344227 15
expect_grep 'A344227\(15\) is beyond what the catalogue certifies' err.txt "term: a --class row does not certify the term"
expect_exit 0 "term A344227 14 (a large: row's recorded statement)" -- timeout 20 "$NIMCERT" term A344227 14
[ "$(head -1 out.txt)" = 0 ] && ok || fail "term A344227 14: first line '$(head -1 out.txt)', want 0"
expect_grep "sha256 7b4a002d851339863fb385a0a5f16b270b8355c32c1db0f275d030ccefca537f, .*was verified by nimcheck as 'Node-Kayles on queens 14: G = 0' when the row was recorded" out.txt "term A344227 14: digest and recorded statement"
expect_grep 'Not regenerated now \(measured: 61 s and 265 MB to solve the outcome proof' out.txt "term A344227 14: the measured cost of regenerating"
expect_exit 0 "term A344227 15" -- timeout 20 "$NIMCERT" term A344227 15
[ "$(head -1 out.txt)" = 1 ] && ok || fail "term A344227 15: first line '$(head -1 out.txt)', want 1"
# queens 16: a sharded proof's row (large: with --shards): the root's digest, and how to regenerate it
expect_exit 0 "term A344227 16 (a sharded large: row)" -- timeout 20 "$NIMCERT" term A344227 16
[ "$(head -1 out.txt)" = 0 ] && ok || fail "term A344227 16: first line '$(head -1 out.txt)', want 0"
expect_grep "a sharded proof .*root certificate, sha256 0cbdad0a4045ac3cf3aad9f8699ee2d4acaed3c48e3009198cb373449144c523, .*'Node-Kayles on queens 16: G = 0'" out.txt "term A344227 16: the root's digest and the recorded statement"
expect_grep 'nimcheck queens-16/root.cert' out.txt "term A344227 16: how to check the regenerated proof"
expect_exit 2 "term A316632 45 (no row)" -- timeout 20 "$NIMCERT" term A316632 45
expect_grep 'n = 1\.\.16 \(committed' err.txt "term A316632 45: what is certified"
# n = 12 has a large: full table (246 s) and a streamed outcome proof (2.6 s): term uses the cheap one
expect_exit 0 "term A344227 12 (streamed outcome proof)" -- timeout 60 "$NIMCERT" term A344227 12
expect_grep 'outcome proof' out.txt "term A344227 12 regenerates the outcome proof"
expect_exit 0 "term A316632 17 (streamed row)" -- "$NIMCERT" term A316632 17
expect_exit 0 "term A316632 3 --compute" -- "$NIMCERT" term A316632 3 --compute
# term --compute of a long term reports while it solves, and Ctrl-C stops it (exit 130)
"$NIMCERT" term A316632 21 --compute >/dev/null 2>err.txt &
pid=$!; sleep 3; kill -INT $pid; wait $pid; code=$?
[ $code = 130 ] && ok || fail "Ctrl-C during term --compute: exit $code, want 130"
expect_grep '^nimcert: A316632\(21\): solving `kayles grid 3 21` \(measured: 18 s\): [0-9]+ s' err.txt "term --compute shows progress"

# --- latex ------------------------------------------------------------------------------------
expect_exit 0 "latex .07" -- "$NIMCERT" latex .07 --out s07.tex
expect_grep '^\\begin\{tabular\}\{r\|\*\{34\}\{c\}\}' s07.tex "latex: rows of one period"
expect_grep 'underline' s07.tex "latex: period marked"
expect_grep 'textbf' s07.tex "latex: exceptions of the prefix marked"
[ "$(grep -c '^[0-9][0-9]* &' s07.tex)" = 3 ] && ok || fail "latex .07: want rows 0, 34, 68"
expect_exit 0 "latex A316632" -- "$NIMCERT" latex A316632 1 16 --out g.tex
expect_grep '^16 & ' g.tex "latex graph table"
expect_exit 0 "latex A317367" -- "$NIMCERT" latex A317367 --out a.tex
[ "$(grep '^%' a.tex | awk 'length > 120' | wc -l)" = 0 ] && ok || fail "latex A317367: a comment line over 120 characters"
grep -m1 -E '^[0-9]+ &' a.tex | grep -qE '^0( & ){5}(\\textbf\{)?0\b' && ok || fail "latex A317367 does not start at its OEIS offset 4: $(grep -m1 -E '^[0-9]+ &' a.tex)"
# the caption states what the table shows (issue 25: "exceptions in bold" over a table with none
# bold, because a range ending before the period was not compared with it), formulas in math mode
expect_exit 0 "latex A317367 4 100" -- "$NIMCERT" latex A317367 4 100 --out a100.tex
expect_grep '\\textbf\{' a100.tex "latex A317367 4 100: exceptions bold in a range before the period"
expect_grep 'the [0-9]+ exceptions .* shown are in bold' a100.tex "latex A317367 4 100: caption counts them"
expect_grep '\$G\(P_n\(3\)\)\$' a100.tex "latex A317367: P_n(3) in math mode"
grep -q 'P\\_n' a.tex a100.tex && fail "latex A317367: P\\_n typeset as text" || ok
expect_exit 0 "latex .07 100 200" -- "$NIMCERT" latex .07 100 200 --out s07b.tex
grep -q 'in bold' s07b.tex && fail "latex .07 100 200: caption promises bold past the prefix" || ok
grep -q 'textbf' s07b.tex && fail "latex .07 100 200: bold past the prefix" || ok
expect_exit 2 "latex of a prefix too long for a table" -- "$NIMCERT" latex .16 --out big.tex
no_file big.tex "latex refused"
# a long table is cut into tabulars of 40 rows, between which the page breaks (issue 41: .156's
# 383 rows were one tabular, 2,538 pt off the page)
expect_exit 0 "latex .156" -- "$NIMCERT" latex .156 --out s156.tex
[ "$(grep -c '^\\begin{tabular}' s156.tex)" -ge 10 ] && ok || fail "latex .156: $(grep -c '^\\begin{tabular}' s156.tex) tabulars, want one per 40 rows"
if command -v pdflatex >/dev/null; then
  for f in s07 s07b g a a100 s156; do
    printf '\\documentclass{article}\n\\begin{document}\n\\input{%s.tex}\n\\end{document}\n' $f >doc-$f.tex
    if pdflatex -interaction=nonstopmode -halt-on-error doc-$f.tex >latex-$f.log 2>&1 && [ -s doc-$f.pdf ]; then ok; else
      fail "pdflatex on the $f fragment"; tail -20 latex-$f.log; fi
    grep -q 'Overfull \\vbox' latex-$f.log && fail "pdflatex on the $f fragment: $(grep -m1 'Overfull \\vbox' latex-$f.log)" || ok
  done
else
  echo "note: pdflatex not installed; fragments checked for structure only"
fi

# --- plot -------------------------------------------------------------------------------------
expect_exit 0 "plot .07 png" -- "$NIMCERT" plot .07 --out s.png
[ "$(head -c 8 s.png | od -An -c | tr -d ' ')" = '211PNG\r\n032\n' ] && ok || fail "plot: s.png is not a PNG"
expect_exit 0 "plot .07 svg" -- "$NIMCERT" plot .07 --out s.svg
expect_grep '<svg' s.svg "plot: svg"
expect_exit 0 "plot .07 pdf" -- "$NIMCERT" plot .07 --out s.pdf
expect_grep '^%PDF' s.pdf "plot: pdf"
expect_exit 0 "plot A316632 png" -- "$NIMCERT" plot A316632 1 12 --out g.png
# the proof-size panel marks the outcome proofs (queens 12's streamed row; 8, 9: full tables)
expect_exit 0 "plot A344227 8 9 svg" -- timeout 120 "$NIMCERT" plot A344227 8 9 --out q9.svg
grep -q 'outcome proof (records)' q9.svg && fail "plot A344227 8 9: full tables marked as outcome proofs" || ok
grep -q '>G(n)<' q9.svg && ok || fail "plot A344227: the values' axis is not labelled G(n), as the heap games' plots are (issue 41, item 7)"
expect_exit 0 "plot A344227 12 12 svg" -- timeout 120 "$NIMCERT" plot A344227 12 12 --out q12.svg
expect_grep 'outcome proof \(records\)' q12.svg "plot A344227 12: the outcome proof is marked"
expect_exit 0 "plot A317367 svg" -- "$NIMCERT" plot A317367 --out a.svg
expect_grep 'n = 4\.\.' out.txt "plot A317367 starts at its OEIS offset 4"
# prefix and two periods of .16 are 404,269 points: drawn one by one they merged into bands;
# over 5,000 points the plot is a summary (least, largest and mean value per bin), FIRST LAST zoom
expect_exit 0 "plot .16 (summary)" -- "$NIMCERT" plot .16 --out s16.svg
expect_grep '^s16\.svg: 404269 points as a summary in bins of [0-9]+ \(least, largest, mean\)' out.txt "plot .16: summary view"
[ "$(wc -c <s16.svg)" -lt 1000000 ] && ok || fail "plot .16: $(wc -c <s16.svg) bytes of SVG"
expect_exit 0 "plot .16 FIRST LAST" -- "$NIMCERT" plot .16 105000 106000 --out s16z.svg
expect_grep '^s16z\.svg: 1001 points, n = 105000\.\.106000$' out.txt "plot .16 105000 106000: single values"
expect_exit 3 "plot without --out" -- "$NIMCERT" plot .07
expect_exit 3 "plot to .gif" -- "$NIMCERT" plot .07 --out s.gif
no_file s.gif "plot .gif"
expect_exit 2 "plot beyond the certified range" -- "$NIMCERT" plot A316632 1 40 --out far.png
no_file far.png "plot beyond the range"

# --- cite -------------------------------------------------------------------------------------
expect_exit 0 "cite certs/A317367.cert" -- "$NIMCERT" cite "$SRC/certs/A317367.cert"
expect_grep 'verified by nimcheck 0\.1\.0' out.txt "cite: the checker's version"
expect_grep '^@misc\{nimcert:b615068e5075,' out.txt "cite: BibTeX entry"
expect_grep 'SHA-256 \\NimcertDigest\{b615068e5075dc6aac97f3269c8f8cb817a3cda383662300d03fb0991a89ec9e\}' out.txt "cite: digest"
expect_grep 'Regenerate with \\texttt\{nimcert\} \\texttt\{strip\} \\texttt\{3\} ' out.txt "cite: command from the catalogue"
# The BibTeX needs no hand edit (issue 25): >= in math (it printed as "¿="), no made-up author,
# a version (and a url with --url), the digest breakable; it compiles with bibtex and, where
# installed (Debian: texlive-bibtex-extra, biber), with biblatex and biber.
expect_exit 0 "cite --url" -- "$NIMCERT" cite "$SRC/certs/A317367.cert" --url https://example.org/A317367.cert
sed -n '/^@/,/^}/p' out.txt >refs.bib
"$NIMCERT" cite "$SRC/certs/A002187.cert" | sed -n '/^@/,/^}/p' >>refs.bib
grep -q '>=' refs.bib && fail "cite: '>=' in the BibTeX (OT1 prints it as ¿=)" || ok
grep -q 'author' refs.bib && fail "cite: an author field (the software is no author)" || ok
expect_grep '^  organization = \{nimcert\},$' refs.bib "cite: organization"
expect_grep '^  version      = \{nimcert 0\.1\.0, checked by nimcheck 0\.1\.0\},$' refs.bib "cite: version field"
expect_grep '^  url          = \{https://example\.org/A317367\.cert\},$' refs.bib "cite: url field"
keys=$(grep -o '^@misc{[^,]*' refs.bib | cut -d'{' -f2 | paste -sd,)
if command -v pdflatex >/dev/null && command -v bibtex >/dev/null; then
  printf '\\documentclass{article}\n\\begin{document}\nSee \\cite{%s}.\n\\bibliographystyle{plain}\n\\bibliography{refs}\n\\end{document}\n' "$keys" >bt.tex
  { pdflatex -interaction=nonstopmode -halt-on-error bt && bibtex bt && pdflatex -interaction=nonstopmode -halt-on-error bt &&
    pdflatex -interaction=nonstopmode -halt-on-error bt; } >bt.out 2>&1 && ok || { fail "cite: the BibTeX does not compile with bibtex"; tail -5 bt.out; }
  grep -q 'Warning' bt.blg && fail "cite: bibtex warns: $(grep Warning bt.blg | head -2)" || ok
  grep -q 'Overfull' bt.log && fail "cite: bibtex: a line runs into the margin: $(grep -A2 Overfull bt.log | head -3)" || ok
fi
if command -v biber >/dev/null && kpsewhich biblatex.sty >/dev/null 2>&1; then
  printf '\\documentclass{article}\n\\usepackage[backend=biber]{biblatex}\n\\addbibresource{refs.bib}\n\\begin{document}\nSee \\cite{%s}.\n\\printbibliography\n\\end{document}\n' "$keys" >bl.tex
  { pdflatex -interaction=nonstopmode -halt-on-error bl && biber bl && pdflatex -interaction=nonstopmode -halt-on-error bl &&
    pdflatex -interaction=nonstopmode -halt-on-error bl; } >bl.out 2>&1 && ok || { fail "cite: the BibTeX does not compile with biblatex + biber"; tail -5 bl.out; }
  grep -qiE 'WARN|ERROR' bl.blg && fail "cite: biber warns: $(grep -iE 'WARN|ERROR' bl.blg | head -2)" || ok
  grep -qE 'Undefined|undefined references' bl.log && fail "cite: biblatex: undefined" || ok
  # the digest breaks (TeX's default tolerance may still leave a line of text a few points wide)
  grep -A2 Overfull bl.log | grep -qE '[0-9a-f]{24}' && fail "cite: biblatex: the digest runs into the margin" || ok
else
  echo "note: biber/biblatex not installed (Debian: biber texlive-bibtex-extra); BibTeX checked with bibtex only"
fi
cp "$SRC/certs/A002187.cert" tampered.cert
sed -i '0,/^period /s/^period .*/period 52 17/' tampered.cert
expect_exit 1 "cite a tampered certificate" -- "$NIMCERT" cite tampered.cert
expect_grep 'not citing tampered.cert.*REJECTED' <(cat err.txt | tr '\n' ' ') "cite: refusal with nimcheck's verdict"
[ -s out.txt ] && fail "cite tampered: printed a citation" || ok
head -c 500 "$SRC/certs/A002187.cert" >truncated.cert
expect_exit 1 "cite a truncated certificate" -- "$NIMCERT" cite truncated.cert
expect_exit 2 "cite a missing file" -- "$NIMCERT" cite no-such.cert
expect_exit 3 "cite without a file" -- "$NIMCERT" cite
"$NIMCERT" period 4.3 --cert k.cert >/dev/null
expect_exit 0 "cite a certificate outside the catalogue" -- "$NIMCERT" cite k.cert
expect_grep 'made by `nimcert period 4\.3` \(nimcert [0-9.]+\)' out.txt "cite: names the command of the certificate's provenance line"
expect_grep 'Made by \\texttt\{nimcert\}' out.txt "cite: the BibTeX note names it too"
"$NIMCERT" period 4.3 --provenance off --cert k0.cert >/dev/null
expect_exit 0 "cite a certificate outside the catalogue without a provenance line" -- "$NIMCERT" cite k0.cert
expect_grep 'neither in certs/catalogue.tsv nor says how it was made' out.txt "cite: says the command is not known"

# --- catalogue --------------------------------------------------------------------------------
expect_exit 0 "catalogue" -- "$NIMCERT" catalogue
rows=$(grep -cvE '^(#|$)' "$SRC/certs/catalogue.tsv")
expect_grep "^# .*: $rows certified results" out.txt "catalogue: every row"
expect_grep '^  regenerate: nimcert strip 3 --cert certs/A317367.cert$' out.txt "catalogue: command"
expect_grep '^  sha256 b615068e.*, 17,946 bytes$' out.txt "catalogue: digest and size"
expect_exit 0 "catalogue from NIMCERT_CATALOGUE" -- env NIMCERT_CATALOGUE="$SRC/certs/catalogue.tsv" "$NIMCERT" catalogue
mkdir -p one/certs && grep A002187 "$SRC/certs/catalogue.tsv" >one/certs/catalogue.tsv && cp "$SRC/certs/A002187.cert" one/certs/
expect_exit 0 "catalogue --verify of a one-row catalogue" -- env NIMCERT_CATALOGUE=$PWD/one/certs/catalogue.tsv "$NIMCERT" catalogue --verify
expect_grep ': 1 certified results' out.txt "NIMCERT_CATALOGUE is read"
expect_grep '^  VERIFIED: heap game 0\.137' out.txt "catalogue --verify runs nimcheck"
cp tampered.cert one/certs/A002187.cert
expect_exit 1 "catalogue --verify with a tampered certificate" -- env NIMCERT_CATALOGUE=$PWD/one/certs/catalogue.tsv "$NIMCERT" catalogue --verify
expect_exit 3 "catalogue with an argument" -- "$NIMCERT" catalogue extra

# --- man pages: every option --help lists is documented (issue 25: --pruned, --threads,
# --checkpoint, --method and nimcheck's --max-work were missing) ---------------------------------
man_lists_help() {  # man_lists_help PROGRAM MANPAGE
  local opt missing=""
  for opt in $("$1" --help 2>&1 | grep -oE -- '--[a-z][a-z-]+' | sort -u); do
    sed 's/\\-/-/g' "$2" | grep -qE -- "(^|[^a-z-])$opt([^a-z-]|$)" || missing="$missing $opt"
  done
  [ -z "$missing" ] && ok || fail "$(basename "$2") does not document:$missing"
}
man_lists_help "$NIMCERT" "$SRC/docs/man/nimcert.1"
man_lists_help "$NIMCHECK" "$SRC/checker/nimcheck.1"
grep -q -- '--memory' <(sed 's/\\-/-/g' "$SRC/docs/man/nimcert.1") && ok || fail "nimcert.1: no --memory (kayles --pruned)"

# --- cmake --install and the nimcheck .deb ----------------------------------------------------
if cmake --install "$BUILD" --prefix "$work/inst" >install.log 2>&1; then ok; else fail "cmake --install"; tail install.log; fi
for f in bin/nimcert bin/nimcheck share/man/man1/nimcert.1 share/man/man1/nimcheck.1 share/doc/nimcheck/FORMAT.md \
         share/doc/nimcert/FORMAT.md share/nimcert/certs/catalogue.tsv share/nimcert/certs/A317367.cert; do
  [ -e "inst/$f" ] && ok || fail "cmake --install: no $f"
done
expect_exit 0 "installed nimcert cites with the installed nimcheck" -- env PATH=/usr/bin:/bin inst/bin/nimcert cite inst/share/nimcert/certs/A317367.cert
expect_exit 0 "installed nimcheck --version" -- inst/bin/nimcheck --version
# The Python module (when built): installed into the prefix's site directory, it imports from
# there and finds the installed nimcheck on PATH (issue 42).
python=$(sed -n 's/^Python3_EXECUTABLE:FILEPATH=//p' "$BUILD/CMakeCache.txt")
if [ -n "$python" ] && [ -d "$BUILD/python/nimcert" ]; then
  so=$(find inst/lib -name '_nimcert*.so' | head -1)
  [ -n "$so" ] && ok || fail "cmake --install: no Python module under inst/lib"
  expect_exit 0 "installed Python module" -- env PYTHONPATH="$work/$(dirname "$(dirname "$so")")" NIMCHECK= PATH="$work/inst/bin:/usr/bin:/bin" \
    "$python" -c "import nimcert; print(nimcert.__file__); print(nimcert.values('grundy', 30)); print(nimcert.check('inst/share/nimcert/certs/A317367.cert').verdict)"
  expect_grep "^$work/inst/lib/.*/nimcert/__init__.py$" out.txt "the installed module, not the build tree's"
  expect_grep "^VERIFIED$" out.txt "installed module checks with the installed nimcheck"
fi
# an installed nimcert with no source tree finds the catalogue installed beside it (bin/../share)
mkdir -p elsewhere/bin elsewhere/share && cp -r inst/share/nimcert elsewhere/share/ && cp inst/bin/nimcert inst/bin/nimcheck elsewhere/bin/
expect_exit 0 "catalogue of a relocated install" -- env NIMCERT_CATALOGUE= elsewhere/bin/nimcert catalogue
expect_grep "^# .*certified results" out.txt "relocated install reads a catalogue"
if command -v dpkg >/dev/null; then
  if (cd "$BUILD" && cpack -G DEB -B "$work/pkg" -D CPACK_COMPONENTS_ALL=nimcheck) >cpack.log 2>&1; then ok; else fail "cpack"; tail cpack.log; fi
  deb=$(ls pkg/nimcheck_*.deb 2>/dev/null | head -1)
  if [ -n "$deb" ]; then
    [ "$(dpkg-deb -f "$deb" Package)" = nimcheck ] && ok || fail "the .deb is not the package nimcheck"
    dpkg-deb -f "$deb" Maintainer | grep -q 'invalid' && fail "the .deb's Maintainer is a made-up address: $(dpkg-deb -f "$deb" Maintainer)" || ok
    dpkg -x "$deb" root
    for f in usr/bin/nimcheck usr/share/man/man1/nimcheck.1 usr/share/doc/nimcheck/FORMAT.md; do
      [ -e "root/$f" ] && ok || fail ".deb: no $f"
    done
    expect_exit 0 "nimcheck from the .deb verifies certificates" -- root/usr/bin/nimcheck "$SRC/certs/A317367.cert" "$SRC/certs/A002187.cert"
    [ "$(grep -c '^VERIFIED' out.txt)" = 2 ] && ok || fail ".deb nimcheck: two VERIFIED lines"
    expect_exit 1 "nimcheck from the .deb rejects a tampered certificate" -- root/usr/bin/nimcheck tampered.cert
  else
    fail "cpack made no nimcheck .deb"
  fi
else
  echo "note: dpkg not available; .deb not tested"
fi

echo "reuse tests: $passes passed, $fails failed"
[ $fails -eq 0 ]
