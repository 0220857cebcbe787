#!/usr/bin/env bash
# Side experiment (issue 24): extract the Coq Node-Kayles checker (proofs/coq/KaylesChecker.v,
# streaming: its reader kayles_driver.ml folds check_sharded_step over the records and a sharded
# proof's imports as it reads them, checking each shard it imports the same way)
# to OCaml, plainly (no trusted mapping of nat/Z to machine integers), and build
# $BUILD/check_kayles (default BUILD=/tmp/nimcert-extraction-kayles), which prints
# VERIFIED FILE or REJECTED FILE (MALFORMED on a line its reader does not know, UNSUPPORTED
# for a game, family or frame the Coq checker does not implement; exit 0, 1, 2, 3 as nimcheck for the first three).
# Needs coq and ocaml-nox + ocaml-findlib. Not part of CI: see README.md for the measurements.
#   usage: proofs/extraction/build-kayles.sh; $BUILD/check_kayles CERT
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/nimcert-extraction-kayles}"
mkdir -p "$BUILD"
cp "$here"/../coq/Kayles.v "$here"/../coq/KaylesOutcome.v "$here"/../coq/KaylesChecker.v \
   "$here"/../coq/KaylesCertData.v "$here"/../coq/KaylesFrames.v "$here"/../coq/KaylesPetersen.v \
   "$here"/ExtractKayles.v "$here"/kayles_driver.ml "$here"/sha256.ml "$BUILD"/
cd "$BUILD"
for f in Kayles KaylesOutcome KaylesChecker KaylesCertData KaylesFrames KaylesPetersen ExtractKayles; do
  nice -n 10 coqc -q -Q . Nimcert $f.v > $f.out
done
ocamlfind ocamlopt -package unix -linkpkg kayleschecker.mli kayleschecker.ml sha256.ml kayles_driver.ml -o check_kayles 2>ocamlopt.log || { cat ocamlopt.log >&2; exit 1; }
ls -la "$BUILD"/check_kayles
