(** * RareCommon: the parity lemma behind the rare/common (sparse-space)
      method, and the checker's fast absence test for records under a
      parity mask (proofs/rare-common.md).

    Model (certs/FORMAT.md, "Records under a parity mask"; checker/heap_records.cpp):
    - The certificate names a mask [m].  A value [x] is in the ODD class
      ([odd_class m x = true]) if the number of bit positions i < 32 set in
      both x and m is odd: exactly [popcount(x & m) & 1] on the checker's
      32-bit values ([MaskedRecords::odd] in checker/heap_records.cpp).  Every other
      value (0 among them) is EVEN; a heap a >= 1 with an even value is RARE.
    - The rule applies to codes none of whose digits has bit 8 (no move
      leaves three heaps): the checker's j <= 2 ([j_of] in Periodicity.v).

    [odd_class_lxor]: the class is a homomorphism for xor, so a two-heap
    option a + b has an odd value only if exactly one of G a, G b is even.
    [rare_common_absence]: to show that no option of h has an ODD value g it
    suffices to look at the options leaving at most one heap and at the
    two-heap options whose first part is rare -- the moves the checker
    enumerates, O(t * R) of them for R rare heaps, instead of all O(t * h).
    [rare_common_record] combines it with [mex] (HeapGame.v).
    Version 2 certificates (no witnesses; proofs/rare-common.md section 5)
    use the same theorem: its hypothesis [forall k, k < g -> opt_val ...]
    is met by legal moves the checker finds itself, not by the file. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
From Nimcert Require Import HeapGame Periodicity.

(** Parity of the bits below [k] set in both [x] and [m]. *)
Fixpoint par_upto (k m x : nat) : bool :=
  match k with
  | 0 => false
  | S k' => xorb (Nat.testbit x k' && Nat.testbit m k') (par_upto k' m x)
  end.

(** The checker's class of a value: popcount(x & m) is odd, over 32 bits. *)
Definition odd_class (m x : nat) : bool := par_upto 32 m x.

Lemma par_upto_lxor : forall k m a b,
  par_upto k m (Nat.lxor a b) = xorb (par_upto k m a) (par_upto k m b).
Proof.
  induction k as [|k IH]; intros m a b; simpl; auto.
  rewrite Nat.lxor_spec, IH.
  destruct (Nat.testbit a k), (Nat.testbit b k), (Nat.testbit m k),
           (par_upto k m a), (par_upto k m b); reflexivity.
Qed.

(** ** Lemma [odd_class_lxor] (proofs/rare-common.md#parity-homomorphism). *)
Theorem odd_class_lxor : forall m a b,
  odd_class m (Nat.lxor a b) = xorb (odd_class m a) (odd_class m b).
Proof. intros. apply par_upto_lxor. Qed.

Lemma par_upto_0 : forall k m, par_upto k m 0 = false.
Proof. induction k as [|k IH]; intros m; simpl; auto. rewrite Nat.bits_0, IH. reflexivity. Qed.

(** 0 (the value of heap 0 and of "nothing left") is always even. *)
Theorem odd_class_0 : forall m, odd_class m 0 = false.
Proof. intros. apply par_upto_0. Qed.

Section RareCommon.

Variable d : nat -> nat.

(** No digit has bit 8: no move leaves three heaps. *)
Definition no_three_heaps : Prop := forall i, Nat.testbit (d i) 3 = false.

Lemma xorG_pair : forall G a b, xorG G [a; b] = Nat.lxor (G a) (G b).
Proof. intros. simpl. rewrite Nat.lxor_0_r. reflexivity. Qed.

Lemma option_swap : forall h i a b, is_option d h i [a; b] -> is_option d h i [b; a].
Proof.
  intros h i a b [Hs [Hp [Hl [Hb Hi]]]].
  inversion Hp as [|x l Ha Hp']; subst. inversion Hp' as [|y l' Hb' _]; subst.
  split; [cbn [list_sum fold_right] in *; lia|].
  split; [repeat constructor; auto|].
  split; [exact Hl|]. split; [exact Hb|exact Hi].
Qed.

(** ** Lemma [rare-common] (proofs/rare-common.md#rare-common).
    Under [no_three_heaps], an option with an odd value leaves at most one
    heap, or two heaps a, b of which one has an even value. *)
Theorem odd_option_has_rare_part : forall G m h i ps,
  no_three_heaps -> is_option d h i ps -> odd_class m (xorG G ps) = true ->
  length ps <= 1 \/
  exists a b, ps = [a; b] /\ (odd_class m (G a) = false \/ odd_class m (G b) = false).
Proof.
  intros G m h i ps H3 Ho Hodd.
  destruct Ho as [_ [_ [Hlen [Hbit _]]]].
  destruct ps as [|a [|b [|c [|e l]]]]; cbn [length] in Hlen, Hbit; try (left; cbn [length]; lia).
  - right. exists a, b. split; auto.
    rewrite xorG_pair, odd_class_lxor in Hodd.
    destruct (odd_class m (G a)), (odd_class m (G b)); simpl in Hodd; auto; discriminate.
  - exfalso. rewrite H3 in Hbit. discriminate.
Qed.

(** ** Theorem [rare-common-absence] (proofs/rare-common.md#rare-common-absence).
    If g is odd, no option leaving at most one heap has value g, and no
    two-heap option whose first part is rare has value g, then no option of
    h has value g. *)
Theorem rare_common_absence : forall G m h g,
  no_three_heaps -> odd_class m g = true ->
  (forall i ps, is_option d h i ps -> length ps <= 1 -> xorG G ps <> g) ->
  (forall i a b, is_option d h i [a; b] -> odd_class m (G a) = false ->
     Nat.lxor (G a) (G b) <> g) ->
  ~ opt_val d G h g.
Proof.
  intros G m h g H3 Hg Hsmall Hrare [i [ps [Ho Hv]]].
  assert (Hodd : odd_class m (xorG G ps) = true) by (rewrite Hv; exact Hg).
  destruct (odd_option_has_rare_part G m h i ps H3 Ho Hodd) as [Hl | [a [b [-> [Ha | Hb]]]]].
  - exact (Hsmall i ps Ho Hl Hv).
  - rewrite xorG_pair in Hv. exact (Hrare i a b Ho Ha Hv).
  - rewrite xorG_pair, Nat.lxor_comm in Hv. exact (Hrare i b a (option_swap h i a b Ho) Hb Hv).
Qed.

(** ** Theorem [rare-common-record]: the rule for a record h g with an odd
    value g under a parity mask.  Every k < g is reached (even k by the
    certificate's witnesses, odd k by moves the checker enumerates), and the
    enumeration of [rare_common_absence] does not reach g. *)
Theorem rare_common_record : forall G m h g,
  grundy d G -> no_three_heaps -> odd_class m g = true ->
  (forall k, k < g -> opt_val d G h k) ->
  (forall i ps, is_option d h i ps -> length ps <= 1 -> xorG G ps <> g) ->
  (forall i a b, is_option d h i [a; b] -> odd_class m (G a) = false ->
     Nat.lxor (G a) (G b) <> g) ->
  G h = g.
Proof.
  intros G m h g HG H3 Hg Hlow Hsmall Hrare.
  apply (mex d); auto. eapply rare_common_absence; eauto.
Qed.

End RareCommon.

(** The checker's test "j <= 2" ([parse_heap_code]) gives [no_three_heaps]. *)
Theorem j_le_2_no_three_heaps : forall ds, j_of ds <= 2 -> no_three_heaps (digit ds).
Proof.
  intros ds Hj i. unfold digit.
  destruct (Nat.testbit (nth i ds 0) 3) eqn:E; auto.
  exfalso. assert (Hin : In (nth i ds 0) ds).
  { destruct (lt_dec i (length ds)) as [H|H]; [apply nth_In; auto|].
    rewrite nth_overflow in E by lia. rewrite Nat.bits_0 in E. discriminate. }
  unfold j_of in Hj.
  replace (existsb (fun x => Nat.testbit x 3) ds) with true in Hj; [lia|].
  symmetry. apply existsb_exists. eauto.
Qed.

Print Assumptions odd_class_lxor.
Print Assumptions odd_class_0.
Print Assumptions odd_option_has_rare_part.
Print Assumptions rare_common_absence.
Print Assumptions rare_common_record.
Print Assumptions j_le_2_no_three_heaps.
