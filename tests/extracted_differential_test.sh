#!/usr/bin/env bash
# The proved Node-Kayles checker on primitive integers (proofs/extraction/build-kayles-int.sh,
# issue 40) judged against nimcheck by proofs/extraction/differential.sh: the corpus's Node-Kayles
# files (its sharded cases included), the outcome proofs of certs/kayles/coq/, MUTANTS one-line
# mutants of each (default 2), and a sharded proof written here by the solver (grid 4 x 9,
# `--shards`) with MUTANTS mutants of its root and shards. Fails on any DISAGREE (one accepts,
# the other refuses). A longer campaign: MUTANTS=20 (proofs/extraction/README.md).
# usage: extracted_differential_test.sh ROOT NIMCERT NIMCHECK
set -euo pipefail
root=$(realpath "$1") nimcert=$(realpath "$2") nimcheck=$(realpath "$3")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
BUILD=$work/int "$root/proofs/extraction/build-kayles-int.sh" >/dev/null
(cd "$work" && "$nimcert" kayles grid 4 9 --pruned --shards grid-4-9 --threads 1 --memory 64M >/dev/null 2>&1)
MUTANTS=${MUTANTS:-2} SHARDED=$work/grid-4-9 "$root/proofs/extraction/differential.sh" "$nimcheck" "$work/int/check_kayles_int" >"$work/log" ||
  { grep -E "DISAGREE|error" "$work/log"; tail -n 1 "$work/log"; exit 1; }
tail -n 1 "$work/log"
# the sharded proof was judged, and verified, by both
grep -qE "grid-4-9/root.cert +VERIFIED +VERIFIED +agree" "$work/log" || { echo "the sharded grid 4 x 9 proof was not verified by both" >&2; exit 1; }
