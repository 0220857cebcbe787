(** Extraction of the Node-Kayles checker on primitive integers
    (proofs/coq/KaylesCheckerInt.v, [iqueens_check_sound], [igrid_check_sound];
    issue 24): Coq's own ExtrOCamlInt63 maps [int] and its operations to the
    Uint63 module of Coq's kernel library (no hand-written mapping); nat, Z
    and positive stay Coq's inductive types.  See README.md. *)
From Coq Require Import Extraction ExtrOCamlInt63 ExtrOCamlPArray.
From Nimcert Require Import Kayles KaylesChecker KaylesCertData KaylesCheckerInt.
Extraction Language OCaml.
Extraction "kaylescheckerint.ml" iinit isstep_c ifinish_c iproves_c icanon isorted iring_canon ipetersen_adj iqueens_adj igrid_adj iboard iread.
