#!/usr/bin/env bash
# End-to-end tests of the two command lines, run as a user would run them.
# usage: cli_test.sh NIMCERT NIMCHECK
set -u
NIMCERT=$1 NIMCHECK=$2
lib="$(cd "$(dirname "$0")" && pwd)/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
. "$lib"
# interrupt_after SECONDS COMMAND...: runs COMMAND, sends it SIGINT after SECONDS; its exit in $code
interrupt_after() {
  local seconds=$1; shift
  "$@" >/dev/null 2>err.txt &
  local pid=$!
  sleep "$seconds"; kill -INT $pid; wait $pid; code=$?
}

# The issue's own acceptance line: .77 has least prefix 71 and period 12, proved.
expect_exit 0 "period .77" -- "$NIMCERT" period .77 --cert k.cert
expect_grep '^0\.77 prefix=71 period=12$' out.txt "period .77 summary"
expect_exit 0 "nimcheck k.cert" -- "$NIMCHECK" k.cert
expect_grep '^VERIFIED k\.cert heap game 0\.77: .*G\(n\+12\) = G\(n\) for all n >= 71 \(least period 12, least prefix 71\)' out.txt "k.cert statement"

for spec in "0.07 53 34" "0.137 52 34" "4.3 2 2"; do
  set -- $spec
  expect_exit 0 "period $1" -- "$NIMCERT" period "$1"
  expect_grep "prefix=$2 period=$3" out.txt "period $1"
done

# Certificates are byte-deterministic, and the printed digest is the file's. Two spellings of one
# code give the same certificate but for the provenance line, which quotes the command as given.
"$NIMCERT" zeros .07 --cert a1.cert >s1.txt && "$NIMCERT" zeros 0.070 --cert a2.cert >s2.txt && "$NIMCERT" zeros .07 --cert a3.cert >/dev/null
cmp -s a1.cert a3.cert && ok || fail "zeros certificate not deterministic"
cmp -s <(sed 2d a1.cert) <(sed 2d a2.cert) && ok || fail "two spellings of one code: different certificates"
expect_grep "sha256 $(sha256sum a1.cert | cut -c1-64)" s1.txt "printed digest"
expect_exit 0 "nimcheck A215721-like" -- "$NIMCHECK" a1.cert
expect_grep 'a\(i\) = a\(i-5\) \+ 34 for all i >= 15, not for i = 14' out.txt "recurrence statement"

# Provenance (issue 41, certs/FORMAT.md "Provenance"): the second line names the release and the
# command less where output goes and how much of the machine it used; nimcheck skips it; cite
# quotes it for a certificate outside the catalogue; --provenance off leaves it out.
[ "$(sed -n 2p a1.cert)" = "# made by nimcert $("$NIMCERT" --version | cut -d' ' -f2): nimcert zeros .07" ] && ok || fail "provenance line: $(sed -n 2p a1.cert)"
expect_exit 0 "kayles with provenance" -- "$NIMCERT" kayles grid 2 7 --pruned --threads 2 --memory 64M --cert pv.cert --checkpoint pv.ckpt
expect_grep '^# made by nimcert [0-9.]*: nimcert kayles grid 2 7 --pruned$' pv.cert "kayles provenance drops --threads, --memory, --cert, --checkpoint"
expect_exit 0 "nimcheck skips the provenance line" -- "$NIMCHECK" pv.cert
expect_exit 0 "cite a certificate outside the catalogue" -- "$NIMCERT" cite pv.cert
expect_grep "made by \`nimcert kayles grid 2 7 --pruned\` \(nimcert [0-9.]*\)" out.txt "cite quotes the provenance line"
expect_exit 0 "kayles --provenance off" -- "$NIMCERT" kayles grid 2 7 --pruned --provenance off --cert pv-off.cert
cmp -s <(sed 2d pv.cert) pv-off.cert && ok || fail "--provenance off: not the same certificate less its provenance line"
expect_exit 3 "--provenance takes on or off" -- "$NIMCERT" period .07 --provenance maybe
expect_grep 'provenance takes on or off' err.txt "--provenance's message"

# Certificates through a pipe.
"$NIMCERT" period .137 --cert - 2>/dev/null | "$NIMCHECK" - >out.txt; [ $? = 0 ] && ok || fail "pipe"
expect_grep '^VERIFIED - heap game 0\.137' out.txt "pipe statement"

# Terms: value alone on the first line, then the argument; any size of index.
expect_exit 0 "term A215721 14" -- "$NIMCERT" term A215721 14
[ "$(head -1 out.txt)" = 63 ] && ok || fail "A215721(14) should be 63"
big=$(printf '9%.0s' $(seq 1000))
expect_exit 0 "term A215721 10^1000-1" -- "$NIMCERT" term A215721 "$big"
head -1 out.txt | grep -qE '^[0-9]{1000,}$' && ok || fail "huge A215721 term not a bare number"
expect_grep 'residue' out.txt "argument names the residue"
expect_grep 'sha256 [0-9a-f]{64}' out.txt "argument names the certificate"
expect_exit 0 "term A002187 0" -- "$NIMCERT" term A002187 0
[ "$(head -1 out.txt)" = 0 ] && ok || fail "A002187(0)"
expect_exit 0 "term A002187 15" -- "$NIMCERT" term A002187 15
[ "$(head -1 out.txt)" = 5 ] && ok || fail "A002187(15) should be 5"
expect_exit 0 "term A002187 huge" -- "$NIMCERT" term A002187 "$big"
expect_exit 0 "term by code" -- "$NIMCERT" term .77 1000000
head -1 out.txt | grep -qE '^[0-9]+$' && ok || fail "term .77"
# The standard A-numbers of heap games (issue 41): A002186 is Kayles (0.77, the catalogue's
# certificate), A002188 Grundy's game (a values certificate); their OEIS first terms.
want=$(head -1 out.txt)
expect_exit 0 "term A002186 1000000" -- "$NIMCERT" term A002186 1000000
[ "$(head -1 out.txt)" = "$want" ] && ok || fail "A002186(10^6) = $(head -1 out.txt), term .77 says $want"
expect_grep 'certs/octal-0.77.cert, sha256 e5764d4e' out.txt "A002186: the catalogue's 0.77 certificate"
expect_exit 0 "bfile A002186 0 11" -- "$NIMCERT" bfile A002186 0 11
[ "$(grep -v '^#' out.txt | cut -d' ' -f2 | tr '\n' ' ')" = "0 1 2 3 1 4 3 2 1 4 2 6 " ] && ok || fail "A002186(0..11): $(grep -v '^#' out.txt | cut -d' ' -f2 | tr '\n' ' ')"
expect_exit 0 "bfile A002188 0 20" -- "$NIMCERT" bfile A002188 0 20
[ "$(grep -v '^#' out.txt | cut -d' ' -f2 | tr '\n' ' ')" = "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 " ] && ok || fail "A002188(0..20): $(grep -v '^#' out.txt | cut -d' ' -f2 | tr '\n' ' ')"
expect_grep "^# A002188: Sprague-Grundy values of Grundy's game" out.txt "A002188 named as asked"
expect_exit 0 "term A002188 20" -- "$NIMCERT" term A002188 20
[ "$(head -1 out.txt)" = 0 ] && ok || fail "A002188(20) should be 0"
# `nimcert COMMAND --help`: that command's lines of the usage, exit 0, on stdout
expect_exit 0 "term --help" -- "$NIMCERT" term --help
expect_grep '^  nimcert term SEQ INDEX' out.txt "term --help: its usage"
grep -q 'nimcert kayles' out.txt && fail "term --help prints other commands" || ok
expect_exit 0 "kayles grid 3 4 --help" -- "$NIMCERT" kayles grid 3 4 --help
expect_grep '^  \[mpirun -np P\] nimcert kayles' out.txt "kayles --help: every kayles line"
expect_exit 3 "--help of an unknown command" -- "$NIMCERT" frobnicate --help
# A game with no known period: term computes G(0..N) only and certifies that table (issue 25:
# `term .6 1000000` ran the whole period search, 2^25 values and over 10 minutes, first).
expect_exit 0 "term .6 100000 (no period known)" -- timeout 20 "$NIMCERT" term .6 100000
# as term says (the provenance line quotes the command as given)
"$NIMCERT" values 0.6 100000 --cert t6.cert >t6.txt 2>/dev/null
[ "$(head -1 out.txt)" = "$(head -1 t6.txt | tr ' ' '\n' | tail -1)" ] && ok || fail "term .6 100000 = $(head -1 out.txt), values says otherwise"
expect_grep "sha256 $(sha256sum t6.cert | cut -c1-64); regenerate with \`nimcert values 0\.6 100000 --cert FILE\`" out.txt "term .6: the values certificate"
expect_exit 0 "term .07 5 (small n of a solved game)" -- "$NIMCERT" term .07 5
expect_grep 'sha256 b03d7051aed7161338ad2a5698685fdb377bcf33339537fb03c5f421e4b68bf2' out.txt "term .07 5 still cites the period certificate"
# Node-Kayles terms come from a regenerated certificate: the value alone, then its digest.
expect_exit 0 "term A316632 5" -- "$NIMCERT" term A316632 5
head -1 out.txt | grep -qx 3 && ok || fail "A316632(5) is 3"
expect_grep 'sha256 [0-9a-f]{64}' out.txt "A316632 term digest"
expect_exit 0 "term A344227 8" -- "$NIMCERT" term A344227 8
head -1 out.txt | grep -qx 3 && ok || fail "A344227(8) is 3"
expect_exit 2 "term A316632 0 (offset 1)" -- "$NIMCERT" term A316632 0
expect_exit 2 "term A344227 huge" -- "$NIMCERT" term A344227 99999

# Take-or-Break Nim and A257092.
expect_exit 0 "nimsum take-or-break" -- "$NIMCERT" nimsum take-or-break --cert l.cert
expect_grep '^take-or-break prefix=1 period=4 saltus=4$' out.txt "arithmetic period summary"
expect_exit 0 "nimcheck l.cert" -- "$NIMCHECK" l.cert
expect_grep 'NSum\(x,y\) = Flip\(Flip\(x\) xor Flip\(y\)\) for all x, y >= 0' out.txt "nsum statement"
x=1606938044258990275541962092341162602522202993782792835301379   # 2^200 + 3
y=1797010299914431210413179829509605039731475627537851106411   # 3^120 + 10
expect_exit 0 "term A257092 huge X Y" -- "$NIMCERT" term A257092 "$x" "$y"
[ "$(head -1 out.txt)" = 1608735054558904706752375272170672207561934469410330686407783 ] && ok || fail "NSum(2^200+3, 3^120+10)"
expect_exit 0 "term A257092 flat index" -- "$NIMCERT" term A257092 12
[ "$(head -1 out.txt)" = 0 ] && ok || fail "A257092(12)"
expect_exit 0 "position P" -- "$NIMCERT" position take-or-break 1 2 3 4 4 3 2 1
[ "$(head -1 out.txt)" = P ] && ok || fail "P-position"
expect_exit 0 "position N" -- "$NIMCERT" position take-or-break 3 4
expect_grep 'split heap #1 \(3\) into 1 \+ 2' out.txt "winning split"
expect_exit 2 "A257092 three indices" -- "$NIMCERT" term A257092 1 2 3
expect_exit 1 "period claim on take-or-break rejected" -- "$NIMCHECK" <(sed 's/^arithmetic-period 1 4 4$/period 1 4/; /^nsum-flip$/d' l.cert)

# Node-Kayles on the strips P_n(k) (issue 4): A317367 for every n.
expect_exit 0 "strip 3" -- "$NIMCERT" strip 3 --cert s3.cert --obligations s3.smt2
expect_grep '^strip k=3 families=3 templates=[0-9]+ n0=118 period=62$' out.txt "strip 3 summary"
expect_grep '^family a - - prefix=116 period=62$' out.txt "strip 3 family a"
expect_exit 0 "nimcheck s3.cert" -- "$NIMCHECK" s3.cert
expect_grep 'G\(P_\{n\+62\}\(3\)\) = G\(P_n\(3\)\) for all n > 115 and not for n = 115 \(least period 62\)' out.txt "A317367 statement"
expect_grep 'reductions proved for all n by z3 \(proofs/smt/strip-3\.smt2' out.txt "A317367 names its z3 proof"
"$NIMCHECK" --obligations s3.cert | cmp -s - s3.smt2 && ok || fail "nimcheck --obligations differs from nimcert --obligations"
# --obligations opens its file as checking does: '-' is standard input, a directory UNREADABLE.
"$NIMCHECK" --obligations - < s3.cert | cmp -s - s3.smt2 && ok || fail "nimcheck --obligations - (standard input)"
mkdir -p a-directory
expect_exit 2 "nimcheck --obligations DIR" -- "$NIMCHECK" --obligations a-directory
expect_grep '^UNREADABLE a-directory: is a directory$' out.txt "--obligations of a directory"
# A 16 MB strip certificate with 100,000 templates (13 pieces each) and a reductions line: more
# templates than any system z3 proved, refused before one obligation is derived, in under 1 s of
# CPU and 100 MB (before issue 17: 2.3 GB and 15 s CPU to derive and hash 1 GB of obligations).
awk 'BEGIN { print "nimcert-certificate 1"; print "game strip 1"; print "family a - -"
  t = "template a 0 * 2 n-1"; for (i = 0; i < 12; i++) t = t " a v-2 v u"; t = t " a n-v-1 * -v+u-1"
  for (i = 0; i < 100000; i++) print t; printf "reductions %064d\n", 0; print "values 0"; print "end" }' > big-strip.cert
/usr/bin/time -f '%U %S %M' -o big-strip.time "$NIMCHECK" big-strip.cert > out.txt
expect_grep '^REJECTED big-strip\.cert line 100004: .*\(100000 templates\) cannot be among those z3 proved' out.txt "oversized strip system"
read -r user sys rss < <(tail -1 big-strip.time)
awk -v u="$user" -v s="$sys" -v m="$rss" 'BEGIN { exit !(u + s < 1.0 && m < 102400) }' && ok ||
  fail "oversized strip system: ${user} s user + ${sys} s system, ${rss} KB (limits: 1 s, 100 MB)"
# --obligations refuses what checking refuses: a system with more templates (58) than the largest
# z3 proved (57) prints nothing (before issue 25: every obligation, 117 MB for 12,000 templates);
# 57 templates still print.
for n in 57 58; do
  awk -v n=$n 'BEGIN { print "nimcert-certificate 1"; print "game strip 1"; print "family a - -"
    for (i = 0; i < n; i++) print "template a " i " * 2 n-1 a n-v-1 * -v+u-1"; print "values 0"; print "end" }' > strip-$n.cert
done
"$NIMCHECK" --obligations strip-57.cert > out.txt; [ $? = 0 ] && [ "$(grep -c '^(check-sat)$' out.txt)" = 58 ] && ok ||
  fail "nimcheck --obligations of 57 templates: 57 template checks and one coverage check"
expect_exit 1 "nimcheck --obligations of 58 templates" -- "$NIMCHECK" --obligations strip-58.cert
[ "$(wc -l < out.txt)" = 1 ] && ok || fail "nimcheck --obligations of 58 templates printed more than its verdict"
expect_grep '^REJECTED strip-58\.cert line 62: .*\(58 templates\) cannot be among those z3 proved .*nothing was derived$' out.txt "--obligations refusal"
if command -v z3 >/dev/null; then
  [ "$(z3 s3.smt2 | sort -u)" = unsat ] && ok || fail "z3 does not answer unsat to every obligation of strip 3"
fi
"$NIMCERT" strip 3 --cert - 2>/dev/null | "$NIMCHECK" - >out.txt; [ $? = 0 ] && ok || fail "strip 3 through a pipe"
# term A317367 for a 100-digit n: the value is the certificate's a(116 + (n - 116) mod 62)
n100=1$(printf '7%.0s' $(seq 99))
expect_exit 0 "term A317367 100 digits" -- "$NIMCERT" term A317367 "$n100"
r=0; for ((i = 0; i < ${#n100}; i++)); do r=$(( (r * 10 + ${n100:i:1}) % 62 )); done
m=$(( 116 + ((r - 116) % 62 + 62) % 62 ))
want=$(awk -v m="$m" '$1 == "a" && $2 == m {print $3}' s3.cert)
[ -n "$want" ] && [ "$(head -1 out.txt)" = "$want" ] && ok || fail "A317367(n100) = $(head -1 out.txt), the certificate says a($m) = $want"
expect_grep "^n = $n100 >= 116: n = $m \+ 62\*" out.txt "A317367 period argument"
expect_grep "sha256 $(sha256sum s3.cert | cut -c1-64)" out.txt "A317367 term names the certificate's digest"
for spec in "4 0" "5 2" "107 1" "115 3" "116 6" "177 5"; do  # OEIS a(4), a(5), a(107); then the certificate
  set -- $spec
  expect_exit 0 "term A317367 $1" -- "$NIMCERT" term A317367 "$1"
  [ "$(head -1 out.txt)" = "$2" ] && ok || fail "A317367($1) should be $2"
done
expect_exit 2 "term A317367 0" -- "$NIMCERT" term A317367 0
expect_exit 2 "term A317367 3 (OEIS offset 4)" -- "$NIMCERT" term A317367 3
expect_grep "starts at index 4 \\(its OEIS offset\\)" err.txt "term A317367 names offset 4"
expect_exit 0 "strip 1" -- "$NIMCERT" strip 1
expect_grep '^family a - - prefix=52 period=34$' out.txt "strip 1 = Dawson's chess"
expect_exit 1 "strip 2: no period up to --max" -- "$NIMCERT" strip 2 --max 64 --cert s2.cert
expect_exit 0 "strip 2 --values-only" -- "$NIMCERT" strip 2 --max 64 --values-only --cert s2v.cert
cmp -s <(sed 2d s2.cert) <(sed 2d s2v.cert) && ok || fail "strip 2: --values-only writes the same certificate (but for the command in its provenance line) when no period exists"
expect_exit 0 "strip 3 --values-only" -- "$NIMCERT" strip 3 --max 64 --values-only --cert s3v.cert
grep -q '^period' s3v.cert && fail "strip 3 --values-only claims a period" || ok
"$NIMCHECK" s3v.cert > out.txt; [ $? = 0 ] && ok || fail "strip 3 --values-only: nimcheck verifies"
expect_exit 2 "strip 4: no family system" -- "$NIMCERT" strip 4
expect_grep 'does not split P_n\(k\) into a left and a right part' err.txt "strip 4 reason"
expect_exit 2 "strip 0" -- "$NIMCERT" strip 0
expect_exit 3 "strip without K" -- "$NIMCERT" strip

# Bad input: one-line reasons, the documented exit codes, never a crash.
expect_exit 2 "unknown sequence" -- "$NIMCERT" term A999999 5
expect_grep 'unknown sequence' err.txt "unknown sequence message"
expect_exit 2 "index below offset" -- "$NIMCERT" term A215721 0
expect_exit 2 "negative index" -- "$NIMCERT" term A215721 -5
expect_exit 2 "non-numeric index" -- "$NIMCERT" term A002187 12x
expect_exit 2 "malformed code" -- "$NIMCERT" period .0g7
expect_grep 'invalid game code' err.txt "malformed code message"
expect_exit 2 "d0 with bit 1" -- "$NIMCERT" period 1.07
expect_exit 2 "absurd N" -- "$NIMCERT" values .07 999999999999
expect_exit 2 "negative N" -- "$NIMCERT" values .07 -1
expect_exit 3 "no command" -- "$NIMCERT"
expect_exit 3 "unknown command" -- "$NIMCERT" frobnicate
expect_exit 3 "unknown option" -- "$NIMCERT" period .07 --bogus 1
expect_exit 3 "missing option value" -- "$NIMCERT" period .07 --cert
expect_exit 1 "no period found" -- "$NIMCERT" period .6 --max 3000
expect_exit 1 "unwritable certificate path" -- "$NIMCERT" period .07 --cert /nonexistent/dir/x.cert
[ -z "$(ls /nonexistent/dir 2>/dev/null)" ] && ok || fail "left a file behind"

expect_exit 3 "nimcheck no args" -- "$NIMCHECK"
expect_exit 3 "nimcheck unknown option" -- "$NIMCHECK" --bogus k.cert
expect_exit 2 "nimcheck missing file" -- "$NIMCHECK" no-such.cert
expect_grep '^UNREADABLE no-such\.cert' out.txt "unreadable line"
head -c 300 k.cert > trunc.cert
expect_exit 2 "nimcheck truncated" -- "$NIMCHECK" trunc.cert
expect_grep '^MALFORMED trunc\.cert line [0-9]+' out.txt "truncated message"
sed 's/^period 71 12$/period 70 12/' k.cert > lie.cert
expect_exit 1 "nimcheck wrong prefix" -- "$NIMCHECK" lie.cert
expect_grep '^REJECTED lie\.cert line [0-9]+: ' out.txt "rejection names a line"
expect_exit 2 "malformed wins over rejected" -- "$NIMCHECK" k.cert lie.cert trunc.cert
[ "$(grep -c . out.txt)" = 3 ] && ok || fail "one line per file"

# Node-Kayles: the 3 x 16 grid (A316632(16) = 3) solved, certified and verified; a pipe.
expect_exit 0 "kayles grid 3 16" -- "$NIMCERT" kayles grid 3 16 --cert g.cert
[ "$(head -1 out.txt)" = 3 ] && ok || fail "grid 3 16 should have value 3"
expect_exit 0 "nimcheck g.cert" -- "$NIMCHECK" g.cert
expect_grep '^VERIFIED g\.cert Node-Kayles on grid 3 16: G = 3 \([0-9]+ component classes, [0-9]+ valued 0 by a mirror involution\)$' out.txt "grid 3 16 statement"
"$NIMCERT" kayles grid 3 10 --cert - 2>/dev/null | "$NIMCHECK" - >out.txt; [ $? = 0 ] && ok || fail "kayles pipe"
expect_grep '^VERIFIED - Node-Kayles on grid 3 10: G = 3 ' out.txt "kayles pipe statement"
sed 's/^value 3$/value 2/' g.cert > g-lie.cert
expect_exit 1 "nimcheck kayles wrong value" -- "$NIMCHECK" g-lie.cert
expect_grep '^REJECTED g-lie\.cert line [0-9]+: value 2 is claimed, but the components of grid 3 16 xor to 3' out.txt "kayles rejection"

# --max-work N: a certificate whose header sizes imply more steps is refused (REJECTED, exit 1)
# before anything is checked, on the line of its count; the default is no cap.
expect_exit 0 "nimcheck --max-work above the estimates" -- "$NIMCHECK" --max-work 1000000000000 k.cert s3.cert g.cert
expect_exit 1 "nimcheck --max-work heap table" -- "$NIMCHECK" --max-work 1000 k.cert
expect_grep '^REJECTED k\.cert line 4: not checked: its sizes imply about [0-9.e+]+ steps of checking, more than --max-work 1000$' out.txt "max-work refusal (heap)"
expect_exit 1 "nimcheck --max-work strip" -- "$NIMCHECK" --max-work 1000 s3.cert
expect_grep '^REJECTED s3\.cert line [0-9]+: not checked: .* more than --max-work 1000$' out.txt "max-work refusal (strip)"
expect_exit 1 "nimcheck --max-work kayles" -- "$NIMCHECK" --max-work 1000 g.cert
expect_grep '^REJECTED g\.cert line 4: not checked: .* more than --max-work 1000$' out.txt "max-work refusal (kayles)"
expect_exit 3 "nimcheck --max-work 0" -- "$NIMCHECK" --max-work 0 k.cert
expect_exit 3 "nimcheck --max-work without N" -- "$NIMCHECK" k.cert --max-work

# Edge lists: written back as graph6 in the certificate; bad lists get one line and exit 2.
printf '5 4\n0 1\n1 2\n2 3\n3 4\n' > p5.txt
expect_exit 0 "kayles edges" -- "$NIMCERT" kayles edges p5.txt --cert p5.cert
expect_grep '^game kayles graph6 D' p5.cert "edge list named by graph6"
expect_exit 0 "nimcheck p5.cert" -- "$NIMCHECK" p5.cert
expect_grep 'Node-Kayles on graph6 D[^ ]*: G = 3 ' out.txt "path of 5 by edges"
printf '3 1\n0 0\n' > loop.txt; printf '3 2\n0 1\n1 0\n' > dup.txt; printf '3 1\n0 3\n' > range.txt
{ echo "257 0"; } > big.txt
for spec in "loop.txt:self-loop at vertex 0" "dup.txt:duplicate edge 1 0" "range.txt:vertex id out of range 0..2" \
            "big.txt:257 vertices, more than the 256 supported"; do
  file=${spec%%:*} message=${spec#*:}
  expect_exit 2 "kayles edges $file" -- "$NIMCERT" kayles edges "$file" --cert bad.cert
  expect_grep "$message" err.txt "kayles edges $file message"
  [ "$(grep -c . err.txt)" = 1 ] && ok || fail "kayles edges $file: more than one line on stderr"
  [ ! -e bad.cert ] && ok || fail "kayles edges $file left a certificate"
done
# Sparse-space games: the rare/common method and the naive one write the same certificate, which
# declares its parity mask; nimcheck verifies it from a pipe.
"$NIMCERT" values .354 9000 --cert m1.cert >/dev/null 2>&1 && "$NIMCERT" values .354 9000 --method naive --cert m2.cert >/dev/null 2>&1
cmp -s m1.cert m2.cert && ok || fail "rare/common and naive certificates differ"
expect_grep '^parity-mask 63$' m1.cert "parity mask declared"
expect_exit 0 "masked certificate from a pipe" -- sh -c "\"$NIMCERT\" values .354 9000 --cert - 2>/dev/null | \"$NIMCHECK\" -"
expect_grep '^VERIFIED - heap game 0\.354: G\(0\.\.9000\) as listed' out.txt "masked certificate statement"
expect_exit 3 "--method bogus" -- "$NIMCERT" values .354 10 --method bogus

# Interrupt and resume: a long solve stopped by SIGINT leaves a checkpoint, no certificate.
# (naive, so that it is still running when interrupted; the resumed run uses rare/common)
interrupt_after 0.5 "$NIMCERT" values .6 130000 --method naive --cert v.cert --checkpoint v.ckpt
if [ $code = 130 ]; then
  ok
  [ -f v.ckpt ] && ok || fail "no checkpoint after interrupt"
  [ ! -e v.cert ] && ok || fail "certificate written despite interrupt"
  ls | grep -q '\.tmp\.' && fail "temporary file left behind" || ok
  "$NIMCERT" values .6 130000 --checkpoint v.ckpt >resumed.txt 2>err.txt && ok || fail "resume failed"
  expect_grep 'resumed from v.ckpt' err.txt "resume message"
  "$NIMCERT" values .6 130000 > fresh.txt
  cmp -s resumed.txt fresh.txt && ok || fail "resumed values differ from a fresh run"
  [ -f v.ckpt ] && ok || fail "the checkpoint is gone though no certificate was written"
  expect_exit 0 "values resumed with --cert" -- "$NIMCERT" values .6 130000 --checkpoint v.ckpt --cert v.cert
  [ ! -e v.ckpt ] && ok || fail "the checkpoint is left behind once the certificate is written"
  expect_grep 'checkpoint v.ckpt removed: the certificate is written' err.txt "the removal is said"
else
  echo "note: the solve finished before the interrupt (exit $code); resume not exercised"
  ok
fi

# `period --checkpoint` resumes a search that has not found its period yet, as an uninterrupted
# run goes on (issue 25: a resumed `period .6` with 433,152 values exited 1 at once, "no period
# proved", because past 2^17 values the choice to go on to 2^25 was made from the method in
# use, which a resumed table had not restarted yet).
# (a) with --max: interrupt, resume, and the uninterrupted run's result
interrupt_after 1 "$NIMCERT" period .6 --max 400000 --checkpoint p6m.ckpt
if [ $code = 130 ]; then
  expect_exit 1 "period .6 --max resumed" -- "$NIMCERT" period .6 --max 400000 --checkpoint p6m.ckpt
  cp out.txt p6m-resumed.txt
  expect_grep 'resumed from p6m.ckpt' err.txt "period .6 --max: resume message"
  expect_exit 1 "period .6 --max uninterrupted" -- "$NIMCERT" period .6 --max 400000
  cmp -s out.txt p6m-resumed.txt && ok || fail "period .6 --max: the resumed run prints $(cat p6m-resumed.txt), an uninterrupted one $(cat out.txt)"
else
  echo "note: period .6 --max 400000 finished before the interrupt (exit $code); resume not exercised"
fi
# (b) a table past 2^17 values of .16 (least period 149459), as `period .16` interrupted there
# leaves it: resumed, it goes on and writes the certificate of an uninterrupted run
"$NIMCERT" values .16 199999 | tr ' ' '\n' >v16.txt
{ printf 'nimcert-checkpoint 1\ngame heap 0.16\nvalues 200000\n'; cat v16.txt; } >p16.ckpt
expect_exit 0 "period .16 resumed from 200000 values" -- "$NIMCERT" period .16 --checkpoint p16.ckpt --cert p16r.cert
expect_grep '^0\.16 prefix=105351 period=149459$' out.txt "period .16 resumed: the period"
"$NIMCERT" period .16 --cert p16f.cert >/dev/null 2>&1
cmp -s p16r.cert p16f.cert && ok || fail "period .16: the resumed certificate differs from an uninterrupted run's"
[ ! -e p16.ckpt ] && ok || fail "period .16: the checkpoint is left behind once the certificate is written"
# (c) .6 (no period known) without --max, stopped twice: the resumed run computes on (and stops
# with exit 130 again, its checkpoint larger) instead of exiting 1 at once
interrupt_after 4 "$NIMCERT" period .6 --checkpoint p6.ckpt
n1=$(sed -n 3p p6.ckpt 2>/dev/null | cut -d' ' -f2)
if [ $code = 130 ] && [ "${n1:-0}" -gt 131072 ]; then
  interrupt_after 4 "$NIMCERT" period .6 --checkpoint p6.ckpt
  n2=$(sed -n 3p p6.ckpt | cut -d' ' -f2)
  [ $code = 130 ] && [ "$n2" -gt "$n1" ] && ok || { fail "period .6 resumed from $n1 values: exit $code with $n2 values, want 130 with more"; head -3 err.txt; }
else
  echo "note: period .6 reached only ${n1:-no} values in 4 s (exit $code); resume past 2^17 not exercised"
fi

# Node-Kayles threads: the certificate is the same bytes for any thread count.
# Outcome proofs (--pruned): the issue's acceptance line on a smaller board, a pipe, the same
# bytes twice, the value of the full table, and the options it refuses.
expect_exit 0 "kayles queens 10 --pruned" -- "$NIMCERT" kayles queens 10 --pruned --cert q10p.cert
expect_grep '^0$' out.txt "kayles --pruned value"
expect_grep '^claims [0-9]+ small 16 zero 20$' q10p.cert "kayles --pruned writes claims (small components valued, and those of up to 20 cells decided at heap 0, by the checker)"
expect_exit 0 "nimcheck pruned queens 10" -- "$NIMCHECK" q10p.cert
expect_grep '^VERIFIED q10p\.cert Node-Kayles on queens 10: G = 0 \(outcome proof: [0-9]+ claims: [0-9]+ P, [0-9]+ N' out.txt "pruned statement"
"$NIMCERT" kayles queens 10 --pruned --threads 2 --cert - 2>/dev/null | cmp -s - q10p.cert && ok || fail "kayles --pruned: other bytes on a second run"
# The largest heap-0 bound, 22 (FORMAT.md, `zero L`): written, and verified by the checker.
expect_exit 0 "kayles queens 10 --pruned --zero-cells 22" -- "$NIMCERT" kayles queens 10 --pruned --zero-cells 22 --cert q10z.cert
expect_grep '^claims [0-9]+ small 16 zero 22$' q10z.cert "--zero-cells 22 writes zero 22"
expect_exit 0 "nimcheck zero 22" -- "$NIMCHECK" q10z.cert
expect_grep 'whether G = 0, for those of at most 22 cells' out.txt "zero 22 statement"
expect_exit 2 "kayles --zero-cells 23" -- "$NIMCERT" kayles queens 10 --pruned --zero-cells 23
# --witness first (the first winning move as the search logged it): other bytes than the
# default's, verified, the same at two threads; a word it does not know is refused.
expect_exit 0 "kayles queens 10 --pruned --witness first" -- "$NIMCERT" kayles queens 10 --pruned --witness first --cert q10w.cert
if cmp -s q10w.cert q10p.cert; then fail "--witness first: the default's bytes"; else ok; fi
expect_exit 0 "nimcheck --witness first" -- "$NIMCHECK" q10w.cert
expect_grep '^VERIFIED q10w\.cert Node-Kayles on queens 10: G = 0 ' out.txt "--witness first statement"
"$NIMCERT" kayles queens 10 --pruned --witness first --threads 2 --cert - 2>/dev/null | cmp -s - q10w.cert && ok || fail "--witness first: other bytes at two threads"
expect_exit 2 "kayles --witness heap" -- "$NIMCERT" kayles queens 10 --pruned --witness heap
"$NIMCERT" kayles petersen 12 2 --pruned --cert - 2>/dev/null | "$NIMCHECK" - >out.txt; [ $? = 0 ] && ok || fail "petersen pipe"
expect_grep "^VERIFIED - Node-Kayles on petersen 12 2: G = $("$NIMCERT" kayles petersen 12 2 2>/dev/null | head -1) " out.txt "petersen: pruned = full table"
# `petersen N K dihedral`: the same graph in the ring frame (classes up to rotations and
# reflections), the same value; for even N one mirror record proves 0.
"$NIMCERT" kayles petersen 13 2 dihedral --pruned --cert - 2>/dev/null | "$NIMCHECK" - >out.txt; [ $? = 0 ] && ok || fail "petersen dihedral pipe"
expect_grep "^VERIFIED - Node-Kayles on petersen 13 2 dihedral: G = $("$NIMCERT" kayles petersen 13 2 2>/dev/null | head -1) " out.txt "petersen dihedral: the graph's value"
expect_exit 0 "kayles petersen 40 2 dihedral" -- "$NIMCERT" kayles petersen 40 2 dihedral --pruned --cert p40d.cert
expect_grep '^claims 1 small 16 zero 20$' p40d.cert "petersen 40 2 dihedral: one record"
expect_grep '^2x40:f{20} 0 mirror 20 21 ' p40d.cert "petersen 40 2 dihedral: the rotation by 20 as its mirror"
expect_exit 0 "nimcheck petersen 40 2 dihedral" -- "$NIMCHECK" p40d.cert
expect_exit 2 "kayles petersen 9 dihedral" -- "$NIMCERT" kayles petersen 9 dihedral
expect_grep "'dihedral' is not a size" err.txt "petersen dihedral: N and K first"
awk '$2 == "N" && !done { print $1 " P " $3; done = 1; next } { print }' q10p.cert >q10-flip.cert
expect_exit 1 "nimcheck pruned with an N claim flipped to P" -- "$NIMCHECK" q10-flip.cert
# --checkpoint with --pruned: the costliest facts are saved (at the end of the search too), a
# rerun resumes from them and writes the same bytes and removes the checkpoint (issue 41); another
# graph's or a damaged file is refused.
expect_exit 0 "kayles --pruned --checkpoint" -- "$NIMCERT" kayles queens 10 --pruned --checkpoint q10.ckpt
expect_grep 'checkpoint q10.ckpt saved: [0-9]+ facts' err.txt "outcome checkpoint saved"
cp q10.ckpt q10-copy.ckpt
expect_exit 0 "kayles --pruned resumed" -- "$NIMCERT" kayles queens 10 --pruned --checkpoint q10.ckpt --cert q10r.cert
expect_grep 'resumed from q10.ckpt: [0-9]+ facts' err.txt "outcome checkpoint resumed"
cmp -s q10r.cert q10p.cert && ok || fail "kayles --pruned resumed: other bytes"
# --choose heap: at the top plies the heap's moves first (queens 9, G = 1: heap questions there);
# another proof than the default's (turns), of the same statement, verified; a bad order refused.
expect_exit 0 "kayles --choose heap" -- "$NIMCERT" kayles queens 9 --pruned --choose heap --provenance off --cert q9h.cert
expect_exit 0 "kayles --choose turns" -- "$NIMCERT" kayles queens 9 --pruned --choose turns --provenance off --cert q9t.cert
cmp -s q9h.cert q9t.cert && fail "kayles --choose heap: the same bytes as turns" || ok
expect_exit 0 "nimcheck --choose heap" -- "$NIMCHECK" q9h.cert
expect_grep '^VERIFIED q9h\.cert Node-Kayles on queens 9: G = 1 ' out.txt "--choose heap statement"
expect_exit 2 "--choose takes turns or heap" -- "$NIMCERT" kayles queens 9 --pruned --choose sideways
[ ! -e q10.ckpt ] && ok || fail "kayles --pruned: the checkpoint is left behind once the certificate is written"
mv q10-copy.ckpt q10.ckpt
expect_exit 2 "outcome checkpoint of another graph" -- "$NIMCERT" kayles queens 9 --pruned --checkpoint q10.ckpt
expect_grep 'checkpoint q10.ckpt is for game kayles queens 10, not kayles queens 9' err.txt "other graph named"
printf 'x' >>q10.ckpt
expect_exit 2 "damaged outcome checkpoint" -- "$NIMCERT" kayles queens 10 --pruned --checkpoint q10.ckpt
expect_grep 'checkpoint q10.ckpt is damaged' err.txt "damage named"
expect_exit 2 "kayles --small-cells 17" -- "$NIMCERT" kayles queens 8 --pruned --small-cells 17
expect_exit 2 "kayles petersen 4 2" -- "$NIMCERT" kayles petersen 4 2
expect_grep 'P\(N, K\) needs 3 <= N <= 128 and 1 <= K < N/2' err.txt "petersen bounds message"

expect_exit 0 "kayles grid 3 12 --threads 1" -- "$NIMCERT" kayles grid 3 12 --threads 1 --cert t1.cert
expect_exit 0 "kayles grid 3 12 --threads 2" -- "$NIMCERT" kayles grid 3 12 --threads 2 --cert t2.cert
cmp -s t1.cert t2.cert && ok || fail "grid 3 12: --threads 2 certificate differs from --threads 1"
expect_exit 2 "kayles --threads 0" -- "$NIMCERT" kayles grid 3 4 --threads 0
expect_grep 'threads takes 1 to 64' err.txt "--threads range message"

# Node-Kayles interrupt and resume: SIGINT saves the memo; the same command resumes from it and
# writes the certificate of an uninterrupted run.
interrupt_after 1 "$NIMCERT" kayles grid 3 20 --threads 2 --cert r.cert --checkpoint r.ckpt
if [ $code = 130 ]; then
  ok
  [ -f r.ckpt ] && ok || fail "kayles: no checkpoint after interrupt"
  [ ! -e r.cert ] && ok || fail "kayles: certificate written despite interrupt"
  ls | grep -q '\.tmp\.' && fail "kayles: temporary file left behind" || ok
  cp r.ckpt r-copy.ckpt
  expect_exit 0 "kayles resume" -- "$NIMCERT" kayles grid 3 20 --cert r.cert --checkpoint r.ckpt
  expect_grep 'resumed from r.ckpt with [1-9][0-9]* component classes' err.txt "kayles resume message"
  "$NIMCERT" kayles grid 3 20 --cert fresh.cert >/dev/null 2>&1
  cmp -s r.cert fresh.cert && ok || fail "kayles: resumed certificate differs from an uninterrupted one"
  [ ! -e r.ckpt ] && ok || fail "kayles: the checkpoint is left behind once the certificate is written"
  mv r-copy.ckpt r.ckpt
  expect_exit 2 "kayles checkpoint of another graph" -- "$NIMCERT" kayles grid 3 19 --checkpoint r.ckpt
  expect_grep 'checkpoint r.ckpt is for kayles grid 3 20, not kayles grid 3 19' err.txt "other-graph message"
  expect_exit 2 "kayles checkpoint with other options" -- "$NIMCERT" kayles grid 3 20 --mirrors off --checkpoint r.ckpt
  head -c 2000 r.ckpt > cut.ckpt
  expect_exit 2 "kayles truncated checkpoint" -- "$NIMCERT" kayles grid 3 20 --checkpoint cut.ckpt
  expect_grep 'checkpoint cut.ckpt is damaged' err.txt "truncated checkpoint message"
else
  echo "note: the kayles solve finished before the interrupt (exit $code); resume not exercised"
  ok
fi
printf 'nimcert-checkpoint 1\ngame heap .6\nvalues 0\n' > heap.ckpt
expect_exit 2 "kayles given a heap checkpoint" -- "$NIMCERT" kayles grid 3 4 --checkpoint heap.ckpt
expect_grep "not the Node-Kayles" err.txt "heap checkpoint message"

# Grundy's game and unequal splits (issue 26): the acceptance line, a certificate nimcheck
# verifies (under parity mask 254 once the table has 2^14 records), no period claimed, and
# clear refusals of malformed codes.
expect_exit 0 "values grundy 30" -- "$NIMCERT" values grundy 30 --cert g30.cert
[ "$(head -1 out.txt)" = "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 4 3 0 4 3 0 4 1 2 3" ] && ok ||
  fail "values grundy 30: $(head -1 out.txt)"
expect_exit 0 "nimcheck g30.cert" -- "$NIMCHECK" g30.cert
expect_grep '^VERIFIED g30\.cert heap game 4u\.0: G\(0\.\.30\) as listed$' out.txt "grundy statement"
"$NIMCERT" values 4u 30 --cert g30b.cert >/dev/null 2>&1
cmp -s <(sed 2d g30.cert) <(sed 2d g30b.cert) && ok || fail "grundy and 4u certificates differ (but for the command in their provenance lines)"
"$NIMCERT" values grundy 20000 --cert - 2>/dev/null | "$NIMCHECK" - >out.txt; [ $? = 0 ] && ok || fail "grundy 20000 pipe"
expect_grep '^VERIFIED - heap game 4u\.0: G\(0\.\.20000\) as listed$' out.txt "grundy 20000 statement"
"$NIMCERT" values grundy 20000 --cert g20k.cert >/dev/null 2>&1
expect_grep '^parity-mask 254$' g20k.cert "grundy 20000 mask"
sed 's/^game heap 4u\.0$/game heap 4.0/' g30.cert > g30-equal.cert
expect_exit 1 "grundy table under 4.0" -- "$NIMCHECK" g30-equal.cert
expect_exit 0 "values .4u" -- "$NIMCERT" values .4u 12
[ "$(head -1 out.txt)" = "0 0 0 0 1 1 2 0 0 3 1 1 2" ] && ok || fail "values .4u 12: $(head -1 out.txt)"
expect_exit 2 "period grundy" -- "$NIMCERT" period grundy
expect_grep 'no periodicity theorem covers unequal splits' err.txt "period grundy message"
expect_exit 0 "term grundy (from a values certificate)" -- "$NIMCERT" term grundy 100
[ "$(head -1 out.txt)" = "$("$NIMCERT" values grundy 100 | tr ' ' '\n' | tail -1)" ] && ok || fail "term grundy 100"
for bad in 3u 0.u grundyx 4uu 0.3u 4.u0; do
  expect_exit 2 "malformed code $bad" -- "$NIMCERT" values "$bad" 10
  expect_grep "invalid game code '$bad'" err.txt "message for $bad"
done

# The census (issue 26): every code of the pattern, certificates verified by nimcheck, TSV and
# Markdown written atomically; a rerun resumes from the TSV and writes the same files.
expect_exit 0 "census 0.d (--out DIR is created)" -- "$NIMCERT" census 0.d --max 512 --out census --jobs 2
[ -f census/census-0.d.tsv ] && ok || fail "census --out census: the directory was not created"
expect_grep '^0\.4 period=34 prefix=54 members=1 sha256=[0-9a-f]{64}$' out.txt "census 0.4 line"
expect_grep '^0\.6 open=512 ' out.txt "census 0.6 open"
expect_grep '^census 0\.d: 8 codes, ' out.txt "census summary"
[ "$(grep -vc '^#' census/census-0.d.tsv)" = 9 ] && ok || fail "census TSV: header and 8 rows"
expect_grep '^\| 0\.4 \| - \| period 34 from 54 \|' census/census-0.d.md "census Markdown row"
cp census/census-0.d.tsv census/full.tsv; cp census/census-0.d.md census/full.md
want=$(awk -F'\t' '$1 == "0.4" { print $7 }' census/full.tsv)
"$NIMCERT" period 0.4 --cert c04.cert >/dev/null 2>&1  # the command the census's Markdown gives
[ "$(sha256sum c04.cert | cut -c1-64)" = "$want" ] && ok || fail "census digest of 0.4 is not period 0.4's"
grep -v '^0\.4	' census/full.tsv > census/census-0.d.tsv   # as if stopped before 0.4
expect_exit 0 "census 0.d resumed" -- "$NIMCERT" census 0.d --max 512 --out census --jobs 1
expect_grep 'resumed from census/census-0.d.tsv with 7 of 8 codes' err.txt "census resume message"
cmp -s census/census-0.d.tsv census/full.tsv && cmp -s census/census-0.d.md census/full.md && ok ||
  fail "resumed census differs"
# Without --max, each code gets `nimcert period`'s own search, stopped after --budget seconds
# (issue 41: with --max 16384, .16 and .56 came out open though `period .16` proves its period in
# 0.2 s): an open code lists the values reached, down to a power of two; each code's time on stderr.
expect_exit 0 "census 0.d --budget 1" -- "$NIMCERT" census 0.d --budget 1 --out census-budget --jobs 2
expect_grep '^0\.4 period=34 prefix=54 ' out.txt "census --budget: a period"
n6=$(sed -n 's/^0\.6 open-budget=\([0-9]*\) .*/\1/p' out.txt)
[ -n "$n6" ] && [ "$n6" -ge 16384 ] && [ $((n6 & (n6 - 1))) = 0 ] && ok || fail "census --budget: 0.6 should be open at a power of two >= 16384: '$n6'"
expect_grep 'census 0\.d: [0-9]/8 0\.6 no period in G\(0\.\.[0-9]+\) \(time budget\) \([0-9.]+ s\)' err.txt "census: each code's time (G(0..M), as values writes ranges)"
expect_grep '^0\.6	open-budget	' census-budget/census-0.d.tsv "census TSV: open-budget"
expect_exit 3 "census --max and --budget" -- "$NIMCERT" census 0.d --max 512 --budget 1
# one wording for every limit on a count of heaps (issue 41)
expect_exit 2 "values N beyond 2^31 - 1" -- "$NIMCERT" values .07 5000000000
expect_grep "^nimcert: N takes a number from 0 to 2147483647, not '5000000000'" err.txt "values N: the limit"
expect_exit 2 "period --max beyond 2^31" -- "$NIMCERT" period .07 --max 99999999999999
expect_grep "^nimcert: --max takes a number from 0 to 2147483648, not '99999999999999'" err.txt "period --max: the limit"
expect_exit 2 "census --max below 64" -- "$NIMCERT" census 0.d --max 10
expect_grep "^nimcert: --max takes a number from 64 to 268435456, not '10'" err.txt "census --max: the limit"
# Ctrl-C: exit 130 with the finished codes saved; the same command resumes and writes what an
# uninterrupted run (here with two workers) writes.
mkdir -p census-int census-full
cd census-int; interrupt_after 2 "$NIMCERT" census 0.dd --max 8192 --jobs 1; cd ..
if [ "$code" = 130 ]; then
  expect_grep 'census interrupted with [0-9]+ of 64 codes done' census-int/err.txt "census interrupt message"
  expect_exit 0 "census 0.dd after Ctrl-C" -- bash -c "cd census-int && '$NIMCERT' census 0.dd --max 8192 --jobs 1"
  expect_grep 'resumed from ./census-0.dd.tsv with [0-9]+ of 64 codes' err.txt "census resumed after Ctrl-C"
  (cd census-full && "$NIMCERT" census 0.dd --max 8192 --jobs 2 >/dev/null 2>&1)
  cmp -s census-int/census-0.dd.tsv census-full/census-0.dd.tsv && cmp -s census-int/census-0.dd.md census-full/census-0.dd.md &&
    ok || fail "census after Ctrl-C and resume differs from an uninterrupted run"
else
  echo "note: census 0.dd finished before the interrupt (exit $code); resume after Ctrl-C not exercised"
  ok
fi
expect_exit 2 "census with another --max" -- "$NIMCERT" census 0.d --max 1024 --out census
expect_grep 'is not the state of' err.txt "census state mismatch message"
expect_exit 2 "census bad pattern" -- "$NIMCERT" census 0.dddd
expect_exit 2 "census bad --jobs" -- "$NIMCERT" census 0.d --jobs 0
expect_exit 3 "census no pattern" -- "$NIMCERT" census

echo "cli_end_to_end: $passes passed, $fails failed"
[ $fails = 0 ]
