(** * KaylesCheckerIntStatements: the theorems of the checker on primitive integers, written out.

    proofs/build checks that [iqueens_check_sound], [igrid_check_sound], [iqueens_stream_sound]
    and [igrid_stream_sound] exist and assume nothing beyond the Uint63/PArray allow-list; a
    weaker statement under the same name would pass that audit (issue 40, U2).  Each [Example]
    below restates one -- the streaming forms are what the extracted checker on primitive
    integers runs (proofs/extraction/build-kayles-int.sh) -- and is proved by the theorem itself:
    if a statement is weakened, this file no longer compiles.  Compiled with
    _CoqProject.primitive, audited against the same allow-list. *)

From Coq Require Import List ZArith Uint63.
From Nimcert Require Import Kayles KaylesChecker KaylesCheckerInt.

(** The one-piece checker: accepted records for the R x C board with value v prove that the
    queens graph (the grid) on that board, from first principles, has value v. *)
Example iqueens_check_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert iqueens_adj small zero claims rs (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v
  := iqueens_check_sound.

Example igrid_check_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  icheck_cert igrid_adj small zero claims rs (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v
  := igrid_check_sound.

(** The fold the extracted reader runs: [iinit], [istep] once per record in file order, [ifinish]. *)
Example iqueens_stream_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish iqueens_adj small zero claims (fold_left (istep iqueens_adj small zero claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec queens_adj (board R C) = v
  := iqueens_stream_sound.

Example igrid_stream_as_documented : forall small zero claims rs R C v, (Z.of_nat R <= wB)%Z -> (Z.of_nat C <= wB)%Z ->
  ifinish igrid_adj small zero claims (fold_left (istep igrid_adj small zero claims) rs (iinit tt)) (iboard R C) v = true ->
  value cell_eq_dec grid_adj (board R C) = v
  := igrid_stream_sound.

Print Assumptions iqueens_check_as_documented.
Print Assumptions igrid_check_as_documented.
Print Assumptions iqueens_stream_as_documented.
Print Assumptions igrid_stream_as_documented.
