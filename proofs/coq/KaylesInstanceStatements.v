(** * KaylesInstanceStatements: the closed instance theorems of KaylesInstances.v, written out.

    proofs/build checks that a theorem of the right name exists and is closed; a weaker statement
    under the same name -- or a list of terms changed beside it -- would pass that audit (issue
    40, U2).  Each [Example] below restates one with its values written out as proofs/README.md
    gives them, and is proved by the theorem itself (the lists of KaylesInstances.v unfold to
    these by conversion): if a statement or a list changes, this file no longer compiles.
    Compiled with the instances (proofs/build --instances). *)

From Coq Require Import Arith List.
From Nimcert Require Import Kayles KaylesChecker KaylesInstances.
Import ListNotations.

(** A344227(n), n = 0..10: the n x n queens graph. *)
Example A344227_upto_10_as_documented : forall n, n <= 10 ->
  value cell_eq_dec queens_adj (board n n) = nth n [0; 1; 1; 2; 1; 3; 1; 2; 3; 1; 0] 0
  := A344227_upto_10.

(** A316632(n), n = 1..16: the 3 x n grid. *)
Example A316632_upto_16_as_documented : forall n, 1 <= n <= 16 ->
  value cell_eq_dec grid_adj (board 3 n) = nth (n - 1) [2; 1; 1; 0; 3; 3; 2; 2; 2; 3; 3; 5; 2; 4; 1; 3] 0
  := A316632_upto_16.

(** The 4 x n grid, n = 1, 3, .., 13: value 0. *)
Example grid_4_odd_upto_13_as_documented : forall k, k <= 6 ->
  value cell_eq_dec grid_adj (board 4 (2 * k + 1)) = 0
  := grid_4_odd_upto_13.

(** A316533(n), n = 5..16: the generalized Petersen graph P(n, 2). *)
Example A316533_5_to_16_as_documented : forall n, 5 <= n <= 16 ->
  value cell_eq_dec (petersen_adj n 2) (board 2 n) = nth (n - 5) [1; 0; 1; 0; 1; 0; 0; 0; 1; 0; 1; 0] 0
  := A316533_5_to_16.

Print Assumptions A344227_upto_10_as_documented.
Print Assumptions A316632_upto_16_as_documented.
Print Assumptions grid_4_odd_upto_13_as_documented.
Print Assumptions A316533_5_to_16_as_documented.
