#!/usr/bin/env bash
# The scripts behind the README's quick start, on stubs written here (nothing is installed,
# built or solved for real).
# scripts/setup and scripts/build, with stub dpkg-query, apt-get and cmake first on PATH:
#  * both show progress on stderr while apt-get and cmake run, and a failing build prints the
#    compiler's last lines and fails;
# scripts/certify-all (the engine of scripts/quickstart and of ctest's catalogue test), on a
# small catalogue of stub certificates: a stub nimcert sleeps as told and writes a one-line
# certificate, a stub nimcheck verifies anything without "bad" in it. Checks:
#  * rows run in parallel (--jobs) yet the table is in catalogue order, and the exit status
#    counts every CHANGED, REJECTED and FAILED row (file, stream and skipped large rows);
#  * --update rewrites only the digests that changed, comment lines kept;
#  * --quick runs only the quick rows and refuses a quick list that misses a kind of row or
#    names a row the catalogue does not have; NIMCERT_FULL=1 runs every row regardless;
#  * on SIGTERM the running rows' solvers are stopped too (no orphaned nimcert);
#  * the real catalogue's quick lane covers every kind of row (no certificate is regenerated).
# usage: quickstart_scripts_test.sh REPO_ROOT
set -u
root=$1
certify=$root/scripts/certify-all
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
# shellcheck source=tests/lib.sh
. "$root/tests/lib.sh"

# --- scripts/setup and scripts/build ---------------------------------------------------
mkdir -p stubs fakeroot/scripts fakebuild
cat >stubs/dpkg-query <<'EOF'
#!/usr/bin/env bash
exit 1  # stub: nothing is installed
EOF
cat >stubs/apt-get <<'EOF'
#!/usr/bin/env bash
# stub: an install of 45 packages, as apt-get -q prints it
[ "$1" = update ] && exit 0
for i in $(seq 45); do echo "Get:$i http://deb.debian.org/debian bookworm/main amd64 pkg$i 1.0 [10 kB]"; done
for i in $(seq 45); do echo "Unpacking pkg$i (1.0) ..."; echo "Setting up pkg$i (1.0) ..."; done
EOF
cat >stubs/cmake <<'EOF'
#!/usr/bin/env bash
# stub: a build of 30 steps; STUB_CMAKE_FAIL=1 makes it fail with a compiler error
[ "$1" = --build ] || exit 0
for i in $(seq 0 29); do printf '[%3d%%] Building CXX object solver/CMakeFiles/x.dir/f%d.cpp.o\n' $((i * 100 / 29)) "$i"
  echo "some compiler chatter $i"; done
[ "${STUB_CMAKE_FAIL:-0}" = 1 ] && { echo "f7.cpp:3:1: error: expected ';'" >&2; exit 2; }
exit 0
EOF
chmod +x stubs/*
cp "$root/scripts/setup" "$root/scripts/build" fakeroot/scripts/  # build runs its sibling setup
touch fakebuild/CMakeCache.txt
PATH=$scratch/stubs:$PATH NIMCERT_BUILD_DIR=$scratch/fakebuild expect_exit 0 "build with stub apt and cmake" -- fakeroot/scripts/build
expect_grep '^setup: installing ' err.txt "setup says what it installs"
expect_grep '^setup: (Get:|Unpacking|Setting up)' err.txt "setup shows apt's progress"
expect_grep '^setup: installed in [0-9]+ s' err.txt "setup's time"
expect_grep '^build: \[ *[0-9]+%\] Building CXX object' err.txt "build shows cmake's progress"
expect_grep '^build: up to date in [0-9]+ s' err.txt "build's time"
if [ "$(grep -c '^build: \[' err.txt)" -le 11 ]; then ok; else fail "build: more than one progress line per 10 % off a terminal"; fi
if grep -q 'compiler chatter' err.txt out.txt; then fail "build printed the compiler's output"; else ok; fi
PATH=$scratch/stubs:$PATH NIMCERT_BUILD_DIR=$scratch/fakebuild STUB_CMAKE_FAIL=1 expect_exit 2 "failing build" -- fakeroot/scripts/build
expect_grep "error: expected ';'" err.txt "failing build shows the error"
expect_grep '^build: FAILED' err.txt "failing build says so"

# --- scripts/certify-all ---------------------------------------------------------------
mkdir -p bin
cat >bin/nimcert <<'EOF'
#!/usr/bin/env bash
# stub: nimcert fake NAME SECONDS [fail] --cert PATH|-
name=$2 secs=$3; shift 3
[ "$1" = fail ] && { echo "stub nimcert: $name failed" >&2; exit 1; }
sleep "$secs" & sleeper=$!
[ -n "${STUB_PIDS:-}" ] && echo "$$ $sleeper" >>"$STUB_PIDS"  # the stub and its child
wait $sleeper
case $1 in  # --shards DIR: a sharded proof, its root in DIR/root.cert
  --shards) mkdir -p "$2" && echo "cert $name" >"$2/root.cert" ;;
  *) [ "$2" = - ] && echo "cert $name" || echo "cert $name" >"$2" ;;
esac
EOF
cat >bin/nimcheck <<'EOF'
#!/usr/bin/env bash
# stub: VERIFIED unless the certificate says "bad"
c=$(cat "$1")
case $c in *bad*) echo "REJECTED $1 line 1: bad"; exit 1 ;; esac
echo "VERIFIED $1 ${c#cert }"
EOF
chmod +x bin/nimcert bin/nimcheck
sha() { printf 'cert %s\n' "$1" | sha256sum | cut -c1-64; }
row() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4"; }
{
  echo "# file	command	sha256	title"
  row certs/a.cert "nimcert fake a 1.5 --cert certs/a.cert" "$(sha a)" "row a"
  row certs/b.cert "nimcert fake b 0.1 --cert certs/b.cert" "$(sha b)" "row b"
  row stream:c "nimcert fake c 0.2 --cert -" "$(sha c)" "row c"
  echo "# a comment line in the middle"
  row large:e "nimcert fake e 0.1 --cert -" "$(sha e)" "row e"
  row certs/f.cert "nimcert fake f 0.1 --cert certs/f.cert" "$(sha f)" "row f"
} >good.tsv
# Catalogues live in repo/certs/ so that the rows' paths (certs/...) point into repo/ when
# certify-all writes certificates (--update), as certs/catalogue.tsv's point into the repository.
mkdir -p repo/certs
run() { local c=$1; shift; cp "$c" repo/certs/"$c"; "$certify" --bin bin --bin-check bin --catalogue repo/certs/"$c" "$@"; }

# 1. Parallel, in order, honest.
expect_exit 0 "good catalogue, 3 jobs" -- run good.tsv --check-only --jobs 3
cut -c1-24 out.txt | awk 'NR > 1 && $1 !~ /^certify-all:/ {print $1}' >order.txt
printf '%s\n' certs/a.cert certs/b.cert c e certs/f.cert >want.txt
if cmp -s order.txt want.txt; then ok; else fail "table not in catalogue order: $(tr '\n' ' ' <order.txt)"; fi
expect_grep '^c +VERIFIED .*\(pipe\)' out.txt "stream row verified through the pipe"
expect_grep '^e +SKIPPED ' out.txt "large row skipped without NIMCERT_LARGE"
expect_grep 'certify-all: 4 passed, 0 failed, 1 long row' out.txt "tally"
# b (0.1 s) finished while a (1.5 s) was still running: the progress shows b before a.
if [ "$(grep -n 'VERIFIED certs/b.cert' err.txt | cut -d: -f1)" -lt "$(grep -n 'VERIFIED certs/a.cert' err.txt | cut -d: -f1)" ]; then
  ok; else fail "rows did not run in parallel (progress: $(tr '\n' '|' <err.txt))"; fi
expect_exit 0 "one job at a time" -- run good.tsv --check-only --jobs 1
expect_exit 3 "--jobs 0 is refused" -- run good.tsv --check-only --jobs 0

# 2. Every kind of failure counts, and the table still comes out whole and in order.
{
  cat good.tsv
  row certs/changed.cert "nimcert fake changed 0 --cert certs/changed.cert" "$(sha other)" "digest differs"
  row certs/bad.cert "nimcert fake bad 0 --cert certs/bad.cert" "$(sha bad)" "rejected"
  row certs/fails.cert "nimcert fake x 0 fail --cert certs/fails.cert" "$(sha x)" "solver fails"
  row stream:sbad "nimcert fake bad 0 --cert -" "$(sha bad)" "stream rejected"
  row stream:sfail "nimcert fake y 0 fail --cert -" "$(sha y)" "stream solver fails"
  # column 5, the statement recorded for the row: nimcheck's must start with it (issue 41)
  printf '%s\t%s\t%s\t%s\t%s\n' certs/said.cert "nimcert fake said 0 --cert certs/said.cert" "$(sha said)" "recorded" "said"
  printf '%s\t%s\t%s\t%s\t%s\n' certs/other.cert "nimcert fake other 0 --cert certs/other.cert" "$(sha other)" "recorded" "said"
} >bad.tsv
expect_exit 1 "six bad rows" -- run bad.tsv --check-only --jobs 4
expect_grep 'certify-all: 5 passed, 6 failed' out.txt "six failures counted"
expect_grep '^certs/said.cert +VERIFIED .* recorded: said$' out.txt "a statement as recorded"
expect_grep "^certs/other.cert +CHANGED" out.txt "a statement other than the recorded one"
expect_grep "other.cert: nimcheck's statement does not start with the catalogue's 'said'" out.txt "the recorded statement named"
expect_grep '^certs/changed.cert +CHANGED' out.txt "changed digest"
expect_grep '^certs/bad.cert +REJECTED' out.txt "rejected file"
expect_grep '^certs/fails.cert +FAILED' out.txt "failed solver"
expect_grep '^sbad +REJECTED' out.txt "rejected stream"
expect_grep '^sfail +FAILED' out.txt "failed stream solver"
expect_grep '^certs/f.cert +VERIFIED' out.txt "a good row among bad ones"

# 2b. Sharded proofs (shards: rows, and large: rows whose command has --shards): the digest is
#     that of NAME/root.cert, the command must write NAME, and large ones wait for NIMCERT_LARGE.
{
  row shards:g "nimcert fake g 0 --shards g" "$(sha g)" "sharded"
  row shards:gbad "nimcert fake bad 0 --shards gbad" "$(sha bad)" "sharded, rejected"
  row shards:gwhere "nimcert fake w 0 --shards elsewhere" "$(sha w)" "sharded, another directory"
  row shards:gchanged "nimcert fake gc 0 --shards gchanged" "$(sha other)" "sharded, digest differs"
  row large:q "nimcert fake q 0 --shards q" "$(sha q)" "sharded and long"
} >shards.tsv
expect_exit 1 "sharded rows" -- run shards.tsv --check-only --jobs 2
expect_grep "^g +VERIFIED .* $(sha g)  sharded: g$" out.txt "a sharded row: the root's digest, nimcheck on the root"
expect_grep '^gbad +REJECTED' out.txt "a sharded root nimcheck rejects"
expect_grep '^gwhere +FAILED' out.txt "a sharded row writing another directory"
expect_grep 'must write its shards with --shards gwhere' out.txt "the directory named"
expect_grep '^gchanged +CHANGED' out.txt "a sharded root's digest differs"
expect_grep '^q +SKIPPED' out.txt "a long sharded row waits for NIMCERT_LARGE"
NIMCERT_LARGE=1 expect_exit 0 "a long sharded row with NIMCERT_LARGE=1" -- run shards.tsv --check-only --rows large:q
expect_grep "^q +VERIFIED .* $(sha q) " out.txt "the long sharded row verified"
# a long sharded row needs a quick one: the delivery is then tested in the default lane
{ cat good.tsv; row large:q "nimcert fake q 0 --shards q" "$(sha q)" "sharded and long"; } >longshards.tsv
CERTIFY_ALL_QUICK="certs/b.cert stream:c" expect_exit 1 "a long sharded row, no quick one" -- run longshards.tsv --check-only --quick
expect_grep "no quick row of the kind 'shards rows'" err.txt "the missing sharded kind named"
CERTIFY_ALL_QUICK="shards:g" expect_exit 0 "a quick lane of one sharded row" -- run shards.tsv --check-only --quick

# 3. --update: the changed digest is rewritten, comments and other rows kept.
cp bad.tsv upd.tsv
run upd.tsv --update --jobs 2 >/dev/null 2>&1
upd=repo/certs/upd.tsv
if [ "$(grep -c . $upd)" = "$(grep -c . bad.tsv)" ] && grep -q '^# a comment line in the middle' $upd &&
   grep -q "^certs/changed.cert	.*	$(sha changed)	" $upd && grep -q "	$(sha a)	row a$" $upd &&
   grep -q "	$(sha bad)	rejected$" $upd && [ "$(cat repo/certs/changed.cert)" = "cert changed" ] &&
   [ ! -e repo/certs/bad.cert ]; then
  ok; else fail "--update: $(diff bad.tsv $upd | head -5)"; fi

# 4. The quick lane: its rows only; a missing kind or row is refused; NIMCERT_FULL=1 overrides.
CERTIFY_ALL_QUICK="certs/b.cert stream:c large:e" expect_exit 0 "quick lane" -- run good.tsv --check-only --quick
expect_grep 'certify-all: 2 passed, 0 failed, 1 long row.*2 not selected' out.txt "quick tally"
if grep -q '^certs/a.cert' out.txt; then fail "quick lane ran a row outside it"; else ok; fi
CERTIFY_ALL_QUICK="certs/b.cert" expect_exit 1 "quick lane without a stream row" -- run good.tsv --check-only --quick
expect_grep "no quick row of the kind 'stream rows'" err.txt "missing kind named"
CERTIFY_ALL_QUICK="certs/b.cert stream:c certs/gone.cert" expect_exit 1 "quick row not in the catalogue" -- run good.tsv --check-only --quick
expect_grep 'quick row certs/gone.cert is not in' err.txt "missing row named"
NIMCERT_FULL=1 CERTIFY_ALL_QUICK="certs/b.cert stream:c" expect_exit 0 "NIMCERT_FULL=1 runs every row" -- run good.tsv --check-only --quick
expect_grep 'certify-all: 4 passed' out.txt "full lane tally"

# 5. --rows: only the rows named (no kind is required of them); an unknown row is a usage error.
expect_exit 0 "--rows" -- run good.tsv --check-only --rows "stream:c"
expect_grep 'certify-all: 1 passed, 0 failed, .*not selected' out.txt "--rows tally"
if grep -q '^certs/b.cert' out.txt; then fail "--rows ran a row it did not name"; else ok; fi
expect_exit 3 "--rows with a row not in the catalogue" -- run good.tsv --check-only --rows "certs/gone.cert"
expect_grep 'rows: certs/gone.cert is not in' err.txt "unknown --rows row named"

# 5b. --verified C: C's first word on each stored certificate nimcheck verified, recorded in
# catalogue-verified.tsv beside the catalogue with C's name; a certificate nimcheck verifies and
# C refuses makes the row DISAGREE; large rows not run are not recorded.
cat >bin/check_stub <<'EOF'
#!/usr/bin/env bash
# stub second checker: refuses the certificate of row f, verifies the others
case $(cat "$1") in *" f") echo "REJECTED $1: stub"; exit 1 ;; esac
echo "VERIFIED $1"
EOF
chmod +x bin/check_stub
expect_exit 1 "--verified with a second checker that refuses row f" -- run good.tsv --verified "$scratch/bin/check_stub" --jobs 2
vc=repo/certs/catalogue-verified.tsv
if grep -qP "^certs/a.cert\t$(sha a)\tVERIFIED\t[0-9.]+\t[0-9.]+\t[0-9-]+\tcheck_stub\t[0-9]+$" $vc &&
   grep -qP "^certs/f.cert\t$(sha f)\tREJECTED\t.*\tcheck_stub\t[0-9]+$" $vc && ! grep -q '^e	' $vc; then
  ok; else fail "catalogue-verified.tsv: $(cat $vc)"; fi
expect_grep '^certs/f.cert +DISAGREE' out.txt "nimcheck verifies, the second checker refuses: DISAGREE"
expect_exit 3 "--verified with no such checker" -- run good.tsv --verified "$scratch/bin/none" --check-only
# A second checker that says what it verified (the proved checker's driver: "VERIFIED CERT
# Node-Kayles on GRAPH: G = v") must say how nimcheck's statement begins: row b's says another.
cat >bin/check_says <<'EOF'
#!/usr/bin/env bash
# stub second checker: verifies everything, and names row b's statement wrongly
c=$(cat "$1")
case $c in *" b") echo "VERIFIED $1 z"; exit 0 ;; esac
echo "VERIFIED $1 ${c#cert }"
EOF
chmod +x bin/check_says
expect_exit 1 "--verified with a second checker that misnames row b's statement" -- run good.tsv --verified "$scratch/bin/check_says" --check-only --rows "certs/a.cert certs/b.cert"
expect_grep '^certs/b.cert +DISAGREE' out.txt "the second checker verified another statement: DISAGREE"
expect_grep "nimcheck verifies 'b', .*check_says says it verified 'z'" out.txt "the two statements named"
expect_grep '^certs/a.cert +VERIFIED' out.txt "the same statement: VERIFIED"

# 6. SIGTERM stops the rows' solvers, not only certify-all: a parallel row, then a large row
#    (large rows run alone, after the others).
for slow in "certs/slow.cert	nimcert fake slow 30 --cert certs/slow.cert" "large:slow	nimcert fake slow 30 --cert -"; do
  rm -f pids
  printf '%s\t%s\t%s\n' "$slow" "$(sha slow)" "slow" >repo/certs/slow.tsv
  # started directly (not through run, whose subshell would take the signal instead)
  STUB_PIDS=$scratch/pids NIMCERT_LARGE=1 "$certify" --bin bin --bin-check bin --catalogue repo/certs/slow.tsv \
    --check-only >/dev/null 2>&1 &
  runner=$!
  for _ in $(seq 50); do [ -s pids ] && break; sleep 0.1; done
  t0=$SECONDS
  kill -TERM $runner; wait $runner; code=$?
  sleep 0.2
  if [ $code = 143 ] || [ $code = 130 ]; then ok; else fail "SIGTERM (${slow%%	*}): exit $code"; fi
  # promptly: not after the row's 30 s (waiting for the row instead of stopping it)
  if [ $((SECONDS - t0)) -lt 10 ]; then ok; else fail "certify-all took $((SECONDS - t0)) s to stop (${slow%%	*})"; fi
  # each gone, or a zombie waiting for init to reap it (its parent was stopped too)
  survivors=""
  for p in $(cat pids 2>/dev/null); do
    state=$(ps -o stat= -p "$p")
    [ -z "$state" ] || [[ $state == Z* ]] || survivors+=" $p"
done
if [ -s pids ] && [ -z "$survivors" ]; then ok; else
  fail "the row's solver survived certify-all:$survivors"; for p in $survivors; do kill "$p"; done; fi
done

# 7. The real catalogue: its quick lane names existing rows and covers every kind (checked
#    before any row runs, so a catalogue that is not there makes certify-all exit at once).
"$certify" --bin bin --bin-check bin --quick --check-only --jobs 1 --catalogue /dev/null >out.txt 2>err.txt
expect_grep 'is not in /dev/null' err.txt "quick rows are checked against the catalogue"
if "$certify" --bin bin --bin-check bin --quick --list >out.txt 2>err.txt; then ok; else
  fail "the real catalogue's quick lane: $(cat err.txt)"; fi

echo "quickstart_scripts_test: $passes passed, $fails failed"
[ $fails = 0 ]
