#!/usr/bin/env bash
# Sharded outcome proofs end to end (certs/FORMAT.md, "Sharded proofs"; docs/distributed.md):
# the same value as the one-piece proof; nimcheck verifies the root with every shard it names and
# rejects a tampered or swapped one (a missing one: MALFORMED, incomplete); under `mpirun --oversubscribe -np 3` the root and
# the shards it names are byte-identical to a one-process run; a run interrupted halfway resumes
# with its finished shards kept (and a shard's CPU counts its earlier runs); a damaged shard is
# solved again; bad requests are refused.
# usage: shards_test.sh NIMCERT NIMCHECK
set -u
NIMCERT=$1 NIMCHECK=$2
export NIMCHECK
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1  # CI runs as root
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
. "$here/lib.sh"

# The files a root names: itself and the shards of its import lines.
named() { echo root.cert; awk '$3 == "shard" || $4 == "shard" { print $(NF - 1) }' "$1/root.cert"; }
same_proof() {  # same_proof DIR1 DIR2 DESCRIPTION: the root and every shard it names, byte for byte
  local f bad=0
  for f in $(named "$1"); do cmp -s "$1/$f" "$2/$f" || { bad=1; fail "$3: $f differs"; }; done
  [ $bad = 0 ] && ok
}

# 1. One process: the value of the one-piece proof, verified.
expect_exit 0 "grid 3 7 one piece" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8
whole=$(head -1 out.txt)
expect_exit 0 "grid 3 7 sharded" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8 --shards one
[ "$(head -1 out.txt)" = "$whole" ] && ok || fail "the sharded value $(head -1 out.txt) is not $whole"
expect_grep "^certificate one/root.cert sha256 [0-9a-f]{64}$" out.txt "the root's digest"
expect_exit 0 "nimcheck root" -- "$NIMCHECK" one/root.cert
expect_grep "G = $whole .*imported from shards, each verified" out.txt "the root's statement"
expect_grep "^shard-[0-9a-f]{16}\.cert	3x" one/manifest.tsv "the manifest's rows"
expect_grep "	yes$" one/manifest.tsv "the manifest marks the shards the root uses"
# --choose heap reaches every shard's solve and the manifest's request (it changes their bytes).
expect_exit 0 "grid 3 7 sharded, --choose heap" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8 --choose heap --shards heap
[ "$(head -1 out.txt)" = "$whole" ] && ok || fail "the --choose heap value $(head -1 out.txt) is not $whole"
expect_grep "^# request: kayles grid 3 7 .* --choose heap" heap/manifest.tsv "the request names --choose heap"
expect_exit 0 "nimcheck the --choose heap root" -- "$NIMCHECK" heap/root.cert
# --witness first likewise (the first winning move as each shard's search logged it).
expect_exit 0 "grid 3 7 sharded, --witness first" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8 --witness first --shards first
[ "$(head -1 out.txt)" = "$whole" ] && ok || fail "the --witness first value $(head -1 out.txt) is not $whole"
expect_grep "^# request: kayles grid 3 7 .* --witness first" first/manifest.tsv "the request names --witness first"
expect_exit 0 "nimcheck the --witness first root" -- "$NIMCHECK" first/root.cert
shard=$(named one | sed -n 2p)
expect_exit 0 "a shard on its own" -- "$NIMCHECK" "one/$shard"
expect_grep "shard: 3x" out.txt "a shard's statement"
mkdir elsewhere && cp one/root.cert elsewhere/
expect_exit 2 "the root without its shards (incomplete: MALFORMED)" -- "$NIMCHECK" elsewhere/root.cert
expect_grep "cannot be read: elsewhere/shard-" out.txt "a missing shard, its path without //"
expect_exit 0 "nimcheck --shards DIR" -- "$NIMCHECK" --shards one elsewhere/root.cert

# 2. Tampered and swapped shards are rejected; the solver redoes a damaged or missing one.
cp -r one bad
printf '# one more line\n' >> "bad/$shard"
expect_exit 1 "a tampered shard" -- "$NIMCHECK" bad/root.cert
expect_grep "line [0-9]+: shard $shard .* has another SHA-256 than the one named here" out.txt "the tampered shard's line"
second=$(named one | sed -n 3p)
cp -r one swap && cp "one/$shard" "swap/$second" && cp "one/$second" "swap/$shard"
expect_exit 1 "swapped shards" -- "$NIMCHECK" swap/root.cert
expect_grep "another SHA-256 than the one named here" out.txt "a swapped shard"
rm "bad/$second"
expect_exit 0 "rerun over a damaged and a missing shard" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8 --shards bad
expect_grep "2 missing or damaged" err.txt "the rerun finds both"
same_proof one bad "the redone shards"

# 3. Interrupted halfway, the same command resumes with the finished shards kept.
expect_exit 0 "queens 10 uninterrupted" -- "$NIMCERT" kayles queens 10 --pruned --shards q10
"$NIMCERT" kayles queens 10 --pruned --shards part >/dev/null 2>part.err &
pid=$!
for _ in $(seq 1 400); do
  n=$(grep -c '^shard-' part/manifest.tsv 2>/dev/null); [ "${n:-0}" -ge 2 ] && break; sleep 0.05
done
kill -INT $pid
wait $pid; code=$?
kept=$(grep -c '^shard-' part/manifest.tsv)
if [ $code = 130 ] && grep -q "run the same command to resume" part.err; then ok
elif [ $code = 0 ]; then echo "note: queens 10 finished before the interruption; the resume is not exercised"; ok
else fail "interrupted: exit $code"; sed 's/^/  | /' part.err | tail -3; fi
expect_exit 0 "the resumed run" -- "$NIMCERT" kayles queens 10 --pruned --shards part
expect_grep "$kept shards solved already" err.txt "the resume keeps the finished shards"
same_proof q10 part "resumed"

# 3b. The program deleted and replaced on disk halfway (a rebuild in place): the run goes on with the
# program it started with, since each shard is spawned from /proc/self/exe, not from its path.
cp "$NIMCERT" ./nimcert-copy
./nimcert-copy kayles queens 10 --pruned --shards moved >/dev/null 2>moved.err &
pid=$!
for _ in $(seq 1 400); do
  n=$(grep -c '^shard-' moved/manifest.tsv 2>/dev/null); [ "${n:-0}" -ge 1 ] && break; sleep 0.05
done
rm nimcert-copy && printf '#!/bin/sh\nexit 99\n' >nimcert-copy && chmod +x nimcert-copy
wait $pid; code=$?
[ $code = 0 ] && ok || { fail "replaced on disk: exit $code"; sed 's/^/  | /' moved.err | tail -3; }
same_proof q10 moved "the run whose program was replaced"

# 3c. A shard's CPU counts its earlier, unfinished runs (SHARD.cpu beside its checkpoint, written
# each minute and when a run stops): a row takes what the file says and removes it; a file that
# is not a number is reported and counts 0.
mkdir cpu
first=$(awk -F'\t' '/^shard-/ { print $1; exit }' q10/manifest.tsv)
second=$(awk -F'\t' '/^shard-/ { n++; if (n == 2) { print $1; exit } }' q10/manifest.tsv)
echo 1000.0 >"cpu/$first.cpu"
echo lots >"cpu/$second.cpu"
expect_exit 0 "a run with recorded earlier CPU" -- "$NIMCERT" kayles queens 10 --pruned --shards cpu
awk -F'\t' -v s="$first" '$1 == s && $8 >= 1000 { found = 1 } END { exit !found }' cpu/manifest.tsv &&
  ok || fail "the row of $first does not count the 1000 s of its earlier runs"
[ ! -e "cpu/$first.cpu" ] && [ ! -e "cpu/$second.cpu" ] && ok || fail "the .cpu files of solved shards are left behind"
expect_grep "is not a number of CPU seconds" err.txt "a .cpu file that is not a number is reported"
same_proof q10 cpu "the run with .cpu files"

# 4. Under mpirun: the same bytes from three processes (rank 0 hands out, ranks 1 and 2 solve).
if command -v mpirun >/dev/null; then
  expect_exit 0 "mpirun -np 3" -- mpirun --oversubscribe -np 3 "$NIMCERT" kayles queens 10 --pruned --shards q10mpi
  expect_grep "2 worker ranks" err.txt "two workers"
  # the three ranks share the node: no shard's solve takes the whole 5/8 of its memory (issue 41)
  expect_grep "outcome search with [0-9]+ MiB, " err.txt "the shards' solves under mpirun report their memory"
  grep -q "(5/8 of the available memory" err.txt && fail "under mpirun a shard's solve took 5/8 of the node's memory" || ok
  same_proof q10 q10mpi "mpirun -np 3"
  expect_exit 0 "nimcheck the mpirun root" -- "$NIMCHECK" q10mpi/root.cert
else
  fail "mpirun not found (Debian: openmpi-bin; scripts/setup installs it)"
fi

# 5. Bad requests.
expect_exit 3 "--split without --shards" -- "$NIMCERT" kayles grid 3 7 --pruned --split 1
expect_exit 3 "--shards without --pruned" -- "$NIMCERT" kayles grid 3 7 --shards x
expect_exit 3 "--shards with --cert" -- "$NIMCERT" kayles grid 3 7 --pruned --shards x --cert y
expect_exit 2 "--split 9" -- "$NIMCERT" kayles grid 3 7 --pruned --shards x --split 9
expect_exit 2 "--choose-plies 9 (refused once, not by every shard)" -- "$NIMCERT" kayles grid 3 7 --pruned --shards x --choose-plies 9
expect_exit 2 "--choose sideways (refused once)" -- "$NIMCERT" kayles grid 3 7 --pruned --shards x --choose sideways
expect_exit 2 "another request in the same directory" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 6 --shards one
expect_grep "holds the shards of another request" err.txt "the directory's request"
touch afile
expect_exit 2 "--shards naming a file" -- "$NIMCERT" kayles grid 3 7 --pruned --shards afile
expect_grep "afile is not a directory" err.txt "a file for DIR"
cp one/manifest.tsv saved.tsv && sed -i '4s/\tN\t/\tX\t/' one/manifest.tsv
expect_exit 2 "a damaged manifest" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8 --shards one
expect_grep "manifest.tsv line 4: not a shard row" err.txt "the damaged manifest's line"
cp saved.tsv one/manifest.tsv
expect_exit 2 "--class that is no shape" -- "$NIMCERT" kayles grid 3 7 --pruned --class 3x7:zz
expect_exit 2 "--class that is no component's normal form" -- "$NIMCERT" kayles grid 3 7 --pruned --class 3x7:fffffe
expect_exit 2 "--heap 512" -- "$NIMCERT" kayles grid 3 7 --pruned --class 3x7:fffff8 --heap 512
expect_exit 0 "--class --heap" -- "$NIMCERT" kayles grid 3 7 --pruned --small-cells 8 --class 3x7:fffff8 --heap "$whole" --cert c.cert
expect_grep "^P$" out.txt "G = $whole is P"
expect_exit 0 "its shard" -- "$NIMCHECK" c.cert
expect_grep "shard: 3x7:fffff8 P $whole" out.txt "the --heap shard's claim"

echo "shards: $passes passed, $fails failed"
[ $fails = 0 ]
