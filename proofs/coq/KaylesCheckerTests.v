(** * KaylesCheckerTests: the Coq Node-Kayles checker is not vacuous.

    It accepts a [classes] certificate (value records by mex, a mirror
    record: certs/kayles/queens-5.cert) as well as the outcome proofs of
    KaylesInstances.v, and it rejects a wrong final value, changed claims,
    a proof read without its [small K] clause and proofs read on another
    graph; and nimcheck's two strictness rules, which soundness does not
    need: a claims certificate with a record no later record or the value
    line uses, and a record whose shape is not connected, are refused.
    The rule [zero L] (classes decided at heap 0 by the search) completes a
    proof that lacks the N(X, 0) record of a small class, and refutes a P
    claim whose premise N(X, 0) the search finds false; read without the
    clause, the first proof is refused. *)

From Coq Require Import List ZArith FSets.FMapPositive.
From Nimcert Require Import Kayles KaylesChecker KaylesCertData.
From Nimcert Require CertKaylesQueens5 CertKaylesQueens5Classes CertKaylesPetersen5x2.
From Nimcert Require CertKaylesZeroGrid2x5 CertKaylesZeroFalseP.
Import ListNotations.

(** The full table of queens 5 (23 classes, value records and a mirror). *)
Example queens5_classes :
  check_cert queens_adj lattice_canon CertKaylesQueens5Classes.small CertKaylesQueens5Classes.zero false CertKaylesQueens5Classes.records (board 5 5) 3 = true.
Proof. vm_compute. reflexivity. Qed.

(** The outcome proof of queens 5, with a wrong value for the graph. *)
Example queens5_wrong_value :
  check_cert queens_adj lattice_canon CertKaylesQueens5.small CertKaylesQueens5.zero true CertKaylesQueens5.records (board 5 5) 2 = false.
Proof. vm_compute. reflexivity. Qed.

(** Without [small 5] the components of at most 5 cells have no value. *)
Example queens5_without_small :
  check_cert queens_adj lattice_canon 0 0 true CertKaylesQueens5.records (board 5 5) 3 = false.
Proof. vm_compute. reflexivity. Qed.

(** Every P claim's heap and every N claim's heap changed (h -> h + 1). *)
Definition shift_heaps (r : raw_record) : raw_record :=
  match r with
  | ClaimP H W x h => ClaimP H W x (S h)
  | ClaimN H W x h c => ClaimN H W x (S h) c
  | _ => r
  end.

(** Every value record's witnesses all set to cell 0. *)
Definition zero_witnesses (r : raw_record) : raw_record :=
  match r with
  | ClaimValue H W x g w => ClaimValue H W x g (map (fun _ => 0) w)
  | _ => r
  end.

Example queens5_classes_changed_witnesses :
  check_cert queens_adj lattice_canon CertKaylesQueens5Classes.small CertKaylesQueens5Classes.zero false
             (map read (map zero_witnesses CertKaylesQueens5Classes.raw)) (board 5 5) 3 = false.
Proof. vm_compute. reflexivity. Qed.

Example queens5_changed_heaps :
  check_cert queens_adj lattice_canon CertKaylesQueens5.small CertKaylesQueens5.zero true (map read (map shift_heaps CertKaylesQueens5.raw))
             (board 5 5) 3 = false.
Proof. vm_compute. reflexivity. Qed.

(** The queens proof read on the 5 x 5 grid. *)
Example queens5_on_grid :
  check_cert grid_adj lattice_canon CertKaylesQueens5.small CertKaylesQueens5.zero true CertKaylesQueens5.records (board 5 5) 3 = false.
Proof. vm_compute. reflexivity. Qed.

(** The proof for P(5, 2) read on P(5, 1) (a prism, also 3-regular). *)
Example petersen52_on_51 :
  check_cert (petersen_adj 5 1) sorted_shape CertKaylesPetersen5x2.small CertKaylesPetersen5x2.zero true CertKaylesPetersen5x2.records
             (board 2 5) 1 = false.
Proof. vm_compute. reflexivity. Qed.

(** The outcome proof of queens 5 is accepted with its "every record used" rule. *)
Example queens5_claims :
  check_cert queens_adj lattice_canon CertKaylesQueens5.small CertKaylesQueens5.zero true CertKaylesQueens5.records (board 5 5) 3 = true.
Proof. vm_compute. reflexivity. Qed.

(** A true claim N(X, 0) for a single cell X (its option, the empty graph,
    has value 0) appended to it: no record uses it. *)
Definition unused_N : record := RN [(0, 0)%Z] 0 0.

Example queens5_unused_N_classes_rule :
  check_cert queens_adj lattice_canon CertKaylesQueens5.small CertKaylesQueens5.zero false
             (CertKaylesQueens5.records ++ [unused_N]) (board 5 5) 3 = true.
Proof. vm_compute. reflexivity. Qed.

Example queens5_unused_N :
  check_cert queens_adj lattice_canon CertKaylesQueens5.small CertKaylesQueens5.zero true
             (CertKaylesQueens5.records ++ [unused_N]) (board 5 5) 3 = false.
Proof. vm_compute. reflexivity. Qed.

(** Two queens a knight's move apart (not adjacent): value 1 xor 1 = 0, which
    the value rule confirms, but the shape is not connected. *)
Definition two_apart : list cell := [(0, 0)%Z; (1, 2)%Z].

Example two_apart_value_checks :
  match run cell cell_eq_dec positive key (list cell) (fun C => C) (fun C => C) shape_eqb (ptable cell) pget pset queens_adj lattice_canon
            CertKaylesQueens5Classes.small (value cell_eq_dec queens_adj) 0
            CertKaylesQueens5Classes.zero (loses cell cell_eq_dec queens_adj) false (empty_state _ pempty)
            CertKaylesQueens5Classes.records with
  | Some (T, _, M) => option_map fst (check_value cell cell_eq_dec positive key (list cell) (fun C => C) (fun C => C) shape_eqb (ptable cell) pget pset
                                        queens_adj lattice_canon CertKaylesQueens5Classes.small
                                        (value cell_eq_dec queens_adj) 0 CertKaylesQueens5Classes.zero
                                        (loses cell cell_eq_dec queens_adj) T M two_apart 0 [])
  | None => None
  end = let C := lattice_canon [(0, 0)%Z] in Some [(key C, C, FVal 1); (key C, C, FVal 1)].
Proof. vm_compute. reflexivity. Qed.

Example queens5_disconnected_class :
  check_cert queens_adj lattice_canon CertKaylesQueens5Classes.small CertKaylesQueens5Classes.zero false
             (CertKaylesQueens5Classes.records ++ [RValue two_apart 0 []]) (board 5 5) 3 = false.
Proof. vm_compute. reflexivity. Qed.

(** [zero L]: the grid 2 x 5 without the record N(2x3:7c, 0), which the search
    gives (tests/corpus/correct/kayles-claims-zero-grid-2-5.cert) ... *)
Example grid2x5_zero_accepted :
  check_cert grid_adj lattice_canon CertKaylesZeroGrid2x5.small CertKaylesZeroGrid2x5.zero true
             CertKaylesZeroGrid2x5.records (board 2 5) 1 = true.
Proof. vm_compute. reflexivity. Qed.

(** ... is refused without the clause (nothing gives that N(X, 0)) ... *)
Example grid2x5_without_zero :
  check_cert grid_adj lattice_canon CertKaylesZeroGrid2x5.small 0 true
             CertKaylesZeroGrid2x5.records (board 2 5) 1 = false.
Proof. vm_compute. reflexivity. Qed.

(** ... and P(2 x 6, 1) is refused: its premise N(X, 0) is the search's, and
    the search finds G(2 x 6) = 0 (tests/corpus/incorrect/kayles-claims-zero-false-p.cert). *)
Example grid2x6_zero_false_P :
  check_cert grid_adj lattice_canon CertKaylesZeroFalseP.small CertKaylesZeroFalseP.zero true
             CertKaylesZeroFalseP.records (board 2 6) 1 = false.
Proof. vm_compute. reflexivity. Qed.
