(** * HeapGame: heap games given by an octal/hexadecimal code, their options,
      the Grundy-function predicate, and the rule [mex].

    Model (certs/FORMAT.md, "Codes" and "Records"; checker/heap_records.cpp):
    - A code is a function [d : nat -> nat]; [d i] is the digit d_i.
    - A move from a heap of size [h] removes [i] tokens and leaves the list of
      parts [ps] (the heaps left).  It is legal ([is_option d h i ps]) iff
        i + sum ps = h            (the parts are what is left; so i <= h),
        every part is >= 1        (nonempty heaps),
        length ps <= 3,
        bit (length ps) of d i is set (bit 2^m of d_i: leave m heaps),
        length ps <= 1 -> i >= 1  (a move removes tokens or splits).
      This is exactly [illegal_reason] in checker/heap_records.cpp (which also
      rejects i > t; that is implied, since bit m of d_i set forces d_i <> 0,
      see [option_i_le_t] in Periodicity.v), and exactly the moves that
      [check_unreached] enumerates.
    - The value of an option is the xor ([Nat.lxor]) of [G] over its parts
      ([check_witness] in checker/heap_records.cpp).  That this recursion is the game's
      is the Sprague-Grundy theorem for sums, proved in HeapSum.v
      ([heap_sum], [heap_recursion]: the single-heap values of the game on
      positions satisfy [grundy d]).
    - [grundy d G] says: for every h, G h = mex of the option values of h,
      i.e. every k < G h is an option value of h and G h is not.
      [grundy_unique] shows at most one such G exists and [grundy_exists]
      (GrundyExists.v) that one does, so statements "for all G with
      [grundy d G]" are statements about THE Sprague-Grundy function. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.

(** Xor of [G] over a list of heaps (the empty xor is 0). *)
Fixpoint xorG (G : nat -> nat) (ps : list nat) : nat :=
  match ps with
  | [] => 0
  | a :: l => Nat.lxor (G a) (xorG G l)
  end.

Section Game.

Variable d : nat -> nat.

(** A legal move from heap [h]: remove [i] tokens, leave the heaps [ps]. *)
Definition is_option (h i : nat) (ps : list nat) : Prop :=
  i + list_sum ps = h /\
  Forall (fun a => 1 <= a) ps /\
  length ps <= 3 /\
  Nat.testbit (d i) (length ps) = true /\
  (length ps <= 1 -> 1 <= i).

(** [v] is the value of some option of [h]. *)
Definition opt_val (G : nat -> nat) (h v : nat) : Prop :=
  exists i ps, is_option h i ps /\ xorG G ps = v.

(** [G] is the Grundy function of the code: G h = mex (option values of h). *)
Definition grundy (G : nat -> nat) : Prop :=
  forall h, (forall k, k < G h -> opt_val G h k) /\ ~ opt_val G h (G h).

(** ** Theorem [mex] (proofs/periodicity.md#mex).
    If every k < g is the value of some option of h and no option of h has
    value g, then G h = g.
    Used by: the value records, checker/heap_records.cpp together with
    [illegal_reason], [check_witness] and [check_unreached]
    (checker/heap_records.cpp). *)
Theorem mex : forall G h g, grundy G ->
  (forall k, k < g -> opt_val G h k) -> ~ opt_val G h g -> G h = g.
Proof.
  intros G h g HG Hlow Hg. destruct (HG h) as [HGl HGn].
  destruct (lt_eq_lt_dec (G h) g) as [[Hlt|Heq]|Hgt]; auto.
  - exfalso. apply HGn. apply Hlow. exact Hlt.
  - exfalso. apply Hg. apply HGl. exact Hgt.
Qed.

(** Two heaps with the same set of option values have the same value. *)
Lemma same_options : forall G h1 h2, grundy G ->
  (forall v, opt_val G h1 v <-> opt_val G h2 v) -> G h1 = G h2.
Proof.
  intros G h1 h2 HG Heq. apply mex; auto.
  - intros k Hk. apply Heq. apply (proj1 (HG h2)). exact Hk.
  - intro H. apply Heq in H. apply (proj2 (HG h2)). exact H.
Qed.

Lemma sum_ge_length : forall l, Forall (fun a => 1 <= a) l -> length l <= list_sum l.
Proof.
  induction l as [|x l IH]; intros H; simpl; [lia|].
  inversion H; subst. specialize (IH H3). lia.
Qed.

(** (F4): every part of every option of h is smaller than h. *)
Lemma option_parts_lt : forall h i ps a, is_option h i ps -> In a ps -> a < h.
Proof.
  intros h i ps a [Hsum [Hpos [_ [_ Hi]]]] Hin.
  apply in_split in Hin. destruct Hin as [l1 [l2 ->]].
  rewrite list_sum_app in Hsum. simpl in Hsum.
  apply Forall_app in Hpos. destruct Hpos as [H1 H2]. inversion H2; subst.
  apply sum_ge_length in H1. apply sum_ge_length in H4.
  rewrite app_length in Hi. simpl in Hi.
  destruct (length l1 + length l2) eqn:E.
  - assert (1 <= i) by (apply Hi; lia). lia.
  - lia.
Qed.

Lemma xorG_ext : forall G1 G2 ps, (forall a, In a ps -> G1 a = G2 a) ->
  xorG G1 ps = xorG G2 ps.
Proof.
  induction ps as [|x l IH]; intros H; simpl; auto.
  rewrite H by (left; auto). rewrite IH; auto. intros a Ha; apply H; right; auto.
Qed.

(** The Grundy function is unique. *)
Theorem grundy_unique : forall G1 G2, grundy G1 -> grundy G2 -> forall h, G1 h = G2 h.
Proof.
  intros G1 G2 H1 H2 h. induction h as [h IH] using (well_founded_induction lt_wf).
  assert (Hv : forall v, opt_val G1 h v <-> opt_val G2 h v).
  { intro v; split; intros [i [ps [Ho Hx]]]; exists i, ps; split; auto;
      rewrite <- Hx; apply xorG_ext; intros a Ha;
      [symmetry|]; apply IH; eapply option_parts_lt; eauto. }
  apply mex; auto.
  - intros k Hk. apply Hv. apply (proj1 (H2 h)). exact Hk.
  - intro H. apply Hv in H. apply (proj2 (H2 h)). exact H.
Qed.

End Game.

Print Assumptions mex.
Print Assumptions same_options.
Print Assumptions grundy_unique.
