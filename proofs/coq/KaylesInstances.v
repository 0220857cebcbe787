(** * KaylesInstances: closed theorems about Node-Kayles on the queens graph
      and on grids, each computed by the checker of KaylesChecker.v on a
      certificate of certs/kayles/coq/ (nimcert kayles ... --pruned
      --small-cells 5), turned into a data module by proofs/gen-kayles-v in
      proofs/build.

    The statements speak only of the graphs ([board], [queens_adj],
    [grid_adj] of KaylesChecker.v) and Kayles.v's [value]: neither the
    solver nor nimcheck is trusted, only the Coq kernel running the checker
    with [vm_compute] (one cast per family, checked at [Qed]).  Which board
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
  CertKaylesGrid4x7 CertKaylesGrid4x9 CertKaylesGrid4x11 CertKaylesGrid4x13.
Import ListNotations.

(** ** Accepting a list of certificates *)

Definition board_of (c : certificate) : nat * nat := (cert_rows c, cert_cols c).

(** Every certificate is accepted for its board with the value [term R C]. *)
Definition all_accepted (rule : Z -> Z -> bool) (term : nat -> nat -> nat) (cs : list certificate) : bool :=
  forallb (fun c => check_cert rule (cert_small c) (cert_records c)
                               (board (cert_rows c) (cert_cols c)) (term (cert_rows c) (cert_cols c))) cs.

Lemma all_accepted_sound : forall rule term cs,
  (forall a b, rule (- a)%Z b = rule a b) -> (forall a b, rule b a = rule a b) ->
  all_accepted rule term cs = true ->
  forall R C, In (R, C) (map board_of cs) -> value cell_eq_dec (lattice_adj rule) (board R C) = term R C.
Proof.
  intros rule term cs Hneg Hswap H R C HRC. apply in_map_iff in HRC as [c [E Hc]].
  unfold board_of in E. injection E as <- <-. unfold all_accepted in H. rewrite forallb_forall in H.
  exact (check_cert_sound rule Hneg Hswap _ _ _ _ (H c Hc)).
Qed.

(** ** A344227(n), n = 0..10: Node-Kayles on the n x n queens graph *)

Definition A344227_terms : list nat := [0; 1; 1; 2; 1; 3; 1; 2; 3; 1; 0].
Definition queens_certs : list certificate := [
  CertKaylesQueens0.certificate; CertKaylesQueens1.certificate; CertKaylesQueens2.certificate;
  CertKaylesQueens3.certificate; CertKaylesQueens4.certificate; CertKaylesQueens5.certificate;
  CertKaylesQueens6.certificate; CertKaylesQueens7.certificate; CertKaylesQueens8.certificate;
  CertKaylesQueens9.certificate; CertKaylesQueens10.certificate].

Lemma queens_boards : map board_of queens_certs = map (fun n => (n, n)) (seq 0 11).
Proof. vm_compute. reflexivity. Qed.

Lemma queens_accepted : all_accepted queens_rule (fun n _ => nth n A344227_terms 0) queens_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem A344227_upto_10 : forall n, n <= 10 ->
  value cell_eq_dec queens_adj (board n n) = nth n A344227_terms 0.
Proof.
  intros n Hn. apply (all_accepted_sound _ (fun n _ => nth n A344227_terms 0) _ queens_neg queens_swap
                        queens_accepted).
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

Lemma grid3_accepted : all_accepted grid_rule (fun _ n => nth (n - 1) A316632_terms 0) grid3_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem A316632_upto_16 : forall n, 1 <= n <= 16 ->
  value cell_eq_dec grid_adj (board 3 n) = nth (n - 1) A316632_terms 0.
Proof.
  intros n Hn. apply (all_accepted_sound _ (fun _ n => nth (n - 1) A316632_terms 0) _ grid_neg grid_swap
                        grid3_accepted).
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

Lemma grid4_accepted : all_accepted grid_rule (fun _ _ => 0) grid4_certs = true.
Proof. vm_cast_no_check (eq_refl true). Qed.

Theorem grid_4_odd_upto_13 : forall k, k <= 6 ->
  value cell_eq_dec grid_adj (board 4 (2 * k + 1)) = 0.
Proof.
  intros k Hk. apply (all_accepted_sound _ (fun _ _ => 0) _ grid_neg grid_swap grid4_accepted).
  rewrite grid4_boards. apply (in_map (fun k => (4, 2 * k + 1))), in_seq. lia.
Qed.

Print Assumptions A344227_upto_10.
Print Assumptions A316632_upto_16.
Print Assumptions grid_4_odd_upto_13.
