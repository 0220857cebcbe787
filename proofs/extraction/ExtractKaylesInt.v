(** Extraction of the Node-Kayles checker on primitive integers
    (proofs/coq/KaylesCheckerInt.v, [iqueens_check_sound], [igrid_check_sound];
    issue 24): Coq's own ExtrOCamlInt63 maps [int] and its operations to the
    Uint63 module of Coq's kernel library; nat, Z and positive stay Coq's
    inductive types.  The one hand-written mapping is below: the pair
    projections.  See README.md. *)
From Coq Require Import Extraction ExtrOCamlInt63 ExtrOCamlPArray.
From Nimcert Require Import Kayles KaylesChecker KaylesCertData KaylesCheckerInt.
Extraction Language OCaml.
(* The pair projections as OCaml's own (as Coq's ExtrOcamlBasic maps them): extracted, they are
   [let fst = function (x, _) -> x], which OCaml compiles as a function of two arguments, so every
   call was an indirect call through caml_tuplify2 (session 33: a fifth of the 3 x n checks' time). *)
Extract Inlined Constant fst => "fst".
Extract Inlined Constant snd => "snd".
Extraction "kaylescheckerint.ml" iinit isstep_c ifinish_c iproves_c icanon isorted iring_canon ipetersen_adj iqueens_adj igrid_adj iboard iread.
