(** * KaylesInstances: closed theorems about Node-Kayles on the queens graph,
      on grids and on the generalized Petersen graphs P(n, 2), each computed
      by the checker of KaylesChecker.v on a certificate of certs/kayles/coq/
      (nimcert kayles ... --pruned --small-cells 5), turned into a data
      module by proofs/gen-kayles-v in proofs/build.

    The statements speak only of the graphs ([board], [queens_adj],
    [grid_adj], [petersen_adj] of KaylesChecker.v) and Kayles.v's [value]:
    neither the solver nor nimcheck is trusted, only the Coq kernel running
    the checker with [vm_compute] (one cast per family, checked at [Qed]).  Which board
    a certificate is about is read from its game line ([cert_rows],
    [cert_cols]), and the boards covered are computed ([*_boards]). *)

From Coq Require Import Arith Lia List ZArith.
From Nimcert Require Import Kayles KaylesChecker KaylesCertData.
From Nimcert Require
  CertKaylesQueens0 CertKaylesQueens1 CertKaylesQueens2 CertKaylesQueens3 CertKaylesQueens4
  CertKaylesQueens5 CertKaylesQueens6 CertKaylesQueens7 CertKaylesQueens8 CertKaylesQueens9
  CertKaylesQueens10 CertKaylesGrid3x1 CertKaylesGrid3x2 CertKaylesGrid3x3 CertKaylesGrid3x4
  CertKaylesGrid3x5 CertKaylesGrid3x6 CertKaylesGrid3x7 CertKaylesGrid3x8 CertKaylesGrid3x9
  CertKaylesGrid3x10 CertKaylesGrid3x11 CertKaylesGrid3x12 CertKaylesGrid3x13 CertKaylesGrid3x14
  CertKaylesGrid3x15 CertKaylesGrid3x16 CertKaylesGrid4x1 CertKaylesGrid4x3 CertKaylesGrid4x5
  CertKaylesGrid4x7 CertKaylesGrid4x9 CertKaylesGrid4x11 CertKaylesGrid4x13
  CertKaylesPetersen5x2 CertKaylesPetersen6x2 CertKaylesPetersen7x2 CertKaylesPetersen8x2
  CertKaylesPetersen9x2 CertKaylesPetersen10x2 CertKaylesPetersen11x2 CertKaylesPetersen12x2
  CertKaylesPetersen13x2 CertKaylesPetersen14x2 CertKaylesPetersen15x2 CertKaylesPetersen16x2.
Import ListNotations.

(** ** Accepting a list of certificates *)

Definition board_of (c : certificate) : nat * nat := (cert_rows c, cert_cols c).

(** Every certificate is accepted for its board R x C, with the family's
    adjacency on it [adj R C] and the value [term R C]. *)
Definition all_accepted (adj : nat -> nat -> cell -> cell -> bool) (canon : list cell -> list cell)
  (term : nat -> nat -> nat) (cs : list certificate) : bool :=
  forallb (fun c => let R := cert_rows c in let C := cert_cols c in
                    check_cert (adj R C) canon (cert_small c) (cert_zero c) true (cert_records c) (board R C) (term R C)) cs.

Lemma all_accepted_sound : forall adj canon term cs,
  (forall R C X, value cell_eq_dec (adj R C) (canon X) = value cell_eq_dec (adj R C) X) ->
  all_accepted adj canon term cs = true ->
  forall R C, In (R, C) (map board_of cs) -> value cell_eq_dec (adj R C) (board R C) = term R C.
Proof.
  intros adj canon term cs Hcanon H R C HRC. apply in_map_iff in HRC as [c [E Hc]].
  unfold board_of in E. injection E as <- <-. unfold all_accepted in H. rewrite forallb_forall in H.
  exact (check_cert_sound _ canon (Hcanon _ _) _ _ _ _ _ _ (H c Hc)).
Qed.

(** The lattice families' normal form keeps the value on every board. *)
Lemma queens_canon : forall (R C : nat) X,
  value cell_eq_dec queens_adj (lattice_canon X) = value cell_eq_dec queens_adj X.
Proof. intros R C. apply lattice_canon_value; [exact queens_neg|exact queens_swap]. Qed.

Lemma grid_canon : forall (R C : nat) X,
  value cell_eq_dec grid_adj (lattice_canon X) = value cell_eq_dec grid_adj X.
Proof. intros R C. apply lattice_canon_value; [exact grid_neg|exact grid_swap]. Qed.

(** ** A344227(n), n = 0..10: Node-Kayles on the n x n queens graph *)

Definition A344227_terms : list nat := [0; 1; 1; 2; 1; 3; 1; 2; 3; 1; 0].
Definition queens_certs : list certificate := [
  CertKaylesQueens0.certificate; CertKaylesQueens1.certificate; CertKaylesQueens2.certificate;
  CertKaylesQueens3.certificate; CertKaylesQueens4.certificate; CertKaylesQueens5.certificate;
  CertKaylesQueens6.certificate; CertKaylesQueens7.certificate; CertKaylesQueens8.certificate;
  CertKaylesQueens9.certificate; CertKaylesQueens10.certificate].

Lemma queens_boards : map board_of queens_certs = map (fun n => (n, n)) (seq 0 11).
Proof. vm_compute. reflexivity. Qed.

Lemma queens_accepted :
  all_accepted (fun _ _ => queens_adj) lattice_canon (fun n _ => nth n A344227_terms 0) queens_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem A344227_upto_10 : forall n, n <= 10 ->
  value cell_eq_dec queens_adj (board n n) = nth n A344227_terms 0.
Proof.
  intros n Hn. apply (all_accepted_sound _ _ (fun n _ => nth n A344227_terms 0) _ queens_canon queens_accepted).
  rewrite queens_boards. apply (in_map (fun n => (n, n))), in_seq. lia.
Qed.

(** ** A316632(n), n = 1..16: Node-Kayles on the 3 x n grid *)

Definition A316632_terms : list nat := [2; 1; 1; 0; 3; 3; 2; 2; 2; 3; 3; 5; 2; 4; 1; 3].
Definition grid3_certs : list certificate := [
  CertKaylesGrid3x1.certificate; CertKaylesGrid3x2.certificate; CertKaylesGrid3x3.certificate;
  CertKaylesGrid3x4.certificate; CertKaylesGrid3x5.certificate; CertKaylesGrid3x6.certificate;
  CertKaylesGrid3x7.certificate; CertKaylesGrid3x8.certificate; CertKaylesGrid3x9.certificate;
  CertKaylesGrid3x10.certificate; CertKaylesGrid3x11.certificate;
  CertKaylesGrid3x12.certificate; CertKaylesGrid3x13.certificate;
  CertKaylesGrid3x14.certificate; CertKaylesGrid3x15.certificate; CertKaylesGrid3x16.certificate].

Lemma grid3_boards : map board_of grid3_certs = map (fun n => (3, n)) (seq 1 16).
Proof. vm_compute. reflexivity. Qed.

Lemma grid3_accepted :
  all_accepted (fun _ _ => grid_adj) lattice_canon (fun _ n => nth (n - 1) A316632_terms 0) grid3_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem A316632_upto_16 : forall n, 1 <= n <= 16 ->
  value cell_eq_dec grid_adj (board 3 n) = nth (n - 1) A316632_terms 0.
Proof.
  intros n Hn. apply (all_accepted_sound _ _ (fun _ n => nth (n - 1) A316632_terms 0) _ grid_canon grid3_accepted).
  rewrite grid3_boards. apply (in_map (fun n => (3, n))), in_seq. lia.
Qed.

(** ** The 4 x n grid for odd n <= 13 has value 0 (A316632's comment; for
       even n it is the mirror argument) *)

Definition grid4_certs : list certificate := [
  CertKaylesGrid4x1.certificate; CertKaylesGrid4x3.certificate; CertKaylesGrid4x5.certificate;
  CertKaylesGrid4x7.certificate; CertKaylesGrid4x9.certificate; CertKaylesGrid4x11.certificate;
  CertKaylesGrid4x13.certificate].

Lemma grid4_boards : map board_of grid4_certs = map (fun k => (4, 2 * k + 1)) (seq 0 7).
Proof. vm_compute. reflexivity. Qed.

Lemma grid4_accepted : all_accepted (fun _ _ => grid_adj) lattice_canon (fun _ _ => 0) grid4_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem grid_4_odd_upto_13 : forall k, k <= 6 ->
  value cell_eq_dec grid_adj (board 4 (2 * k + 1)) = 0.
Proof.
  intros k Hk. apply (all_accepted_sound _ _ (fun _ _ => 0) _ grid_canon grid4_accepted).
  rewrite grid4_boards. apply (in_map (fun k => (4, 2 * k + 1))), in_seq. lia.
Qed.

(** ** A316533(n), n = 5..16: Node-Kayles on the generalized Petersen graph
       P(n, 2) *)

Definition A316533_terms : list nat := [1; 0; 1; 0; 1; 0; 0; 0; 1; 0; 1; 0].
Definition petersen2_certs : list certificate := [
  CertKaylesPetersen5x2.certificate; CertKaylesPetersen6x2.certificate;
  CertKaylesPetersen7x2.certificate; CertKaylesPetersen8x2.certificate;
  CertKaylesPetersen9x2.certificate; CertKaylesPetersen10x2.certificate;
  CertKaylesPetersen11x2.certificate; CertKaylesPetersen12x2.certificate;
  CertKaylesPetersen13x2.certificate; CertKaylesPetersen14x2.certificate;
  CertKaylesPetersen15x2.certificate; CertKaylesPetersen16x2.certificate].

Lemma petersen2_boards : map board_of petersen2_certs = map (fun n => (2, n)) (seq 5 12).
Proof. vm_compute. reflexivity. Qed.

Lemma petersen2_accepted :
  all_accepted (fun _ n => petersen_adj n 2) sorted_shape (fun _ n => nth (n - 5) A316533_terms 0)
               petersen2_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem A316533_5_to_16 : forall n, 5 <= n <= 16 ->
  value cell_eq_dec (petersen_adj n 2) (board 2 n) = nth (n - 5) A316533_terms 0.
Proof.
  intros n Hn.
  apply (all_accepted_sound (fun _ n => petersen_adj n 2) _ (fun _ n => nth (n - 5) A316533_terms 0) _
           (fun R C => sorted_shape_value _) petersen2_accepted 2 n).
  rewrite petersen2_boards. apply (in_map (fun n => (2, n))), in_seq. lia.
Qed.

Print Assumptions A344227_upto_10.
Print Assumptions A316632_upto_16.
Print Assumptions grid_4_odd_upto_13.
Print Assumptions A316533_5_to_16.
