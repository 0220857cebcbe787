#!/usr/bin/env bash
# Side experiment (issue 16, item 6): extract the Coq heap-game checker (proofs/coq/HeapChecker.v)
# to OCaml and build three command-line checkers in $BUILD (default /tmp/nimcert-extraction):
#   check_unary    plain extraction (nat stays unary)
#   check_natint   ExtrOcamlNatInt: nat as OCaml int (a TRUSTED mapping, unsound on overflow)
#   check_arrayvat check_natint with the list lookup `vat` replaced BY HAND by an array lookup
#                  (not extracted; only measures what an O(1) lookup would buy)
# Needs coq and ocaml-nox + ocaml-findlib (apt-get install -y ocaml-nox ocaml-findlib).
# Not part of CI: see README.md for the measurements and the verdict.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/nimcert-extraction}"
mkdir -p "$BUILD/natint" "$BUILD/unary" "$BUILD/arrayvat"
cp "$here"/../coq/*.v "$here"/*.v "$here"/*.ml "$BUILD"/
cd "$BUILD"
for f in HeapGame Periodicity GrundyExists LeastPeriod ZeroSet RationalGf HeapChecker; do
  nice -n 10 coqc -q -Q . Nimcert $f.v > $f.out
done
coqc -q -Q . Nimcert ExtractUnary.v
coqc -q -Q . Nimcert ExtractNatInt.v
for v in natint unary; do
  cp parse.ml driver_$v.ml $v/
  (cd $v && ocamlfind ocamlopt -package unix -linkpkg heapchecker.mli heapchecker.ml parse.ml driver_$v.ml -o ../check_$v)
done
sed 's/^let vat vals x =$/let vat_arr : int array ref = ref [||]\nlet vat _vals x = if x < Array.length !vat_arr then Array.unsafe_get !vat_arr x else 0\nlet _vat_list vals x =/' natint/heapchecker.ml > arrayvat/heapchecker.ml
sed 's/^val vat : int list -> int -> int/val vat_arr : int array ref\nval vat : int list -> int -> int/' natint/heapchecker.mli > arrayvat/heapchecker.mli
sed 's/let vals = Array.to_list c.vals in/let vals = Array.to_list c.vals in\n  Heapchecker.vat_arr := c.vals;/' driver_natint.ml > arrayvat/driver_arrayvat.ml
cp parse.ml arrayvat/
(cd arrayvat && ocamlfind ocamlopt -package unix -linkpkg heapchecker.mli heapchecker.ml parse.ml driver_arrayvat.ml -o ../check_arrayvat)
ls -la "$BUILD"/check_natint "$BUILD"/check_unary "$BUILD"/check_arrayvat
