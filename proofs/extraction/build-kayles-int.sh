#!/usr/bin/env bash
# Issue 24: extract the Node-Kayles checker on primitive 63-bit integers
# (proofs/coq/KaylesCheckerInt.v: check_cert_g of KaylesChecker.v with cells int * int,
# proved sound: iqueens_check_sound, igrid_check_sound) to OCaml and build
# $BUILD/check_kayles_int (default BUILD=/tmp/nimcert-extraction-kayles-int). Its reader is
# check_kayles's (kayles_driver.ml), streaming: it folds the proved step isstep_c over the records
# and a sharded proof's imports as it reads them and ends with ifinish_c, or iproves_c for a shard
# (iqueens_sharded_sound, igrid_sharded_sound, ipetersen_sharded_sound and the _proves_ ones),
# keeping no record; the sed below turns it to call the int checker; it prints VERIFIED,
# REJECTED, MALFORMED or UNSUPPORTED (the torus, other families) like
# check_kayles. Needs coq, ocaml-nox, ocaml-findlib and libcoq-core-ocaml-dev (Coq's kernel
# library: the sources of its Uint63 and Parray modules, which ExtrOCamlInt63 and
# ExtrOCamlPArray call, and their C stubs).
#   usage: proofs/extraction/build-kayles-int.sh; $BUILD/check_kayles_int CERT
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/nimcert-extraction-kayles-int}"
mkdir -p "$BUILD"
cp "$here"/../coq/Kayles.v "$here"/../coq/KaylesOutcome.v "$here"/../coq/KaylesChecker.v \
   "$here"/../coq/KaylesCertData.v "$here"/../coq/KaylesMasks.v "$here"/../coq/KaylesCheckerInt.v \
   "$here"/../coq/KaylesFrames.v "$here"/../coq/KaylesPetersen.v "$here"/sha256.ml \
   "$here"/ExtractKaylesInt.v "$BUILD"/
cd "$BUILD"
for f in Kayles KaylesOutcome KaylesChecker KaylesCertData KaylesMasks KaylesFrames KaylesPetersen KaylesCheckerInt ExtractKaylesInt; do
  nice -n 10 coqc -q -Q . Nimcert $f.v > $f.out
done
# The reader of check_kayles, calling the int checker: the module, the three families' adjacency
# and normal form (icanon on the lattices, isorted on P(N, K), iring_canon N in its ring frame), the records built from the shapes'
# cells as icells (not through KaylesCertData.v's [read], whose unary arithmetic was 40 % of a
# run; any records are sound), the entry points iinit, isstep_c, ifinish_c (on the board of
# icells) and iproves_c; bool is
# OCaml's bool in this extraction (ExtrOCamlInt63 maps bool and prod itself, `Extract Inductive
# bool => bool`; in Coq 8.16 it does not load ExtrOcamlBasic).
sed -e 's/^open Kayleschecker$/open Kaylescheckerint/' \
    -e 's/adj := Some (queens_adj, lattice_canon)/adj := Some (iqueens_adj, icanon)/' \
    -e 's/adj := Some (grid_adj, lattice_canon)/adj := Some (igrid_adj, icanon)/' \
    -e 's/adj := Some (petersen_adj (nat_of_int n) (nat_of_int k), sorted_shape);/adj := Some (ipetersen_adj (nat_of_int n) (nat_of_int k), isorted);/' \
    -e 's/adj := Some (petersen_adj (nat_of_int n) (nat_of_int k), ring_canon (nat_of_int n));/adj := Some (ipetersen_adj (nat_of_int n) (nat_of_int k), iring_canon (Uint63.of_int n));/' \
    -e 's/^let mk_value (a, b, x, _) g w = Rec (read (ClaimValue (a, b, Lazy.force x, g, w)))$/let icells l = clist (List.map (fun (r, c) -> (Uint63.of_int r, Uint63.of_int c)) l)\nlet mk_value (_, _, _, l) g w = Rec (RValue (icells l, g, w))/' \
    -e 's/^let mk_mirror (a, b, x, _) p = Rec (read (ClaimMirror (a, b, Lazy.force x, p)))$/let mk_mirror (_, _, _, l) p = Rec (RMirror (icells l, p))/' \
    -e 's/^let mk_p (a, b, x, _) h = Rec (read (ClaimP (a, b, Lazy.force x, h)))$/let mk_p (_, _, _, l) h = Rec (RP (icells l, h))/' \
    -e 's/^let mk_n (a, b, x, _) h c = Rec (read (ClaimN (a, b, Lazy.force x, h, c)))$/let mk_n (_, _, _, l) h c = Rec (RN (icells l, h, c))/' \
    -e 's/^let shape_cells (a, b, x, _) = record_shape (read (ClaimP (a, b, Lazy.force x, O)))$/let shape_cells (_, _, _, l) = icells l/' \
    -e 's/^let init () = check_stream_init Tt$/let init () = iinit ()/' \
    -e 's/^let step (adj, canon) small zero claims imp st it = check_sharded_step adj canon small zero claims imp st it$/let step (adj, canon) small zero claims imp st it = isstep_c adj canon small zero claims imp st it/' \
    -e 's/^let finish (adj, canon) small zero claims st rows cols root = check_stream_finish adj canon small zero claims st (board rows cols) root$/let finish (adj, canon) small zero claims st rows cols root = ifinish_c adj canon small zero claims st (iboard rows cols) root/' \
    -e 's/^let proves (adj, canon) small zero claims st x fa = check_stream_proves adj canon small zero claims st x fa$/let proves (adj, canon) small zero claims st x fa = iproves_c adj canon small zero claims st x fa/' \
    -e 's/then True else False/then true else false/' -e 's/ok <> True/ok <> true/' \
    "$here"/kayles_driver.ml >kayles_int_driver.ml
n=$(diff "$here"/kayles_driver.ml kayles_int_driver.ml | grep -c '^>' || true)
[ "$n" = 18 ] || { echo "build-kayles-int.sh: the reader's sed changed $n lines, not 18" >&2; exit 1; }
# Coq 8.16 writes the persistent array type into the .mli in a form OCaml cannot parse: the
# interface is not compiled, the .ml alone is.
rm -f kaylescheckerint.mli
# Uint63 and Parray, the modules ExtrOCamlInt63 and ExtrOCamlPArray extract to, are Coq's own
# implementation of its primitive integers and arrays: their sources (uint63.ml, parray.ml of
# the installed coq-core kernel library) are copied unchanged and compiled with the checker. The
# installed library's compiled form carries no inlining information, so every machine operation
# was a function call; compiled here, the sources' [@@ocaml.inline always] applies (queens 12:
# 4.1 s -> 2.6 s of CPU). Its C stubs (only uint63.ml's conversion to float uses one) come from
# the same package.
K="$(ocamlfind query coq-core.kernel)"
cp "$K"/uint63.mli "$K"/uint63.ml "$K"/parray.mli "$K"/parray.ml .
ocamlfind ocamlopt -package unix -linkpkg -inline 100 -rectypes uint63.mli uint63.ml parray.mli parray.ml kaylescheckerint.ml \
    sha256.ml kayles_int_driver.ml -cclib "$(ocamlfind query coq-core.vm)"/libcoqrun_stubs.a -o check_kayles_int \
    2> ocamlopt.log || { cat ocamlopt.log >&2; exit 1; }
ls -la "$BUILD"/check_kayles_int
