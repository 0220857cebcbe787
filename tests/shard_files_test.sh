#!/usr/bin/env bash
# What nimcheck reads of a sharded proof (certs/FORMAT.md, "Sharded proofs", "What the checker
# reads"; issue 41), with the files git cannot store, made here: a FIFO and a link to /dev/zero
# (F4: both were read forever), a link to a true shard beside it and one to a file outside, and a
# hard link to a file that is not a certificate (F5: no link is followed, and no digest of a file
# that is not the shard is printed), a directory, and a deleted shard (MALFORMED, exit 2, its
# path without '//'). Each verdict must come within 2 s (they take milliseconds; 10 s is a hang).
# usage: shard_files_test.sh NIMCHECK
set -u
NIMCHECK=$1
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 1
. "$here/lib.sh"

HEAD='nimcert-certificate 1\ngame kayles grid 2 5\n'
mkdir d
printf "${HEAD}claims 1 small 4\n2x4:7f N 1 5\nproves 2x4:7f N 1\nend\n" >d/true.shard
sum=$(sha256sum d/true.shard | cut -c1-64)
# root NAME: d/root.cert imports N(2x4:7f, 1) from the shard NAME, whose digest it names as true.shard's.
root() { printf "${HEAD}claims 1 small 4\n2x4:7f N 1 shard %s %s\nproves 2x4:7f N 1\nend\n" "$1" "$sum" >d/root.cert; }
# check CODE DESCRIPTION PATTERN [NIMCHECK ARGUMENTS]: exit CODE within 2 s, PATTERN in the output.
check() {
  local code=$1 what=$2 pattern=$3; shift 3
  local start=$(date +%s%N)
  expect_exit "$code" "$what" -- timeout 10 "$NIMCHECK" "${@:-d/root.cert}"
  local ms=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "  $what: $(cut -c1-9 out.txt) in $ms ms"
  [ $ms -lt 2000 ] && ok || fail "$what took $ms ms"
  expect_grep "$pattern" out.txt "$what"
}

root true.shard
check 0 "the true shard" "^VERIFIED d/root.cert .*1 imported from shards, each verified"

mkfifo d/fifo.shard && root fifo.shard
check 2 "a FIFO (F4)" "^MALFORMED d/root.cert line 4: shard fifo.shard .* cannot be read: d/fifo.shard: it is not a regular file"

ln -s /dev/zero d/zero.shard && root zero.shard
check 2 "a link to /dev/zero (F4)" "line 4: shard zero.shard .* cannot be read: d/zero.shard: it is a symbolic link"

ln -s true.shard d/beside.shard && root beside.shard
check 2 "a link to a true shard beside it (F5: no link is followed)" "cannot be read: d/beside.shard: it is a symbolic link"

printf 'not a certificate: a secret\n' >secret.txt
secret=$(sha256sum secret.txt | cut -c1-64)
ln -s ../secret.txt d/out.shard && root out.shard
check 2 "a link to a file outside (F5)" "cannot be read: d/out.shard: it is a symbolic link"
ln secret.txt d/hard.shard && root hard.shard
check 1 "a hard link to a file that is not a certificate (F5)" "line 4: shard hard.shard .* has another SHA-256 than the one named here"
grep -q "$secret" out.txt && fail "the other file's digest is printed" || ok
cp secret.txt d/copy.shard && root copy.shard
check 1 "a file that is not a certificate" "has another SHA-256 than the one named here"
grep -qE '[0-9a-f]{64}' out.txt && fail "a whole digest is printed: $(cat out.txt)" || ok

# a sparse file of 1 TB (an hour to hash): under --max-work its size is counted before a byte is read
if truncate -s 1T d/huge.shard 2>/dev/null; then
  root huge.shard
  check 1 "a 1 TB sparse shard under --max-work 1000000 (F3)" "line 4: shard huge.shard .* its 1099511627776 bytes, read twice, take the steps past --max-work 1000000" --max-work 1000000 d/root.cert
  rm -f d/huge.shard
else
  echo "note: no sparse 1 TB file here; the --max-work size check is not exercised"
fi

mkdir d/dir.shard && root dir.shard
check 2 "a directory" "cannot be read: d/dir.shard: it is not a regular file"

root gone.shard
check 2 "a deleted shard: incomplete, not false" "^MALFORMED d/root.cert line 4: shard gone.shard .* cannot be read: d/gone.shard: No such file"
check 2 "a deleted shard, the certificate named as ./d/root.cert" "cannot be read: \./d/gone.shard: " ./d/root.cert
check 2 "a deleted shard, --shards d/" "cannot be read: d/gone.shard: " --shards d/ d/root.cert
grep -q '//' out.txt && fail "a path with //: $(cat out.txt)" || ok

echo "shard_files: $passes passed, $fails failed"
[ $fails = 0 ]
