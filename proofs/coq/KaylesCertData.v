(** * KaylesCertData: the records of a Node-Kayles certificate as the data
      modules of proofs/gen-kayles-v write them, close to the file's own
      text, and their reading into KaylesChecker.v's [record]s.

    A shape [HxW:hex] is written [H W 0xhex]: the hexadecimal number whose
    digits are the shape's, so cell i (row i / W, column i mod W) is present
    iff bit 4d - 1 - i of it is set, d the number of digits
    (certs/FORMAT.md, "Shapes").  Why not lists of cells: Coq parses a data
    module about 6 times faster this way (one numeral per shape instead of
    two per cell).  Nothing here is trusted: [check_cert_sound] holds for
    any list of records, so a wrong reading could only make the checker
    reject. *)

From Coq Require Import Arith List ZArith NArith.
From Nimcert Require Import KaylesChecker.
Import ListNotations.

Inductive raw_record : Type :=
  | ClaimValue (H W : nat) (x : N) (g : nat) (w : list nat)  (* SHAPE g w0 ... *)
  | ClaimMirror (H W : nat) (x : N) (p : list nat)    (* SHAPE 0 mirror p0 ... *)
  | ClaimP (H W : nat) (x : N) (h : nat)              (* SHAPE P h *)
  | ClaimN (H W : nat) (x : N) (h c : nat).          (* SHAPE N h c *)

(** The cells of [H W 0xhex], in increasing cell number. *)
Definition shape_cells (H W : nat) (x : N) : list cell :=
  let top := 4 * ((H * W + 3) / 4) - 1 in
  flat_map (fun i => if N.testbit x (N.of_nat (top - i)) then [(Z.of_nat (i / W), Z.of_nat (i mod W))] else [])
           (seq 0 (H * W)).

Definition read (r : raw_record) : record :=
  match r with
  | ClaimValue H W x g w => RValue (shape_cells H W x) g w
  | ClaimMirror H W x p => RMirror (shape_cells H W x) p
  | ClaimP H W x h => RP (shape_cells H W x) h
  | ClaimN H W x h c => RN (shape_cells H W x) h c
  end.

(** A certificate: its graph's board R x C (from the game line: [queens N] is
    N x N, [grid R C] is R x C), its [small K] and [zero L] bounds (0 without
    the clause) and its records. *)
Record certificate : Type := {
  cert_rows : nat;
  cert_cols : nat;
  cert_small : nat;
  cert_zero : nat;
  cert_records : list record
}.
