#!/usr/bin/env bash
# Issue 24, a measurement: extract the UNPROVED fast prototype KaylesFast.v (primitive 63-bit
# integers, persistent arrays, bit sets) to OCaml and build $BUILD/check_fast (default
# BUILD=/tmp/nimcert-extraction-fast), which prints VERIFIED FILE, REJECTED FILE, MALFORMED or
# UNSUPPORTED like check_kayles (build-kayles.sh). Nothing about it is proved: README.md.
# Needs coq, ocaml-nox, ocaml-findlib and libcoq-core-ocaml-dev (Coq's kernel library: the
# extracted code calls its Uint63 and Parray modules, ExtrOCamlInt63 / ExtrOCamlPArray).
#   usage: proofs/extraction/build-fast.sh; $BUILD/check_fast CERT
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/nimcert-extraction-fast}"
mkdir -p "$BUILD"
cp "$here"/KaylesFast.v "$here"/kayles_fast_driver.ml "$BUILD"/
cd "$BUILD"
nice -n 10 coqc -q KaylesFast.v > KaylesFast.out
# The .mli is not compiled: ExtrOCamlPArray (Coq 8.16) writes array types in it that OCaml
# does not parse ("'a1 'a Parray.t"); the .ml alone has no type annotations.
rm -f kaylesfast.mli
ocamlfind ocamlopt -O3 -rectypes -thread -package coq-core.kernel -linkpkg \
    kaylesfast.ml kayles_fast_driver.ml -o check_fast 2>/dev/null ||
  ocamlfind ocamlopt -rectypes -thread -package coq-core.kernel -linkpkg \
    kaylesfast.ml kayles_fast_driver.ml -o check_fast
ls -la "$BUILD"/check_fast
